import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import { HOME_PATH } from '../routeTable';
import { isChunkLoadError, recoverFromChunkError } from './chunkRecovery';
import { isScreenLoadError } from './loadScreen';
import { ErrorScreen } from './ErrorScreen';

/**
 * The error element of the layout routes: a screen whose chunk did not load, or that threw while rendering. A chunk
 * missing after a redeploy reloads the page once (chunkRecovery). Retry navigates to the same location: the screen's
 * loader runs again (a fresh import, not the failed one) and the error boundary re-renders the screen; no page
 * reload, so the session and the store stay. A chunk of a React.lazy part (not a screen) cannot be loaded again
 * without one: its Retry reloads the page.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  useEffect(() => {
    void recoverFromChunkError(error);
  }, [error]);

  return (
    <ErrorScreen
      retrying={navigation.state !== 'idle'}
      onRetry={() => {
        // a React.lazy part that did not load keeps its rejection for good: only a reload loads it again
        if (isChunkLoadError(error) && !isScreenLoadError(error)) return window.location.reload();
        void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state });
      }}
      onHome={() => void navigate(HOME_PATH)}
    />
  );
}
