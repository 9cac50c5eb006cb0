/**
 * The shapes of the demo platform's seeded data. Wire shapes follow the spec (001 section 3, 000 section 3);
 * image fields hold paths on this app (`/demo-cdn/...`) that the routes turn into absolute URLs.
 */
import type { Localized } from '../language';

/** Game categories in the platform's order (spec 001 section 3). COCKFIGHT is shown as SPORTS by the site. */
export const GAME_CATEGORIES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export type VendorAccountType = 'NORMAL' | 'INHOUSE';

export interface VendorName {
  vassalage: string;
  displayName: string;
  accountType: VendorAccountType;
}

export interface GameClassify {
  key: string;
  displayName: string;
  vendors: string[];
}

/** One entry of GCSGAME_getVassGameType, in server order. */
export interface VendorGameType {
  gameCategory: GameCategory;
  vendorNames: VendorName[];
  mapping: { gameType: GameCategory; gameClassify: GameClassify[] }[];
}

export interface DemoGame {
  gameId: string;
  gameName: string;
  nodeName: string;
  displayName: string;
  gameType: GameCategory;
  /** vendor code */
  vassalage: string;
  nodeId: string;
  roomId: string | null;
  supportPlay: boolean;
  /** icon path on this app; answered as an absolute URL */
  mobileLargeIcon: string;
  iconUrl: string;
  isNew: boolean;
  hot: boolean;
  /** a classify key (ROU, BAC, JACKPOT, ...) or null */
  gameClassify: string | null;
  /** e-lottery games only */
  gameClassifyNew?: string;
  minBet: number;
  minLine: number;
}

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Promotion categories of the spec (001 section 3), `all` excluded. */
export const PROMOTION_CATEGORIES = [
  'new_player',
  'deposit_promo',
  'app_download',
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'player_rank_rules',
  'point_mall',
  'other_promo',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export interface AnnouncementImage {
  sequence: number;
  url: string;
}

export interface DemoAnnouncement {
  id: number;
  type: AnnouncementType;
  /** in every content language; the call answers the one the request asks for (src/language.ts) */
  title: Localized;
  /** HTML, not sanitised: the site must sanitise it; in every content language */
  content: Localized;
  category: PromotionCategory | null;
  /** banners only: m_home, m_leftmenu, m_reg */
  groupName: string | null;
  /** banners only: the image path */
  url: string | null;
  startDate: number;
  endDate: number | null;
  /** 1: long term, no end date */
  noExpiry: 0 | 1;
  announcementImages: AnnouncementImage[];
}

export interface ClubLabel {
  labelName: string;
}

export interface DemoMember {
  id: string;
  account: string;
  password: string;
  nickname: string | null;
  type: number;
  clubLabel: ClubLabel | null;
  disabled: boolean;
  mobileNum: string;
  /** country dialing code of mobileNum, digits only */
  countryDialingCode: string;
  email: string;
  /** head icon index (PROFPIC3), 0 when none was chosen */
  icon: number;
  /** balances in cents by wallet: MAIN and vendor codes (ledger.ts) */
  wallets: Record<string, number>;
  /** the agent above this member, if any */
  parentId: string | null;
}

export interface DemoWinner {
  gameId: string;
  nodeId: string;
  gameName: string;
  gameType: GameCategory;
  vassalage: string;
  iconUrl: string;
  customerName: string;
  /** cents */
  winCents: number;
}

export interface MerchantProfile {
  merchantCode: string;
  brandName: string;
  currency: string;
  currencySymbol: string;
  /** optional catalogue vendors this merchant offers (see seed/vendors.ts) */
  extraVendors: string[];
  /**
   * the merchant's white-label as its back office starts (routes/whiteLabel.ts): its brand's build values; absent for
   * a merchant the demo does not know, whose white-label calls answer 404 until a demo control sets one
   */
  whiteLabel?: WhiteLabel;
}

/** A merchant's white-label: the menu keys that are on, and its templates (catalogue whiteLabelMenu / whiteLabelTemplates). */
export interface WhiteLabel {
  menu: string[];
  templates: Record<string, string | number>;
}

/** A demo login, printed by the dev server and listed in the README. */
export interface DemoAccount {
  username: string;
  password: string;
  type: number;
  description: string;
  disabled?: boolean;
}
