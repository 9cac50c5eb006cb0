import { baseApi, MODULE, PATH, PLATFORM } from '@wl/api-client';
import {
  AGENT_MODULES,
  AGENT_PATH,
  type Contract,
  type ContractInfoValue,
  type ContractKind,
  type ContractProcessBody,
  type ContractRequestsValue,
  type CurrentDividendValue,
  type DownlineRegisterPayload,
  type DownlinesValue,
  type RebateSetting,
  type ReportValue,
  type TeamBetRow,
  type TeamKpiValue,
  type TeamPnlRow,
  type TransactionRow,
} from '@wl/api-client/protocol';

/** A date range of a report, as the platform takes it (YYYY-MM-DD, end inclusive). */
export type DateRange = { startDate: string; endDate: string };
export type PagedRange = DateRange & { pageNo: number };

const CONTRACT_PATHS: Record<ContractKind, { info: string; process: string }> = {
  dailySalary: { info: AGENT_PATH.dailySalaryInfo, process: AGENT_PATH.dailySalaryProcess },
  dividend: { info: AGENT_PATH.dividendInfo, process: AGENT_PATH.dividendProcess },
  hourSalary: { info: AGENT_PATH.hourSalaryInfo, process: AGENT_PATH.hourSalaryProcess },
};
const moduleOf = (path: string) => AGENT_MODULES[path]?.[0];
const PAGE_SIZE = 20;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Team', 'Contracts', 'Announcements'] }).injectEndpoints({
  endpoints: (build) => ({
    teamKpi: build.query<TeamKpiValue, DateRange & { size?: number }>({
      query: (params) => ({ path: AGENT_PATH.teamKpi, module: MODULE.AGEINFO3, params }),
      providesTags: ['Team'],
    }),
    downlines: build.query<DownlinesValue, { search: string; pageNo: number }>({
      query: ({ search, pageNo }) => ({ path: AGENT_PATH.downlines, module: MODULE.AGEDOWNMAN3, params: { search, pageNo, pageSize: 10 } }),
      providesTags: ['Team'],
    }),
    updateDownlineRebate: build.mutation<unknown, { account: string; rebate: number }>({
      query: (body) => ({ path: AGENT_PATH.updateDownlineRebates, method: 'POST', module: MODULE.AGEDOWNMAN3, body }),
      invalidatesTags: ['Team'],
    }),
    registerDownline: build.mutation<{ account: string }, DownlineRegisterPayload>({
      query: (body) => ({ path: AGENT_PATH.downline, method: 'PUT', module: MODULE.AGEDOWNMAN3, body }),
      invalidatesTags: ['Team'],
    }),
    teamPnl: build.query<ReportValue<TeamPnlRow>, PagedRange>({
      query: (params) => ({ path: AGENT_PATH.teamPnl, module: MODULE.PERSPNL3, params: { ...params, pageSize: PAGE_SIZE } }),
    }),
    teamBetting: build.query<ReportValue<TeamBetRow>, PagedRange & { account: string }>({
      query: (params) => ({ path: AGENT_PATH.teamBetting, module: MODULE.AGEINFO3, params: { ...params, pageSize: PAGE_SIZE } }),
    }),
    transactions: build.query<ReportValue<TransactionRow>, PagedRange & { types: string }>({
      query: (params) => ({ path: AGENT_PATH.transactions, module: MODULE.MEMTRANS3, params: { ...params, pageSize: PAGE_SIZE } }),
    }),
    rebateSettings: build.query<RebateSetting[], void>({
      query: () => ({ path: AGENT_PATH.rebateSettings }),
    }),
    contractRequests: build.query<ContractRequestsValue, void>({
      query: () => ({ path: AGENT_PATH.contractRequests, module: MODULE.COMM3 }),
      providesTags: ['Contracts'],
    }),
    contractInfo: build.query<ContractInfoValue, ContractKind>({
      query: (kind) => ({ path: CONTRACT_PATHS[kind].info, module: moduleOf(CONTRACT_PATHS[kind].info) }),
      providesTags: ['Contracts'],
    }),
    processContract: build.mutation<Contract, ContractProcessBody & { kind: ContractKind }>({
      query: ({ kind, ...body }) => ({ path: CONTRACT_PATHS[kind].process, method: 'POST', module: moduleOf(CONTRACT_PATHS[kind].process), body }),
      invalidatesTags: ['Contracts'],
    }),
    currentDividend: build.query<CurrentDividendValue, void>({
      query: () => ({ path: AGENT_PATH.currentDividend, module: MODULE.COMM3 }),
      providesTags: ['Contracts'],
    }),
    /** Agent announcements (type A, group m_home): the footer's unread count. */
    agentNoticeUnread: build.query<number, void>({
      query: () => ({
        path: PATH.announcements,
        module: MODULE.COMM3,
        merchantParam: 'merchantCode',
        params: { types: 'A', groupName: 'm_home', platform: PLATFORM.announcementPlatform },
      }),
      transformResponse: (value: { footer?: { unreadCount: number } }) => value.footer?.unreadCount ?? 0,
      providesTags: ['Announcements'],
    }),
  }),
});

export const agentApi = api;
export const {
  useTeamKpiQuery,
  useDownlinesQuery,
  useUpdateDownlineRebateMutation,
  useRegisterDownlineMutation,
  useTeamPnlQuery,
  useTeamBettingQuery,
  useTransactionsQuery,
  useRebateSettingsQuery,
  useContractRequestsQuery,
  useContractInfoQuery,
  useProcessContractMutation,
  useCurrentDividendQuery,
  useAgentNoticeUnreadQuery,
} = api;
