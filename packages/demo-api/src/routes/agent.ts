import { Hono } from 'hono';
import {
  AGENT_PATH,
  ERROR_CODE,
  MEMBER_TYPE,
  type ContractInfoValue,
  type ContractKind,
  type ContractProcessBody,
  type ContractRequestsValue,
  type CurrentDividendValue,
  type Downline,
  type DownlineRegisterPayload,
  type DownlinesValue,
  type RebateSetting,
  type ReportValue,
  type TeamBetRow,
  type TeamKpiValue,
  type TeamPnlRow,
  type TransactionRow,
} from '@wl/api-client/protocol';
import { fail, ok, positiveInt } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { requireSession } from '../middleware';
import { AGENT_MAX_REBATE, betsAt, startOfDay } from '../seed/agent';
import type { DemoMember } from '../seed/types';
import { REGISTER_SETTINGS } from './accounts';

const DAY = 24 * 60 * 60 * 1000;
const NON_AGENT_TYPES: readonly number[] = [MEMBER_TYPE.member, MEMBER_TYPE.trial, MEMBER_TYPE.nonAgent];
/** A downline's username and password follow the merchant's registration rule set (GET /wps/system/setting/register). */
const matchesRegisterRule = (field: 'username' | 'password', value: string) => new RegExp(REGISTER_SETTINGS[field].pattern ?? '').test(value);

/** `YYYY-MM-DD` as the local start of that day; NaN when malformed. */
function parseDay(raw: string | undefined): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw ?? '');
  if (!match) return Number.NaN;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

/** The query's [start, end) range (end date inclusive); today when absent; undefined when malformed or reversed. */
function rangeOf(c: DemoContext, now: number): [number, number] | undefined {
  const start = c.req.query('startDate') ? parseDay(c.req.query('startDate')) : startOfDay(now);
  const end = (c.req.query('endDate') ? parseDay(c.req.query('endDate')) : startOfDay(now)) + DAY;
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return undefined;
  return [start, end];
}

function paginate<T>(c: DemoContext, all: T[], defaultSize = 20): { list: T[]; pageNum: number; totalPages: number } | undefined {
  const pageNo = positiveInt(c.req.query('pageNo'), 1);
  const pageSize = positiveInt(c.req.query('pageSize'), defaultSize);
  if (Number.isNaN(pageNo) || Number.isNaN(pageSize)) return undefined;
  return { list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(all.length / pageSize)) };
}

const CONTRACT_INFO: Record<string, ContractKind> = {
  [AGENT_PATH.dailySalaryInfo]: 'dailySalary',
  [AGENT_PATH.dividendInfo]: 'dividend',
  [AGENT_PATH.hourSalaryInfo]: 'hourSalary',
};
const CONTRACT_PROCESS: Record<string, ContractKind> = {
  [AGENT_PATH.dailySalaryProcess]: 'dailySalary',
  [AGENT_PATH.dividendProcess]: 'dividend',
  [AGENT_PATH.hourSalaryProcess]: 'hourSalary',
};

/** The agent area (issue 6): team KPIs, downlines, rebates, contracts, agent register, transaction records. */
export function agentRoutes({ state }: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  const session = requireSession(state);
  const agentOnly = async (c: DemoContext, next: () => Promise<void>) => {
    if (NON_AGENT_TYPES.includes(c.get('member').type)) return fail(c, 403, ERROR_CODE.nonAgent, 'Non-agents cannot log in');
    await next();
    return undefined;
  };
  const team = (c: DemoContext): DemoMember[] => [...c.get('store').members.values()].filter((m) => m.parentId === c.get('member').id);
  const badRange = (c: DemoContext) => fail(c, 400, ERROR_CODE.validation, 'startDate and endDate must be YYYY-MM-DD, start before end.');
  const badPage = (c: DemoContext) => fail(c, 400, ERROR_CODE.validation, 'pageNo and pageSize must be positive integers.');
  const teamBets = (c: DemoContext, [start, end]: [number, number]): TeamBetRow[] => {
    const accounts = new Set(team(c).map((m) => m.account));
    return betsAt(c.get('store').seed.agent.bets, state.now()).filter((b) => accounts.has(b.account) && b.betTime >= start && b.betTime < end);
  };
  // every ninth member registered today (earlier today, whatever the hour), the others days ago
  const registeredAt = (_m: DemoMember, index: number) => {
    const now = state.now();
    return index % 9 === 0 ? startOfDay(now) + Math.floor((now - startOfDay(now)) / 2) : now - (index + 1) * DAY * 3;
  };

  app.get(AGENT_PATH.teamKpi, session, agentOnly, (c) => {
    const range = rangeOf(c, state.now());
    if (!range) return badRange(c);
    const members = team(c);
    const bets = teamBets(c, range);
    const inRange = (t: number) => t >= range[0] && t < range[1];
    const bettors = new Set(bets.map((b) => b.account));
    const newMembers = members.filter((m, i) => inRange(registeredAt(m, i))).length;
    const value: TeamKpiValue = {
      summary: {
        depositAmount: bets.reduce((s, b) => s + b.betAmount, 0) * 1.3,
        withdrawAmount: bets.reduce((s, b) => s + Math.max(b.winLoss, 0), 0) * 0.6,
        betAmount: bets.reduce((s, b) => s + b.betAmount, 0),
        validBetAmount: bets.reduce((s, b) => s + b.betAmount, 0) * 0.95,
        winLoss: bets.reduce((s, b) => s + b.winLoss, 0),
        rebateAmount: Math.round(bets.reduce((s, b) => s + b.betAmount, 0) * 0.8) / 100,
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
  });

  app.get(AGENT_PATH.downlines, session, agentOnly, (c) => {
    const search = (c.req.query('search') ?? '').trim().toLowerCase();
    const rebates = c.get('store').agent.rebates;
    const all: Downline[] = team(c)
      .map((m, i) => ({
        id: m.id,
        account: m.account,
        type: m.type,
        registerDate: registeredAt(m, i),
        lastLoginDate: i % 4 === 3 ? null : state.now() - (i % 5) * DAY,
        balance: m.sumBalance,
        rebate: rebates.get(m.account.toLowerCase()) ?? 0,
      }))
      .filter((d) => !search || d.account.toLowerCase().includes(search))
      .sort((a, b) => a.account.localeCompare(b.account));
    const page = paginate(c, all, 10);
    if (!page) return badPage(c);
    return ok<DownlinesValue>(c, { ...page, total: all.length, maxRebate: AGENT_MAX_REBATE });
  });

  app.post(AGENT_PATH.updateDownlineRebates, session, agentOnly, async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { account?: unknown; rebate?: unknown };
    const member = team(c).find((m) => m.account.toLowerCase() === String(body.account ?? '').toLowerCase());
    if (!member) return fail(c, 404, ERROR_CODE.notFound, 'No such downline.');
    const rebate = Number(body.rebate);
    if (!Number.isFinite(rebate) || rebate < 0 || rebate > AGENT_MAX_REBATE || Math.round(rebate * 10) !== rebate * 10) {
      return fail(c, 400, ERROR_CODE.validation, `The rebate must be between 0 and ${AGENT_MAX_REBATE} in steps of 0.1.`, { field: 'rebate' });
    }
    c.get('store').agent.rebates.set(member.account.toLowerCase(), rebate);
    return ok(c, { account: member.account, rebate });
  });

  app.put(AGENT_PATH.downline, session, agentOnly, async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Partial<DownlineRegisterPayload>;
    const username = String(body.username ?? '').trim();
    const password = String(body.password ?? '');
    if (!username || !matchesRegisterRule('username', username)) return fail(c, 400, ERROR_CODE.validation, 'Bad account format', { field: 'username' });
    if (!password || !matchesRegisterRule('password', password)) return fail(c, 400, ERROR_CODE.validation, 'Bad password format', { field: 'password' });
    if (password !== body.confirmPassword) return fail(c, 400, ERROR_CODE.validation, 'confirmation incorrect', { field: 'confirmPassword' });
    const rebate = Number(body.rebate ?? 0);
    if (!Number.isFinite(rebate) || rebate < 0 || rebate > AGENT_MAX_REBATE) return fail(c, 400, ERROR_CODE.validation, 'Bad rebate', { field: 'rebate' });
    const store = c.get('store');
    if (store.members.has(username.toLowerCase())) return fail(c, 409, ERROR_CODE.usernameExists, 'Sorry, the username already exists', { field: 'username' });
    const agent = c.get('member');
    const member: DemoMember = {
      ...agent,
      id: String(70_000_000 + store.members.size),
      account: username,
      password,
      nickname: null,
      type: MEMBER_TYPE.member,
      clubLabel: null,
      sumBalance: 0,
      parentId: agent.id,
    };
    store.members.set(username.toLowerCase(), member);
    store.agent.rebates.set(username.toLowerCase(), rebate);
    return ok(c, { account: username, id: member.id });
  });

  app.get(AGENT_PATH.teamPnl, session, agentOnly, (c) => {
    const range = rangeOf(c, state.now());
    if (!range) return badRange(c);
    const rows = new Map<string, TeamPnlRow>();
    for (const bet of teamBets(c, range)) {
      const row = rows.get(bet.account) ?? { account: bet.account, betAmount: 0, winLoss: 0, rebateAmount: 0, profit: 0 };
      row.betAmount += bet.betAmount;
      row.winLoss += bet.winLoss;
      row.rebateAmount = Math.round(row.betAmount * 0.8) / 100;
      row.profit = Math.round((row.winLoss + row.rebateAmount) * 100) / 100;
      rows.set(bet.account, row);
    }
    const page = paginate(
      c,
      [...rows.values()].sort((a, b) => a.account.localeCompare(b.account)),
    );
    return page ? ok<ReportValue<TeamPnlRow>>(c, page) : badPage(c);
  });

  app.get(AGENT_PATH.teamBetting, session, agentOnly, (c) => {
    const range = rangeOf(c, state.now());
    if (!range) return badRange(c);
    const account = (c.req.query('account') ?? '').trim().toLowerCase();
    const page = paginate(
      c,
      teamBets(c, range).filter((b) => !account || b.account.toLowerCase().includes(account)),
    );
    return page ? ok<ReportValue<TeamBetRow>>(c, page) : badPage(c);
  });

  app.get(AGENT_PATH.rebateSettings, session, (c) => {
    const own = c.get('store').seed.agent.productRebates;
    const isAgent = !NON_AGENT_TYPES.includes(c.get('member').type);
    const list: RebateSetting[] = Object.entries(own).map(([productType, rebate]) => ({
      productType,
      rebate: isAgent ? rebate : Math.round(rebate * 5) / 10,
      maxRebate: AGENT_MAX_REBATE,
    }));
    return ok(c, list);
  });

  app.get(AGENT_PATH.transactions, session, agentOnly, (c) => {
    const range = rangeOf(c, state.now());
    if (!range) return badRange(c);
    if ((c.req.query('types') ?? 'A') !== 'A') return ok<ReportValue<TransactionRow>>(c, { list: [], pageNum: 1, totalPages: 1 });
    const all = c.get('store').seed.agent.transactions.filter((t) => t.time >= range[0] && t.time < range[1]);
    const page = paginate(c, all);
    return page ? ok<ReportValue<TransactionRow>>(c, page) : badPage(c);
  });

  const contractsOf = (c: DemoContext) => (c.get('member').account === 'agent' ? c.get('store').agent.contracts : []);

  app.get(AGENT_PATH.contractRequests, session, (c) => {
    const pending = (kind: ContractKind) => contractsOf(c).find((k) => k.kind === kind && k.state === 'pending');
    const value: ContractRequestsValue = {
      dailysalreqtype: pending('dailySalary') ? 'DAILY' : '',
      divtypecompperiodreq: pending('dividend') ? 'HALF_MONTH' : '',
      contracthoursalreq: pending('hourSalary') ? 'HOURLY' : '',
    };
    return ok(c, value);
  });

  for (const [path, kind] of Object.entries(CONTRACT_INFO)) {
    app.get(path, session, agentOnly, (c) => {
      const list = contractsOf(c).filter((k) => k.kind === kind);
      const current = list.find((k) => k.state === 'pending') ?? list.find((k) => k.state === 'accepted') ?? null;
      return ok<ContractInfoValue>(c, { current, history: list.filter((k) => k !== current) });
    });
  }

  for (const [path, kind] of Object.entries(CONTRACT_PROCESS)) {
    app.post(path, session, agentOnly, async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as Partial<ContractProcessBody>;
      const contract = contractsOf(c).find((k) => k.kind === kind && k.id === body.contractId);
      if (!contract) return fail(c, 404, ERROR_CODE.notFound, 'No such contract.');
      if (contract.state !== 'pending') return fail(c, 409, ERROR_CODE.validation, 'This contract has already been answered.');
      if (body.action !== 'accept' && body.action !== 'reject') return fail(c, 400, ERROR_CODE.validation, 'action must be accept or reject.');
      const list = contractsOf(c);
      if (body.action === 'accept') for (const other of list) if (other.kind === kind && other.state === 'accepted') other.state = 'rejected';
      contract.state = body.action === 'accept' ? 'accepted' : 'rejected';
      contract.answeredAt = state.now();
      return ok(c, contract);
    });
  }

  app.get(AGENT_PATH.currentDividend, session, agentOnly, (c) => {
    const accepted = contractsOf(c).some((k) => k.kind === 'dividend' && k.state === 'accepted');
    const now = state.now();
    const value: CurrentDividendValue = {
      applicable: accepted,
      amount: accepted ? 1234.5 : 0,
      periodStart: startOfDay(now) - 14 * DAY,
      periodEnd: startOfDay(now) + DAY,
    };
    return ok(c, value);
  });

  return app;
}
