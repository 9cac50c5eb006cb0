import { Hono } from 'hono';
import {
  acceptPromotion,
  announcements,
  availablePromotions,
  claimPromotion,
  customerServiceScript,
  helpCenter,
  hotMatches,
  markAnnouncementRead,
  merchantAvailablePromotions,
  promotionClaims,
  type PromotionBody,
} from '@wl/api-client/catalogue';
import { encodeCsPath, ERROR_CODE, INFO_ONLY_PROMOTION_CATEGORIES, MEMBER_TYPE } from '@wl/api-client/protocol';
import type { CustomerServiceItem, PromotionAvailability, PromotionClaim } from '@wl/api-client/protocol';
import { absoluteUrl, fail, ok } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { decimalOf } from '../cents';
import { post } from '../ledger';
import { currentMember } from '../middleware';
import { serve } from '../serve';
import { createRng } from '../random';
import { contentView, type ContentView } from '../contentView';
import { withHostile } from '../hostile';
import { requestLanguage, type ContentLanguage } from '../language';
import {
  bannerImagePath,
  fillTemplate,
  PROMOTION_BONUS,
  PROMOTION_REVIEW,
  PROMOTION_REVIEW_MS,
  seedCustomerService,
  seedHelpItems,
  seedHotMatches,
} from '../seed/content';
import type { DemoMember } from '../seed/types';
import type { MerchantStore } from '../state';
import { ANNOUNCEMENT_TYPES } from '../seed/types';
import { claimReward, raffleClaimHistory, rewardPromotion, rewardPromotionList } from './rewards';
import type { AnnouncementType, DemoAnnouncement } from '../seed/types';

/** An announcement as the call answers it: its title and content in the request's language, the member's read flag. */
export type WireAnnouncement = Omit<DemoAnnouncement, 'title' | 'content'> & { title: string; content: string; read: boolean };

/** The announcements call's answer: one list per type; lists of types not asked for are empty. */
export interface AnnouncementsValue {
  banners: WireAnnouncement[];
  player: WireAnnouncement[];
  popup: WireAnnouncement[];
  promotion: WireAnnouncement[];
  hot: WireAnnouncement[];
  agent: WireAnnouncement[];
  /** with type A: the member's unread agent notices */
  footer?: { unreadCount: number };
}

const LIST_OF_TYPE: Record<AnnouncementType, Exclude<keyof AnnouncementsValue, 'footer'>> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'hot',
  A: 'agent',
};

/** Home types when the query names none (spec 001 section 9). */
const DEFAULT_TYPES: AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];

/** An announcement in the view's language (its images draw the title in it), with the hostile fixture if it is on. */
function toWire(c: DemoContext, a: DemoAnnouncement, read: boolean, { language, hostile }: ContentView): WireAnnouncement {
  return {
    ...a,
    title: a.title[language],
    content: withHostile(a.content[language], 'announcement', a.id, hostile),
    url: a.url === null ? null : absoluteUrl(c, bannerImagePath(a.id, 1, language)),
    announcementImages: a.announcementImages.map((img) => ({ ...img, url: absoluteUrl(c, bannerImagePath(a.id, img.sequence, language)) })),
    read,
  };
}

export function contentRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();

  // The token is optional: with one, `read` flags are the member's. The agent's unread count is the same call (type A).
  serve(app, announcements, deps, (c) => {
    const asked = (c.req.query('types') ?? '').split(',').map((t) => t.trim().toUpperCase());
    const known = ANNOUNCEMENT_TYPES.filter((t) => asked.includes(t));
    const types = new Set<AnnouncementType>(known.length > 0 ? known : DEFAULT_TYPES);
    const groupName = c.req.query('groupName')?.trim();
    const member = currentMember(c, state);
    const readIds = member ? c.get('store').readMarks.get(member.id) : undefined;
    const now = state.now();
    const view = contentView(c, state);

    const value: AnnouncementsValue = { banners: [], player: [], popup: [], promotion: [], hot: [], agent: [] };
    for (const a of c.get('store').seed.announcements) {
      if (!types.has(a.type)) continue;
      if (a.type === 'B' && groupName && a.groupName !== groupName) continue;
      if (a.startDate > now || (a.endDate !== null && a.endDate <= now)) continue;
      value[LIST_OF_TYPE[a.type]].push(toWire(c, a, readIds?.has(a.id) ?? false, view));
    }
    if (types.has('A')) value.footer = { unreadCount: value.agent.filter((a) => !a.read).length };
    return ok(c, value);
  });

  serve(app, markAnnouncementRead, deps, (c, body) => {
    const id = body.announcementId;
    const store = c.get('store');
    if (!store.seed.announcements.some((a) => a.id === id)) {
      return fail(c, 400, ERROR_CODE.validation, 'Unknown announcementId.');
    }
    // trial sessions never keep read marks (spec 001 section 4)
    if (c.get('member').type === MEMBER_TYPE.trial) return ok(c, null);
    const member = c.get('member').id;
    const marks = store.readMarks.get(member) ?? new Set<number>();
    if (!body.read) marks.delete(id);
    else marks.add(id);
    store.readMarks.set(member, marks);
    return ok(c, null);
  });

  serve(app, helpCenter, deps, (c) => ok(c, seedHelpItems(c.get('store').seed.profile, requestLanguage(c))));

  // Paths are encoded with a per-entry 8-character key (docs/product-decisions.md 10).
  serve(app, customerServiceScript, deps, (c) => {
    const items: CustomerServiceItem[] = seedCustomerService(c.get('store').seed.profile).map((item, i) => ({
      ...item,
      path: encodeCsPath(item.path, `k${String(i).padStart(2, '0')}${c.get('merchant').padEnd(5, 'x').slice(0, 5)}`),
    }));
    return ok(c, items);
  });

  serve(app, merchantAvailablePromotions, deps, (c) => ok(c, availability(c.get('store'), undefined, state.now(), contentView(c, state))));
  serve(app, availablePromotions, deps, (c) => ok(c, availability(c.get('store'), c.get('member'), state.now(), contentView(c, state))));

  serve(app, promotionClaims, deps, (c) => {
    const store = c.get('store');
    const claims = memberClaims(store, c.get('member'), state.now());
    const language = requestLanguage(c);
    const list: PromotionClaim[] = [...claims].map(([promotionId, claim]) => claimOf(store, promotionId, claim.status, claim.since, language));
    return ok(c, [...list, ...raffleClaimHistory(store, c.get('member'), language)]);
  });

  const participate = (action: 'accept' | 'claim') => (c: DemoContext, body: PromotionBody) => {
    const member = c.get('member');
    if (member.type === MEMBER_TYPE.trial) return fail(c, 403, ERROR_CODE.freeReject, 'Please login an actual account to use this function');
    const store = c.get('store');
    // the reward centre's promotions: claimed at once when their condition is met (routes/rewards.ts)
    const reward = action === 'claim' ? claimReward(c, member, body.promotionId, state.now()) : undefined;
    if (reward) return reward;
    const promotion = store.seed.announcements.find((a) => a.type === 'PR' && a.id === body.promotionId);
    if (!promotion || (promotion.category && INFO_ONLY_PROMOTION_CATEGORIES.includes(promotion.category))) {
      return fail(c, 400, ERROR_CODE.validation, 'This promotion cannot be joined.');
    }
    const now = state.now();
    const claims = memberClaims(store, member, now);
    const current = claims.get(promotion.id);
    if (action === 'accept') {
      if (current) return fail(c, 409, ERROR_CODE.validation, 'You have already joined this promotion.');
      const review = promotion.category ? PROMOTION_REVIEW[promotion.category] : undefined;
      claims.set(promotion.id, { status: review ? 'applying' : 'joined', since: now });
    } else {
      // a money call: serve() answers a repeated idempotency key with the first answer
      if (current?.status !== 'joined') return fail(c, 409, ERROR_CODE.validation, 'There is no bonus to claim.');
      claims.set(promotion.id, { status: 'claimed', since: now });
      post(store, member, 'PROMOTION', PROMOTION_BONUS, now);
    }
    const claim = claims.get(promotion.id)!;
    return ok(c, claimOf(store, promotion.id, claim.status, claim.since, requestLanguage(c)));
  };
  serve(app, acceptPromotion, deps, participate('accept'));
  serve(app, claimPromotion, deps, participate('claim'));

  serve(app, hotMatches, deps, (c) => ok(c, seedHotMatches(createRng(`matches:${c.get('merchant')}`), state.now())));

  return app;
}

/**
 * Promotion availability: the merchant's (no session) or the member's. Sol runs no referral programme; trial sessions
 * get neither. Then the reward centre's promotions, with the member's progress.
 */
function availability(store: MerchantStore, member: DemoMember | undefined, now: number, view: ContentView): PromotionAvailability[] {
  const referral = store.merchantCode !== 'SOL';
  const trial = member?.type === MEMBER_TYPE.trial;
  return [
    { key: 'APP_DOWNLOAD', enabled: !trial && store.seed.announcements.some((a) => a.category === 'app_download') },
    { key: 'REFERRAL', enabled: referral && !trial },
    ...rewardPromotionList(store, member, now, view),
  ];
}

/** One claim as the claim list answers it: the promotion's title (in the language) and, once paid, its bonus. */
function claimOf(store: MerchantStore, promotionId: number, status: PromotionClaim['status'], since: number, language: ContentLanguage): PromotionClaim {
  const reward = rewardPromotion(promotionId);
  const title = reward ? fillTemplate(reward.title[language], store.seed.profile) : store.seed.announcements.find((a) => a.id === promotionId)?.title[language];
  const paid = status === 'claimed' || status === 'issued';
  const amount = reward ? decimalOf(reward.amountCents) : decimalOf(PROMOTION_BONUS);
  return { promotionId, status, ...(title ? { title } : {}), ...(paid ? { amount } : {}), time: since };
}

/** The member's claims, with reviews that have run their time decided. */
function memberClaims(store: MerchantStore, member: DemoMember, now: number) {
  let claims = store.promotionClaims.get(member.id);
  if (!claims) store.promotionClaims.set(member.id, (claims = new Map()));
  for (const [id, claim] of claims) {
    if (claim.status !== 'applying' || now - claim.since < PROMOTION_REVIEW_MS) continue;
    const category = store.seed.announcements.find((a) => a.id === id)?.category;
    const decision = (category && PROMOTION_REVIEW[category]) ?? 'issued';
    claims.set(id, { status: decision, since: now });
    if (decision === 'issued') post(store, member, 'PROMOTION', PROMOTION_BONUS, now);
  }
  return claims;
}
