import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { brandUrlPolicy, openPlatformUrl } from '@wl/api-client';
import type { ReturnState } from '@wl/auth';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { ErrorState, Spinner } from '@wl/ui-kit';
import { useLaunchGameMutation } from '../gamesApi';
import { useSessionFacts } from '../hooks/useSessionFacts';
import { launchPageQuery } from '../model/launch';
import { useLaunchFailure } from './launchFailure';

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
 * A launch URL `openPlatformUrl` refuses (the brand's launch policy) opens nothing: the page says the game could
 * not be opened, with retry, as for a failed launch.
 */
export function LaunchGamePage() {
  const location = useLocation();
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const failure = useLaunchFailure();
  const { loggedIn } = useSessionFacts();
  const query = useMemo(() => launchPageQuery(location.search), [location.search]);
  const brand = useBrand();
  const [launchGame, result] = useLaunchGameMutation();
  const [refused, setRefused] = useState(false);
  const started = useRef(false);
  // the game replaces this page, so back returns to where the player chose it; a failure shows retry
  const open = useCallback(() => {
    if (!query) return;
    launchGame(query)
      .unwrap()
      .then(({ url }) => setRefused(openPlatformUrl(url, brandUrlPolicy(brand, 'launch'), 'replace') === 'refused'))
      .catch(() => undefined);
  }, [query, launchGame, brand]);

  useEffect(() => {
    if (!loggedIn || started.current) return;
    started.current = true;
    open();
  }, [loggedIn, open]);

  if (!loggedIn) return <Navigate to="/m/login" replace state={{ from: { pathname: location.pathname, search: location.search } } satisfies ReturnState} />;
  if (!query) return <Navigate to="/m/home" replace />;
  return (
    <Page>
      {result.isError || refused ? (
        <ErrorState
          title={refused ? tg('launch.failed') : failure(result.error)}
          retryLabel={t('common.retry')}
          onRetry={() => {
            setRefused(false);
            open();
          }}
        />
      ) : (
        <Spinner label={tg('launch.opening')} />
      )}
    </Page>
  );
}
