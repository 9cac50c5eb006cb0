import { baseApi, tagTypes } from '@wl/api-client';
import {
  alipayDeposit,
  depositChannels,
  manualTransferDeposit,
  gatewayDeposit,
  depositPromotions,
  qqDeposit,
  depositRecords,
  wechatDeposit,
  type DepositBody,
  type DepositChannel,
  type DepositKind,
  type DepositPaymentValue,
  type DepositPromotion,
  type DepositRecord,
  type ValueOf,
} from '@wl/api-client/catalogue';
import { CASHIER_TAGS } from '../tags';

/** The calls of the deposits that answer a payment page (gateway and e-wallets), by channel kind. */
const REDIRECT_CALLS = { gateway: gatewayDeposit, alipay: alipayDeposit, qq: qqDeposit, wechat: wechatDeposit } as const;
export type RedirectKind = keyof typeof REDIRECT_CALLS;
export const isRedirectKind = (kind: DepositKind): kind is RedirectKind => kind in REDIRECT_CALLS;

/** A manual transfer as the form holds it; sent as multipart (the receipt is a file, never kept elsewhere). */
export interface ManualDeposit {
  channel: string;
  amount: string;
  depositorName: string;
  transferTime: string;
  reference: string;
  promotionId?: number;
  receipt: File | null;
}

/** The days of the deposit records the page asks for (today and the 29 before it). */
export const RECORD_DAYS = 30;
export const RECORD_PAGE_SIZE = 20;
export type RecordsQuery = { startDate: string; endDate: string; pageNo: number };

function manualForm({ promotionId, receipt, reference, ...text }: ManualDeposit): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(text)) form.append(name, value);
  if (reference) form.append('reference', reference);
  if (promotionId !== undefined) form.append('promotionId', String(promotionId));
  if (receipt) form.append('receipt', receipt);
  return form;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(CASHIER_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    depositChannels: build.query<DepositChannel[], void>({
      query: () => ({ call: depositChannels }),
    }),
    depositPromotions: build.query<DepositPromotion[], void>({
      query: () => ({ call: depositPromotions }),
    }),
    depositRecords: build.query<ValueOf<typeof depositRecords>, RecordsQuery>({
      query: (params) => ({ call: depositRecords, params: { ...params, pageSize: RECORD_PAGE_SIZE } }),
      providesTags: [CASHIER_TAGS.Deposits],
    }),
    /** A gateway or e-wallet deposit: the order and its payment page. Nothing is credited until it is paid. */
    depositRedirect: build.mutation<DepositPaymentValue, DepositBody & { kind: RedirectKind; idempotencyKey: string }>({
      query: ({ kind, idempotencyKey, ...body }) => ({ call: REDIRECT_CALLS[kind], body, idempotencyKey }),
      invalidatesTags: [CASHIER_TAGS.Deposits],
    }),
    /** A manual transfer: pending until the merchant confirms it. */
    depositManual: build.mutation<ValueOf<typeof manualTransferDeposit>, ManualDeposit & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...deposit }) => ({ call: manualTransferDeposit, body: manualForm(deposit), idempotencyKey }),
      invalidatesTags: [CASHIER_TAGS.Deposits],
    }),
  }),
});

export const {
  useDepositChannelsQuery,
  useDepositPromotionsQuery,
  useDepositRecordsQuery,
  useLazyDepositRecordsQuery,
  useDepositRedirectMutation,
  useDepositManualMutation,
} = api;
export type { DepositChannel, DepositKind, DepositPromotion, DepositRecord };
