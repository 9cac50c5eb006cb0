import { Hono } from 'hono';
import { LOTTERY_ERROR, lotteryCancelSubOrders, lotteryOrderDetail, lotteryOrders } from '@wl/api-client/catalogue';
import type { LotteryBetStatus, LotteryOrder, LotteryOrderDetailValue, LotteryOrdersValue } from '@wl/api-client/catalogue';
import { ERROR_CODE, LOTTERY_DEMO_PATH, MEMBER_TYPE } from '@wl/api-client/protocol';
import { fail, ok, positiveInt } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { decimalOf } from '../cents';
import { post } from '../ledger';
import { createRng, hashString, type Rng } from '../random';
import { serve } from '../serve';
import { drawGames, drawSchedule, lotteryCode, openDraw } from '../seed/games';
import type { DemoMember } from '../seed/types';
import { storeExtension, type MerchantStore } from '../state';

// The member's lottery bets (catalogue/lottery.ts, orders). Seeded on a member's first orders call, deterministic from
// the merchant and the account: about 30 days of settled (and a few cancelled) bets as records only, and three bets
// in open draws: each in the draw that is open ten minutes from the seeding (so it stays open a while), still
// cancellable. A pending bet whose draw has closed is settled a minute later, when next read (a win is paid into
// MAIN). Cancelling returns the stake to MAIN once (`post`, LOTTERY_REFUND); serve() answers a repeated idempotency
// key with the first answer.

const DAY_MS = 86_400_000;
/** Days of seeded settled bets. */
export const ORDER_HISTORY_DAYS = 30;
/** Seeded bets in open draws. */
export const OPEN_ORDERS = 3;
/** An open bet's draw is the one open this long after the seeding. */
export const OPEN_DRAW_LEAD_MS = 10 * 60_000;
/** A pending bet is settled this long after its draw closes. */
export const SETTLE_AFTER_MS = 60_000;
/** What a winning sub-order pays, per unit staked. */
const PAYOUT = 1.95;
const MAX_PAGE_SIZE = 50;
/** The longest period a call answers (as the records: about three months). */
const MAX_RANGE_MS = 93 * DAY_MS;
/** The ledger's transaction code of a returned stake. */
export const REFUND_TX_CODE = 'LOTTERY_REFUND';

/** Plays the demo gateway offers: a name and what a player may pick. */
const PLAYS: readonly [string, (rng: Rng) => string][] = [
  ['Big/Small', (rng) => rng.pick(['Big', 'Small'])],
  ['Odd/Even', (rng) => rng.pick(['Odd', 'Even'])],
  ['Sum', (rng) => String(rng.int(3, 27))],
  ['Straight', (rng) => [rng.int(0, 9), rng.int(0, 9), rng.int(0, 9)].join(',')],
];

interface SubOrder {
  subOrderId: string;
  playName: string;
  betContent: string;
  betCents: number;
  winCents: number | null;
  status: LotteryBetStatus;
}

interface Order {
  orderId: string;
  gameCode: string;
  gameName: string;
  numero: string;
  closeTime: number;
  createTime: number;
  subOrders: SubOrder[];
}

/** Each member's orders, newest first, per merchant store. */
const ordersByMember = storeExtension(() => new Map<string, Order[]>());

/** The order's state from its sub-orders (catalogue: cancelled when all are, pending while one is, won when one won). */
function orderStatus(order: Order): LotteryBetStatus {
  const states = order.subOrders.map((s) => s.status);
  if (states.every((s) => s === 'cancelled')) return 'cancelled';
  if (states.includes('pending')) return 'pending';
  return states.includes('won') ? 'won' : 'lost';
}

/** What the order won: null until settled (and when cancelled). */
function orderWin(order: Order): number | null {
  const status = orderStatus(order);
  if (status === 'pending' || status === 'cancelled') return null;
  return order.subOrders.reduce((sum, s) => sum + (s.winCents ?? 0), 0);
}

const whole = (rng: Rng) => rng.int(1, 50) * 100;

/** Settles a pending sub-order: won or lost from its id (the same every time). */
function settle(sub: SubOrder): void {
  const won = hashString(`draw:${sub.subOrderId}`) % 3 === 0;
  sub.status = won ? 'won' : 'lost';
  sub.winCents = won ? Math.round(sub.betCents * PAYOUT) : 0;
}

function newOrder(id: string, rng: Rng, game: { gameCode: string; gameName: string }, draw: { numero: string; closeTime: number }, createTime: number): Order {
  const subOrders: SubOrder[] = [];
  for (let n = 1, count = rng.int(1, 4); n <= count; n += 1) {
    const [playName, pick] = rng.pick(PLAYS);
    subOrders.push({ subOrderId: `${id}-${n}`, playName, betContent: pick(rng), betCents: whole(rng), winCents: null, status: 'pending' });
  }
  return { orderId: id, ...game, ...draw, createTime, subOrders };
}

/** The member's seeded orders (see above), newest first. */
function seedOrders(store: MerchantStore, member: DemoMember, now: number): Order[] {
  const rng = createRng(`lottery:${store.merchantCode}:${member.account}`);
  const games = drawGames(store.seed.games).map((g) => ({ gameCode: lotteryCode(g), gameName: g.gameName }));
  if (games.length === 0) return [];
  const orders: Order[] = [];
  const id = () => `LO${store.merchantCode}${member.id}${String(orders.length + 1).padStart(3, '0')}`;
  for (let n = 0; n < OPEN_ORDERS; n += 1) {
    const game = games[n % games.length]!;
    const draw = openDraw(drawSchedule(game.gameCode), now + OPEN_DRAW_LEAD_MS);
    orders.push(newOrder(id(), rng, game, draw, now - (n + 1) * 7 * 60_000));
  }
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  for (let back = 1; back <= ORDER_HISTORY_DAYS; back += 1) {
    if (!rng.chance(0.75)) continue;
    for (let k = 0, count = rng.int(1, 2); k < count; k += 1) {
      const game = rng.pick(games);
      const createTime = today - back * DAY_MS + rng.int(8, 22) * 3_600_000 + rng.int(0, 59) * 60_000;
      const order = newOrder(id(), rng, game, openDraw(drawSchedule(game.gameCode), createTime), createTime);
      const cancelled = rng.chance(0.08);
      for (const sub of order.subOrders) {
        if (cancelled) sub.status = 'cancelled';
        else settle(sub);
      }
      orders.push(order);
    }
  }
  return orders.sort((a, b) => b.createTime - a.createTime);
}

/** The member's orders, seeded on first use; pending ones whose draw closed a minute ago are settled (wins paid). */
export function ordersOf(store: MerchantStore, member: DemoMember, now: number): Order[] {
  const all = ordersByMember(store);
  let orders = all.get(member.id);
  if (!orders) all.set(member.id, (orders = seedOrders(store, member, now)));
  for (const order of orders) {
    if (order.closeTime + SETTLE_AFTER_MS > now) continue;
    for (const sub of order.subOrders) {
      if (sub.status !== 'pending') continue;
      settle(sub);
      if (sub.winCents) post(store, member, 'WIN', sub.winCents, now);
    }
  }
  return orders;
}

/** The order of any member of any merchant (demo controls name an order alone). */
function findOrder(deps: DemoDeps, orderId: string): Order | undefined {
  for (const store of deps.state.stores()) {
    for (const orders of ordersByMember(store).values()) {
      const order = orders.find((o) => o.orderId === orderId);
      if (order) return order;
    }
  }
  return undefined;
}

const toRow = (order: Order): LotteryOrder => {
  const win = orderWin(order);
  return {
    orderId: order.orderId,
    gameCode: order.gameCode,
    gameName: order.gameName,
    numero: order.numero,
    betAmount: decimalOf(order.subOrders.reduce((sum, s) => sum + s.betCents, 0)),
    winAmount: win === null ? null : decimalOf(win),
    status: orderStatus(order),
    createTime: order.createTime,
  };
};

const STATUSES: readonly string[] = ['pending', 'won', 'lost', 'cancelled'];

/** Orders, their detail and the cancellation of sub-orders; a trial account (type 4) has none (403 free_reject). */
export function lotteryOrderRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();
  const trial = (c: DemoContext) =>
    c.get('member').type === MEMBER_TYPE.trial ? fail(c, 403, ERROR_CODE.freeReject, 'Please login an actual account to use this function') : undefined;
  const mine = (c: DemoContext) => ordersOf(c.get('store'), c.get('member'), state.now());

  serve(app, lotteryOrders, deps, (c) => {
    const refused = trial(c);
    if (refused) return refused;
    const pageNo = positiveInt(c.req.query('pageNo'), 1);
    const pageSize = Math.min(positiveInt(c.req.query('pageSize'), 20), MAX_PAGE_SIZE);
    if (Number.isNaN(pageNo) || Number.isNaN(pageSize)) return fail(c, 400, ERROR_CODE.validation, 'pageNo and pageSize must be positive integers.');
    const status = c.req.query('status') ?? '';
    if (status && !STATUSES.includes(status)) return fail(c, 400, ERROR_CODE.validation, `status is one of ${STATUSES.join(', ')}`, { field: 'status' });
    const startTime = Number(c.req.query('startTime'));
    const endTime = Number(c.req.query('endTime'));
    if (!Number.isSafeInteger(startTime) || !Number.isSafeInteger(endTime) || endTime <= startTime)
      return fail(c, 400, ERROR_CODE.validation, 'startTime and endTime are epoch milliseconds, endTime after startTime.', { field: 'startTime' });
    if (endTime - startTime > MAX_RANGE_MS) return fail(c, 400, ERROR_CODE.validation, 'A period is at most 93 days.', { field: 'startTime' });
    const rows = mine(c)
      .filter((o) => o.createTime >= startTime && o.createTime < endTime)
      .map(toRow)
      .filter((row) => !status || row.status === status);
    const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
    return ok<LotteryOrdersValue>(c, { list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages });
  });

  serve(app, lotteryOrderDetail, deps, (c) => {
    const refused = trial(c);
    if (refused) return refused;
    const order = mine(c).find((o) => o.orderId === c.req.query('orderId'));
    if (!order) return fail(c, 404, ERROR_CODE.notFound, 'No such order.', { field: 'orderId' });
    const open = order.closeTime > state.now();
    return ok<LotteryOrderDetailValue>(c, {
      ...toRow(order),
      closeTime: order.closeTime,
      subOrders: order.subOrders.map((s) => ({
        subOrderId: s.subOrderId,
        playName: s.playName,
        betContent: s.betContent,
        betAmount: decimalOf(s.betCents),
        winAmount: s.winCents === null ? null : decimalOf(s.winCents),
        status: s.status,
        cancellable: open && s.status === 'pending',
      })),
    });
  });

  serve(app, lotteryCancelSubOrders, deps, (c, body) => {
    const refused = trial(c);
    if (refused) return refused;
    const order = mine(c).find((o) => o.orderId === body.orderId);
    if (!order) return fail(c, 404, ERROR_CODE.notFound, 'No such order.', { field: 'orderId' });
    const ids = [...new Set(body.subOrderIds)];
    const subs = ids.map((id) => order.subOrders.find((s) => s.subOrderId === id));
    if (ids.length === 0 || subs.some((s) => !s)) return fail(c, 404, ERROR_CODE.notFound, 'No such sub-order in this order.', { field: 'subOrderIds' });
    const now = state.now();
    if (order.closeTime <= now)
      return fail(c, 409, LOTTERY_ERROR.drawClosed, `Draw ${order.numero} has closed: its bets can no longer be cancelled.`, {
        numero: order.numero,
        closeTime: order.closeTime,
      });
    if (subs.some((s) => s!.status !== 'pending')) return fail(c, 409, LOTTERY_ERROR.notPending, 'A sub-order is no longer pending.', { field: 'subOrderIds' });
    let refund = 0;
    for (const sub of subs) {
      sub!.status = 'cancelled';
      refund += sub!.betCents;
    }
    post(c.get('store'), c.get('member'), REFUND_TX_CODE, refund, now);
    return ok(c, { orderId: order.orderId, subOrderIds: ids, refundAmount: decimalOf(refund) });
  });

  // demo only: the draw of an order closes now (as if its time had come), so a cancel is refused
  app.post(LOTTERY_DEMO_PATH.closeDraw, (c) => {
    const order = findOrder(deps, c.req.param('orderId'));
    if (!order) return fail(c, 404, ERROR_CODE.notFound, 'No such order.');
    order.closeTime = Math.min(order.closeTime, state.now());
    return ok(c, { orderId: order.orderId, closeTime: order.closeTime });
  });

  return app;
}
