// Catalogue: the agent's affiliate links (issue 20 item 6, packages/agent/src/affiliate): spec 001 section 7 names
// "affiliate URL endpoints under MCS2_wps*" without their names, methods or answers; these three are ours under that
// prefix (AFFMAN3, the affiliate module; docs/api-map.md). A file of its own so that only the affiliate screen's
// chunk carries it. A link's URL is the site's own /m/register with the link's code as `affiliateCode`: registering
// through it makes the new member this agent's downline with the link's rebate and member type.
import * as s from '../schema';
import { call } from './define';

/** The member types a link registers: a player (0) or an agent (2) (spec 000: agents are types other than 0, 4, 40). */
export const AFFILIATE_MEMBER_TYPES = [0, 2] as const;
export type AffiliateMemberType = (typeof AFFILIATE_MEMBER_TYPES)[number];

const affiliateLink = s.object({
  /** the link's code: the `affiliateCode` of the registration it leads to */
  code: s.string,
  /** the rebate percent a member registered through it gets */
  rebate: s.number,
  /** the type of the member registered through it: 0 player, 2 agent */
  memberType: s.literal(...AFFILIATE_MEMBER_TYPES),
  /** when the agent created it (epoch ms) */
  createdAt: s.number,
  /** how many members registered through it */
  registered: s.number,
});
export type AffiliateLink = s.Infer<typeof affiliateLink>;

const createAffiliateLinkBody = s.object({ rebate: s.number, memberType: s.literal(...AFFILIATE_MEMBER_TYPES) });
export type CreateAffiliateLinkBody = s.Infer<typeof createAffiliateLinkBody>;

/** The agent's affiliate links, newest first (a record list: a broken link refuses the list). */
export const affiliateLinks = call({
  path: '/wps/relay/MCS2_wpsAffiliateUrlList',
  module: 'AFFMAN3',
  token: 'required',
  answer: s.array(affiliateLink),
});

/** Creates a link with a rebate (0 to the agent's limit, steps of 0.1) and a member type; answers the new link. */
export const createAffiliateLink = call({
  path: '/wps/relay/MCS2_wpsAffiliateUrlCreate',
  method: 'POST',
  module: 'AFFMAN3',
  token: 'required',
  body: createAffiliateLinkBody,
  answer: affiliateLink,
});

/** Deletes a link by its code (members registered through it stay); the site reloads the list, not the answer. */
export const deleteAffiliateLink = call({
  path: '/wps/relay/MCS2_wpsAffiliateUrlDelete',
  method: 'POST',
  module: 'AFFMAN3',
  token: 'required',
  body: s.object({ code: s.string }),
  answer: s.unknown,
});
