// The demo identity provider (docs/product-decisions.md 12, docs/decisions/011): the demo platform stands in for the
// provider's servers. It signs id tokens (HS256 JWTs under a key that never leaves this process) for a social
// account or a verified phone number, and the platform's login verifies them and logs in the linked member,
// creating one on first use.
import type { IdentityChannel, IdentityLoginPayload } from '@wl/api-client/protocol';
import type { DemoMember } from './seed/types';
import type { MerchantStore } from './state';

/** An id token is accepted this long after it was issued. */
export const ID_TOKEN_TTL_MS = 5 * 60_000;
const ISSUER = 'wl-demo-identity';

export interface IdentityClaims {
  iss: typeof ISSUER;
  /** the merchant the token was issued for */
  aud: string;
  /** the provider's id of the person: `google:<email>`, `facebook:<email>`, `sms:<dialing code><number>` */
  sub: string;
  channel: IdentityChannel;
  email?: string;
  name?: string;
  /** the verified number of the sms channel */
  phone?: { countryDialingCode: string; mobileNo: string };
  iat: number;
  exp: number;
}

let signingKey: Promise<CryptoKey> | undefined;
function key(): Promise<CryptoKey> {
  signingKey ??= crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return signingKey;
}

const encoder = new TextEncoder();
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/={1,2}$/, '');
}
function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Signs the claims as a compact HS256 JWT. */
export async function issueIdToken(claims: Omit<IdentityClaims, 'iss' | 'iat' | 'exp'>, now: number): Promise<string> {
  const header = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const body = base64url(encoder.encode(JSON.stringify({ ...claims, iss: ISSUER, iat: now, exp: now + ID_TOKEN_TTL_MS })));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(), encoder.encode(`${header}.${body}`)));
  return `${header}.${body}.${base64url(signature)}`;
}

/** The claims of a token this provider signed for this merchant that has not expired, or undefined. */
export async function verifyIdToken(token: string, audience: string, now: number): Promise<IdentityClaims | undefined> {
  const [header, body, signature, extra] = token.split('.');
  if (!header || !body || !signature || extra !== undefined) return undefined;
  try {
    const valid = await crypto.subtle.verify('HMAC', await key(), fromBase64url(signature), encoder.encode(`${header}.${body}`));
    if (!valid) return undefined;
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as IdentityClaims;
    if (claims.iss !== ISSUER || claims.aud !== audience || !(claims.exp > now)) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

// accounts linked to a provider id, per merchant store (a reset store starts without links)
const links = new WeakMap<MerchantStore, Map<string, string>>();
function linksOf(store: MerchantStore): Map<string, string> {
  let map = links.get(store);
  if (!map) links.set(store, (map = new Map()));
  return map;
}

export type IdentityLoginResult =
  | { member: DemoMember; created: boolean }
  | { error: 'token' | 'mismatch' }
  | { create: { account: string; nickname: string | null; mobileNum: string; countryDialingCode: string; link: string } };

/**
 * What an identity-provider login means for this store: the linked (or, for the sms channel, the same
 * number's) member, or the account to create. A token for another channel or number is refused.
 */
export async function resolveIdentityLogin(store: MerchantStore, payload: IdentityLoginPayload, now: number): Promise<IdentityLoginResult> {
  const claims = await verifyIdToken(payload.firebaseIdToken, store.merchantCode, now);
  if (!claims) return { error: 'token' };
  if (claims.channel !== payload.firebaseChannel) return { error: 'mismatch' };
  const phone = claims.phone;
  if (claims.channel === 'sms' && (!phone || phone.mobileNo !== payload.firebaseMobileNo || phone.countryDialingCode !== payload.countryDialingCode))
    return { error: 'mismatch' };

  const linked = linksOf(store).get(claims.sub);
  const member =
    (linked ? store.members.get(linked) : undefined) ?? (phone ? [...store.members.values()].find((m) => m.mobileNum === phone.mobileNo) : undefined);
  if (member) {
    linksOf(store).set(claims.sub, member.account.toLowerCase());
    return { member, created: false };
  }
  // a new player: an account name the registration rules accept (a letter, then letters and digits)
  let account: string;
  do account = `${claims.channel}${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0')}`;
  while (store.members.has(account));
  return {
    create: {
      account,
      nickname: claims.name?.trim().slice(0, 20) || null,
      mobileNum: phone?.mobileNo ?? '',
      countryDialingCode: phone?.countryDialingCode ?? '',
      link: claims.sub,
    },
  };
}

/** Links a member created for a provider id, so the next login with it finds the same account. */
export function linkIdentity(store: MerchantStore, sub: string, member: DemoMember): void {
  linksOf(store).set(sub, member.account.toLowerCase());
}

// phone verification codes the provider sent, per merchant store, by `<dialing code>|<number>`
const phoneCodes = new WeakMap<MerchantStore, Map<string, { code: string; expiresAt: number }>>();
/** The provider's phone codes of a store (kept apart from the platform's own SMS codes). */
export function identityPhoneCodes(store: MerchantStore): Map<string, { code: string; expiresAt: number }> {
  let map = phoneCodes.get(store);
  if (!map) phoneCodes.set(store, (map = new Map()));
  return map;
}
export const phoneKey = (countryDialingCode: string, mobileNo: string) => `${countryDialingCode}|${mobileNo}`;

/** Whether an id token of the sms channel proves this number (identity-provider phone verification, spec 000 section 3). */
export async function phoneVerifiedBy(store: MerchantStore, idToken: string, countryDialingCode: string, mobileNo: string, now: number): Promise<boolean> {
  const claims = await verifyIdToken(idToken, store.merchantCode, now);
  return claims?.channel === 'sms' && claims.phone?.mobileNo === mobileNo && (!countryDialingCode || claims.phone.countryDialingCode === countryDialingCode);
}
