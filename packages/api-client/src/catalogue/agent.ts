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
  depositAmount: s.decimal,
  withdrawAmount: s.decimal,
  betAmount: s.decimal,
  validBetAmount: s.decimal,
  winLoss: s.decimal,
  rebateAmount: s.decimal,
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

const teamPnlRow = s.object({ account: s.string, betAmount: s.decimal, winLoss: s.decimal, rebateAmount: s.decimal, profit: s.decimal });
export type TeamPnlRow = s.Infer<typeof teamPnlRow>;

/** The team's profit and loss per member over a date range, paged. */
export const teamPnl = call({
  path: '/wps/relay/ODSFE2_TeamKPIB',
  module: 'PERSPNL3',
  token: 'required',
  params: typed<PagedRange>(),
  answer: pageOf(teamPnlRow),
});

const teamPnlDay = s.object({
  /** the day, YYYY-MM-DD in the platform's local time */
  date: s.string,
  /** the team's deposits, bets and profit and loss of that day (decimal strings; profit and loss may be negative) */
  deposit: s.decimal,
  bet: s.decimal,
  profitLoss: s.decimal,
});
export type TeamPnlDay = s.Infer<typeof teamPnlDay>;
const teamPnlTrendValue = s.object({ list: s.array(teamPnlDay) });
export type TeamPnlTrendValue = s.Infer<typeof teamPnlTrendValue>;

/**
 * The team's deposits, bets and profit and loss per day of a date range (at most 366 days), every day of the range
 * in order, days without activity at zero: the charts of /m/agent/team/pnl. The spec names no call for it: the name
 * and module are ours (docs/decisions/076-team-pnl-charts.md).
 */
export const teamPnlTrend = call({
  path: '/wps/relay/ODSFE2_TeamPnlTrend',
  module: 'PERSPNL3',
  token: 'required',
  params: typed<Range>(),
  answer: teamPnlTrendValue,
});

const teamBetRow = s.object({
  id: s.string,
  account: s.string,
  gameName: s.string,
  gameType: s.string,
  betAmount: s.decimal,
  winLoss: s.decimal,
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

// ---- downlines (issue 20 item 2): list, detail, rebates per product type within the agent's limits, quota ----
// docs/decisions/075-downline-rebates-and-quota.md

const productRebate = s.object({ productType: s.string, rebate: s.number });
export type ProductRebate = s.Infer<typeof productRebate>;

const downlineRow = s.object({
  id: s.string,
  account: s.string,
  type: s.number,
  registerDate: s.number,
  lastLoginDate: s.nullable(s.number),
  /** the downline's total balance (decimal string) */
  balance: s.decimal,
  /** the downline's headline rebate percent: the highest of its rebates per product type (the detail has each) */
  rebate: s.number,
});
const downlinesValue = s.object({
  list: s.array(downlineRow),
  pageNum: s.number,
  totalPages: s.number,
  total: s.number,
});
export type Downline = s.Infer<typeof downlineRow>;
export type DownlinesValue = s.Infer<typeof downlinesValue>;

/** The agent's direct downlines, searched by account and paged. */
export const downlines = call({
  path: '/wps/agent/downlines',
  module: 'AGEDOWNMAN3',
  token: 'required',
  params: typed<{ search: string; pageNo: number; pageSize: number }>(),
  answer: downlinesValue,
});

const downlineDetailValue = s.object({
  id: s.string,
  account: s.string,
  type: s.number,
  registerDate: s.number,
  lastLoginDate: s.nullable(s.number),
  /** the downline's total balance (decimal string) */
  balance: s.decimal,
  /** how many members the downline's own team has (direct downlines) */
  teamSize: s.number,
  /** the downline's rebate percent per product type */
  rebates: s.array(productRebate),
});
export type DownlineDetail = s.Infer<typeof downlineDetailValue>;

/** One downline of the agent's (404 `not.found` for an account outside the agent's direct team). */
export const downlineDetail = call({
  path: '/wps/agent/downline',
  module: 'AGEDOWNMAN3',
  token: 'required',
  params: typed<{ account: string }>(),
  answer: downlineDetailValue,
});

/**
 * The platform's refusals of downline rebates and accounts: `aboveLimit` a rebate above the agent's limit for its
 * product type (value: `field` 'rebates' or 'rebate', `productType` when one type, `limit`), `quotaExhausted` an
 * account the agent has no quota left for at its rebate level (value: `field` 'rebate', `minRebate`, `maxRebate`).
 */
export const DOWNLINE_ERROR = { aboveLimit: 'agent.rebate.aboveLimit', quotaExhausted: 'agent.quota.exhausted' } as const;

const updateDownlineRebatesBody = s.object({ account: s.string, rebates: s.array(productRebate) });
export type UpdateDownlineRebatesBody = s.Infer<typeof updateDownlineRebatesBody>;

/**
 * Sets a downline's rebate per product type, each 0 to the agent's limit for that type in steps of 0.1 (types left
 * out keep theirs); all or none. Answers the downline's rebates as they now stand.
 */
export const updateDownlineRebates = call({
  path: '/wps/agent/updateDownlineRebates',
  method: 'POST',
  module: 'AGEDOWNMAN3',
  token: 'required',
  body: updateDownlineRebatesBody,
  answer: s.object({ account: s.string, rebates: s.array(productRebate) }),
});

const downlineRegisterBody = s.object({ username: s.string, password: s.string, confirmPassword: s.string, rebate: s.number });
export type DownlineRegisterPayload = s.Infer<typeof downlineRegisterBody>;

/**
 * Opens a downline account (agent register): the player registration rules apply to its username and password; its
 * `rebate` is given for every product type (so at most the agent's lowest limit), and uses one of the agent's quota
 * at that rebate's level.
 */
export const registerDownline = call({
  path: '/wps/agent/downline',
  method: 'PUT',
  module: 'AGEDOWNMAN3',
  token: 'required',
  body: downlineRegisterBody,
  answer: s.object({ account: s.string }),
});

const quotaLevel = s.object({
  /** the level: accounts opened with a rebate from `minRebate` to `maxRebate` (percent, inclusive) */
  minRebate: s.number,
  maxRebate: s.number,
  /** how many accounts of the level the agent may open in all, has opened, and may still open */
  quota: s.number,
  used: s.number,
  remaining: s.number,
});
export type QuotaLevel = s.Infer<typeof quotaLevel>;

/** How many downline accounts of each rebate level the agent may still open (ours: the spec names no quota call). */
export const downlineQuota = call({
  path: '/wps/agent/quota',
  module: 'AGEDOWNMAN3',
  token: 'required',
  answer: s.array(quotaLevel),
});

const rebateSetting = s.object({ productType: s.string, rebate: s.number, maxRebate: s.number });
export type RebateSetting = s.Infer<typeof rebateSetting>;

/**
 * The member's rebate rate per product type (agent rebates, and any member's cash back), with the merchant's ceiling
 * of the type (`maxRebate`); an agent's own rebate of a type bounds what it gives a downline of that type.
 */
export const rebateSettings = call({ path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', token: 'required', answer: s.array(rebateSetting) });

const transactionRow = s.object({ id: s.string, type: s.string, amount: s.decimal, balanceAfter: s.decimal, time: s.number, remark: s.string });
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
/** A contract's tier: from `threshold` (team valid bet, or team profit for dividends) it pays `reward` (amount, or percent); decimal strings. */
const contractTier = s.object({ threshold: s.decimal, reward: s.decimal });
const contractFields = {
  id: s.string,
  kind: contractKind,
  state: s.literal('pending', 'accepted', 'rejected'),
  /** the tiers, thresholds increasing */
  tiers: s.array(contractTier),
  /** settlement period: day, hour, or the dividend period */
  period: s.string,
  createdAt: s.number,
  answeredAt: s.nullable(s.number),
};
const contract = s.object(contractFields);
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

/**
 * Accepts or rejects the pending daily salary contract (the one an upline offered this account); answers the contract as
 * it now stands. The spec's MCS2 call (001 section 7) is the one daily-salary answer (decision 074).
 */
export const processDailySalContract = call({
  path: '/wps/relay/MCS2_processDailySalContract',
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
  dailySalary: { info: dailySalaryContract, process: processDailySalContract },
  dividend: { info: dividendContract, process: processDividendContract },
  hourSalary: { info: hourSalaryContract, process: processHourSalaryContract },
} as const satisfies Record<ContractKind, unknown>;

// ---- daily salary (issue 20 item 4): the agent's salary by day, and contracts offered to downlines ----

/**
 * The platform's refusals of a daily-salary offer (value.account names the downline): `notDownline` an account outside
 * this agent's direct downlines, `notAgent` a downline that is a player (only agents sign a salary contract),
 * `pending` a downline with an offer still waiting for its answer. Bad tiers are `validation.failed` naming `tiers`.
 */
export const SALARY_ERROR = {
  notDownline: 'agent.salary.notDownline',
  notAgent: 'agent.salary.notAgent',
  pending: 'agent.salary.pending',
} as const;

/** The most tiers one daily-salary contract has. */
export const MAX_SALARY_TIERS = 10;

const dailySalaryRow = s.object({
  /** the day, YYYY-MM-DD (local to the platform) */
  date: s.string,
  /** the team's valid bet of the day (decimal string) */
  validBet: s.decimal,
  /** the salary of the day by the contract in force: the reward of the highest tier reached (decimal string) */
  amount: s.decimal,
  /** a past day is settled; today is still counting */
  status: s.literal('settled', 'counting'),
});
export type DailySalaryRow = s.Infer<typeof dailySalaryRow>;
const dailySalaryValue = s.object({
  list: s.array(dailySalaryRow),
  pageNum: s.number,
  totalPages: s.number,
  /** the salaries of every day of the range (decimal string) */
  total: s.decimal,
  /** whether a daily salary contract is in force for this agent (none: no rows) */
  applicable: s.boolean,
});
export type DailySalaryValue = s.Infer<typeof dailySalaryValue>;

/** The agent's own daily salary per day over a date range (newest first, paged), by the contract it accepted. */
export const queryDailySalary = call({
  path: '/wps/relay/ODSFE2_QueryDailySalary',
  module: 'DAILYSALCONT3',
  token: 'required',
  params: typed<PagedRange>(),
  answer: dailySalaryValue,
});

const offeredContract = s.object({ ...contractFields, /** the downline it was offered to */ account: s.string });
export type OfferedContract = s.Infer<typeof offeredContract>;
const applyDailySalaryBody = s.object({ account: s.string, tiers: s.array(contractTier) });
export type ApplyDailySalaryBody = s.Infer<typeof applyDailySalaryBody>;

/**
 * Offers a daily salary contract to one of the agent's direct downlines that is an agent itself: tiers of team valid
 * bet -> daily reward, both increasing, decimal strings of at most two decimals. The contract waits (pending) for the
 * downline's answer (the contract alert at its login, processDailySalContract). Not money: nothing moves until the
 * platform settles a day.
 */
export const applyDailySalaryContract = call({
  path: '/wps/relay/MCS2_applyContractDailySal',
  method: 'POST',
  module: 'DAILYSALCONT3',
  token: 'required',
  body: applyDailySalaryBody,
  answer: offeredContract,
});

/** The daily salary contracts this agent offered to downlines, newest first, paged, each with its state. */
export const dailySalaryContractHistory = call({
  path: '/wps/relay/MCS2_getDailySalContractHist',
  module: 'DAILYSALCONT3',
  token: 'required',
  params: typed<{ pageNo: number; pageSize: number }>(),
  answer: pageOf(offeredContract),
});

const currentDividendValue = s.object({
  /** whether dividends apply to this agent (an accepted dividend contract) */
  applicable: s.boolean,
  /** the dividend so far (decimal string) */
  amount: s.decimal,
  /** the period, half-open: it starts at periodStart and ends where the next begins, periodEnd (epoch ms) */
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
  /** half-open, as the current dividend's: periodEnd is the next period's periodStart, in no two periods */
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

const agentIncomeValue = s.object({
  /** the agent's income of the previous and of the current settlement period so far (decimal strings) */
  previous: s.decimal,
  current: s.decimal,
  /** where the current period starts (ms); the previous one ends there */
  currentStart: s.number,
  previousStart: s.number,
});
export type AgentIncomeValue = s.Infer<typeof agentIncomeValue>;

/**
 * The agent's income (rebates, salaries and dividends credited to the agent) of the previous and the current
 * settlement period (agent home). Module AGEINFO3 (ours: the spec gives none; docs/decisions/076-team-pnl-charts.md).
 */
export const agentIncome = call({
  path: '/wps/relay/ODS2_AgentPrevAndCurrIncome',
  module: 'AGEINFO3',
  token: 'required',
  answer: agentIncomeValue,
});

const currentDailySalaryValue = s.object({
  /** whether a daily salary contract is in force for the agent */
  applicable: s.boolean,
  /** the team's valid bet today so far (decimal string) */
  validBet: s.decimal,
  /** the salary that valid bet earns by the contract's tiers (decimal string) */
  amount: s.decimal,
});
export type CurrentDailySalaryValue = s.Infer<typeof currentDailySalaryValue>;

/** Today's daily salary so far by the contract in force (agent home; module ours, as the income's). */
export const currentDailySalary = call({
  path: '/wps/relay/ODSFE2_CurrentDailySalary',
  module: 'AGEINFO3',
  token: 'required',
  answer: currentDailySalaryValue,
});

// ---- planned: the agent-finance issue (spec 001 section 7). Best-guess schemas, no screen, no demo route. ----
// Module ids are given where docs/api-map.md records one; the others are to be confirmed when built.

/** Planned: the agent's subordinates (the team tree below a downline). */
export const subordinates = call({
  path: '/wps/relay/ODSFE2_Subordinate',
  token: 'required',
  params: typed<{ account?: string; pageNo: number; pageSize: number }>(),
  answer: pageOf(s.object({ account: s.string, type: s.number, teamSize: s.number })),
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

const globalRebateSetting = s.object({ productType: s.string, maxRebate: s.number });
export type GlobalRebateSetting = s.Infer<typeof globalRebateSetting>;

/**
 * The merchant's ceiling per product type: no agent gives a downline more (module ours, docs/decisions/075). An
 * agent's limit for a type is the lower of its own rebate (rebateSettings) and this ceiling.
 */
export const globalRebateSettings = call({
  path: '/wps/relay/MCS2_getGlobalRebateSettingsByProductType',
  module: 'AGEDOWNMAN3',
  token: 'required',
  answer: s.array(globalRebateSetting),
});
// ODSFE2_MemPNL (the member's profit and loss), also named by the agent-finance issue, is planned in cashier.ts.
