import type { DemoIdentityTokenPayload, DemoPhoneCodePayload, DemoPhoneTokenPayload, SocialChannel } from '@wl/api-client/protocol';
import type { IdentityProvider } from './identityProvider';

/** The account the player picked in the demo sign-in dialog. */
export interface DemoAccount {
  email: string;
  name: string;
}

export interface DemoProviderDeps {
  /** shows the demo sign-in dialog; rejects with IdentityCancelled when the player closes it */
  chooseAccount(channel: SocialChannel): Promise<DemoAccount>;
  issueToken(payload: DemoIdentityTokenPayload): Promise<string>;
  sendPhoneCode(payload: DemoPhoneCodePayload): Promise<void>;
  phoneToken(payload: DemoPhoneTokenPayload): Promise<string>;
}

/**
 * The demo identity provider (docs/product-decisions.md 12): the sign-in is a small dialog of this site, and the demo
 * platform signs the id tokens its login then verifies, as a real provider's servers would.
 */
export function createDemoProvider(deps: DemoProviderDeps): IdentityProvider {
  return {
    async signIn(channel) {
      const account = await deps.chooseAccount(channel);
      return { channel, idToken: await deps.issueToken({ channel, ...account }) };
    },
    async verifyPhone(phone) {
      await deps.sendPhoneCode(phone);
      return {
        async confirm(code) {
          return { channel: 'sms', idToken: await deps.phoneToken({ ...phone, code }), ...phone };
        },
      };
    },
  };
}
