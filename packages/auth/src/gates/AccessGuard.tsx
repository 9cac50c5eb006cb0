import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useToast } from '@wl/ui-kit';
import type { ReturnState } from '../session/returnPath';
import { selectSession } from '../session/sessionSlice';
import { checkAccess, type GatedFeature } from './access';
import { FREE_REJECT_TOAST_MS } from './useAccessGate';

/**
 * The gate of a page, however it is reached (an entry's tap, a typed address, a bookmark, the back button): the
 * same decision as the entries' `useAccessGate`. A guest goes to /m/login and comes back after it; a refused
 * session type gets the free_reject toast and goes home; `agent` sends everyone else home.
 */
export function AccessGuard({ feature, children }: { feature: GatedFeature; children: ReactNode }) {
  const session = useAppSelector(selectSession);
  const location = useLocation();
  const toast = useToast();
  const { t } = useTranslation();
  const decision = checkAccess(feature, session);

  useEffect(() => {
    if (decision === 'freeReject') toast.show({ message: t('errors.free_reject'), kind: 'error', duration: FREE_REJECT_TOAST_MS });
  }, [decision, toast, t]);

  if (decision === 'login') {
    const state: ReturnState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to="/m/login" replace state={state} />;
  }
  if (decision !== 'ok') return <Navigate to="/m/home" replace />;
  return <>{children}</>;
}
