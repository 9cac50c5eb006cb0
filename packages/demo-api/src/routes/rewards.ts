import { Hono } from 'hono';
import {
  claimRafflePromotion,
  convertPoint,
  pointBalance,
  pointConfig,
  pointRewards,
  rafflePromotionStatus,
  redeemPointReward,
  REWARDS_ERROR,
  type PointPayout,
  type PromotionAvailability,
  type PromotionClaim,
  type RaffleStatus,
} from '@wl/api-client/catalogue';
import { ERROR_CODE, MEMBER_TYPE } from '@wl/api-client/protocol';
import { fail, ok, type DemoContext } from '../http';
import type { DemoDeps, DemoEnv } from '../http';
import { decimalOf } from '../cents';
import { ledgerOf, post } from '../ledger';
import { createRng } from '../random';
import { serve } from '../serve';
import {
  CENTS_PER_POINT,
  POINT_CONFIG,
  POINT_REWARDS,
  POINTS_PER_BET_CENTS,
  POINTS_WELCOME,
  RAFFLE_MAX_DRAWS,
  RAFFLE_PRIZE_CENTS,
  REWARD_PROMOTIONS,
  type RewardPromotionTemplate,
} from '../seed/rewards';
import type { DemoMember } from '../seed/types';
import { storeExtension, type MerchantStore } from '../state';
import type { ContentView } from '../contentView';
import { withHostile } from '../hostile';
import { requestLanguage, type ContentLanguage } from '../language';
import { fillTemplate } from '../seed/content';
import { pnlOfDay } from './wallets';

// The reward centre (catalogue/rewards.ts and content.ts's promotion calls). Every merchant runs the promotions of
// seed/rewards.ts. A condition is measured on the member's record: BET on the seeded bets of the last `days` whole
// days (the same figures as the records' profit and loss), DEPOSIT on the deposits credited in that time. A REWARD
// is claimed once (claimPromotion, routes/content.ts), a RAFFLE gives one draw per target reached, up to
// RAFFLE_MAX_DRAWS; both credit MAIN through the ledger, once per idempotency key (serve()). Points (PTSYS3): every
// member starts with POINTS_WELCOME plus one point per POINTS_PER_BET_CENTS bet over the last 14 days; a redeem or
// a conversion takes points and credits MAIN, checked by the member's login password.

const DAY_MS = 86_400_000;
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);
const startOfToday = (now: number): number => Date.parse(`${dayOf(now)}T00:00:00Z`);

/** The seed day: reward promotions end relative to it, so they end at the same time all day. */
const endOf = (promotion: RewardPromotionTemplate, now: number): number | null =>
  promotion.endsIn === undefined ? null : startOfToday(now) + promotion.endsIn;

/** The member's bets over the last `days` whole days, in cents. */
export function betCents(store: MerchantStore, member: DemoMember, days: number, now: number): number {
  let sum = 0;
  for (let back = 1; back <= days; back += 1) sum += pnlOfDay(store, member, dayOf(startOfToday(now) - back * DAY_MS)).bet;
  return sum;
}

/** What the member deposited over the last `days` days, in cents (deposits credited through the ledger). */
function depositCents(store: MerchantStore, member: DemoMember, days: number, now: number): number {
  const since = startOfToday(now) - days * DAY_MS;
  return (ledgerOf(store).get(member.id) ?? []).filter((e) => e.txCode === 'DEPOSIT' && e.createdAt >= since).reduce((sum, e) => sum + e.amountCents, 0);
}

function progressCents(store: MerchantStore, member: DemoMember, promotion: RewardPromotionTemplate, now: number): number {
  const { type, days } = promotion.condition;
  return type === 'BET' ? betCents(store, member, days, now) : depositCents(store, member, days, now);
}

/** A promotion's title in the language, the merchant's name and currency in it. */
const titleOf = (promotion: RewardPromotionTemplate, store: MerchantStore, language: ContentLanguage) =>
  fillTemplate(promotion.title[language], store.seed.profile);

export const rewardPromotion = (id: number): RewardPromotionTemplate | undefined => REWARD_PROMOTIONS.find((p) => p.id === id);

/**
 * The reward centre's entries of the available promotions: the merchant's (no member: no progress) or the member's,
 * in the view's language (with the hostile fixture in the rules when a test put it in).
 */
export function rewardPromotionList(store: MerchantStore, member: DemoMember | undefined, now: number, view: ContentView): PromotionAvailability[] {
  return REWARD_PROMOTIONS.map((promotion) => {
    const endDate = endOf(promotion, now);
    const running = endDate === null || endDate > now;
    const progress = member ? progressCents(store, member, promotion, now) : undefined;
    const claimed = member ? store.promotionClaims.get(member.id)?.has(promotion.id) === true : false;
    const met = progress !== undefined && progress >= promotion.condition.targetCents;
    return {
      key: promotion.kind,
      enabled: promotion.kind === 'RAFFLE' ? running : running && met && !claimed,
      promotionId: promotion.id,
      title: titleOf(promotion, store, view.language),
      content: withHostile(fillTemplate(promotion.content[view.language], store.seed.profile), 'reward', promotion.id, view.hostile),
      ...(promotion.kind === 'REWARD' ? { amount: decimalOf(promotion.amountCents) } : {}),
      condition: {
        type: promotion.condition.type,
        days: promotion.condition.days,
        target: decimalOf(promotion.condition.targetCents),
        ...(progress === undefined ? {} : { progress: decimalOf(progress) }),
      },
      endDate,
    };
  });
}

/**
 * Claims a REWARD for the member (claimPromotion): refused when it has ended, its condition is not met or it was
 * claimed; otherwise its bonus goes to MAIN and the claim is recorded. Undefined: not a reward-centre promotion.
 */
export function claimReward(c: DemoContext, member: DemoMember, promotionId: number, now: number): Response | undefined {
  const promotion = rewardPromotion(promotionId);
  if (!promotion) return undefined;
  const store = c.get('store');
  if (promotion.kind !== 'REWARD') return fail(c, 400, ERROR_CODE.validation, 'A raffle is claimed draw by draw.');
  const endDate = endOf(promotion, now);
  if (endDate !== null && endDate <= now) return fail(c, 409, REWARDS_ERROR.promotionExpired, 'This promotion has ended.', { endDate });
  let claims = store.promotionClaims.get(member.id);
  if (!claims) store.promotionClaims.set(member.id, (claims = new Map()));
  if (claims.has(promotion.id)) return fail(c, 409, REWARDS_ERROR.alreadyClaimed, 'This bonus has been claimed already.');
  if (progressCents(store, member, promotion, now) < promotion.condition.targetCents) {
    return fail(c, 409, REWARDS_ERROR.conditionNotMet, 'The condition of this promotion is not met yet.');
  }
  claims.set(promotion.id, { status: 'claimed', since: now });
  post(store, member, 'PROMOTION', promotion.amountCents, now);
  return ok(c, {
    promotionId: promotion.id,
    status: 'claimed',
    title: titleOf(promotion, store, requestLanguage(c)),
    amount: decimalOf(promotion.amountCents),
    time: now,
  });
}

/** Draws claimed per member and raffle, with what they paid and when the last one was drawn. */
const raffleClaims = storeExtension(() => new Map<string, { draws: number; wonCents: number; lastAt?: number }>());
/** Point balances by member id, seeded on first use. */
const pointBalances = storeExtension(() => new Map<string, number>());

function raffleStatus(store: MerchantStore, member: DemoMember, promotion: RewardPromotionTemplate, now: number): RaffleStatus {
  const earned = Math.min(RAFFLE_MAX_DRAWS, Math.floor(progressCents(store, member, promotion, now) / promotion.condition.targetCents));
  const claimed = raffleClaims(store).get(`${member.id}:${promotion.id}`) ?? { draws: 0, wonCents: 0 };
  const endDate = endOf(promotion, now);
  const chances = Math.max(0, earned - claimed.draws);
  const status = endDate !== null && endDate <= now ? 'expired' : chances > 0 ? 'claimable' : claimed.draws > 0 ? 'claimed' : 'open';
  return { promotionId: promotion.id, status, chances: status === 'expired' ? 0 : chances, won: decimalOf(claimed.wonCents) };
}

/** The member's raffles with a draw claimed, as claim-history entries: what they paid in all, at the last draw. */
export function raffleClaimHistory(store: MerchantStore, member: DemoMember, language: ContentLanguage): PromotionClaim[] {
  return REWARD_PROMOTIONS.filter((promotion) => promotion.kind === 'RAFFLE').flatMap((promotion): PromotionClaim[] => {
    const claimed = raffleClaims(store).get(`${member.id}:${promotion.id}`);
    if (!claimed?.draws) return [];
    return [
      { promotionId: promotion.id, status: 'claimed', title: titleOf(promotion, store, language), amount: decimalOf(claimed.wonCents), time: claimed.lastAt },
    ];
  });
}

function points(store: MerchantStore, member: DemoMember, now: number): number {
  const balances = pointBalances(store);
  let balance = balances.get(member.id);
  if (balance === undefined) balances.set(member.id, (balance = POINTS_WELCOME + Math.floor(betCents(store, member, 14, now) / POINTS_PER_BET_CENTS)));
  return balance;
}

const freeReject = (c: DemoContext) => fail(c, 403, ERROR_CODE.freeReject, 'Please login an actual account to use this function');

export function rewardRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  const { state } = deps;

  const raffleOf = (c: DemoContext, id: number) => {
    const promotion = rewardPromotion(id);
    return promotion?.kind === 'RAFFLE' ? promotion : undefined;
  };

  serve(app, rafflePromotionStatus, deps, (c) => {
    const promotion = raffleOf(c, Number(c.req.query('promotionId')));
    if (!promotion) return fail(c, 404, ERROR_CODE.notFound, 'No such raffle.');
    return ok(c, raffleStatus(c.get('store'), c.get('member'), promotion, state.now()));
  });

  serve(app, claimRafflePromotion, deps, (c, body) => {
    const member = c.get('member');
    if (member.type === MEMBER_TYPE.trial) return freeReject(c);
    const promotion = raffleOf(c, body.promotionId);
    if (!promotion) return fail(c, 404, ERROR_CODE.notFound, 'No such raffle.');
    const store = c.get('store');
    const now = state.now();
    const status = raffleStatus(store, member, promotion, now);
    if (status.status === 'expired') return fail(c, 409, REWARDS_ERROR.promotionExpired, 'This raffle has ended.');
    if (status.chances === 0) return fail(c, 409, REWARDS_ERROR.noChances, 'There is no draw to claim.');
    const key = `${member.id}:${promotion.id}`;
    const claimed = raffleClaims(store).get(key) ?? { draws: 0, wonCents: 0 };
    const rng = createRng(`raffle:${store.merchantCode}:${member.account}:${promotion.id}:${claimed.draws}`);
    const prize = rng.int(RAFFLE_PRIZE_CENTS.min, RAFFLE_PRIZE_CENTS.max);
    raffleClaims(store).set(key, { draws: claimed.draws + 1, wonCents: claimed.wonCents + prize, lastAt: now });
    post(store, member, 'PROMOTION', prize, now);
    return ok(c, { promotionId: promotion.id, amount: decimalOf(prize), chances: status.chances - 1 });
  });

  serve(app, pointBalance, deps, (c) => ok(c, { balance: points(c.get('store'), c.get('member'), state.now()) }));
  serve(app, pointConfig, deps, (c) => ok(c, { ...POINT_CONFIG, earnRules: [...POINT_CONFIG.earnRules] }));
  serve(app, pointRewards, deps, (c) => {
    const language = requestLanguage(c);
    return ok(
      c,
      POINT_REWARDS.map(({ amountCents, name, ...reward }) => ({ ...reward, name: name[language], amount: decimalOf(amountCents) })),
    );
  });

  /** Takes `cost` points and pays `cents` into MAIN, after the password and the balance are checked. */
  const spend = (c: DemoContext, password: string, cost: number, cents: number): Response => {
    const member = c.get('member');
    if (member.type === MEMBER_TYPE.trial) return freeReject(c);
    if (password !== member.password) return fail(c, 400, REWARDS_ERROR.passwordIncorrect, 'The password is incorrect.', { field: 'password' });
    const store = c.get('store');
    const now = state.now();
    const balance = points(store, member, now);
    if (cost > balance) return fail(c, 400, REWARDS_ERROR.pointsInsufficient, 'Not enough points.', { field: 'points', balance });
    pointBalances(store).set(member.id, balance - cost);
    post(store, member, 'POINTS', cents, now);
    return ok(c, { balance: balance - cost, amount: decimalOf(cents) } satisfies PointPayout);
  };

  serve(app, redeemPointReward, deps, (c, body) => {
    const reward = POINT_REWARDS.find((r) => r.id === body.rewardId);
    if (!reward) return fail(c, 404, ERROR_CODE.notFound, 'No such reward.', { field: 'rewardId' });
    return spend(c, body.password, reward.points, reward.amountCents);
  });

  serve(app, convertPoint, deps, (c, body) => {
    if (!Number.isInteger(body.points) || body.points < POINT_CONFIG.minConvertPoints) {
      return fail(c, 400, ERROR_CODE.validation, `Convert whole points, at least ${POINT_CONFIG.minConvertPoints}.`, { field: 'points' });
    }
    return spend(c, body.password, body.points, body.points * CENTS_PER_POINT);
  });

  return app;
}
