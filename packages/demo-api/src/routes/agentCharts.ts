import { Hono } from 'hono';
import { agentIncome, teamPnlTrend, type TeamPnlDay } from '@wl/api-client/catalogue';
import { ERROR_CODE } from '@wl/api-client/protocol';
import { fail, ok } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { centsOf, decimalOf } from '../cents';
import { betsAt, halfMonthOf } from '../seed/agent';
import { serve } from '../serve';
import { agentOnly, rangeOf } from './agent';

/** The longest range the trend answers, in days (a year and a leap day). */
export const TREND_MAX_DAYS = 366;
/** The agent transaction types that are the agent's income (credited to the agent). */
export const INCOME_TYPES: readonly string[] = ['REBATE', 'DAILY_SALARY', 'DIVIDEND'];

/** A day as YYYY-MM-DD in local time. */
function dayOf(time: number): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The current settlement period's start and the previous one's (seed/agent.ts halfMonthOf: half-months). */
export function settlementPeriods(now: number): { previousStart: number; currentStart: number } {
  const current = halfMonthOf(now);
  return { previousStart: halfMonthOf(current.start - 1).start, currentStart: current.start };
}

/**
 * The agent's charts (issue 20 item 5): the team's deposits, bets and profit and loss per day (catalogue
 * `teamPnlTrend`) and the agent's income of the previous and the current settlement period (`agentIncome`).
 * Everything is summed in integer cents from the seeded bets and transactions, the same figures the team KPIs
 * (deposits: 130 % of the bets) and the team profit and loss rows (win/loss plus a 0.8 % rebate) answer.
 */
export function agentChartRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();
  const teamAccounts = (c: DemoContext) => new Set([...c.get('store').members.values()].filter((m) => m.parentId === c.get('member').id).map((m) => m.account));

  serve(
    app,
    teamPnlTrend,
    deps,
    agentOnly((c) => {
      const now = state.now();
      const range = rangeOf(c, now);
      if (!range) return fail(c, 400, ERROR_CODE.validation, 'startDate and endDate must be YYYY-MM-DD, start before end.');
      const days = new Map<string, { bet: number; winLoss: number }>();
      // every day of the range, in order (a day is 23 to 25 hours around a clock change: step by the calendar)
      for (let d = new Date(range[0]); d.getTime() < range[1]; d.setDate(d.getDate() + 1)) {
        if (days.size >= TREND_MAX_DAYS) return fail(c, 400, ERROR_CODE.validation, `The range is longer than ${TREND_MAX_DAYS} days.`, { field: 'endDate' });
        days.set(dayOf(d.getTime()), { bet: 0, winLoss: 0 });
      }
      const accounts = teamAccounts(c);
      for (const bet of betsAt(c.get('store').seed.agent.bets, now)) {
        if (!accounts.has(bet.account) || bet.betTime < range[0] || bet.betTime >= range[1]) continue;
        const day = days.get(dayOf(bet.betTime));
        if (!day) continue;
        day.bet += bet.betCents;
        day.winLoss += bet.winLossCents;
      }
      const list: TeamPnlDay[] = [...days].map(([date, { bet, winLoss }]) => ({
        date,
        deposit: decimalOf(Math.round((bet * 13) / 10)),
        bet: decimalOf(bet),
        // the members' win/loss plus their 0.8 % rebate, as each row of the team profit and loss
        profitLoss: decimalOf(winLoss + Math.round((bet * 8) / 1000)),
      }));
      return ok(c, { list });
    }),
  );

  serve(
    app,
    agentIncome,
    deps,
    agentOnly((c) => {
      const now = state.now();
      const { previousStart, currentStart } = settlementPeriods(now);
      const sum = (from: number, to: number) =>
        c
          .get('store')
          .seed.agent.transactions.map((t) => ({ ...t, cents: centsOf(t.amount) }))
          .filter((t) => INCOME_TYPES.includes(t.type) && t.cents > 0 && t.time >= from && t.time < to)
          .reduce((total, t) => total + t.cents, 0);
      // the income credits of the agent's transaction records (`agentTransactions`, type A, answers the same list)
      return ok(c, {
        previous: decimalOf(sum(previousStart, currentStart)),
        current: decimalOf(sum(currentStart, now + 1)),
        currentStart,
        previousStart,
      });
    }),
  );

  return app;
}
