import { baseApi, tagTypes } from '@wl/api-client';
import { availablePromotions, helpCenter, merchantAvailablePromotions, type HelpItem, type PromotionAvailability } from '@wl/api-client/catalogue';
import { CONTENT_TAGS } from './tags';

/**
 * Storefront calls of the shell and home besides announcements: help (footer), promotion availability (tab bar,
 * download bar). Customer service is @wl/auth's (support/supportApi.ts), which the forgot-password page reads too.
 * The calls of lazily loaded parts are injected by them: promotion participation (promotions/participationApi.ts),
 * hot matches (home/hotMatchesApi.ts).
 */
const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(CONTENT_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    helpCenter: build.query<HelpItem[], string>({
      query: (lang) => ({ call: helpCenter, params: { lang, device: 'MOBILE' } }),
    }),
    /** the member's availability with a session, the merchant's public one without */
    promotionAvailability: build.query<PromotionAvailability[], { loggedIn: boolean }>({
      query: ({ loggedIn }) => ({ call: loggedIn ? availablePromotions : merchantAvailablePromotions }),
      providesTags: [CONTENT_TAGS.PromotionAvailability],
    }),
  }),
});

export const storefrontApi = api;
export const { useHelpCenterQuery, usePromotionAvailabilityQuery } = api;
