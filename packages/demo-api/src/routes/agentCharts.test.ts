// @vitest-environment node
import { centsOf } from '../cents';
import { describe, expect, it } from 'vitest';
import { agentIncome, agentTransactions, teamKpi, teamPnl, teamPnlTrend, type AgentIncomeValue, type TeamPnlTrendValue } from '@wl/api-client/catalogue';
import { ERROR_CODE, type TeamKpiValue, type TeamPnlRow, type TransactionRow } from '@wl/api-client/protocol';
import { createDemoApp, type DemoApp } from '../app';
import { call, loginToken, valueOf } from '../testing';
import { INCOME_TYPES, settlementPeriods, TREND_MAX_DAYS } from './agentCharts';

const DAY = 86_400_000;
const dayOf = (time: number) => {
  const d = new Date(time);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const cents = centsOf;
const range = (days: number) => ({ startDate: dayOf(Date.now() - (days - 1) * DAY), endDate: dayOf(Date.now()) });
const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const trend = (app: DemoApp, token: string, params: Record<string, string>) => call<TeamPnlTrendValue>(app, `${teamPnlTrend.path}?${query(params)}`, { token });

describe('agent charts: the team profit and loss per day', () => {
  it('answers every day of the range in order, in decimal strings that add up to the team reports of the range', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const r = range(14);
    const { list } = valueOf(await trend(app, token, r));
    expect(list).toHaveLength(14);
    expect(list[0]!.date).toBe(r.startDate);
    expect(list.at(-1)!.date).toBe(r.endDate);
    expect(list.map((d) => d.date)).toEqual([...list.map((d) => d.date)].sort());
    for (const day of list) for (const field of ['deposit', 'bet', 'profitLoss'] as const) expect(day[field]).toMatch(/^-?\d+\.\d{2}$/);
    // seeded bets: today is never empty, and the two weeks have activity
    expect(cents(list.at(-1)!.bet)).toBeGreaterThan(0);

    // the per-member rows of the same range add up to the days (bets and profit and loss, to the cent)
    const rows = valueOf(await call<{ list: TeamPnlRow[] }>(app, `${teamPnl.path}?${query({ ...r, pageNo: 1, pageSize: 100 })}`, { token })).list;
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(list.map((d) => cents(d.bet)))).toBe(sum(rows.map((row) => cents(row.betAmount))));
    expect(sum(list.map((d) => cents(d.profitLoss)))).toBe(sum(rows.map((row) => cents(row.profit))));
    // and one day's deposits are the team KPIs' of that day
    const today = { startDate: r.endDate, endDate: r.endDate };
    const kpi = valueOf(await call<TeamKpiValue>(app, `${teamKpi.path}?${query(today)}`, { token }));
    expect(cents(list.at(-1)!.deposit)).toBe(cents(kpi.summary.depositAmount));
    expect(cents(list.at(-1)!.bet)).toBe(cents(kpi.summary.betAmount));
  });

  it('answers zeros for a range without bets, refuses a bad or too long range and non-agents', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const { list } = valueOf(await trend(app, token, { startDate: '2001-01-01', endDate: '2001-01-03' }));
    expect(list).toEqual(['2001-01-01', '2001-01-02', '2001-01-03'].map((date) => ({ date, deposit: '0.00', bet: '0.00', profitLoss: '0.00' })));
    const reversed = await trend(app, token, { startDate: '2001-01-03', endDate: '2001-01-01' });
    expect(reversed.status).toBe(400);
    const long = await trend(app, token, { startDate: '2000-01-01', endDate: '2001-01-01' });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe(ERROR_CODE.validation);
    const year = valueOf(await trend(app, token, { startDate: '2000-01-02', endDate: '2001-01-01' }));
    expect(year.list).toHaveLength(TREND_MAX_DAYS);
    const member = await trend(app, await loginToken(app, 'demo'), range(7));
    expect(member.status).toBe(403);
  });
});

describe('agent charts: the previous and current income', () => {
  it('splits at half-months', () => {
    expect(settlementPeriods(new Date(2026, 10, 27, 13).getTime())).toEqual({
      previousStart: new Date(2026, 10, 1).getTime(),
      currentStart: new Date(2026, 10, 16).getTime(),
    });
    expect(settlementPeriods(new Date(2026, 0, 3).getTime())).toEqual({
      previousStart: new Date(2025, 11, 16).getTime(),
      currentStart: new Date(2026, 0, 1).getTime(),
    });
  });

  it('sums the income credits of the agent’s records of each period, to the cent', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const income = valueOf(await call<AgentIncomeValue>(app, agentIncome.path, { token }));
    expect(income.previous).toMatch(/^\d+\.\d{2}$/);
    expect(income.current).toMatch(/^\d+\.\d{2}$/);
    const records = valueOf(
      await call<{ list: TransactionRow[] }>(
        app,
        `${agentTransactions.path}?${query({ startDate: dayOf(income.previousStart), endDate: dayOf(Date.now()), types: 'A', pageNo: 1, pageSize: 100 })}`,
        { token },
      ),
    ).list.filter((t) => INCOME_TYPES.includes(t.type) && cents(t.amount) > 0);
    const sum = (from: number, to: number) => records.filter((t) => t.time >= from && t.time < to).reduce((s, t) => s + cents(t.amount), 0);
    expect(cents(income.current)).toBe(sum(income.currentStart, Infinity));
    expect(cents(income.previous)).toBe(sum(income.previousStart, income.currentStart));
    expect(cents(income.current) + cents(income.previous)).toBeGreaterThan(0);
    expect((await call(app, agentIncome.path, { token: await loginToken(app, 'demo') })).status).toBe(403);
  });
});
