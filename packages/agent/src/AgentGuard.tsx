import type { ReactNode } from 'react';
import { AccessGuard } from '@wl/auth';

/** The agent area: only with a session and an agent type (not 0, 4, 40); everyone else goes to /m/home. */
export function AgentGuard({ children }: { children: ReactNode }) {
  return <AccessGuard feature="agent">{children}</AccessGuard>;
}
