// Catalogue: invite friends (issue 19 item 2, packages/rewards/src/invite): the member's invitation code (spec 001
// catalogue: /wps/agent/affiliate, AFFMAN3, answer `value.code`) and the friends invited with it (ours). A file of its
// own so that only the invite screens' chunks carry it (accounts.ts reaches the home page through the login modal).
import * as s from '../schema';
import { call } from './define';

const affiliateValue = s.object({
  /** the member's own invitation (affiliate) code: a friend who registers with it becomes the member's invitee */
  code: s.string,
});
export type AffiliateValue = s.Infer<typeof affiliateValue>;

/**
 * The member's invitation (affiliate) code (spec 001: "affiliate value.code"), for invite friends; the site makes
 * the referral link of it: its own /m/register with the code as `affiliateCode` (the register page reads it).
 */
export const agentAffiliate = call({ path: '/wps/agent/affiliate', module: 'AFFMAN3', token: 'required', answer: affiliateValue });

const invitee = s.object({
  /** the friend's account, masked by the platform (first and last characters) */
  account: s.string,
  /** when the friend registered (epoch ms) */
  registeredAt: s.number,
  /** what the member earned for this friend so far (decimal string), null while nothing was earned */
  reward: s.nullable(s.decimal),
});
const inviteesValue = s.object({
  list: s.array(invitee, { dropInvalid: true }),
  /** what the member earned for all of them (decimal string) */
  totalReward: s.decimal,
  /** the member's currency symbol, for the amounts */
  currencySymbol: s.string,
});
export type Invitee = s.Infer<typeof invitee>;
export type InviteesValue = s.Infer<typeof inviteesValue>;

/**
 * The friends registered with the member's invitation code and the rewards earned for them, newest first (ours:
 * the spec names no such call; AFFMAN3 like the code it lists the invitees of; docs/api-map.md).
 */
export const affiliateInvitees = call({
  path: '/wps/agent/affiliate/invitees',
  module: 'AFFMAN3',
  token: 'required',
  answer: inviteesValue,
});
