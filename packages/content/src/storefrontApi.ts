import { baseApi, MODULE } from '@wl/api-client';
import { CONTENT_PATH, type CustomerServiceItem, type HelpItem, type HotMatch, type PromotionAvailability, type PromotionClaim } from '@wl/api-client/protocol';
import { authApi } from '@wl/auth';

/** Storefront calls besides announcements: help, customer service, promotion availability and participation, hot matches. */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['PromotionClaims', 'PromotionAvailability'] }).injectEndpoints({
  endpoints: (build) => ({
    helpCenter: build.query<HelpItem[], string>({
      query: (lang) => ({ path: CONTENT_PATH.helpCenter, module: MODULE.COMM3, params: { lang, device: 'MOBILE' } }),
    }),
    customerService: build.query<CustomerServiceItem[], void>({
      query: () => ({ path: CONTENT_PATH.customerService, auth: 'none' }),
    }),
    /** the member's availability with a session, the merchant's public one without */
    promotionAvailability: build.query<PromotionAvailability[], { loggedIn: boolean }>({
      query: ({ loggedIn }) =>
        loggedIn
          ? { path: CONTENT_PATH.availablePromotions, module: MODULE.REWCEN3 }
          : { path: CONTENT_PATH.merchantAvailablePromotions, module: MODULE.REWCEN3, auth: 'none' },
      providesTags: ['PromotionAvailability'],
    }),
    promotionClaims: build.query<PromotionClaim[], void>({
      query: () => ({ path: CONTENT_PATH.promotionClaims, module: MODULE.REWCEN3 }),
      providesTags: ['PromotionClaims'],
    }),
    participate: build.mutation<PromotionClaim, { promotionId: number; action: 'accept' | 'claim' }>({
      query: ({ promotionId, action }) => ({
        path: action === 'accept' ? CONTENT_PATH.acceptPromotion : CONTENT_PATH.claimPromotion,
        method: 'POST',
        module: MODULE.REWCEN3,
        body: { promotionId },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(api.util.invalidateTags(['PromotionClaims']));
        // a claimed bonus lands in the wallet
        dispatch(authApi.util.invalidateTags(['Wallet']));
      },
    }),
    hotMatches: build.query<HotMatch[], void>({
      query: () => ({ path: CONTENT_PATH.popular, module: MODULE.AGEANNOUNCE3 }),
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
