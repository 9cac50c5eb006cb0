// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DIVIDEND_ERROR, downlines, payoutDividend, queryDividend, wallet, type DividendPeriod, type PayoutDividendValue } from '@wl/api-client/catalogue';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, ERROR_CODE, HEADER, type DownlinesValue } from '@wl/api-client/protocol';
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

describe('agent dividends', () => {
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
