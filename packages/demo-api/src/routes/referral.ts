import { Hono } from 'hono';
import { affiliateInvitees, agentAffiliate, type Invitee } from '@wl/api-client/catalogue';
import { ERROR_CODE, MEMBER_TYPE } from '@wl/api-client/protocol';
import { fail, ok } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { decimalOf } from '../cents';
import { post } from '../ledger';
import type { DemoMember } from '../seed/types';
import { serve } from '../serve';
import { storeExtension, type MerchantStore } from '../state';

/** What the inviter earns when an invited friend's first deposit succeeds (cents): a REFERRAL transaction. */
export const REFERRAL_REWARD_CENTS = 1_000;

interface Invitation {
  inviteeId: string;
  inviteeAccount: string;
  registeredAt: number;
  rewardCents: number;
}

/** Each inviter's invitations (by inviter id, newest last), per merchant store. */
const invitationsOf = storeExtension(() => new Map<string, Invitation[]>());

/** A friend's account as the platform shows it to the inviter: first two and last characters. */
export const maskAccount = (account: string): string => (account.length <= 3 ? `${account[0] ?? ''}**` : `${account.slice(0, 2)}***${account.slice(-1)}`);

/** Registration through an invitation link: the new member becomes the inviter's invitee (accounts.ts). */
export function recordInvitation(store: MerchantStore, inviter: DemoMember, invitee: DemoMember, now: number): void {
  const list = invitationsOf(store).get(inviter.id) ?? [];
  list.push({ inviteeId: invitee.id, inviteeAccount: invitee.account, registeredAt: now, rewardCents: 0 });
  invitationsOf(store).set(inviter.id, list);
}

/** An invitee's first successful deposit earns the inviter REFERRAL_REWARD_CENTS, once (deposit.ts). */
export function rewardInviter(store: MerchantStore, invitee: DemoMember, now: number): void {
  for (const [inviterId, list] of invitationsOf(store)) {
    const invitation = list.find((i) => i.inviteeId === invitee.id);
    if (!invitation) continue;
    if (invitation.rewardCents > 0) return;
    const inviter = [...store.members.values()].find((m) => m.id === inviterId);
    if (!inviter) return;
    post(store, inviter, 'REFERRAL', REFERRAL_REWARD_CENTS, now);
    invitation.rewardCents = REFERRAL_REWARD_CENTS;
    return;
  }
}

/** A trial account invites nobody (free_reject, as every member-only feature). */
const refuseTrial = (c: DemoContext) =>
  c.get('member').type === MEMBER_TYPE.trial ? fail(c, 403, ERROR_CODE.freeReject, 'Please login an actual account to use this function') : undefined;

/** Invite friends (issue 19): the member's invitation code and the friends registered with it. */
export function referralRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();

  // the member's id is their code: registration accepts any member's id as the affiliate code (accounts.ts)
  serve(app, agentAffiliate, deps, (c) => refuseTrial(c) ?? ok(c, { code: c.get('member').id }));

  serve(app, affiliateInvitees, deps, (c) => {
    const refused = refuseTrial(c);
    if (refused) return refused;
    const store = c.get('store');
    const mine = invitationsOf(store).get(c.get('member').id) ?? [];
    const list: Invitee[] = [...mine].reverse().map((i) => ({
      account: maskAccount(i.inviteeAccount),
      registeredAt: i.registeredAt,
      reward: i.rewardCents > 0 ? decimalOf(i.rewardCents) : null,
    }));
    const totalCents = mine.reduce((sum, i) => sum + i.rewardCents, 0);
    return ok(c, { list, totalReward: decimalOf(totalCents), currencySymbol: store.seed.profile.currencySymbol });
  });

  return app;
}
