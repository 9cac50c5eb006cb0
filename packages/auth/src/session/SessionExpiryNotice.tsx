import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useToast } from '@wl/ui-kit';
import type { ReturnState } from './returnPath';
import { expiryNoticeShown, selectSessionExpired } from './sessionSlice';

/**
 * When the platform ends the session (any call answered as logged out), say so once and send the
 * player to /m/login; after login they come back to the page they were on (docs/product-decisions.md 14).
 */
export function SessionExpiryNotice() {
  const expired = useAppSelector(selectSessionExpired);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { t } = useTranslation();

  useEffect(() => {
    if (!expired) return;
    dispatch(expiryNoticeShown());
    toast.show({ message: t('auth.loggedOut'), kind: 'long' });
    const state: ReturnState = { from: { pathname: location.pathname, search: location.search } };
    navigate('/m/login', { state });
  }, [expired, dispatch, navigate, location.pathname, location.search, toast, t]);

  return null;
}
