import { baseApi, tagTypes } from '@wl/api-client';
import { claimRafflePromotion, rafflePromotionStatus, type RaffleStatus, type ValueOf } from '@wl/api-client/catalogue';
import { readWalletAfter } from '@wl/auth';
import { CONTENT_TAGS, storefrontApi } from '@wl/content';
import { REWARDS_TAGS } from '../tags';

export type RaffleClaim = ValueOf<typeof claimRafflePromotion>;

/**
 * Raffle promotions of the reward centre (catalogue/rewards.ts). The promotion list, the claims and the claim of a
 * REWARD are content's (participationApi, storefrontApi): the same calls as the promotions page.
 */
const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(REWARDS_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    raffleStatus: build.query<RaffleStatus, number>({
      query: (promotionId) => ({ call: rafflePromotionStatus, params: { promotionId } }),
      providesTags: (_value, _error, promotionId) => [{ type: REWARDS_TAGS.Raffle, id: promotionId }],
    }),
    claimRaffle: build.mutation<RaffleClaim, { promotionId: number; idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({ call: claimRafflePromotion, body, idempotencyKey }),
      // answered or not, the raffle is read again (an unknown outcome may have paid the draw)
      invalidatesTags: (_value, _error, { promotionId }) => [{ type: REWARDS_TAGS.Raffle, id: promotionId }],
      async onQueryStarted(arg, lifecycle) {
        // the prize lands in the wallet, and the claim history lists the raffle's draws
        await readWalletAfter(arg, lifecycle);
        lifecycle.dispatch(storefrontApi.util.invalidateTags([CONTENT_TAGS.PromotionClaims]));
      },
    }),
  }),
});

export const { useRaffleStatusQuery, useClaimRaffleMutation } = api;
