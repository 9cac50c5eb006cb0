import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '@wl/api-client';
import { checkAccess, selectSession } from '@wl/auth';

/** The agent area: only with a session and an agent type (not 0, 4, 40); everyone else goes to /m/home. */
export function AgentGuard({ children }: { children: ReactNode }) {
  const session = useAppSelector(selectSession);
  if (checkAccess('agent', session) !== 'ok') return <Navigate to="/m/home" replace />;
  return <>{children}</>;
}
