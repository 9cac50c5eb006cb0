// Catalogue: the agent area (issue 6, packages/agent): team KPIs and reports, downlines, rebates, transactions,
// contracts and dividends; plus the agent-finance issue's planned calls. Spec 000 sections 2 and 6, spec 001
// section 7; module ids and token rules from docs/api-map.md and packages/agent/README.md.
import * as s from '../schema';
import { call, pageOf, typed } from './define';

/** A date range of a report (YYYY-MM-DD, end inclusive). */
type Range = { startDate: string; endDate: string };
type PagedRange = Range & { pageNo: number; pageSize: number };

/** A page of a report. */
/** A page of report rows. */
export interface ReportValue<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
}

const teamKpiSummary = s.object({
  depositAmount: s.number,
  withdrawAmount: s.number,
  betAmount: s.number,
  validBetAmount: s.number,
  winLoss: s.number,
  rebateAmount: s.number,
  teamSize: s.number,
  newMembers: s.number,
});
/** The four team counters (the agent home). */
const teamKpiFooter = s.object({
  teamLoginMemberCount: s.number,
  teamBetMemberCount: s.number,
  teamRegisterMemberCount: s.number,
  teamOnlineCount: s.number,
});
const teamKpiValue = s.object({ summary: teamKpiSummary, footer: teamKpiFooter });
export type TeamKpiSummary = s.Infer<typeof teamKpiSummary>;
export type TeamKpiFooter = s.Infer<typeof teamKpiFooter>;
export type TeamKpiValue = s.Infer<typeof teamKpiValue>;

/** The team's KPIs over a date range and the four counters (the agent home asks for today with `size: 0`). */
export const teamKpi = call({
  path: '/wps/relay/ODSFE2_TeamKPIA',
  module: 'AGEINFO3',
  token: 'required',
  params: typed<Range & { size?: number }>(),
  answer: teamKpiValue,
});

const teamPnlRow = s.object({ account: s.string, betAmount: s.number, winLoss: s.number, rebateAmount: s.number, profit: s.number });
export type TeamPnlRow = s.Infer<typeof teamPnlRow>;

/** The team's profit and loss per member over a date range, paged. */
export const teamPnl = call({
  path: '/wps/relay/ODSFE2_TeamKPIB',
  module: 'PERSPNL3',
  token: 'required',
  params: typed<PagedRange>(),
  answer: pageOf(teamPnlRow),
});

const teamBetRow = s.object({
  id: s.string,
  account: s.string,
  gameName: s.string,
  gameType: s.string,
  betAmount: s.number,
  winLoss: s.number,
  betTime: s.number,
});
export type TeamBetRow = s.Infer<typeof teamBetRow>;

/** The team's bets over a date range, paged, optionally of the accounts matching `account`. */
export const teamBetting = call({
  path: '/wps/relay/ODSFE2_teamKPIC',
  module: 'AGEINFO3',
  token: 'required',
  params: typed<PagedRange & { account: string }>(),
  answer: pageOf(teamBetRow),
});

const downline = s.object({
  id: s.string,
  account: s.string,
  type: s.number,
  registerDate: s.number,
  lastLoginDate: s.nullable(s.number),
  /** the downline's total balance (decimal string) */
  balance: s.decimal,
  /** rebate percent for the member */
  rebate: s.number,
});
const downlinesValue = s.object({
  list: s.array(downline),
  pageNum: s.number,
  totalPages: s.number,
  total: s.number,
  /** the highest rebate the agent may give */
  maxRebate: s.number,
});
export type Downline = s.Infer<typeof downline>;
export type DownlinesValue = s.Infer<typeof downlinesValue>;

/** The agent's direct downlines, searched by account and paged, with the highest rebate the agent may give. */
export const downlines = call({
  path: '/wps/agent/downlines',
  module: 'AGEDOWNMAN3',
  token: 'required',
  params: typed<{ search: string; pageNo: number; pageSize: number }>(),
  answer: downlinesValue,
});

/** Sets one downline's rebate (0 to the agent's maximum, steps of 0.1); the site reloads the list, not the answer. */
export const updateDownlineRebates = call({
  path: '/wps/agent/updateDownlineRebates',
  method: 'POST',
  module: 'AGEDOWNMAN3',
  token: 'required',
  body: s.object({ account: s.string, rebate: s.number }),
  answer: s.unknown,
});

const downlineRegisterBody = s.object({ username: s.string, password: s.string, confirmPassword: s.string, rebate: s.number });
export type DownlineRegisterPayload = s.Infer<typeof downlineRegisterBody>;

/** Opens a downline account (agent register): the player registration rules apply to its username and password. */
export const registerDownline = call({
  path: '/wps/agent/downline',
  method: 'PUT',
  module: 'AGEDOWNMAN3',
  token: 'required',
  body: downlineRegisterBody,
  answer: s.object({ account: s.string }),
});

const rebateSetting = s.object({ productType: s.string, rebate: s.number, maxRebate: s.number });
export type RebateSetting = s.Infer<typeof rebateSetting>;

/** The member's rebate rate per product type (agent rebates, and any member's cash back). */
export const rebateSettings = call({ path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', token: 'required', answer: s.array(rebateSetting) });

const transactionRow = s.object({ id: s.string, type: s.string, amount: s.number, balanceAfter: s.number, time: s.number, remark: s.string });
export type TransactionRow = s.Infer<typeof transactionRow>;

/** The agent's transactions of the given types over a date range, paged. */
export const agentTransactions = call({
  path: '/wps/relay/ODSFE2_MemTransDet',
  module: 'MEMTRANS3',
  token: 'required',
  params: typed<PagedRange & { types: string }>(),
  answer: pageOf(transactionRow),
});

// ---- contracts and dividends ----

const contractRequestsValue = s.object({ dailysalreqtype: s.string, divtypecompperiodreq: s.string, contracthoursalreq: s.string });
/** Pending contract requirements; a non-empty value means a contract waits for an answer. */
export type ContractRequestsValue = s.Infer<typeof contractRequestsValue>;

/** Which contracts wait for the agent's answer (the contract alert). */
export const contractRequests = call({ path: '/wps/relay/MCS2_getContracDailySalReq', module: 'COMM3', token: 'required', answer: contractRequestsValue });

const contractKind = s.literal('dailySalary', 'dividend', 'hourSalary');
const contract = s.object({
  id: s.string,
  kind: contractKind,
  state: s.literal('pending', 'accepted', 'rejected'),
  /** from `threshold` (team valid bet, or team profit for dividends) the tier pays `reward` (amount, or percent) */
  tiers: s.array(s.object({ threshold: s.number, reward: s.number })),
  /** settlement period: day, hour, or the dividend period */
  period: s.string,
  createdAt: s.number,
  answeredAt: s.nullable(s.number),
});
export type Contract = s.Infer<typeof contract>;
export type ContractKind = Contract['kind'];
export type ContractState = Contract['state'];
export type ContractTier = Contract['tiers'][number];
const contractInfoValue = s.object({ current: s.nullable(contract), history: s.array(contract) });
export type ContractInfoValue = s.Infer<typeof contractInfoValue>;
const contractProcessBody = s.object({ contractId: s.string, action: s.literal('accept', 'reject') });
export type ContractProcessBody = s.Infer<typeof contractProcessBody>;

/** The daily salary contract: the one waiting or in force, and the history. */
export const dailySalaryContract = call({
  path: '/wps/relay/MCS2_getContractDailySalInfo',
  module: 'DAILYSALCONT3',
  token: 'required',
  answer: contractInfoValue,
});
/** The dividend contract: the one waiting or in force, and the history. */
export const dividendContract = call({ path: '/wps/relay/MCS2_getContractDividendInfo', module: 'SIGNCONDIV3', token: 'required', answer: contractInfoValue });
/** The hourly salary contract: the one waiting or in force, and the history. */
export const hourSalaryContract = call({ path: '/wps/relay/MCS2_getContractHourSalInfo', module: 'HOURSAL3', token: 'required', answer: contractInfoValue });

/** Accepts or rejects the pending daily salary contract; answers the contract as it now stands. */
export const processDailySalaryContract = call({
  path: '/wps/relay/MCSFE_processDailySalaryContract',
  method: 'POST',
  module: 'DAILYSALCONT3',
  token: 'required',
  body: contractProcessBody,
  answer: contract,
});
/** Accepts or rejects the pending dividend contract; answers the contract as it now stands. */
export const processDividendContract = call({
  path: '/wps/relay/MCSFE_processContractDividend',
  method: 'POST',
  module: 'SIGNCONDIV3',
  token: 'required',
  body: contractProcessBody,
  answer: contract,
});
/** Accepts or rejects the pending hourly salary contract; answers the contract as it now stands. */
export const processHourSalaryContract = call({
  path: '/wps/relay/MCSFE_processContractHourSalary',
  method: 'POST',
  module: 'HOURSAL3',
  token: 'required',
  body: contractProcessBody,
  answer: contract,
});

/** The contract entries of each kind: its info and its answer. */
export const CONTRACT_CALLS = {
  dailySalary: { info: dailySalaryContract, process: processDailySalaryContract },
  dividend: { info: dividendContract, process: processDividendContract },
  hourSalary: { info: hourSalaryContract, process: processHourSalaryContract },
} as const satisfies Record<ContractKind, unknown>;

const currentDividendValue = s.object({
  /** whether dividends apply to this agent (an accepted dividend contract) */
  applicable: s.boolean,
  /** the dividend so far (decimal string) */
  amount: s.decimal,
  periodStart: s.number,
  periodEnd: s.number,
});
export type CurrentDividendValue = s.Infer<typeof currentDividendValue>;

/** The dividend of the current period, and whether dividends apply (the agent home's dividend entry). */
export const currentDividend = call({ path: '/wps/relay/ODSFE2_CurrentDividend', module: 'COMM3', token: 'required', answer: currentDividendValue });

// ---- transfers to downlines (issue 20 item 1): money, once per idempotency key, the withdrawal password ----

/**
 * The platform's refusals of a transfer (besides the withdrawal password's `payment.password.*`, as a withdrawal):
 * `notDownline` names an account outside this agent's team (value.account, and the platform's own message),
 * `aboveBalance` a total above the agent's balance (value.limit: the balance).
 */
export const TRANSFER_ERROR = { notDownline: 'agent.transfer.notDownline', aboveBalance: 'agent.transfer.aboveBalance' } as const;

const transferRow = s.object({ account: s.string, amount: s.decimal });
export type TransferRow = s.Infer<typeof transferRow>;
const transferDownlineBody = s.object({ account: s.string, amount: s.decimal, paymentPassword: s.string });
export type TransferDownlineBody = s.Infer<typeof transferDownlineBody>;
/** The most downlines one transfer pays: the platform refuses more, the transfer page lets no more be chosen. */
export const MAX_TRANSFER_ROWS = 50;
const transferMultipleBody = s.object({ transfers: s.array(transferRow), paymentPassword: s.string });
export type TransferMultipleBody = s.Infer<typeof transferMultipleBody>;
const transferValue = s.object({
  orderId: s.string,
  /** the agent's balance after the transfer */
  balance: s.decimal,
  /** what each downline received, in the order sent */
  transfers: s.array(transferRow),
});
export type TransferValue = s.Infer<typeof transferValue>;

/**
 * Transfers money from the agent's balance to one downline with the withdrawal password; the body is encrypted. A
 * transfer is made whole or not at all; both sides get a transaction record (AGENT_TRANSFER_OUT, AGENT_TRANSFER_IN).
 */
export const transferDownline = call({
  path: '/wps/agent/transferDownline',
  method: 'POST',
  module: 'AGEDOWNMAN3',
  token: 'required',
  encrypted: true,
  money: true,
  body: transferDownlineBody,
  answer: transferValue,
});

/**
 * Transfers an amount to each of several downlines in one operation (one amount per row, or the same in every row)
 * with the withdrawal password; the body is encrypted. All rows or none: a row the platform refuses refuses all.
 */
export const transferMultipleDownline = call({
  path: '/wps/agent/transferMultipleDownline',
  method: 'POST',
  module: 'AGEDOWNMAN3',
  token: 'required',
  encrypted: true,
  money: true,
  body: transferMultipleBody,
  answer: transferValue,
});

// ---- dividends by period (issue 20 item 3): the history, and the payout to downlines once per period ----

/**
 * The platform's refusals of a dividend payout (besides the withdrawal password's `payment.password.*`):
 * `alreadyPaid` a period whose rows are all paid (value.periodId), `notFound` a period that is not this agent's.
 */
export const DIVIDEND_ERROR = {
  alreadyPaid: 'agent.dividend.alreadyPaid',
  notFound: 'agent.dividend.notFound',
} as const;

const dividendRow = s.object({
  account: s.string,
  /** the downline's team profit over the period (decimal string, may be negative) */
  profit: s.decimal,
  /** the downline's dividend of the period (decimal string) */
  amount: s.decimal,
  paid: s.boolean,
});
const dividendPeriod = s.object({
  id: s.string,
  periodStart: s.number,
  periodEnd: s.number,
  /** the sum of the rows' amounts, and of the rows not yet paid (decimal strings) */
  total: s.decimal,
  unpaid: s.decimal,
  /** when the last payout of the period was made; null while nothing was paid */
  paidAt: s.nullable(s.number),
  rows: s.array(dividendRow),
});
export type DividendRow = s.Infer<typeof dividendRow>;
export type DividendPeriod = s.Infer<typeof dividendPeriod>;

/** The agent's dividend periods, newest first, paged: each with its rows per downline (profit, dividend, paid). */
export const queryDividend = call({
  path: '/wps/relay/ODSFE2_QueryDividend',
  module: 'SIGNCONDIV3',
  token: 'required',
  params: typed<{ pageNo: number; pageSize: number }>(),
  answer: pageOf(dividendPeriod),
});

const payoutDividendBody = s.object({ periodId: s.string, paymentPassword: s.string });
export type PayoutDividendBody = s.Infer<typeof payoutDividendBody>;
const payoutDividendValue = s.object({
  orderId: s.string,
  periodId: s.string,
  /** what was paid now (the period's unpaid rows) */
  total: s.decimal,
  paid: s.array(s.object({ account: s.string, amount: s.decimal })),
});
export type PayoutDividendValue = s.Infer<typeof payoutDividendValue>;

/**
 * Pays the unpaid rows of one dividend period to the downlines, confirmed with the agent's withdrawal password (the
 * body is encrypted, as a transfer's): the platform pays them (the merchant's dividend, not the agent's balance), all
 * the period's unpaid rows or none, once (the idempotency key answers the first result; a paid period is refused).
 * Each downline gets a DIVIDEND_IN record.
 */
export const payoutDividend = call({
  path: '/wps/relay/ODSFE2_PayoutDividend',
  method: 'POST',
  module: 'SIGNCONDIV3',
  token: 'required',
  encrypted: true,
  money: true,
  body: payoutDividendBody,
  answer: payoutDividendValue,
});

// ---- planned: the agent-finance issue (spec 001 section 7). Best-guess schemas, no screen, no demo route. ----
// Module ids are given where docs/api-map.md records one; the others are to be confirmed when built.

/** Planned: the agent's income of the previous and the current period. */
export const agentIncome = call({
  path: '/wps/relay/ODS2_AgentPrevAndCurrIncome',
  token: 'required',
  answer: s.object({ previous: s.decimal, current: s.decimal }),
  planned: true,
});

const dailySalaryRow = s.object({ account: s.string, date: s.string, validBet: s.decimal, amount: s.decimal, status: s.string });

/** Planned: the daily salaries of the agent's downlines over a date range, paged. */
export const queryDailySalary = call({
  path: '/wps/relay/ODSFE2_QueryDailySalary',
  token: 'required',
  params: typed<PagedRange>(),
  answer: pageOf(dailySalaryRow),
  planned: true,
});

/** Planned: today's daily salary so far. */
export const currentDailySalary = call({
  path: '/wps/relay/ODSFE2_CurrentDailySalary',
  token: 'required',
  answer: s.object({ applicable: s.boolean, validBet: s.decimal, amount: s.decimal }),
  planned: true,
});

/** Planned: the agent's subordinates (the team tree below a downline). */
export const subordinates = call({
  path: '/wps/relay/ODSFE2_Subordinate',
  token: 'required',
  params: typed<{ account?: string; pageNo: number; pageSize: number }>(),
  answer: pageOf(s.object({ account: s.string, type: s.number, teamSize: s.number })),
  planned: true,
});

/** Planned: offers a daily salary contract to a downline. */
export const applyDailySalaryContract = call({
  path: '/wps/relay/MCS2_applyContractDailySal',
  method: 'POST',
  token: 'required',
  body: s.object({ account: s.string, tiers: s.array(s.object({ threshold: s.number, reward: s.number })) }),
  answer: s.unknown,
  planned: true,
});

/** Planned: answers a daily salary contract through the MCS2 service (the built answer is processDailySalaryContract). */
export const processDailySalContract = call({
  path: '/wps/relay/MCS2_processDailySalContract',
  method: 'POST',
  token: 'required',
  body: contractProcessBody,
  answer: contract,
  planned: true,
});

/** Planned: the history of the daily salary contracts the agent offered or answered. */
export const dailySalaryContractHistory = call({
  path: '/wps/relay/MCS2_getDailySalContractHist',
  token: 'required',
  params: typed<{ pageNo: number; pageSize: number }>(),
  answer: pageOf(contract),
  planned: true,
});

/** Planned: accepts or rejects the pending real-time salary contract. */
export const processRealTimeSalaryContract = call({
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  method: 'POST',
  module: 'RTSALARY3',
  token: 'required',
  body: contractProcessBody,
  answer: s.unknown,
  planned: true,
});

/** Planned: the merchant's rebate settings per product type (the ceilings an agent gives within). */
export const globalRebateSettings = call({
  path: '/wps/relay/MCS2_getGlobalRebateSettingsByProductType',
  token: 'required',
  answer: s.array(rebateSetting),
  planned: true,
});
// ODSFE2_MemPNL (the member's profit and loss), also named by the agent-finance issue, is planned in cashier.ts.
