import { Hono } from 'hono';
import {
  agentTransactions,
  contractRequests,
  CONTRACT_CALLS,
  currentDividend,
  DIVIDEND_ERROR,
  payoutDividend,
  queryDividend,
  rebateSettings,
  teamBetting,
  teamKpi,
  teamPnl,
  TRANSFER_ERROR,
  transferDownline,
  transferMultipleDownline,
  type AnyCall,
  type DividendPeriod,
  type TransferRow,
  MAX_TRANSFER_ROWS,
} from '@wl/api-client/catalogue';
import { ERROR_CODE, MEMBER_TYPE, MESSAGES_DEMO_PATH, type ContractKind, type TeamBetRow, type TeamKpiValue, type TeamPnlRow } from '@wl/api-client/protocol';
import { fail, ok, positiveInt } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { centsOf, decimalOf } from '../cents';
import { MAIN_WALLET, post, totalCents } from '../ledger';
import { betsAt, type TimedBet, contract, contractsHeldBy, contractValue, downlineRegisteredAt, halfMonthOf, nextContractId, startOfDay } from '../seed/agent';
import type { DemoMember } from '../seed/types';
import { serve, type CallHandler } from '../serve';
import { storeExtension } from '../state';
import { refuseWithdrawalPassword } from './security';
import { demoSession } from './messages';

const DAY = 24 * 60 * 60 * 1000;
const NON_AGENT_TYPES: readonly number[] = [MEMBER_TYPE.member, MEMBER_TYPE.trial, MEMBER_TYPE.nonAgent];

/** `YYYY-MM-DD` as the local start of that day; NaN when malformed. */
function parseDay(raw: string | undefined): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw ?? '');
  if (!match) return Number.NaN;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

/** The query's [start, end) range (end date inclusive); today when absent; undefined when malformed or reversed. */
export function rangeOf(c: DemoContext, now: number): [number, number] | undefined {
  const start = c.req.query('startDate') ? parseDay(c.req.query('startDate')) : startOfDay(now);
  const end = (c.req.query('endDate') ? parseDay(c.req.query('endDate')) : startOfDay(now)) + DAY;
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return undefined;
  return [start, end];
}

export function paginate<T>(c: DemoContext, all: T[], defaultSize = 20): { list: T[]; pageNum: number; totalPages: number } | undefined {
  const pageNo = positiveInt(c.req.query('pageNo'), 1);
  const pageSize = positiveInt(c.req.query('pageSize'), defaultSize);
  if (Number.isNaN(pageNo) || Number.isNaN(pageSize)) return undefined;
  return { list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(all.length / pageSize)) };
}

/** Refuses the agent area to members, trial and non-agent accounts. */
export function agentOnly<C extends AnyCall>(handler: CallHandler<C>): CallHandler<C> {
  return (c, body) => (NON_AGENT_TYPES.includes(c.get('member').type) ? fail(c, 403, ERROR_CODE.nonAgent, 'Non-agents cannot log in') : handler(c, body));
}

/** An amount as a transfer takes it: digits, at most two decimals, no sign. */
const MONEY_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** Orders of the agents' transfers per merchant store (their count numbers the next). */
const transferCount = storeExtension(() => ({ next: 1 }));

/** A dividend period as the demo platform keeps it: rows per downline in integer cents, paid or not. */
interface DemoDividendPeriod {
  id: string;
  periodStart: number;
  periodEnd: number;
  paidAt: number | null;
  rows: { memberId: string; account: string; profitCents: number; amountCents: number; paid: boolean }[];
}
/** How many past dividend periods are seeded per agent; the oldest is already paid. */
export const DIVIDEND_PERIODS = 4;
/** The dividend periods per merchant store and agent id, seeded on first use (the half-months before the current one). */
const dividendsOf = storeExtension(() => ({ byAgent: new Map<string, DemoDividendPeriod[]>(), orders: 1 }));

/** A merchant's own figures: a small number from its code, so each merchant's dividends differ. */
const merchantSalt = (code: string) => [...code].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 97;

function seedDividends(merchantCode: string, agentId: string, team: readonly DemoMember[], now: number): DemoDividendPeriod[] {
  const salt = merchantSalt(merchantCode);
  // five downlines no other demo flow moves money for (the transfer tests use the first ones)
  const payees = team.length >= 24 ? team.slice(19, 24) : team.slice(0, 5);
  const periods: DemoDividendPeriod[] = [];
  // newest first, each ending where the next began: no day in two periods
  let period = halfMonthOf(halfMonthOf(now).start - 1);
  for (let i = 0; i < DIVIDEND_PERIODS; i += 1, period = halfMonthOf(period.start - 1)) {
    const { start: periodStart, end: periodEnd } = period;
    const paid = i === DIVIDEND_PERIODS - 1;
    periods.push({
      id: `DVP-${agentId.slice(-4)}-${DIVIDEND_PERIODS - i}`,
      periodStart,
      periodEnd,
      paidAt: paid ? periodEnd + DAY : null,
      rows: payees.map((m, j) => {
        // team profit in cents; the dividend is 10 % of it, whole cents
        const profitCents = (j + 1) * 12_345 + (i + 1) * 1_001 + salt * 100;
        return { memberId: m.id, account: m.account, profitCents, amountCents: Math.floor(profitCents / 10), paid };
      }),
    });
  }
  return periods;
}

/** A period as the query answers it: decimal strings. */
function dividendValue(p: DemoDividendPeriod): DividendPeriod {
  const sum = (rows: DemoDividendPeriod['rows']) => rows.reduce((s, r) => s + r.amountCents, 0);
  return {
    id: p.id,
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    total: decimalOf(sum(p.rows)),
    unpaid: decimalOf(sum(p.rows.filter((r) => !r.paid))),
    paidAt: p.paidAt,
    rows: p.rows.map((r) => ({ account: r.account, profit: decimalOf(r.profitCents), amount: decimalOf(r.amountCents), paid: r.paid })),
  };
}

/** The agent area (issue 6): team KPIs, downlines, rebates, contracts, agent register, transaction records. */
export function agentRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();
  const team = (c: DemoContext): DemoMember[] => [...c.get('store').members.values()].filter((m) => m.parentId === c.get('member').id);
  const badRange = (c: DemoContext) => fail(c, 400, ERROR_CODE.validation, 'startDate and endDate must be YYYY-MM-DD, start before end.');
  const badPage = (c: DemoContext) => fail(c, 400, ERROR_CODE.validation, 'pageNo and pageSize must be positive integers.');
  const teamBets = (c: DemoContext, [start, end]: [number, number]): TimedBet[] => {
    const accounts = new Set(team(c).map((m) => m.account));
    return betsAt(c.get('store').seed.agent.bets, state.now()).filter((b) => accounts.has(b.account) && b.betTime >= start && b.betTime < end);
  };
  // the same dates as the downlines answer (routes/agentDownlines.ts)
  const registeredAt = (_m: DemoMember, index: number) => downlineRegisteredAt(index, state.now());

  serve(
    app,
    teamKpi,
    deps,
    agentOnly((c) => {
      const range = rangeOf(c, state.now());
      if (!range) return badRange(c);
      const members = team(c);
      const bets = teamBets(c, range);
      const inRange = (t: number) => t >= range[0] && t < range[1];
      const bettors = new Set(bets.map((b) => b.account));
      const newMembers = members.filter((m, i) => inRange(registeredAt(m, i))).length;
      // in cents: deposits 130 % of bets, withdrawals 60 % of wins, valid bets 95 %, rebate 0.8 % (as each PnL row)
      const betCents = bets.reduce((s, b) => s + b.betCents, 0);
      const winCents = bets.reduce((s, b) => s + Math.max(b.winLossCents, 0), 0);
      const value: TeamKpiValue = {
        summary: {
          depositAmount: decimalOf(Math.round((betCents * 13) / 10)),
          withdrawAmount: decimalOf(Math.round((winCents * 6) / 10)),
          betAmount: decimalOf(betCents),
          validBetAmount: decimalOf(Math.round((betCents * 95) / 100)),
          winLoss: decimalOf(bets.reduce((s, b) => s + b.winLossCents, 0)),
          rebateAmount: decimalOf(Math.round((betCents * 8) / 1000)),
          teamSize: members.length,
          newMembers,
        },
        footer: {
          teamLoginMemberCount: bettors.size + 2,
          teamBetMemberCount: bettors.size,
          teamRegisterMemberCount: newMembers,
          teamOnlineCount: Math.max(1, Math.floor(bettors.size / 2)),
        },
      };
      return ok(c, value);
    }),
  );

  /**
   * A transfer from the agent's main wallet to downlines (issue 20 item 1): every row is checked (a downline of this
   * agent's team, once, a positive amount of at most two decimals), then the withdrawal password, then the total
   * against the agent's balance; only then does any money move, in integer cents, each row recorded on both sides.
   */
  const transfer = async (c: DemoContext, rows: readonly TransferRow[], paymentPassword: string) => {
    if (rows.length === 0 || rows.length > MAX_TRANSFER_ROWS)
      return fail(c, 400, ERROR_CODE.validation, `Choose 1 to ${MAX_TRANSFER_ROWS} downlines.`, { field: 'transfers' });
    const members = team(c);
    const planned: { member: DemoMember; cents: number }[] = [];
    for (const row of rows) {
      const member = members.find((m) => m.account.toLowerCase() === row.account.trim().toLowerCase());
      if (!member) return fail(c, 403, TRANSFER_ERROR.notDownline, `${row.account} is not a member of your team.`, { account: row.account });
      if (planned.some((p) => p.member === member))
        return fail(c, 400, ERROR_CODE.validation, `${member.account} is listed twice.`, { field: 'transfers', account: member.account });
      // at most two decimals: the platform never rounds an amount it was sent
      if (!MONEY_AMOUNT.test(row.amount)) return fail(c, 400, ERROR_CODE.validation, 'Invalid amount.', { field: 'amount', account: member.account });
      const cents = centsOf(row.amount);
      if (cents <= 0) return fail(c, 400, ERROR_CODE.validation, 'The amount must be more than zero.', { field: 'amount', account: member.account });
      planned.push({ member, cents });
    }
    const now = state.now();
    const refused = await refuseWithdrawalPassword(c, paymentPassword, now);
    if (refused) return refused;
    const store = c.get('store');
    const agent = c.get('member');
    const available = agent.wallets[MAIN_WALLET] ?? 0;
    const total = planned.reduce((sum, p) => sum + p.cents, 0);
    if (total > available)
      return fail(c, 400, TRANSFER_ERROR.aboveBalance, 'The total is more than your balance.', { field: 'amount', limit: decimalOf(available) });
    const counter = transferCount(store);
    const orderId = `AT${store.merchantCode}${counter.next}${agent.id.slice(-4)}`;
    counter.next += 1;
    for (const { member, cents } of planned) {
      post(store, agent, 'AGENT_TRANSFER_OUT', -cents, now);
      post(store, member, 'AGENT_TRANSFER_IN', cents, now);
    }
    return ok(c, {
      orderId,
      balance: decimalOf(totalCents(agent)),
      transfers: planned.map(({ member, cents }) => ({ account: member.account, amount: decimalOf(cents) })),
    });
  };

  serve(
    app,
    transferDownline,
    deps,
    agentOnly((c, body) => transfer(c, [{ account: body.account, amount: body.amount }], body.paymentPassword)),
  );

  serve(
    app,
    transferMultipleDownline,
    deps,
    agentOnly((c, body) => transfer(c, body.transfers, body.paymentPassword)),
  );

  serve(
    app,
    teamPnl,
    deps,
    agentOnly((c) => {
      const range = rangeOf(c, state.now());
      if (!range) return badRange(c);
      // per member in cents: the rebate is 0.8 % of the bets, the profit the win/loss plus the rebate
      const sums = new Map<string, { bet: number; winLoss: number }>();
      for (const bet of teamBets(c, range)) {
        const sum = sums.get(bet.account) ?? { bet: 0, winLoss: 0 };
        sum.bet += bet.betCents;
        sum.winLoss += bet.winLossCents;
        sums.set(bet.account, sum);
      }
      const rows = [...sums].map(([account, { bet, winLoss }]): TeamPnlRow => {
        const rebate = Math.round((bet * 8) / 1000);
        return { account, betAmount: decimalOf(bet), winLoss: decimalOf(winLoss), rebateAmount: decimalOf(rebate), profit: decimalOf(winLoss + rebate) };
      });
      const page = paginate(
        c,
        rows.sort((a, b) => a.account.localeCompare(b.account)),
      );
      return page ? ok(c, page) : badPage(c);
    }),
  );

  serve(
    app,
    teamBetting,
    deps,
    agentOnly((c) => {
      const range = rangeOf(c, state.now());
      if (!range) return badRange(c);
      const account = (c.req.query('account') ?? '').trim().toLowerCase();
      const page = paginate(
        c,
        teamBets(c, range)
          .filter((b) => !account || b.account.toLowerCase().includes(account))
          .map(({ betCents, winLossCents, ...bet }): TeamBetRow => ({ ...bet, betAmount: decimalOf(betCents), winLoss: decimalOf(winLossCents) })),
      );
      return page ? ok(c, page) : badPage(c);
    }),
  );

  serve(app, rebateSettings, deps, (c) => {
    const { productRebates: own, globalRebates } = c.get('store').seed.agent;
    const isAgent = !NON_AGENT_TYPES.includes(c.get('member').type);
    // maxRebate: the merchant's ceiling of the type (globalRebateSettings, routes/agentDownlines.ts)
    const list = Object.entries(own).map(([productType, rebate]) => ({
      productType,
      rebate: isAgent ? rebate : Math.round(rebate * 5) / 10,
      maxRebate: globalRebates[productType] ?? 0,
    }));
    return ok(c, list);
  });

  serve(
    app,
    agentTransactions,
    deps,
    agentOnly((c) => {
      const range = rangeOf(c, state.now());
      if (!range) return badRange(c);
      if ((c.req.query('types') ?? 'A') !== 'A') return ok(c, { list: [], pageNum: 1, totalPages: 1 });
      const all = c.get('store').seed.agent.transactions.filter((t) => t.time >= range[0] && t.time < range[1]);
      const page = paginate(c, all);
      return page ? ok(c, page) : badPage(c);
    }),
  );

  /** The contracts the session's account holds (offered by its upline, or by the merchant: the seeded ones of `agent`). */
  const contractsOf = (c: DemoContext) => contractsHeldBy(c.get('store').agent.contracts, c.get('member').account);

  serve(app, contractRequests, deps, (c) => {
    const pending = (kind: ContractKind) => contractsOf(c).find((k) => k.kind === kind && k.state === 'pending');
    const value = {
      dailysalreqtype: pending('dailySalary') ? 'DAILY' : '',
      divtypecompperiodreq: pending('dividend') ? 'HALF_MONTH' : '',
      contracthoursalreq: pending('hourSalary') ? 'HOURLY' : '',
    };
    return ok(c, value);
  });

  for (const [kind, calls] of Object.entries(CONTRACT_CALLS) as [ContractKind, (typeof CONTRACT_CALLS)[ContractKind]][]) {
    serve(
      app,
      calls.info,
      deps,
      agentOnly((c) => {
        const list = contractsOf(c).filter((k) => k.kind === kind);
        const current = list.find((k) => k.state === 'pending') ?? list.find((k) => k.state === 'accepted') ?? null;
        return ok(c, { current: current && contractValue(current), history: list.filter((k) => k !== current).map(contractValue) });
      }),
    );

    serve(
      app,
      calls.process,
      deps,
      agentOnly((c, { contractId, action }) => {
        const list = contractsOf(c);
        const answered = list.find((k) => k.kind === kind && k.id === contractId);
        if (!answered) return fail(c, 404, ERROR_CODE.notFound, 'No such contract.');
        if (answered.state !== 'pending') return fail(c, 409, ERROR_CODE.validation, 'This contract has already been answered.');
        if (action === 'accept') for (const other of list) if (other.kind === kind && other.state === 'accepted') other.state = 'rejected';
        answered.state = action === 'accept' ? 'accepted' : 'rejected';
        answered.answeredAt = state.now();
        return ok(c, contractValue(answered));
      }),
    );
  }

  serve(
    app,
    currentDividend,
    deps,
    agentOnly((c) => {
      const accepted = contractsOf(c).some((k) => k.kind === 'dividend' && k.state === 'accepted');
      const now = state.now();
      // the current half-month so far: 10 % of the team's profit (what its members lost) in whole cents, as each
      // seeded period's rows; nothing while the members are ahead
      const { start, end } = halfMonthOf(now);
      const profitCents = -teamBets(c, [start, now + 1]).reduce((sum, bet) => sum + bet.winLossCents, 0);
      const value = {
        applicable: accepted,
        amount: decimalOf(accepted ? Math.floor(Math.max(profitCents, 0) / 10) : 0),
        periodStart: start,
        periodEnd: end,
      };
      return ok(c, value);
    }),
  );

  /** The agent's dividend periods (issue 20 item 3), seeded per merchant on first use. */
  const periodsOf = (c: DemoContext): DemoDividendPeriod[] => {
    const store = c.get('store');
    const agent = c.get('member');
    const dividends = dividendsOf(store);
    let periods = dividends.byAgent.get(agent.id);
    if (!periods) dividends.byAgent.set(agent.id, (periods = seedDividends(store.merchantCode, agent.id, team(c), state.now())));
    return periods;
  };

  serve(
    app,
    queryDividend,
    deps,
    agentOnly((c) => {
      const page = paginate(c, periodsOf(c).map(dividendValue), 10);
      return page ? ok(c, page) : badPage(c);
    }),
  );

  /**
   * Pays a period's unpaid rows to the downlines' main wallets in integer cents (the merchant pays: the agent's
   * balance does not move), each row recorded as DIVIDEND_IN; a paid period is refused (a repeated idempotency key
   * answers the first result in serve()).
   */
  serve(
    app,
    payoutDividend,
    deps,
    agentOnly(async (c, body) => {
      const period = periodsOf(c).find((p) => p.id === body.periodId);
      if (!period) return fail(c, 404, DIVIDEND_ERROR.notFound, 'No such dividend period.', { periodId: body.periodId });
      const unpaid = period.rows.filter((r) => !r.paid);
      if (unpaid.length === 0) return fail(c, 409, DIVIDEND_ERROR.alreadyPaid, 'This period has already been paid.', { periodId: period.id });
      const now = state.now();
      const refused = await refuseWithdrawalPassword(c, body.paymentPassword, now);
      if (refused) return refused;
      const store = c.get('store');
      const agent = c.get('member');
      const total = unpaid.reduce((sum, r) => sum + r.amountCents, 0);
      const payees: { row: DemoDividendPeriod['rows'][number]; member: DemoMember }[] = [];
      for (const row of unpaid) {
        const member = [...store.members.values()].find((m) => m.id === row.memberId);
        if (!member) return fail(c, 409, DIVIDEND_ERROR.notFound, 'A downline of this period no longer exists.', { periodId: period.id });
        payees.push({ row, member });
      }
      const dividends = dividendsOf(store);
      const orderId = `DP${store.merchantCode}${dividends.orders}${agent.id.slice(-4)}`;
      dividends.orders += 1;
      for (const { row, member } of payees) {
        post(store, member, 'DIVIDEND_IN', row.amountCents, now);
        row.paid = true;
      }
      period.paidAt = now;
      return ok(c, {
        orderId,
        periodId: period.id,
        total: decimalOf(total),
        paid: unpaid.map((r) => ({ account: r.account, amount: decimalOf(r.amountCents) })),
      });
    }),
  );

  /** Demo only: offers the Token header's agent a new pending contract of `kind` (tests and samples answer it). */
  app.post(MESSAGES_DEMO_PATH.offerContract, async (c) => {
    const found = demoSession(state, c);
    if (!found) return fail(c, 401, ERROR_CODE.sessionExpired, 'The account has been logged out, please log in again');
    const { kind } = ((await c.req.json().catch(() => ({}))) ?? {}) as { kind?: unknown };
    if (kind !== 'dailySalary' && kind !== 'dividend' && kind !== 'hourSalary')
      return fail(c, 400, ERROR_CODE.validation, 'kind must be dailySalary, dividend or hourSalary.');
    const { contracts } = found.store.agent;
    const offered = contract(nextContractId(contracts, kind), kind, 'pending', state.now(), null);
    contracts.unshift({ ...offered, holder: found.member.account.toLowerCase(), offeredBy: null });
    return ok(c, offered);
  });

  return app;
}
