// Platform contract of one area: Storefront content (issue 5, packages/content and the shell): banners, promotions, notices, help, customer service.
// Shared by the client (api endpoints) and the demo platform; wire types for this area's calls live here too.
import { MODULE, type ModuleId } from './core';

/** Paths of this area's calls (spec 001 section 7 and API-MAP.md). */
export const CONTENT_PATH = {
  markAnnouncementRead: '/wps/relay/MCSFE_markAnnouncementAsRead',
  helpCenter: '/wps/system/helpCenter',
  customerService: '/wps/relay/WPSCORE_getCustomerServiceScript',
  /** promotion availability by key (APP_DOWNLOAD, REFERRAL): the member's, with the token */
  availablePromotions: '/wps/relay/MCSFE_getAvailablePromotions',
  /** the same without a session: the merchant's public ones */
  merchantAvailablePromotions: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  /** the member's participation in promotions (one status per promotion id) */
  promotionClaims: '/wps/relay/MCS2_getPromotionClaimList',
  /** join a promotion (the catalogue's acceptPromo) */
  acceptPromotion: '/wps/relay/MCS2_acceptPromo',
  /** claim the bonus of a joined promotion (name ours: the spec shows the button, not the call) */
  claimPromotion: '/wps/relay/MCS2_claimPromo',
  /** sports hot matches for the home block */
  popular: '/lgw/games/popular',
} as const;

/** The module id(s) the platform expects per path (API-MAP.md); the demo records a mismatch. */
export const CONTENT_MODULES: Record<string, readonly ModuleId[]> = {
  [CONTENT_PATH.markAnnouncementRead]: [MODULE.COMM3],
  [CONTENT_PATH.helpCenter]: [MODULE.COMM3],
  [CONTENT_PATH.customerService]: [],
  [CONTENT_PATH.availablePromotions]: [MODULE.REWCEN3],
  [CONTENT_PATH.merchantAvailablePromotions]: [MODULE.REWCEN3],
  [CONTENT_PATH.promotionClaims]: [MODULE.REWCEN3],
  [CONTENT_PATH.acceptPromotion]: [MODULE.REWCEN3],
  [CONTENT_PATH.claimPromotion]: [MODULE.REWCEN3],
  [CONTENT_PATH.popular]: [MODULE.AGEANNOUNCE3],
};

/** Mark-read body (spec 001 section 3). */
export interface MarkReadBody {
  announcementId: number;
  read: true;
}

/** One help-centre entry; `content` is server HTML (render through SafeHtml only). */
export interface HelpItem {
  title: string;
  content: string;
}

/** Customer-service types; FACEBOOK and YOUTUBE are never displayed (spec 001 section 3). */
export const CS_TYPES = ['LIVECHAT', 'TELEGRAM', 'FACEBOOK', 'YOUTUBE'] as const;
export type CsType = (typeof CS_TYPES)[number];

/** One customer-service entry as the platform sends it: `path` is encoded (see decodeCsPath). */
export interface CustomerServiceItem {
  title: string;
  path: string;
  csType: CsType;
  /** the two messaging-app positions: TELEGRAM-1, TELEGRAM-2 */
  csPosition: string | null;
}

/** Promotion keys whose availability decides the download bonus and the share entry. */
export type PromotionKey = 'APP_DOWNLOAD' | 'REFERRAL';
export interface PromotionAvailability {
  key: PromotionKey;
  enabled: boolean;
}

/**
 * Where a member stands in one promotion. No entry: not joined (the button offers join). `joined`: the
 * bonus can be claimed. Promotions that need review go `applying` and then `issued` or `rejected`.
 */
export type PromotionStatus = 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed';
export interface PromotionClaim {
  promotionId: number;
  status: PromotionStatus;
}

/** One sports hot match (the popular call). */
export interface HotMatch {
  id: string;
  league: string;
  home: string;
  away: string;
  startTime: number;
  odds: { home: number; draw: number; away: number };
}

// ---- customer-service path codec (DECISIONS.md 10) -------------------------------------------------

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
