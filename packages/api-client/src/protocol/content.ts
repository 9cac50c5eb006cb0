// Platform contract of one area: Storefront content (issue 5, packages/content and the shell): banners, promotions, notices, help, customer service.
// The calls themselves (paths, module ids, token rules, wire schemas) are catalogue entries (catalogue/content.ts);
// this file keeps the area's wire types for existing importers and the pure helpers both sides share.
export type {
  Announcement,
  AnnouncementLists,
  AnnouncementsParams,
  Banner,
  CustomerServiceItem,
  HelpItem,
  HotMatch,
  MarkReadBody,
  PromotionAvailability,
  PromotionBody,
  PromotionClaim,
  PromotionStatus,
} from '../catalogue/content';

/** Customer-service types the site knows; FACEBOOK and YOUTUBE are never displayed (spec 001 section 3). */
export const CS_TYPES = ['LIVECHAT', 'TELEGRAM', 'FACEBOOK', 'YOUTUBE'] as const;
export type CsType = (typeof CS_TYPES)[number];

/** Promotion keys whose availability decides the download bonus and the share entry. */
export type PromotionKey = 'APP_DOWNLOAD' | 'REFERRAL';

// ---- customer-service path codec (docs/product-decisions.md 10) -------------------------------------------------

/** Length of the key the platform appends to an encoded path. */
export const CS_KEY_LENGTH = 8;

function xorWithKey(bytes: Uint8Array, key: string): Uint8Array {
  const keyBytes = new TextEncoder().encode(key);
  return bytes.map((b, i) => b ^ keyBytes[i % keyBytes.length]!);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** Encodes a customer-service path with an 8-character key appended (the platform's side; the demo uses it). */
export function encodeCsPath(path: string, key: string): string {
  if (key.length !== CS_KEY_LENGTH) throw new Error(`the key must have ${CS_KEY_LENGTH} characters`);
  return toBase64(xorWithKey(new TextEncoder().encode(path), key)) + key;
}

/** Decodes a customer-service path: the last 8 characters are the key. Undefined when it is not a valid encoding. */
export function decodeCsPath(encoded: string): string | undefined {
  if (encoded.length <= CS_KEY_LENGTH) return undefined;
  const key = encoded.slice(-CS_KEY_LENGTH);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xorWithKey(fromBase64(encoded.slice(0, -CS_KEY_LENGTH)), key));
  } catch {
    return undefined;
  }
}

/** Promotion categories that only inform (rules, point mall): no join or claim button. */
export const INFO_ONLY_PROMOTION_CATEGORIES: readonly string[] = ['player_rank_rules', 'point_mall'];
