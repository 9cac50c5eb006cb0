// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  agentIncome,
  currentDividend,
  DIVIDEND_ERROR,
  downlines,
  payoutDividend,
  queryDividend,
  teamKpi,
  wallet,
  type CurrentDividendValue,
  type DividendPeriod,
  type PayoutDividendValue,
} from '@wl/api-client/catalogue';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, ERROR_CODE, HEADER, type DownlinesValue, type TeamKpiValue } from '@wl/api-client/protocol';
import { createDemoApp, type DemoApp } from '../app';
import { DEMO_PUBLIC_KEY } from '../keys';
import { call, loginToken, valueOf } from '../testing';
import { DIVIDEND_PERIODS } from './agent';

const cipher = createWebCryptoCipher(DEMO_PUBLIC_KEY);
const PASSWORD = '123456';
const MODULE = { [HEADER.module]: 'SIGNCONDIV3' };

async function payout(app: DemoApp, token: string, periodId: string, key: string = crypto.randomUUID(), paymentPassword = PASSWORD) {
  const headers = { [HEADER.encryption]: ENCRYPTION_SCHEME, [HEADER.idempotencyKey]: key, ...MODULE };
  return call<PayoutDividendValue>(app, payoutDividend.path, { method: 'POST', token, headers, body: await cipher.encrypt({ periodId, paymentPassword }) });
}
const periods = async (app: DemoApp, token: string) =>
  valueOf(await call<{ list: DividendPeriod[]; totalPages: number }>(app, `${queryDividend.path}?pageNo=1&pageSize=10`, { token, headers: MODULE }));
const balanceOf = async (app: DemoApp, token: string) =>
  valueOf(await call<{ sumBalance: string }>(app, wallet.path, { token, headers: { [HEADER.module]: 'COMM3' } })).sumBalance;
const team = async (app: DemoApp, token: string) =>
  new Map(valueOf(await call<DownlinesValue>(app, `${downlines.path}?search=&pageNo=1&pageSize=50`, { token })).list.map((d) => [d.account, d.balance]));
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

const local = (year: number, month: number, day: number) => new Date(year, month - 1, day).getTime();
const dayOf = (time: number) => {
  const d = new Date(time);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('agent dividends', () => {
  it('has one period rule across the agent area: half-months, half-open, never sharing a day, the current one ending after today', async () => {
    // 28 November: the current period is 16 November to 1 December (exclusive); late in a month and early in one
    for (const [now, current, previous] of [
      [local(2026, 11, 28) + 13 * 3_600_000, [local(2026, 11, 16), local(2026, 12, 1)], [local(2026, 11, 1), local(2026, 11, 16)]],
      [local(2026, 3, 2) + 3_600_000, [local(2026, 3, 1), local(2026, 3, 16)], [local(2026, 2, 16), local(2026, 3, 1)]],
    ] as const) {
      const app = createDemoApp({ now: () => now });
      const token = await loginToken(app, 'agent');
      const dividend = valueOf(await call<CurrentDividendValue>(app, currentDividend.path, { token }));
      expect([dividend.periodStart, dividend.periodEnd]).toEqual(current);
      const { list } = await periods(app, token);
      // newest first: the one before the current, each ending where the newer one starts
      expect([list[0]!.periodStart, list[0]!.periodEnd]).toEqual(previous);
      for (const [index, period] of list.entries()) {
        expect(period.periodEnd).toBeLessThanOrEqual(now);
        if (index > 0) expect(period.periodEnd).toBe(list[index - 1]!.periodStart);
      }
      // the agent home's income periods are the same half-months
      const income = valueOf(await call<{ previousStart: number; currentStart: number }>(app, agentIncome.path, { token }));
      expect([income.previousStart, income.currentStart]).toEqual([previous[0], current[0]]);
    }
  });

  it('computes the current dividend: 10 % of what the team lost in the current period so far, whole cents; nothing while it is ahead', async () => {
    // the seeded bets move with the clock: five days into a period the team has lost, thirteen days in it is ahead
    for (const now of [local(2026, 11, 5) + 20 * 3_600_000, local(2026, 11, 28) + 20 * 3_600_000]) {
      const app = createDemoApp({ now: () => now });
      const token = await loginToken(app, 'agent');
      const dividend = valueOf(await call<CurrentDividendValue>(app, currentDividend.path, { token }));
      // the team's win/loss over the same days, as the team KPIs answer it
      const range = `startDate=${dayOf(dividend.periodStart)}&endDate=${dayOf(now)}&size=0`;
      const { summary } = valueOf(await call<TeamKpiValue>(app, `${teamKpi.path}?${range}`, { token }));
      const lostCents = -cents(summary.winLoss);
      expect(cents(dividend.amount)).toBe(Math.floor(Math.max(lostCents, 0) / 10));
      expect(dividend.amount === '0.00').toBe(lostCents <= 0);
    }
  });

  it('lists the seeded periods newest first, rows per downline in decimal strings, the oldest paid', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const { list } = await periods(app, token);
    expect(list).toHaveLength(DIVIDEND_PERIODS);
    expect(list[0]!.periodStart).toBeGreaterThan(list[1]!.periodStart);
    const oldest = list.at(-1)!;
    expect(oldest.unpaid).toBe('0.00');
    expect(oldest.paidAt).not.toBeNull();
    const newest = list[0]!;
    expect(newest.rows.length).toBeGreaterThan(0);
    expect(newest.rows.every((r) => !r.paid && /^\d+\.\d{2}$/.test(r.amount))).toBe(true);
    expect(cents(newest.total)).toBe(newest.rows.reduce((s, r) => s + cents(r.amount), 0));
    expect(newest.unpaid).toBe(newest.total);
  });

  it('pays a period once: the downlines get each row exactly, a repeated key answers the first result, a paid period is refused', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const [period] = (await periods(app, token)).list;
    const before = await team(app, token);
    const agentBefore = await balanceOf(app, token);
    const key = crypto.randomUUID();
    const first = valueOf(await payout(app, token, period!.id, key));
    expect(first.total).toBe(period!.total);
    expect(first.paid.map((p) => p.account)).toEqual(period!.rows.map((r) => r.account));
    const after = await team(app, token);
    for (const row of period!.rows) expect(cents(after.get(row.account)!) - cents(before.get(row.account)!)).toBe(cents(row.amount));
    // the merchant pays: the agent's balance does not move
    expect(await balanceOf(app, token)).toBe(agentBefore);

    // the same key again: the first answer, nothing moves
    expect(valueOf(await payout(app, token, period!.id, key))).toEqual(first);
    // a new key for the paid period: refused, nothing moves
    const again = await payout(app, token, period!.id);
    expect(again.body).toMatchObject({ code: DIVIDEND_ERROR.alreadyPaid, value: { periodId: period!.id } });
    expect(await team(app, token)).toEqual(after);

    const [paid] = (await periods(app, token)).list;
    expect(paid!.unpaid).toBe('0.00');
    expect(paid!.rows.every((r) => r.paid)).toBe(true);
  });

  it('refuses a wrong password, an unknown period, a mismatched key, and moves nothing', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const [period, other] = (await periods(app, token)).list;
    const balance = await balanceOf(app, token);
    expect((await payout(app, token, period!.id, undefined, '000000')).body.code).toBe('payment.password.incorrect');
    expect((await payout(app, token, 'DVP-nope')).body.code).toBe(DIVIDEND_ERROR.notFound);
    const key = crypto.randomUUID();
    valueOf(await payout(app, token, period!.id, key));
    expect((await payout(app, token, other!.id, key)).body.code).toBe(ERROR_CODE.idempotencyMismatch);
    expect((await periods(app, token)).list[1]!.unpaid).toBe(other!.unpaid);
    expect(await balanceOf(app, token)).toBe(balance);
  });

  it('is the agents’ only: a member is refused', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    expect((await payout(app, token, 'DVP-1')).status).toBe(403);
  });
});
