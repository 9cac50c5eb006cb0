import { baseApi, tagTypes } from '@wl/api-client';
import {
  convertPoint,
  pointBalance,
  pointConfig,
  pointRewards,
  redeemPointReward,
  type BodyOf,
  type PointPayout,
  type PointReward,
  type ValueOf,
} from '@wl/api-client/catalogue';
import { readWalletAfter } from '@wl/auth';
import { REWARDS_TAGS } from '../tags';

export type PointConfig = ValueOf<typeof pointConfig>;
export type RedeemArgs = BodyOf<typeof redeemPointReward> & { idempotencyKey: string };
export type ConvertArgs = BodyOf<typeof convertPoint> & { idempotencyKey: string };

/**
 * The points system (PTSYS3, catalogue/rewards.ts). Redeem and convert carry the login password: the screens send
 * them with `initiate(args, { track: false })`, so the password never sits in the store.
 */
export const pointsApi = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(REWARDS_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    pointBalance: build.query<number, void>({
      query: () => ({ call: pointBalance }),
      transformResponse: (value: ValueOf<typeof pointBalance>) => value.balance,
      providesTags: [REWARDS_TAGS.Points],
    }),
    pointConfig: build.query<PointConfig, void>({ query: () => ({ call: pointConfig }) }),
    pointRewards: build.query<PointReward[], void>({ query: () => ({ call: pointRewards }) }),
    redeemPointReward: build.mutation<PointPayout, RedeemArgs>({
      query: ({ idempotencyKey, ...body }) => ({ call: redeemPointReward, body, idempotencyKey }),
      invalidatesTags: [REWARDS_TAGS.Points],
      // answered or not, the point balance (its tag) and the wallet are read again
      onQueryStarted: readWalletAfter,
    }),
    convertPoint: build.mutation<PointPayout, ConvertArgs>({
      query: ({ idempotencyKey, ...body }) => ({ call: convertPoint, body, idempotencyKey }),
      invalidatesTags: [REWARDS_TAGS.Points],
      // answered or not, the point balance (its tag) and the wallet are read again
      onQueryStarted: readWalletAfter,
    }),
  }),
});

export const { usePointBalanceQuery, usePointConfigQuery, usePointRewardsQuery } = pointsApi;
