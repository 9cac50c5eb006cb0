import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import type { ReturnState } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { ErrorState, Spinner } from '@wl/ui-kit';
import { useLaunchGameMutation } from '../gamesApi';
import { useSessionFacts } from '../hooks/useSessionFacts';
import { launchPageQuery } from '../model/launch';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 60dvh;
  padding: ${(p) => p.theme.space['4']};
`;

/**
 * /m/launchGame?vendor=&playType=trad&prize_mode=&code=lobby&pageBack=home: launches a lottery through the
 * lottery launcher and opens it in this tab (docs/product-decisions.md 16). Guests go to /m/login and come back.
 */
export function LaunchGamePage() {
  const location = useLocation();
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const { loggedIn } = useSessionFacts();
  const query = useMemo(() => launchPageQuery(location.search), [location.search]);
  const [launchGame, result] = useLaunchGameMutation();
  const started = useRef(false);
  // the game replaces this page, so back returns to where the player chose it; a failure shows retry
  const open = useCallback(() => {
    if (!query) return;
    launchGame(query)
      .unwrap()
      .then(({ url }) => window.location.replace(url))
      .catch(() => undefined);
  }, [query, launchGame]);

  useEffect(() => {
    if (!loggedIn || started.current) return;
    started.current = true;
    open();
  }, [loggedIn, open]);

  if (!loggedIn) return <Navigate to="/m/login" replace state={{ from: { pathname: location.pathname, search: location.search } } satisfies ReturnState} />;
  if (!query) return <Navigate to="/m/home" replace />;
  return (
    <Page>
      {result.isError ? (
        <ErrorState
          title={tg('launch.failed')}
          retryLabel={t('common.retry')}
          onRetry={() =>
            void launchGame(query)
              .unwrap()
              .then(({ url }) => window.location.replace(url))
              .catch(() => undefined)
          }
        />
      ) : (
        <Spinner label={tg('launch.opening')} />
      )}
    </Page>
  );
}
