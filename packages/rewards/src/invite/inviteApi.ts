import { baseApi } from '@wl/api-client';
import { affiliateInvitees, agentAffiliate, type AffiliateValue, type InviteesValue } from '@wl/api-client/catalogue';

/** The member's invitation code and the friends registered with it (invite friends page and referral dialog). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    agentAffiliate: build.query<AffiliateValue, void>({
      query: () => ({ call: agentAffiliate }),
    }),
    affiliateInvitees: build.query<InviteesValue, void>({
      query: () => ({ call: affiliateInvitees }),
    }),
  }),
});

export const { useAgentAffiliateQuery, useAffiliateInviteesQuery } = api;

/** The referral link of a code: this site's registration page with the code as `affiliateCode` (the register page reads it). */
export function referralLink(code: string, origin: string = window.location.origin): string {
  const url = new URL('/m/register', origin);
  url.searchParams.set('affiliateCode', code);
  return url.href;
}
