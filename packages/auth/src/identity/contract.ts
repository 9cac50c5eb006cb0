// What an identity provider is and does: the contract both providers keep (the demo one here, the real adapter in
// firebaseAdapter.ts, loaded apart). A module of its own so that the adapter takes it without importing its loader.
import type { IdentityChannel, SocialChannel } from '@wl/api-client/protocol';

/** What an identity provider proved: its id token for the channel (and, for `sms`, the verified number). */
export interface IdentityCredential {
  channel: IdentityChannel;
  idToken: string;
  mobileNo?: string;
  countryDialingCode?: string;
}

export interface PhoneNumber {
  countryDialingCode: string;
  mobileNo: string;
}

/** A code was sent to the phone; confirming it yields the provider's id token for that number. */
export interface PhoneVerification {
  confirm(code: string): Promise<IdentityCredential>;
}

/**
 * Who proves identity for social login and phone verification (docs/product-decisions.md 12, docs/decisions/011):
 * the demo provider (backed by the demo platform) or the real adapter (identity/firebaseAdapter.ts).
 * Both reject with IdentityCancelled when the player closes the sign-in.
 */
export interface IdentityProvider {
  signIn(channel: SocialChannel): Promise<IdentityCredential>;
  verifyPhone(phone: PhoneNumber): Promise<PhoneVerification>;
}

/** The player closed the provider's sign-in: not an error to show. */
export class IdentityCancelled extends Error {
  constructor() {
    super('The sign-in was cancelled.');
    this.name = 'IdentityCancelled';
  }
}
