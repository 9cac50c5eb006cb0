/// <reference types="vite/client" />
import type { SocialChannel } from '@wl/api-client/protocol';
import { SOCIAL_CHANNELS } from '@wl/api-client/protocol';
import type { FlagKey, RuntimeBrand } from '@wl/brand';
import type { IdentityProvider } from './contract';

export { IdentityCancelled, type IdentityCredential, type IdentityProvider, type PhoneNumber, type PhoneVerification } from './contract';

export type IdentityProviderConfig = NonNullable<RuntimeBrand['identityProvider']>;

/** The white-label flag of each social button (spec 000 section 2). */
export const SOCIAL_FLAGS: Record<SocialChannel, FlagKey> = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' };

/**
 * The real adapter is built only into brands that configure it: the brand Vite plugin defines
 * WL_IDENTITY_PROVIDER, so in every other brand this is `undefined` and the import() is dropped with it.
 */
const loadFirebase = import.meta.env.WL_IDENTITY_PROVIDER === 'firebase' ? () => import('./firebaseAdapter').then((m) => m.createFirebaseProvider) : undefined;

/** Whether the brand's identity provider is on (and, for the real adapter, built into this bundle). */
export function identityProviderOn(config: IdentityProviderConfig | undefined): boolean {
  if (config?.provider === 'demo') return true;
  return config?.provider === 'firebase' && loadFirebase !== undefined;
}

/** The social buttons to show: only when the identity provider is on AND the channel's white-label flag is on. */
export function socialChannels(providerOn: boolean, flags: Partial<Record<FlagKey, boolean>>): SocialChannel[] {
  return providerOn ? SOCIAL_CHANNELS.filter((channel) => flags[SOCIAL_FLAGS[channel]] === true) : [];
}

/** The brand's provider; `demo` is the demo provider the caller built (it needs the page's dialog). */
export async function loadIdentityProvider(config: IdentityProviderConfig | undefined, demo: () => IdentityProvider): Promise<IdentityProvider> {
  if (config?.provider === 'demo') return demo();
  if (config?.provider === 'firebase' && loadFirebase) {
    const create = await loadFirebase();
    return create({ scriptUrls: config.scriptUrls ?? [], config: config.config ?? {} });
  }
  throw new Error('No identity provider is configured for this brand.');
}
