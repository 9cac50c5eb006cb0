import { MEMBER_TYPE } from '@wl/api-client';
import type { SessionInfo } from '../session/sessionSlice';

/**
 * Features behind the account-type gates of spec 000 sections 5 and 6. `member`: any session (member centre,
 * favourites, launching games, change password); `deposit`, and `money` for the other members-only money features
 * (withdraw, wallet transfers, the security centre's withdrawal password, cards and payee: spec 001 section 6, only
 * member types pass): types 0, 1, 2; `mail`, `chat`,
 * `promotion` (joining and claiming), `referral` (invite friends), `bets` (bet records): not trial; `agent`: agent types, others go home; `contracts`: the dividend and contract prompts.
 */
export type GatedFeature = 'member' | 'deposit' | 'money' | 'mail' | 'chat' | 'promotion' | 'referral' | 'bets' | 'agent' | 'contracts';

/** `ok`, or what to do instead: send the guest to /m/login, refuse a trial with free_reject, or go home. */
export type AccessDecision = 'ok' | 'login' | 'freeReject' | 'home';

const MONEY_TYPES: readonly number[] = [MEMBER_TYPE.member, MEMBER_TYPE.member1, MEMBER_TYPE.member2];
const NON_AGENT_TYPES: readonly number[] = [MEMBER_TYPE.member, MEMBER_TYPE.trial, MEMBER_TYPE.nonAgent];
/** Excluded from dividend and contract prompts (spec 000 section 6). */
const NO_CONTRACT_TYPES: readonly number[] = [MEMBER_TYPE.trial, 40, 41, 42];

export const isTrialType = (type: number): boolean => type === MEMBER_TYPE.trial;
/** Agents are every type but 0, 4 and 40. */
export const isAgentType = (type: number): boolean => !NON_AGENT_TYPES.includes(type);

/** The one access decision every screen and menu uses. */
export function checkAccess(feature: GatedFeature, session: SessionInfo | null): AccessDecision {
  if (!session) return feature === 'agent' || feature === 'contracts' ? 'home' : 'login';
  switch (feature) {
    case 'member':
      return 'ok';
    case 'mail':
    case 'chat':
    case 'promotion':
    case 'referral':
    case 'bets':
      return isTrialType(session.type) ? 'freeReject' : 'ok';
    case 'deposit':
    case 'money':
      return MONEY_TYPES.includes(session.type) ? 'ok' : 'freeReject';
    case 'agent':
      return isAgentType(session.type) ? 'ok' : 'home';
    case 'contracts':
      return NO_CONTRACT_TYPES.includes(session.type) ? 'home' : 'ok';
  }
}
