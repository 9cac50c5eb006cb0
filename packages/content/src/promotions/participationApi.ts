import { acceptPromotion, claimPromotion, promotionClaims, type PromotionClaim } from '@wl/api-client/catalogue';
import { readWalletAfter } from '@wl/auth';
import { storefrontApi } from '../storefrontApi';
import { CONTENT_TAGS } from '../tags';

/** Joining a promotion, or claiming its bonus: a claim moves money and carries the operation's idempotency key. */
export type Participation = { promotionId: number; action: 'accept' } | { promotionId: number; action: 'claim'; idempotencyKey: string };

/** A promotion's claims and participation: sent by the promotion detail only, so they load with it. */
const api = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    promotionClaims: build.query<PromotionClaim[], void>({
      query: () => ({ call: promotionClaims }),
      providesTags: [CONTENT_TAGS.PromotionClaims],
    }),
    participate: build.mutation<PromotionClaim, Participation>({
      query: (participation) =>
        participation.action === 'accept'
          ? { call: acceptPromotion, body: { promotionId: participation.promotionId } }
          : { call: claimPromotion, body: { promotionId: participation.promotionId }, idempotencyKey: participation.idempotencyKey },
      async onQueryStarted(arg, lifecycle) {
        // a claimed bonus lands in the wallet; then the claims, and the reward centre's list whose claimable flags
        // follow them
        await readWalletAfter(arg, lifecycle);
        lifecycle.dispatch(api.util.invalidateTags([CONTENT_TAGS.PromotionClaims, CONTENT_TAGS.PromotionAvailability]));
      },
    }),
  }),
});

export const { usePromotionClaimsQuery, useParticipateMutation } = api;
