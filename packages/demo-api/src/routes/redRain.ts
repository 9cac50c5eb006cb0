import { Hono } from 'hono';
import { claimRedRain, RED_RAIN_ERROR, redRainRounds, type RedRainRound } from '@wl/api-client/catalogue';
import { ERROR_CODE, HEADER, MEMBER_TYPE } from '@wl/api-client/protocol';
import { fail, ok } from '../http';
import type { DemoDeps, DemoEnv } from '../http';
import { decimalOf } from '../cents';
import { post } from '../ledger';
import { createRng, hashString } from '../random';
import { serve } from '../serve';
import type { DemoMember } from '../seed/types';
import { storeExtension, type MerchantStore } from '../state';

// Red-packet rain (catalogue/redRain.ts: our own calls, module REDRAIN3). Each merchant has rounds on a schedule:
// every ROUND_EVERY_MS from a merchant-specific offset, each ROUND_LENGTH_MS long with ROUND_PACKETS packets; the
// demo control below starts one now. A member claims a round once, from its start until CLAIM_GRACE_MS after its
// end, with the packets opened (1 to the round's); each claim uses one of the day's CHANCES_PER_DAY entries (UTC
// days). The prize is drawn from a seed of the merchant, the member and the round (sometimes nothing), not from the
// number of packets, so the still version of the page (reduced motion: one packet) has the same odds; it is
// credited to MAIN through the ledger (RED_RAIN), once: `serve()` answers a repeated key with the first answer,
// and a second claim of the round with another key is refused (409 redrain.claimed).

export const ROUND_EVERY_MS = 30 * 60_000;
export const ROUND_LENGTH_MS = 20_000;
export const ROUND_PACKETS = 24;
export const CLAIM_GRACE_MS = 2 * 60_000;
export const CHANCES_PER_DAY = 3;
/** Scheduled rounds listed after the current one. */
const UPCOMING = 3;
/** The prize when there is one, in cents: 1.88 to 88.88; none for about 30 % of claims. */
const PRIZE_CENTS = [188, 8_888] as const;
const NOTHING_CHANCE = 0.3;
const DAY_MS = 86_400_000;

/** Demo-only control (not the platform's): starts a round now. */
export const RED_RAIN_DEMO_PATH = { start: '/__demo/redRain/start' } as const;

interface Round {
  roundId: string;
  startAt: number;
  endAt: number;
  packets: number;
}

interface Claim {
  roundId: string;
  amountCents: number;
  packets: number;
  claimedAt: number;
}

/** Rounds started by the demo control, and every claim by member id then round id. */
const rainOf = storeExtension(() => ({ started: [] as Round[], claims: new Map<string, Map<string, Claim>>() }));

/** The merchant's schedule offset: whole minutes within ROUND_EVERY_MS, from its code. */
const offsetOf = (store: MerchantStore) => (hashString(`redrain:${store.merchantCode}`) % (ROUND_EVERY_MS / 60_000)) * 60_000;

const scheduledRound = (startAt: number): Round => ({ roundId: `S${startAt}`, startAt, endAt: startAt + ROUND_LENGTH_MS, packets: ROUND_PACKETS });

/** The round of an id, scheduled (`S<start>` on the merchant's schedule) or started by the control. */
function findRound(store: MerchantStore, roundId: string): Round | undefined {
  const scheduled = /^S(\d{1,15})$/.exec(roundId);
  if (scheduled) {
    const startAt = Number(scheduled[1]);
    return (startAt - offsetOf(store)) % ROUND_EVERY_MS === 0 ? scheduledRound(startAt) : undefined;
  }
  return rainOf(store).started.find((round) => round.roundId === roundId);
}

/** Rounds still claimable or to come: started ones and the schedule's current and next ones, by start. */
function roundsAround(store: MerchantStore, now: number): Round[] {
  const open = (round: Round) => round.endAt + CLAIM_GRACE_MS > now;
  const offset = offsetOf(store);
  const firstStart = Math.floor((now - CLAIM_GRACE_MS - ROUND_LENGTH_MS - offset) / ROUND_EVERY_MS) * ROUND_EVERY_MS + offset;
  const scheduled: Round[] = [];
  for (let start = firstStart; scheduled.filter((r) => r.startAt > now).length < UPCOMING; start += ROUND_EVERY_MS) {
    const round = scheduledRound(start);
    if (open(round)) scheduled.push(round);
  }
  return [...rainOf(store).started.filter(open), ...scheduled].sort((a, b) => a.startAt - b.startAt);
}

const claimsOf = (store: MerchantStore, member: DemoMember) => {
  const { claims } = rainOf(store);
  let mine = claims.get(member.id);
  if (!mine) claims.set(member.id, (mine = new Map()));
  return mine;
};

function chancesLeft(store: MerchantStore, member: DemoMember, now: number): number {
  const today = Math.floor(now / DAY_MS);
  const used = [...claimsOf(store, member).values()].filter((claim) => Math.floor(claim.claimedAt / DAY_MS) === today).length;
  return Math.max(0, CHANCES_PER_DAY - used);
}

/** The member's prize of a round in cents (0: nothing), the same every time for the merchant, member and round. */
export function prizeCents(merchantCode: string, account: string, roundId: string): number {
  const rng = createRng(`redrain:${merchantCode}:${account}:${roundId}`);
  return rng.chance(NOTHING_CHANCE) ? 0 : rng.int(PRIZE_CENTS[0], PRIZE_CENTS[1]);
}

const asClaimValue = (claim: Claim) => ({ amount: decimalOf(claim.amountCents), packets: claim.packets, claimedAt: claim.claimedAt });

/** Red-packet rain: the member's rounds, the claim, and the demo control that starts a round now. */
export function redRainRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();

  serve(app, redRainRounds, deps, (c) => {
    const store = c.get('store');
    const member = c.get('member');
    const now = state.now();
    const claims = claimsOf(store, member);
    const rounds: RedRainRound[] = roundsAround(store, now).map((round) => {
      const claim = claims.get(round.roundId);
      return { ...round, claim: claim ? asClaimValue(claim) : null };
    });
    return ok(c, {
      serverTime: now,
      currencySymbol: store.seed.profile.currencySymbol,
      chancesLeft: chancesLeft(store, member, now),
      chancesPerDay: CHANCES_PER_DAY,
      claimGraceMs: CLAIM_GRACE_MS,
      rounds,
    });
  });

  serve(app, claimRedRain, deps, (c, body) => {
    const store = c.get('store');
    const member = c.get('member');
    const now = state.now();
    if (member.type === MEMBER_TYPE.trial) return fail(c, 403, ERROR_CODE.freeReject, 'Please login an actual account to use this function');
    const round = findRound(store, body.roundId);
    if (!round) return fail(c, 404, RED_RAIN_ERROR.unknownRound, 'No such round.');
    const claims = claimsOf(store, member);
    const earlier = claims.get(round.roundId);
    if (earlier) return fail(c, 409, RED_RAIN_ERROR.claimed, 'This round is already claimed.', asClaimValue(earlier));
    if (now < round.startAt) return fail(c, 409, RED_RAIN_ERROR.notStarted, 'The round has not started.');
    if (now > round.endAt + CLAIM_GRACE_MS) return fail(c, 409, RED_RAIN_ERROR.closed, 'The round is over.');
    if (!Number.isInteger(body.packets) || body.packets < 1 || body.packets > round.packets)
      return fail(c, 400, ERROR_CODE.validation, `packets must be 1 to ${round.packets}`, { field: 'packets' });
    if (chancesLeft(store, member, now) === 0) return fail(c, 403, RED_RAIN_ERROR.noChances, 'No entries left today.');
    const amountCents = prizeCents(store.merchantCode, member.account, round.roundId);
    if (amountCents > 0) post(store, member, 'RED_RAIN', amountCents, now);
    claims.set(round.roundId, { roundId: round.roundId, amountCents, packets: body.packets, claimedAt: now });
    return ok(c, { roundId: round.roundId, amount: decimalOf(amountCents), chancesLeft: chancesLeft(store, member, now) });
  });

  /**
   * Demo only: starts a round `inMs` from now (default 5 s), `lengthMs` long (default ROUND_LENGTH_MS) with
   * `packets` packets, for the merchant named in the body, query or Merchant header, else for every merchant seen.
   */
  app.post(RED_RAIN_DEMO_PATH.start, async (c) => {
    const body = ((await c.req.json().catch(() => undefined)) ?? {}) as Record<string, unknown>;
    const number = (key: string, fallback: number, max: number) => {
      const value = Number(body[key] ?? c.req.query(key) ?? fallback);
      return Number.isInteger(value) && value >= 0 && value <= max ? value : undefined;
    };
    const inMs = number('inMs', 5_000, DAY_MS);
    const lengthMs = number('lengthMs', ROUND_LENGTH_MS, 10 * 60_000);
    const packets = number('packets', ROUND_PACKETS, 200);
    if (inMs === undefined || !lengthMs || !packets) return fail(c, 400, ERROR_CODE.validation, 'inMs, lengthMs and packets are whole numbers in range.');
    const merchant = (typeof body.merchant === 'string' && body.merchant) || c.req.query('merchant') || c.req.header(HEADER.merchant);
    const stores = merchant ? [state.store(merchant)] : state.stores();
    const startAt = state.now() + inMs;
    const started = stores.map((store) => {
      const list = rainOf(store).started;
      const round: Round = { roundId: `N${startAt}-${list.length + 1}`, startAt, endAt: startAt + lengthMs, packets };
      list.push(round);
      return { merchant: store.merchantCode, ...round };
    });
    return ok(c, started);
  });

  return app;
}
