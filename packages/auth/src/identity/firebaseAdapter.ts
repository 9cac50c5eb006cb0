// The real identity-provider adapter (docs/decisions/011). It imports no SDK: the provider's web scripts load at
// run time from the URLs the brand configures, and only brands that configure this adapter build it in
// (identityProvider.ts). It uses the provider's namespaced ("compat") web API through the global it installs.
import type { SocialChannel } from '@wl/api-client/protocol';
import { createTrustedPolicy } from '@wl/ui-kit';
import { IdentityCancelled, type IdentityProvider, type PhoneNumber } from './contract';

interface ProviderUser {
  getIdToken(): Promise<string>;
}
interface ProviderAuth {
  signInWithPopup(provider: unknown): Promise<{ user: ProviderUser | null }>;
  signInWithPhoneNumber(phoneNumber: string, verifier: unknown): Promise<{ confirm(code: string): Promise<{ user: ProviderUser | null }> }>;
}
/** The part of the provider's global this adapter uses. */
export interface ProviderGlobal {
  apps: unknown[];
  initializeApp(config: Record<string, string>): unknown;
  auth: (() => ProviderAuth) & {
    GoogleAuthProvider: new () => unknown;
    FacebookAuthProvider: new () => unknown;
    RecaptchaVerifier: new (container: HTMLElement, parameters: { size: 'invisible' }) => { clear(): void };
  };
}

export interface FirebaseAdapterOptions {
  /** the provider's scripts, loaded in order (app first, then auth) */
  scriptUrls: string[];
  /** the provider's public web config (apiKey, authDomain, projectId, appId) */
  config: Record<string, string>;
  /** tests replace how a script loads */
  loadScript?: (url: string) => Promise<void>;
}

/** The provider's script URLs the brand configures (identityProvider.scriptUrls): the only scripts loadScript adds. */
const configuredScripts = new Set<string>();

/** Allows the brand's provider scripts (createFirebaseProvider does, with the URLs of its options). */
export function allowIdentityScripts(urls: readonly string[]): void {
  for (const url of urls) configuredScripts.add(url);
}

/** Trusted Types (the release CSP): a script's src takes a URL made by this policy, a configured https one only. */
const identityScript = createTrustedPolicy('wl-identity-script', {
  createScriptURL: (url) => {
    if (!configuredScripts.has(url) || new URL(url).protocol !== 'https:') throw new TypeError('Not a script URL of the identity provider');
    return url;
  },
});

/** Appends a script once per URL (one of the brand's, see allowIdentityScripts); resolves when it ran. */
export function loadScript(url: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-identity-src="${CSS.escape(url)}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('The identity provider could not be loaded.'));
    });
    if (!existing) {
      script.src = identityScript.scriptUrl(url);
      script.async = true;
      script.crossOrigin = 'anonymous';
      script.dataset.identitySrc = url;
      document.head.append(script);
    }
  });
}

const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);
function cancelledOr(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CANCELLED.has(code) ? new IdentityCancelled() : error;
}

async function tokenOf(user: ProviderUser | null): Promise<string> {
  if (!user) throw new IdentityCancelled();
  return user.getIdToken();
}

export function createFirebaseProvider({ scriptUrls, config, loadScript: load = loadScript }: FirebaseAdapterOptions): IdentityProvider {
  allowIdentityScripts(scriptUrls);
  let ready: Promise<ProviderAuth & { sdk: ProviderGlobal }> | undefined;
  function auth() {
    ready ??= (async () => {
      for (const url of scriptUrls) await load(url);
      const sdk = (globalThis as { firebase?: ProviderGlobal }).firebase;
      if (!sdk) throw new Error('The identity provider script did not install its API.');
      if (!sdk.apps.length) sdk.initializeApp(config);
      return Object.assign(sdk.auth(), { sdk });
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  }

  return {
    async signIn(channel: SocialChannel) {
      const a = await auth();
      const provider = channel === 'google' ? new a.sdk.auth.GoogleAuthProvider() : new a.sdk.auth.FacebookAuthProvider();
      try {
        const { user } = await a.signInWithPopup(provider);
        return { channel, idToken: await tokenOf(user) };
      } catch (error) {
        throw cancelledOr(error);
      }
    },
    async verifyPhone({ countryDialingCode, mobileNo }: PhoneNumber) {
      const a = await auth();
      // the provider's invisible bot check needs an element of its own
      const container = document.createElement('div');
      document.body.append(container);
      const verifier = new a.sdk.auth.RecaptchaVerifier(container, { size: 'invisible' });
      try {
        const confirmation = await a.signInWithPhoneNumber(`+${countryDialingCode}${mobileNo}`, verifier);
        return {
          async confirm(code: string) {
            const { user } = await confirmation.confirm(code);
            return { channel: 'sms' as const, idToken: await tokenOf(user), mobileNo, countryDialingCode };
          },
        };
      } finally {
        verifier.clear();
        container.remove();
      }
    },
  };
}
