import { baseApi, defineTags, tagTypes } from '@wl/api-client';
import { lotteryCancelSubOrders, lotteryOrderDetail, lotteryOrders, type BodyOf, type ValueOf } from '@wl/api-client/catalogue';
import type { LotteryBetStatus, LotteryOrder, LotteryOrderDetailValue } from '@wl/api-client/catalogue';
import { readWalletAfter } from '@wl/auth';
import { nextPageParam } from '../model/listMode';

export type { LotteryBetStatus, LotteryOrder, LotteryOrderDetailValue };
export type CancelValue = ValueOf<typeof lotteryCancelSubOrders>;
export type CancelArgs = BodyOf<typeof lotteryCancelSubOrders>;

/** The bet records' cache tags: a cancellation changes the orders (list and detail). */
export const BET_TAGS = defineTags('betRecords', ['Orders']);

/** Orders a page (a phone screen holds about five). */
export const ORDERS_PAGE_SIZE = 20;

/** What the list asks: a period of placing times [startTime, endTime) in epoch ms, and a status or all. */
export interface OrdersFilter {
  startTime: number;
  endTime: number;
  status?: LotteryBetStatus;
  /** whose orders (cache key only, never sent: the token says whose) */
  member: string;
}

interface OrdersPage {
  list: LotteryOrder[];
  totalPages: number;
}

/** The member's lottery orders (paged, infinite), one order's detail, cancelling sub-orders; the bet records' chunk only. */
const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(BET_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    lotteryOrderPages: build.infiniteQuery<OrdersPage, OrdersFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => nextPageParam(lastParam, last.totalPages),
      },
      query: ({ queryArg: { member: _member, ...filter }, pageParam }) => ({
        call: lotteryOrders,
        params: { ...filter, pageNo: pageParam, pageSize: ORDERS_PAGE_SIZE },
      }),
      transformResponse: (value: ValueOf<typeof lotteryOrders>) => ({ list: value.list, totalPages: value.totalPages }),
      providesTags: [BET_TAGS.Orders],
    }),
    lotteryOrderDetail: build.query<LotteryOrderDetailValue, string>({
      query: (orderId) => ({ call: lotteryOrderDetail, params: { orderId } }),
      providesTags: [BET_TAGS.Orders],
    }),
    cancelSubOrders: build.mutation<CancelValue, CancelArgs & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({ call: lotteryCancelSubOrders, body, idempotencyKey }),
      // answered or not, the orders are read again (an unknown outcome may have cancelled) and the header's balance
      invalidatesTags: [BET_TAGS.Orders],
      onQueryStarted: readWalletAfter,
    }),
  }),
});

export const { useLotteryOrderPagesInfiniteQuery, useLotteryOrderDetailQuery, useCancelSubOrdersMutation } = api;
