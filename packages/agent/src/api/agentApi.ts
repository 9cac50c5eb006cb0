import { baseApi, defineTags, PLATFORM, tagTypes } from '@wl/api-client';
import { readWalletAfter } from '@wl/auth';
import {
  agentIncome,
  agentTransactions,
  announcements,
  applyDailySalaryContract,
  CONTRACT_CALLS,
  currentDailySalary,
  contractRequests,
  currentDividend,
  dailySalaryContractHistory,
  downlineDetail,
  downlineQuota,
  downlines,
  globalRebateSettings,
  payoutDividend,
  queryDividend,
  queryDailySalary,
  rebateSettings,
  registerDownline,
  teamBetting,
  teamKpi,
  teamPnl,
  teamPnlTrend,
  transferDownline,
  transferMultipleDownline,
  updateDownlineRebates,
  type Contract,
  type ContractInfoValue,
  type ApplyDailySalaryBody,
  type DailySalaryValue,
  type OfferedContract,
  type AgentIncomeValue,
  type ContractKind,
  type CurrentDailySalaryValue,
  type ContractProcessBody,
  type ContractRequestsValue,
  type CurrentDividendValue,
  type DividendPeriod,
  type DownlineDetail,
  type DownlineRegisterPayload,
  type DownlinesValue,
  type GlobalRebateSetting,
  type ProductRebate,
  type QuotaLevel,
  type UpdateDownlineRebatesBody,
  type PayoutDividendBody,
  type PayoutDividendValue,
  type RebateSetting,
  type ReportValue,
  type TeamBetRow,
  type TeamKpiValue,
  type TeamPnlRow,
  type TeamPnlTrendValue,
  type TransactionRow,
  type TransferMultipleBody,
  type TransferValue,
  type ValueOf,
} from '@wl/api-client/catalogue';

/** The agent area's cache tags; `Announcements` is the agent's own (its notices' unread count), not content's. */
export const AGENT_TAGS = defineTags('agent', ['Team', 'Contracts', 'Announcements', 'Dividends']);

/** A date range of a report, as the platform takes it (YYYY-MM-DD, end inclusive). */
export type DateRange = { startDate: string; endDate: string };
export type PagedRange = DateRange & { pageNo: number };

const PAGE_SIZE = 20;

const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(AGENT_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    teamKpi: build.query<TeamKpiValue, DateRange & { size?: number }>({
      query: (params) => ({ call: teamKpi, params }),
      providesTags: [AGENT_TAGS.Team],
    }),
    downlines: build.query<DownlinesValue, { search: string; pageNo: number }>({
      query: ({ search, pageNo }) => ({ call: downlines, params: { search, pageNo, pageSize: 10 } }),
      providesTags: [AGENT_TAGS.Team],
    }),
    /** One downline: its dates, balance, team size and rebates per product type (the detail screen). */
    downlineDetail: build.query<DownlineDetail, { account: string }>({
      query: (params) => ({ call: downlineDetail, params }),
      providesTags: [AGENT_TAGS.Team],
    }),
    /** A downline's rebates per product type, all or none; the list and the detail are read again. */
    updateDownlineRebates: build.mutation<{ account: string; rebates: ProductRebate[] }, UpdateDownlineRebatesBody>({
      query: (body) => ({ call: updateDownlineRebates, body }),
      invalidatesTags: [AGENT_TAGS.Team],
    }),
    /** Opens a downline account: the team and the quota (under the team's tag) are read again. */
    registerDownline: build.mutation<{ account: string }, DownlineRegisterPayload>({
      query: (body) => ({ call: registerDownline, body }),
      invalidatesTags: [AGENT_TAGS.Team],
    }),
    /** The merchant's ceiling per product type (bounds the agent's limits, with its own rebates). */
    globalRebateSettings: build.query<GlobalRebateSetting[], void>({
      query: () => ({ call: globalRebateSettings }),
    }),
    /** How many accounts of each rebate level the agent may still open. */
    downlineQuota: build.query<QuotaLevel[], void>({
      query: () => ({ call: downlineQuota }),
      providesTags: [AGENT_TAGS.Team],
    }),
    /**
     * Transfers to downlines: one row goes as the single-downline call, several as the multiple one. Sent
     * untracked by the caller, so the password never reaches the store; an unknown outcome may have moved money too,
     * so the team's and the agent's balances are read again either way.
     */
    transferDownlines: build.mutation<TransferValue, TransferMultipleBody & { idempotencyKey: string }>({
      query: ({ idempotencyKey, transfers, paymentPassword }) =>
        transfers.length === 1 && transfers[0]
          ? { call: transferDownline, body: { ...transfers[0], paymentPassword }, idempotencyKey }
          : { call: transferMultipleDownline, body: { transfers, paymentPassword }, idempotencyKey },
      invalidatesTags: [AGENT_TAGS.Team],
      onQueryStarted: readWalletAfter,
    }),
    teamPnl: build.query<ReportValue<TeamPnlRow>, PagedRange>({
      query: (params) => ({ call: teamPnl, params: { ...params, pageSize: PAGE_SIZE } }),
    }),
    /** The team's deposits, bets and profit and loss per day of a range (the team PnL charts). */
    teamPnlTrend: build.query<TeamPnlTrendValue, DateRange>({
      query: (params) => ({ call: teamPnlTrend, params }),
    }),
    /** The agent's income of the previous and the current settlement period (agent home). */
    agentIncome: build.query<AgentIncomeValue, void>({
      query: () => ({ call: agentIncome }),
    }),
    teamBetting: build.query<ReportValue<TeamBetRow>, PagedRange & { account: string }>({
      query: (params) => ({ call: teamBetting, params: { ...params, pageSize: PAGE_SIZE } }),
    }),
    transactions: build.query<ReportValue<TransactionRow>, PagedRange & { types: string }>({
      query: (params) => ({ call: agentTransactions, params: { ...params, pageSize: PAGE_SIZE } }),
    }),
    rebateSettings: build.query<RebateSetting[], void>({
      query: () => ({ call: rebateSettings }),
    }),
    contractRequests: build.query<ContractRequestsValue, void>({
      query: () => ({ call: contractRequests }),
      providesTags: [AGENT_TAGS.Contracts],
    }),
    contractInfo: build.query<ContractInfoValue, ContractKind>({
      query: (kind) => ({ call: CONTRACT_CALLS[kind].info }),
      providesTags: [AGENT_TAGS.Contracts],
    }),
    processContract: build.mutation<Contract, ContractProcessBody & { kind: ContractKind }>({
      query: ({ kind, ...body }) => ({ call: CONTRACT_CALLS[kind].process, body }),
      invalidatesTags: [AGENT_TAGS.Contracts],
    }),
    /** The agent's own daily salary per day over a range (10 a page), by the contract it accepted. */
    dailySalary: build.query<DailySalaryValue, PagedRange>({
      query: (params) => ({ call: queryDailySalary, params: { ...params, pageSize: 10 } }),
      providesTags: [AGENT_TAGS.Contracts],
    }),
    /** Today's daily salary so far by the contract in force (agent home). */
    currentDailySalary: build.query<CurrentDailySalaryValue, void>({
      query: () => ({ call: currentDailySalary }),
      providesTags: [AGENT_TAGS.Contracts],
    }),
    /** The daily salary contracts the agent offered to downlines, newest first (10 a page), with their states. */
    dailySalaryOffers: build.query<ReportValue<OfferedContract>, { pageNo: number }>({
      query: ({ pageNo }) => ({ call: dailySalaryContractHistory, params: { pageNo, pageSize: 10 } }),
      providesTags: [AGENT_TAGS.Contracts],
    }),
    /** Offers a daily salary contract to a downline that is an agent; the offers are read again. */
    offerDailySalary: build.mutation<OfferedContract, ApplyDailySalaryBody>({
      query: (body) => ({ call: applyDailySalaryContract, body }),
      invalidatesTags: [AGENT_TAGS.Contracts],
    }),
    currentDividend: build.query<CurrentDividendValue, void>({
      query: () => ({ call: currentDividend }),
      providesTags: [AGENT_TAGS.Contracts],
    }),
    /** The dividend periods, newest first, paged (5 a page), with their rows per downline. */
    dividendHistory: build.query<ReportValue<DividendPeriod>, { pageNo: number }>({
      query: ({ pageNo }) => ({ call: queryDividend, params: { pageNo, pageSize: 5 } }),
      providesTags: [AGENT_TAGS.Dividends],
    }),
    /**
     * Pays a period's unpaid dividends to the downlines. Sent untracked by the caller (the password never reaches the
     * store); an unknown outcome may have paid too, so the periods, the team and the wallet are read again either way.
     */
    payoutDividend: build.mutation<PayoutDividendValue, PayoutDividendBody & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({ call: payoutDividend, body, idempotencyKey }),
      invalidatesTags: [AGENT_TAGS.Dividends, AGENT_TAGS.Team],
      onQueryStarted: readWalletAfter,
    }),
    /**
     * Agent announcements (type A, group m_home): the footer's unread count. It counts the unread notices of the
     * answer's agent list, the list the footer leads to (/m/member/notice?types=A) with the rule its cards use (the
     * read flag), rather than the answer's separate `footer.unreadCount`, which a platform may count otherwise.
     */
    agentNoticeUnread: build.query<number, void>({
      query: () => ({ call: announcements, params: { types: 'A', groupName: 'm_home', platform: PLATFORM.announcementPlatform } }),
      transformResponse: (value: ValueOf<typeof announcements>) => (value.agent ?? []).filter((notice) => !notice.read).length,
      providesTags: [AGENT_TAGS.Announcements],
    }),
  }),
});

export const agentApi = api;
export const {
  useTeamKpiQuery,
  useDownlinesQuery,
  useDownlineDetailQuery,
  useUpdateDownlineRebatesMutation,
  useRegisterDownlineMutation,
  useGlobalRebateSettingsQuery,
  useDownlineQuotaQuery,
  useTeamPnlQuery,
  useTeamPnlTrendQuery,
  useAgentIncomeQuery,
  useTeamBettingQuery,
  useTransactionsQuery,
  useRebateSettingsQuery,
  useContractRequestsQuery,
  useContractInfoQuery,
  useProcessContractMutation,
  useCurrentDividendQuery,
  useDailySalaryQuery,
  useCurrentDailySalaryQuery,
  useDailySalaryOffersQuery,
  useOfferDailySalaryMutation,
  useDividendHistoryQuery,
  useAgentNoticeUnreadQuery,
} = api;
