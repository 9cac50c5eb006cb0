import { baseApi, tagTypes } from '@wl/api-client';
import {
  acceptPromotion,
  availablePromotions,
  claimPromotion,
  customerServiceScript,
  helpCenter,
  hotMatches,
  merchantAvailablePromotions,
  promotionClaims,
  type CustomerServiceItem,
  type HelpItem,
  type HotMatch,
  type PromotionAvailability,
  type PromotionClaim,
} from '@wl/api-client/catalogue';
import { AUTH_TAGS, authApi } from '@wl/auth';
import { CONTENT_TAGS } from './tags';

/** Joining a promotion, or claiming its bonus: a claim moves money and carries the operation's idempotency key. */
export type Participation = { promotionId: number; action: 'accept' } | { promotionId: number; action: 'claim'; idempotencyKey: string };

/** Storefront calls besides announcements: help, customer service, promotion availability and participation, hot matches. */
const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(CONTENT_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    helpCenter: build.query<HelpItem[], string>({
      query: (lang) => ({ call: helpCenter, params: { lang, device: 'MOBILE' } }),
    }),
    customerService: build.query<CustomerServiceItem[], void>({
      query: () => ({ call: customerServiceScript }),
    }),
    /** the member's availability with a session, the merchant's public one without */
    promotionAvailability: build.query<PromotionAvailability[], { loggedIn: boolean }>({
      query: ({ loggedIn }) => ({ call: loggedIn ? availablePromotions : merchantAvailablePromotions }),
      providesTags: [CONTENT_TAGS.PromotionAvailability],
    }),
    promotionClaims: build.query<PromotionClaim[], void>({
      query: () => ({ call: promotionClaims }),
      providesTags: [CONTENT_TAGS.PromotionClaims],
    }),
    participate: build.mutation<PromotionClaim, Participation>({
      query: (participation) =>
        participation.action === 'accept'
          ? { call: acceptPromotion, body: { promotionId: participation.promotionId } }
          : { call: claimPromotion, body: { promotionId: participation.promotionId }, idempotencyKey: participation.idempotencyKey },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(api.util.invalidateTags([CONTENT_TAGS.PromotionClaims]));
        // a claimed bonus lands in the wallet
        dispatch(authApi.util.invalidateTags([AUTH_TAGS.Wallet]));
      },
    }),
    hotMatches: build.query<HotMatch[], void>({
      query: () => ({ call: hotMatches }),
    }),
  }),
});

export const storefrontApi = api;
export const {
  useHelpCenterQuery,
  useCustomerServiceQuery,
  usePromotionAvailabilityQuery,
  usePromotionClaimsQuery,
  useParticipateMutation,
  useHotMatchesQuery,
} = api;
