import { baseApi, defineTags, tagTypes } from '@wl/api-client';
import { affiliateLinks, createAffiliateLink, deleteAffiliateLink, type AffiliateLink, type CreateAffiliateLinkBody } from '@wl/api-client/catalogue';

/** The affiliate links' cache tag: creating or deleting a link reloads the list. */
export const AFFILIATE_TAGS = defineTags('affiliate', ['Links']);

/** The agent's affiliate links (issue 20 item 6): injected by the affiliate panel's module only. */
const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(AFFILIATE_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    affiliateLinks: build.query<AffiliateLink[], void>({
      query: () => ({ call: affiliateLinks }),
      providesTags: [AFFILIATE_TAGS.Links],
    }),
    createAffiliateLink: build.mutation<AffiliateLink, CreateAffiliateLinkBody>({
      query: (body) => ({ call: createAffiliateLink, body }),
      invalidatesTags: [AFFILIATE_TAGS.Links],
    }),
    deleteAffiliateLink: build.mutation<unknown, { code: string }>({
      query: (body) => ({ call: deleteAffiliateLink, body }),
      invalidatesTags: [AFFILIATE_TAGS.Links],
    }),
  }),
});

export const { useAffiliateLinksQuery, useCreateAffiliateLinkMutation, useDeleteAffiliateLinkMutation } = api;

/**
 * A link's URL: this site's own registration page with the link's code as `affiliateCode` (the register page reads
 * it; the platform makes the registered member this agent's downline with the link's rebate and member type).
 */
export function affiliateLinkUrl(code: string, origin: string = window.location.origin): string {
  const url = new URL('/m/register', origin);
  url.searchParams.set('affiliateCode', code);
  return url.href;
}
