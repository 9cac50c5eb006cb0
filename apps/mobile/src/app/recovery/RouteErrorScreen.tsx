import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import { useNetworkState } from '../../system/NetworkNotice';
import { HOME_PATH } from '../routeTable';
import { isChunkLoadError, recoverFromChunkError } from './chunkRecovery';
import { isScreenLoadError } from './loadScreen';
import { ErrorScreen } from './ErrorScreen';

/**
 * The error element of the routes: a screen whose chunk did not load, or that threw while rendering. A chunk
 * missing after a redeploy reloads the page once (chunkRecovery). Retry navigates to the same location: the screen's
 * loader runs again (a fresh import, not the failed one) and the error boundary re-renders the screen; no page
 * reload, so the session and the store stay. A chunk of a React.lazy part (not a screen) cannot be loaded again
 * without one: its Retry reloads the page.
 *
 * `inFrame` (each screen's route): the error screen shows in the screen's place, inside the app's frame (header, tab
 * bar, the network notice), offline as "No Internet", and a screen whose code did not load offline opens by itself
 * when the connection is back. Without it (the layout's route, when the frame itself failed): the whole page.
 */
export function RouteErrorScreen({ inFrame = false }: { inFrame?: boolean }) {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const offline = useNetworkState() === 'offline';

  useEffect(() => {
    void recoverFromChunkError(error);
  }, [error]);

  const retry = useCallback(() => {
    // a React.lazy part that did not load keeps its rejection for good: only a reload loads it again
    if (isChunkLoadError(error) && !isScreenLoadError(error)) return window.location.reload();
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state });
  }, [error, navigate, location]);

  // back online, a screen whose code did not load (offline) fills in without a tap
  useEffect(() => {
    if (!inFrame || !isScreenLoadError(error)) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [inFrame, error, retry]);

  return (
    <ErrorScreen
      inFrame={inFrame}
      offline={inFrame && offline}
      retrying={navigation.state !== 'idle'}
      onRetry={retry}
      onHome={() => void navigate(HOME_PATH)}
    />
  );
}
