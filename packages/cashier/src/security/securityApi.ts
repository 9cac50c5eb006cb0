import { baseApi, tagTypes } from '@wl/api-client';
import { DAY_MS, utcDay, type DayRange } from '@wl/i18n';
import {
  addBankCard,
  bankCards,
  customerSecurityQuestions,
  hasWithdrawalPassword,
  resetWithdrawalPassword,
  securityConfig,
  securityQuestions,
  setEmail,
  setNickname,
  setPayeeName,
  setSecurityQuestions,
  setWithdrawalPassword,
  withdraw,
  withdrawRecords,
  type BankCardsValue,
  type BodyOf,
  type SecurityConfigValue,
  type ValueOf,
  type WithdrawBody,
} from '@wl/api-client/catalogue';
import { AUTH_TAGS, authApi, readWalletAfter } from '@wl/auth';
import { CASHIER_TAGS } from '../tags';

/** Withdrawal records of the last 30 days, first page (what a screen checks after an unknown outcome). */
export function recentRange(now = new Date()): DayRange {
  // from 30 days back to tomorrow: an order made just now is inside it whatever the platform's day
  return { startDate: utcDay(now.getTime() - 30 * DAY_MS), endDate: utcDay(now.getTime() + DAY_MS) };
}

const { Security, Cards, Withdrawals, Wallets, Transactions } = CASHIER_TAGS;

/**
 * The security centre and the withdrawal (catalogue/security.ts). Writes holding a password are sent with
 * `initiate(args, { track: false })` by the screens (sendSecret below), so no password ever sits in the store.
 */
export const securityApi = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(CASHIER_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    securityConfig: build.query<SecurityConfigValue, void>({ query: () => ({ call: securityConfig }), providesTags: [Security] }),
    hasWithdrawalPassword: build.query<boolean, void>({ query: () => ({ call: hasWithdrawalPassword }), providesTags: [Security] }),
    bankCards: build.query<BankCardsValue, void>({ query: () => ({ call: bankCards }), providesTags: [Cards, Wallets] }),
    withdrawRecords: build.query<ValueOf<typeof withdrawRecords>, { startDate: string; endDate: string; pageNo: number }>({
      query: (params) => ({ call: withdrawRecords, params: { ...params, pageSize: 20 } }),
      providesTags: [Withdrawals],
    }),
    securityQuestions: build.query<ValueOf<typeof securityQuestions>, void>({ query: () => ({ call: securityQuestions }) }),
    customerSecurityQuestions: build.query<ValueOf<typeof customerSecurityQuestions>, void>({
      query: () => ({ call: customerSecurityQuestions }),
      providesTags: [Security],
    }),
    setPayeeName: build.mutation<unknown, BodyOf<typeof setPayeeName>>({ query: (body) => ({ call: setPayeeName, body }), invalidatesTags: [Security, Cards] }),
    setNickname: build.mutation<unknown, BodyOf<typeof setNickname>>({
      query: (body) => ({ call: setNickname, body }),
      invalidatesTags: [Security],
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        await queryFulfilled;
        dispatch(authApi.util.invalidateTags(Object.values(AUTH_TAGS)));
      },
    }),
    setEmail: build.mutation<unknown, BodyOf<typeof setEmail>>({ query: (body) => ({ call: setEmail, body }), invalidatesTags: [Security] }),
    setWithdrawalPassword: build.mutation<unknown, BodyOf<typeof setWithdrawalPassword>>({
      query: (body) => ({ call: setWithdrawalPassword, body }),
      invalidatesTags: [Security],
    }),
    resetWithdrawalPassword: build.mutation<unknown, BodyOf<typeof resetWithdrawalPassword>>({
      query: (body) => ({ call: resetWithdrawalPassword, body }),
      invalidatesTags: [Security],
    }),
    setSecurityQuestions: build.mutation<unknown, BodyOf<typeof setSecurityQuestions>>({
      query: (body) => ({ call: setSecurityQuestions, body }),
      invalidatesTags: [Security],
    }),
    addBankCard: build.mutation<ValueOf<typeof addBankCard>, BodyOf<typeof addBankCard>>({
      query: (body) => ({ call: addBankCard, body }),
      invalidatesTags: [Security, Cards],
    }),
    withdraw: build.mutation<ValueOf<typeof withdraw>, WithdrawBody & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({ call: withdraw, body, idempotencyKey }),
      // an unknown outcome may have moved money too: the balance and the records are read again either way
      invalidatesTags: [Cards, Wallets, Withdrawals, Transactions],
      onQueryStarted: readWalletAfter,
    }),
  }),
});

export const {
  useSecurityConfigQuery,
  useHasWithdrawalPasswordQuery,
  useBankCardsQuery,
  useWithdrawRecordsQuery,
  useLazyWithdrawRecordsQuery,
  useSecurityQuestionsQuery,
  useCustomerSecurityQuestionsQuery,
  useSetPayeeNameMutation,
  useSetNicknameMutation,
  useSetEmailMutation,
  useSetSecurityQuestionsMutation,
} = securityApi;
