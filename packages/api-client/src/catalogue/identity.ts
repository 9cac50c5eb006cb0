// Catalogue: the demo identity provider (docs/product-decisions.md 12, docs/decisions/011). Not platform calls: the demo
// platform stands in for the provider's servers, and the site sends these through the base query only in brands
// built with the demo provider. A real provider (firebaseAdapter.ts) has its own service.
import * as s from '../schema';
import { call } from './define';

const identityTokenValue = s.object({ idToken: s.string });
/** An id token of the identity provider. */
export type IdentityTokenValue = s.Infer<typeof identityTokenValue>;

const demoIdentityTokenBody = s.object({
  channel: s.literal('google', 'facebook'),
  email: s.string,
  name: s.string,
});
/** What the demo sign-in dialog sends for a social account. */
export type DemoIdentityTokenPayload = s.Infer<typeof demoIdentityTokenBody>;

/** A signed id token for the social account the player picked in the demo sign-in dialog. */
export const demoIdentityToken = call({ path: '/__demo/identity/token', method: 'POST', token: 'none', body: demoIdentityTokenBody, answer: identityTokenValue });

const demoPhoneCodeBody = s.object({ mobileNo: s.string, countryDialingCode: s.string });
export type DemoPhoneCodePayload = s.Infer<typeof demoPhoneCodeBody>;

/** Sends a phone verification code (readable, like the platform's SMS codes, at a demo-only path). */
export const demoPhoneCode = call({
  path: '/__demo/identity/phone/code',
  method: 'POST',
  token: 'none',
  body: demoPhoneCodeBody,
  answer: s.object({ expirationTime: s.number }),
});

const demoPhoneTokenBody = s.object({ mobileNo: s.string, countryDialingCode: s.string, code: s.string });
export type DemoPhoneTokenPayload = s.Infer<typeof demoPhoneTokenBody>;

/** The phone verification code in exchange for an id token of that number. */
export const demoPhoneToken = call({ path: '/__demo/identity/phone/token', method: 'POST', token: 'none', body: demoPhoneTokenBody, answer: identityTokenValue });
