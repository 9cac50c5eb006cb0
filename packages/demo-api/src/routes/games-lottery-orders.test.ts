// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as calls from '@wl/api-client/catalogue';
import type { LotteryOrderDetailValue, LotteryOrdersValue } from '@wl/api-client/catalogue';
import { ERROR_CODE, HEADER, LOTTERY_DEMO_PATH, type WalletValue } from '@wl/api-client/protocol';
import { createDemoApp, type DemoApp } from '../app';
import { call, loginToken, valueOf } from '../testing';
import { OPEN_DRAW_LEAD_MS, OPEN_ORDERS, SETTLE_AFTER_MS } from './games-lottery-orders';

/** 22 November 2026, 03:42:10 UTC. */
const NOW = Date.UTC(2026, 10, 22, 3, 42, 10);
const DAY = 86_400_000;

function clockApp() {
  let now = NOW;
  const app = createDemoApp({ now: () => now });
  return { app, tick: (ms: number) => (now += ms), now: () => now };
}

const period = (now: number, extra = '') => `startTime=${now - 30 * DAY}&endTime=${now + 1}${extra}`;
const orders = async (app: DemoApp, token: string, query: string) =>
  valueOf(await call<LotteryOrdersValue>(app, `${calls.lotteryOrders.path}?pageNo=1&pageSize=50&${query}`, { token }));
const detail = async (app: DemoApp, token: string, orderId: string) =>
  valueOf(await call<LotteryOrderDetailValue>(app, `${calls.lotteryOrderDetail.path}?orderId=${orderId}`, { token }));
const mainBalance = async (app: DemoApp, token: string) => valueOf(await call<WalletValue>(app, calls.wallet.path, { token })).sumBalance;

function cancel(app: DemoApp, token: string, body: { orderId: string; subOrderIds: string[] }, key: string = crypto.randomUUID()) {
  return call<{ orderId: string; subOrderIds: string[]; refundAmount: string }>(app, calls.lotteryCancelSubOrders.path, {
    method: 'POST',
    token,
    headers: { [HEADER.idempotencyKey]: key },
    body,
  });
}

describe('lottery orders', () => {
  it('seeds a member its bets, newest first: some in open draws (cancellable), the rest settled or cancelled', async () => {
    const { app } = clockApp();
    const token = await loginToken(app, 'demo1');
    const all = await orders(app, token, period(NOW));
    expect(all.list.length).toBeGreaterThan(15);
    expect(all.list.map((o) => o.createTime)).toEqual([...all.list.map((o) => o.createTime)].sort((a, b) => b - a));
    const pending = all.list.filter((o) => o.status === 'pending');
    expect(pending).toHaveLength(OPEN_ORDERS);
    expect(pending.every((o) => o.winAmount === null)).toBe(true);
    expect(all.list.some((o) => o.status === 'won' && Number(o.winAmount) > 0)).toBe(true);
    expect(all.list.some((o) => o.status === 'lost' && o.winAmount === '0.00')).toBe(true);
    const open = await detail(app, token, pending[0]!.orderId);
    expect(open.closeTime).toBeGreaterThan(NOW + OPEN_DRAW_LEAD_MS);
    expect(open.subOrders.every((s) => s.cancellable && s.status === 'pending')).toBe(true);
    const settled = await detail(app, token, all.list.find((o) => o.status === 'won')!.orderId);
    expect(settled.subOrders.every((s) => !s.cancellable)).toBe(true);
    // the same merchant and account give the same bets
    const again = clockApp();
    expect((await orders(again.app, await loginToken(again.app, 'demo1'), period(NOW))).list).toEqual(all.list);
  });

  it('filters by status and period, a page at a time', async () => {
    const { app } = clockApp();
    const token = await loginToken(app);
    const won = await orders(app, token, period(NOW, '&status=won'));
    expect(won.list.length).toBeGreaterThan(0);
    expect(won.list.every((o) => o.status === 'won')).toBe(true);
    const today = await orders(app, token, `startTime=${NOW - 3_600_000}&endTime=${NOW + 1}`);
    expect(today.list.map((o) => o.status)).toEqual(Array(OPEN_ORDERS).fill('pending'));
    const first = valueOf(await call<LotteryOrdersValue>(app, `${calls.lotteryOrders.path}?pageNo=1&pageSize=5&${period(NOW)}`, { token }));
    const second = valueOf(await call<LotteryOrdersValue>(app, `${calls.lotteryOrders.path}?pageNo=2&pageSize=5&${period(NOW)}`, { token }));
    expect(first.totalPages).toBeGreaterThan(2);
    expect(second.pageNum).toBe(2);
    expect(second.list[0]!.createTime).toBeLessThanOrEqual(first.list[4]!.createTime);
    const bad = await call(app, `${calls.lotteryOrders.path}?pageNo=1&pageSize=5&${period(NOW, '&status=drawn')}`, { token });
    expect(bad.status).toBe(400);
    expect((await call(app, `${calls.lotteryOrders.path}?pageNo=1&pageSize=5&startTime=0&endTime=${NOW}`, { token })).status).toBe(400);
  });

  it('cancels a sub-order of an open draw once: the stake goes back to the main wallet, a repeated key moves nothing', async () => {
    const { app } = clockApp();
    const token = await loginToken(app, 'demo1');
    const order = (await orders(app, token, period(NOW, '&status=pending'))).list[0]!;
    const sub = (await detail(app, token, order.orderId)).subOrders[0]!;
    const before = await mainBalance(app, token);
    const key = crypto.randomUUID();
    const first = await cancel(app, token, { orderId: order.orderId, subOrderIds: [sub.subOrderId] }, key);
    expect(valueOf(first)).toEqual({ orderId: order.orderId, subOrderIds: [sub.subOrderId], refundAmount: sub.betAmount });
    const repeated = await cancel(app, token, { orderId: order.orderId, subOrderIds: [sub.subOrderId] }, key);
    expect(repeated.body).toEqual(first.body);
    const after = await mainBalance(app, token);
    expect(Math.round((Number(after) - Number(before)) * 100)).toBe(Math.round(Number(sub.betAmount) * 100));
    const now = await detail(app, token, order.orderId);
    expect(now.subOrders[0]).toMatchObject({ status: 'cancelled', cancellable: false });
    // a new cancellation of the same sub-order is refused, nothing moves
    const again = await cancel(app, token, { orderId: order.orderId, subOrderIds: [sub.subOrderId] });
    expect({ status: again.status, code: again.body.success ? '' : again.body.code }).toEqual({ status: 409, code: calls.LOTTERY_ERROR.notPending });
    expect(await mainBalance(app, token)).toBe(after);
  });

  it('refuses to cancel once the draw has closed, with the reason, and settles the bet after it', async () => {
    const { app, tick } = clockApp();
    const token = await loginToken(app);
    const order = (await orders(app, token, period(NOW, '&status=pending'))).list[0]!;
    const open = await detail(app, token, order.orderId);
    tick(open.closeTime - NOW);
    const refused = await cancel(app, token, { orderId: order.orderId, subOrderIds: [open.subOrders[0]!.subOrderId] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: calls.LOTTERY_ERROR.drawClosed, value: { numero: order.numero, closeTime: open.closeTime } });
    expect((await detail(app, token, order.orderId)).subOrders.every((s) => !s.cancellable && s.status === 'pending')).toBe(true);
    tick(SETTLE_AFTER_MS);
    expect(['won', 'lost']).toContain((await detail(app, token, order.orderId)).status);
  });

  it('closes a draw on demand (demo control), answers unknown orders 404 and refuses trial accounts', async () => {
    const { app } = clockApp();
    const token = await loginToken(app);
    const order = (await orders(app, token, period(NOW, '&status=pending'))).list[0]!;
    const closed = await app.request(LOTTERY_DEMO_PATH.closeDraw.replace(':orderId', order.orderId), { method: 'POST' });
    expect(closed.status).toBe(200);
    const sub = (await detail(app, token, order.orderId)).subOrders[0]!;
    expect(sub.cancellable).toBe(false);
    expect((await cancel(app, token, { orderId: order.orderId, subOrderIds: [sub.subOrderId] })).status).toBe(409);
    expect((await call(app, `${calls.lotteryOrderDetail.path}?orderId=nope`, { token })).status).toBe(404);
    expect((await cancel(app, token, { orderId: order.orderId, subOrderIds: ['nope'] })).status).toBe(404);
    const trial = await loginToken(app, 'trial');
    const refused = await call(app, `${calls.lotteryOrders.path}?pageNo=1&pageSize=5&${period(NOW)}`, { token: trial });
    expect({ status: refused.status, code: refused.body.success ? '' : refused.body.code }).toEqual({ status: 403, code: ERROR_CODE.freeReject });
  });
});
