import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { MEMBER_TYPE } from '@wl/api-client';
import { selectSession, type ReturnState } from '@wl/auth';

/** What the game centre needs of the session: whether there is one, whose, and whether it is a trial. */
export function useSessionFacts() {
  const session = useSelector(selectSession);
  return { loggedIn: session !== null, member: session?.userName, freePlay: session?.type === MEMBER_TYPE.trial };
}

/** Sends a guest to /m/login, remembering the page to come back to. */
export function useGoToLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const state: ReturnState = { from: { pathname: location.pathname, search: location.search } };
    void navigate('/m/login', { state });
  }, [navigate, location.pathname, location.search]);
}
