import { baseApi, tagTypes } from '@wl/api-client';
import { memberPnl, memberTransactions, transactionCodes, type ValueOf } from '@wl/api-client/catalogue';
import { CASHIER_TAGS } from '../tags';

/** A period as the platform takes it: YYYY-MM-DD, end inclusive. */
export type DateRange = { startDate: string; endDate: string };
export type TransactionsValue = ValueOf<typeof memberTransactions>;
export type PnlValue = ValueOf<typeof memberPnl>;

export const RECORDS_PAGE_SIZE = 20;

/** Transactions, their type names and profit and loss (sent by the records page only). */
const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(CASHIER_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    memberTransactions: build.query<TransactionsValue, DateRange & { txCode: string; pageNo: number }>({
      query: ({ txCode, ...params }) => ({ call: memberTransactions, params: { ...params, ...(txCode ? { txCode } : {}), pageSize: RECORDS_PAGE_SIZE } }),
      providesTags: [CASHIER_TAGS.Transactions],
    }),
    transactionCodes: build.query<ValueOf<typeof transactionCodes>, string>({
      query: (lang) => ({ call: transactionCodes, params: { lang } }),
    }),
    memberPnl: build.query<PnlValue, DateRange>({
      query: (params) => ({ call: memberPnl, params }),
      providesTags: [CASHIER_TAGS.Pnl],
    }),
  }),
});

export const { useMemberTransactionsQuery, useTransactionCodesQuery, useMemberPnlQuery } = api;
