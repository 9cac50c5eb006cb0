import { isAgentType, type SessionInfo } from '@wl/auth';

/** Where the affiliate entry goes: guests to login, agent types to open an account, everyone else to invite friends. */
export function affiliatePath(session: Pick<SessionInfo, 'type'> | null): string {
  if (!session) return '/m/login';
  return isAgentType(session.type) ? '/m/agentRegister' : '/m/inviteFriends';
}
