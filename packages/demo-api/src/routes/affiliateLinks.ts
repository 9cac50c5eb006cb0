import { Hono } from 'hono';
import { affiliateLinks, createAffiliateLink, deleteAffiliateLink, type AffiliateLink, type AffiliateMemberType } from '@wl/api-client/catalogue';
import { ERROR_CODE, MEMBER_TYPE } from '@wl/api-client/protocol';
import { fail, ok } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import type { DemoMember } from '../seed/types';
import { serve } from '../serve';
import { storeExtension, type MerchantStore } from '../state';
import { lowestRebateLimitOf, setEveryRebate, tenthsOf } from './agentRebateLimits';

/** An agent's affiliate link as the demo keeps it: its agent (member id) beside what the agent sees. */
interface StoredLink extends AffiliateLink {
  agentId: string;
}

/** The affiliate links of a merchant, by upper-case code (a code is unique within the merchant). */
const linksOf = storeExtension(() => new Map<string, StoredLink>());

/** At most this many links per agent (the platform's limit is not shown; ours keeps the list short). */
export const MAX_AFFILIATE_LINKS = 20;

const NON_AGENT_TYPES: readonly number[] = [MEMBER_TYPE.member, MEMBER_TYPE.trial, MEMBER_TYPE.nonAgent];
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh link code: `L` and seven letters or digits (fits the registration's affiliate code rule, never a member id). */
function newCode(links: Map<string, StoredLink>): string {
  for (;;) {
    let code = 'L';
    for (let i = 0; i < 7; i += 1) code += CODE_LETTERS[Math.floor(Math.random() * CODE_LETTERS.length)];
    if (!links.has(code)) return code;
  }
}

/** The link of a registration's affiliate code, if the code is a link's (accounts.ts). */
export function affiliateLinkOf(store: MerchantStore, code: string): StoredLink | undefined {
  return linksOf(store).get(code.trim().toUpperCase());
}

/**
 * Registration through a link: the new member becomes the link's agent's downline, with the link's rebate for every
 * product type (the downlines answer reads it; such a registration uses none of the agent's quota) and member type (accounts.ts sets the type when it creates the member).
 */
export function recordLinkRegistration(store: MerchantStore, link: StoredLink, member: DemoMember): void {
  setEveryRebate(store, member.account, link.rebate);
  link.registered += 1;
}

/** The member type a link registers, as the demo's member types. */
export const linkMemberType = (memberType: AffiliateMemberType): number => (memberType === 2 ? MEMBER_TYPE.member2 : MEMBER_TYPE.member);

const view = ({ agentId: _agentId, ...link }: StoredLink): AffiliateLink => link;

/** The agent's affiliate links (issue 20 item 6): list, create with a rebate and member type, delete. */
export function affiliateLinkRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();
  const refused = (c: DemoContext) =>
    NON_AGENT_TYPES.includes(c.get('member').type) ? fail(c, 403, ERROR_CODE.nonAgent, 'Non-agents cannot log in') : undefined;
  const own = (c: DemoContext) => [...linksOf(c.get('store')).values()].filter((link) => link.agentId === c.get('member').id);

  serve(
    app,
    affiliateLinks,
    deps,
    (c) =>
      refused(c) ??
      ok(
        c,
        own(c)
          .sort((a, b) => b.createdAt - a.createdAt)
          .map(view),
      ),
  );

  serve(app, createAffiliateLink, deps, (c, body) => {
    const refusal = refused(c);
    if (refusal) return refusal;
    const { rebate, memberType } = body;
    // a link's rebate applies to every product type: 0 to the agent's lowest limit, in steps of 0.1
    const limit = lowestRebateLimitOf(c.get('store'));
    const tenths = tenthsOf(rebate);
    if (Number.isNaN(tenths) || tenths > limit) {
      return fail(c, 400, ERROR_CODE.validation, `The rebate must be between 0 and ${limit / 10} in steps of 0.1.`, { field: 'rebate' });
    }
    if (own(c).length >= MAX_AFFILIATE_LINKS) {
      return fail(c, 409, ERROR_CODE.validation, `At most ${MAX_AFFILIATE_LINKS} links.`);
    }
    const links = linksOf(c.get('store'));
    const link: StoredLink = { code: newCode(links), rebate, memberType, createdAt: state.now(), registered: 0, agentId: c.get('member').id };
    links.set(link.code, link);
    return ok(c, view(link));
  });

  serve(app, deleteAffiliateLink, deps, (c, body) => {
    const refusal = refused(c);
    if (refusal) return refusal;
    const links = linksOf(c.get('store'));
    const link = links.get(body.code.trim().toUpperCase());
    if (!link || link.agentId !== c.get('member').id) return fail(c, 404, ERROR_CODE.notFound, 'No such link.');
    links.delete(link.code);
    return ok(c, { code: link.code });
  });

  return app;
}
