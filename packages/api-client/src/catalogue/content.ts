// Catalogue: storefront content (packages/content and the shell): announcements and their read marks, help centre,
// customer service, promotion availability and participation, hot matches; and the calls open issues name
// (planned). Spec 001 sections 2, 3, 4, 7 and 9.
import * as s from '../schema';
import { call, typed } from './define';

// ---- announcements --------------------------------------------------------------------------------------------

const announcementImage = s.object({ sequence: s.number, url: s.string });

/** One announcement or promotion; `content` is server HTML (render through SafeHtml only). */
const announcementValue = s.object({
  id: s.number,
  title: s.string,
  content: s.string,
  /** promotions: their category (deposit_promo, ...); null for others */
  category: s.nullable(s.string),
  startDate: s.number,
  /** null when long term */
  endDate: s.nullable(s.number),
  /** 1: long term, no end date */
  noExpiry: s.literal(0, 1),
  announcementImages: s.array(announcementImage, { dropInvalid: true }),
  /** the member's read flag (false without a session) */
  read: s.boolean,
});
export type Announcement = s.Infer<typeof announcementValue>;

const bannerValue = s.object({
  id: s.number,
  url: s.string,
  /** m_home, m_leftmenu, m_reg */
  groupName: s.string,
  title: s.optional(s.string),
});
export type Banner = s.Infer<typeof bannerValue>;

// every list leaves out an announcement that does not fit and keeps the others (decision 060)
const announcementListsValue = s.object({
  banners: s.array(bannerValue, { dropInvalid: true }),
  player: s.array(announcementValue, { dropInvalid: true }),
  popup: s.array(announcementValue, { dropInvalid: true }),
  promotion: s.array(announcementValue, { dropInvalid: true }),
  hot: s.array(announcementValue, { dropInvalid: true }),
  /** type A: agent notices */
  agent: s.optional(s.array(announcementValue, { dropInvalid: true })),
  /** with type A: the member's unread agent notices */
  footer: s.optional(s.object({ unreadCount: s.number })),
});
export type AnnouncementLists = s.Infer<typeof announcementListsValue>;

/** Query of the announcements call: comma-separated types (B, PL, PU, PR, H, A), the banners' group, the platform (M). */
export interface AnnouncementsParams {
  types: string;
  groupName?: string;
  platform: string;
}

/**
 * Banners, player notices, popups, promotions, hot notices and agent notices, one list per type asked for (the
 * others empty); type A adds the agent's unread count. With a session the `read` flags are the member's.
 */
export const announcements = call({
  path: '/wps/relay/MCSFE_getListAnnouncements',
  module: 'COMM3',
  merchantParam: 'merchantCode',
  params: typed<AnnouncementsParams>(),
  answer: announcementListsValue,
});

const markReadBody = s.object({ announcementId: s.number, read: s.boolean });
export type MarkReadBody = s.Infer<typeof markReadBody>;

/** Marks one announcement read (or unread) for the member (spec 001 section 4); nobody reads the answer. */
export const markAnnouncementRead = call({
  path: '/wps/relay/MCSFE_markAnnouncementAsRead',
  method: 'POST',
  module: 'COMM3',
  token: 'required',
  body: markReadBody,
  answer: s.unknown,
});

// ---- help and customer service --------------------------------------------------------------------------------

const helpItemValue = s.object({ title: s.string, content: s.string });
/** One help-centre entry; `content` is server HTML (render through SafeHtml only). */
export type HelpItem = s.Infer<typeof helpItemValue>;

/** The help centre's entries in a language (English when the platform has none in it). */
export const helpCenter = call({
  path: '/wps/system/helpCenter',
  module: 'COMM3',
  params: typed<{ lang: string; device: 'MOBILE' }>(),
  answer: s.array(helpItemValue, { dropInvalid: true }),
});

const customerServiceItemValue = s.object({
  title: s.string,
  /** encoded: the last 8 characters are the key (decodeCsPath) */
  path: s.string,
  /** LIVECHAT, TELEGRAM, FACEBOOK, YOUTUBE (CS_TYPES); a type the site does not know is kept, not refused */
  csType: s.string,
  /** the two messaging-app positions: TELEGRAM-1, TELEGRAM-2 */
  csPosition: s.nullable(s.string),
});
/** One customer-service entry as the platform sends it: `path` is encoded (see decodeCsPath). */
export type CustomerServiceItem = s.Infer<typeof customerServiceItemValue>;

/** The merchant's customer-service links (online chat, messaging apps), paths encoded; sent without the token. */
export const customerServiceScript = call({
  path: '/wps/relay/WPSCORE_getCustomerServiceScript',
  token: 'none',
  answer: s.array(customerServiceItemValue, { dropInvalid: true }),
});

// ---- promotions -----------------------------------------------------------------------------------------------

const promotionConditionValue = s.object({
  /** DEPOSIT: what the member deposited; BET: the member's bet turnover; both over the last `days` days */
  type: s.literal('DEPOSIT', 'BET'),
  days: s.number,
  /** what must be reached */
  target: s.decimal,
  /** what the member has reached (the member's list only, not the merchant's) */
  progress: s.optional(s.decimal),
});
/** What a reward-centre promotion asks of the member, and how far the member is. */
export type PromotionCondition = s.Infer<typeof promotionConditionValue>;

const promotionAvailabilityValue = s.object({
  /**
   * APP_DOWNLOAD, REFERRAL (PromotionKey): programmes that are on or off. REWARD and RAFFLE: the reward centre's
   * promotions, with the fields below. Other keys pass and are ignored.
   */
  key: s.string,
  /** a programme: on. A REWARD: the member can claim it now (condition met, not claimed, not ended). A RAFFLE: running */
  enabled: s.boolean,
  promotionId: s.optional(s.number),
  title: s.optional(s.string),
  /** server HTML: render through SafeHtml only */
  content: s.optional(s.string),
  /** the bonus a REWARD pays into the wallet */
  amount: s.optional(s.decimal),
  condition: s.optional(promotionConditionValue),
  /** when it ends (ms); null: long term */
  endDate: s.optional(s.nullable(s.number)),
});
export type PromotionAvailability = s.Infer<typeof promotionAvailabilityValue>;

/**
 * Which promotion programmes (APP_DOWNLOAD, REFERRAL) are on for the member: the download bonus and the share entry;
 * and the reward centre's promotions (REWARD, RAFFLE) with the member's progress.
 */
export const availablePromotions = call({
  path: '/wps/relay/MCSFE_getAvailablePromotions',
  module: 'REWCEN3',
  token: 'required',
  answer: s.array(promotionAvailabilityValue, { dropInvalid: true }),
});

/** The same for a guest: the merchant's public programmes and reward-centre promotions (no progress), sent without the token. */
export const merchantAvailablePromotions = call({
  path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  module: 'REWCEN3',
  token: 'none',
  answer: s.array(promotionAvailabilityValue, { dropInvalid: true }),
});

const promotionStatus = s.literal('joined', 'applying', 'rejected', 'issued', 'claimed');
/**
 * Where a member stands in one promotion. No entry: not joined (the button offers join). `joined`: the
 * bonus can be claimed. Promotions that need review go `applying` and then `issued` or `rejected`.
 */
export type PromotionStatus = s.Infer<typeof promotionStatus>;
const promotionClaimValue = s.object({
  promotionId: s.number,
  status: promotionStatus,
  /** the promotion's title, the bonus paid (claimed or issued) and when the status was reached (ms): the claim history */
  title: s.optional(s.string),
  amount: s.optional(s.decimal),
  time: s.optional(s.number),
});
export type PromotionClaim = s.Infer<typeof promotionClaimValue>;

/** The member's participation in promotions: one status per joined promotion. */
export const promotionClaims = call({
  path: '/wps/relay/MCS2_getPromotionClaimList',
  module: 'REWCEN3',
  token: 'required',
  answer: s.array(promotionClaimValue),
});

const promotionBody = s.object({ promotionId: s.number });
export type PromotionBody = s.Infer<typeof promotionBody>;

/** Joins a promotion (the spec catalogue's acceptPromo): the new status, `joined` or `applying` when it is reviewed. */
export const acceptPromotion = call({
  path: '/wps/relay/MCS2_acceptPromo',
  method: 'POST',
  module: 'REWCEN3',
  token: 'required',
  body: promotionBody,
  answer: promotionClaimValue,
});

/** Claims the bonus of a joined promotion into the wallet (name ours: the spec shows the button, not the call). */
export const claimPromotion = call({
  path: '/wps/relay/MCS2_claimPromo',
  method: 'POST',
  module: 'REWCEN3',
  token: 'required',
  money: true,
  body: promotionBody,
  answer: promotionClaimValue,
});

// ---- hot matches ----------------------------------------------------------------------------------------------

const hotMatchValue = s.object({
  id: s.string,
  league: s.string,
  home: s.string,
  away: s.string,
  startTime: s.number,
  odds: s.object({ home: s.number, draw: s.number, away: s.number }),
});
/** One sports hot match (the home's hot matches block). */
export type HotMatch = s.Infer<typeof hotMatchValue>;

/** Sports hot matches with their odds, for the home block. */
export const hotMatches = call({ path: '/lgw/games/popular', module: 'AGEANNOUNCE3', answer: s.array(hotMatchValue, { dropInvalid: true }) });

// ---- planned: named by open issues, not built yet (best-guess schemas) -------------------------------------------

/** Promotion categories as the back office configures them (the promotions filter; issue 19). */
export const promotionCategories = call({
  path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  answer: s.array(s.object({ category: s.string, name: s.string })),
  planned: true,
});

/** The merchant's domains and where each one routes (issue 21). */
export const domainRoutes = call({
  path: '/wps/system/domainRoute',
  module: 'COMM3',
  answer: s.array(s.object({ domain: s.string, route: s.string })),
  planned: true,
});

/** The visitor's IP and country (issue 21). */
export const visitorLocation = call({
  path: '/wps/system/location',
  module: 'COMM3',
  answer: s.object({ ip: s.string, country: s.optional(s.string) }),
  planned: true,
});

/** A player's feedback to the merchant, sent without the token; nobody reads the answer. */
export const feedback = call({
  path: '/wps/feedback',
  method: 'POST',
  module: 'FEEDBACK3',
  token: 'none',
  body: s.object({ content: s.string, contact: s.optional(s.string) }),
  answer: s.unknown,
  planned: true,
});
