import { baseApi, tagTypes } from '@wl/api-client';
import { walletBalances, walletTransfer, type BodyOf, type ValueOf } from '@wl/api-client/catalogue';
import { readWalletAfter } from '@wl/auth';
import { CASHIER_TAGS } from '../tags';

export type WalletsValue = ValueOf<typeof walletBalances>;
export type TransferValue = ValueOf<typeof walletTransfer>;
/** A transfer (`from`, `to`, `amount`) or a recall of every vendor wallet (`to: MAIN`, `all`), with its operation's key. */
export type TransferArgs = BodyOf<typeof walletTransfer>;

/** The main and vendor wallets, and the transfer between them (sent by the wallets page only). */
const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(CASHIER_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    walletBalances: build.query<WalletsValue, void>({
      query: () => ({ call: walletBalances }),
      providesTags: [CASHIER_TAGS.Wallets],
    }),
    walletTransfer: build.mutation<TransferValue, TransferArgs & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({ call: walletTransfer, body, idempotencyKey }),
      // answered or not, the balances and records are read again (an unknown outcome may have moved money)
      invalidatesTags: [CASHIER_TAGS.Wallets, CASHIER_TAGS.Transactions],
      onQueryStarted: readWalletAfter,
    }),
  }),
});

export const { useWalletBalancesQuery, useWalletTransferMutation } = api;
