import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useToast } from '@wl/ui-kit';
import { useLoginModal } from '../login/LoginModalProvider';
import type { ReturnState } from '../session/returnPath';
import { selectSession } from '../session/sessionSlice';
import { checkAccess, type GatedFeature } from './access';

/** The free_reject toast shows for 2 s (spec 000 section 8). */
export const FREE_REJECT_TOAST_MS = 2000;

/**
 * What a guest does in the page rather than at a place: joining or claiming a promotion. A guest logs in for it in
 * the login modal and stays (then sees the promotion as a member and taps again); the places (deposit, inbox, chat,
 * member pages) send a guest to /m/login and back (spec 000 section 6).
 */
export const LOGIN_IN_PAGE: readonly GatedFeature[] = ['promotion'];

/**
 * The gate as an action: `gate('deposit')` is true when the player may go on; otherwise it does what the
 * decision says (free_reject toast for 2 s, /m/login returning here afterwards or the login modal for what
 * `LOGIN_IN_PAGE` names, or home) and returns false. `gate('deposit', '/m/voucherCenter')` also navigates there when allowed.
 */
export function useAccessGate() {
  const session = useAppSelector(selectSession);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { t } = useTranslation();
  const loginModal = useLoginModal();

  return useCallback(
    (feature: GatedFeature, to?: string): boolean => {
      const decision = checkAccess(feature, session);
      if (decision === 'ok') {
        if (to) navigate(to);
        return true;
      }
      if (decision === 'freeReject') toast.show({ message: t('errors.free_reject'), kind: 'error', duration: FREE_REJECT_TOAST_MS });
      else if (decision === 'login' && loginModal && LOGIN_IN_PAGE.includes(feature)) loginModal(to ? () => navigate(to) : undefined);
      else if (decision === 'login') {
        const state: ReturnState = { from: { pathname: to ?? location.pathname, search: to ? '' : location.search } };
        navigate('/m/login', { state });
      } else navigate('/m/home', { replace: true });
      return false;
    },
    [session, navigate, location.pathname, location.search, toast, t, loginModal],
  );
}
