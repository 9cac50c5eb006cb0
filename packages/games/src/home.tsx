import { lazy, memo, Suspense } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Spinner } from '@wl/ui-kit';

// Home's game parts load in their own chunks right after home itself, so the home route's initial JS stays
// small (docs/design.md section 9); each holds its place while it loads. They take no props: memo keeps home's own
// updates (announcements, session, wallet) from rendering them again.
const Hub = lazy(() => import('./hub/GameHub').then((m) => ({ default: m.GameHub })));
const Winners = lazy(() => import('./winners/WinnersBoard').then((m) => ({ default: m.WinnersBoard })));
const Area = lazy(() => import('./hub/HomeGameArea').then((m) => ({ default: m.HomeGameArea })));

/** A screen's height: the hub is taller than that once loaded, so what is below it never moves into view. */
const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100dvh;
`;

function Loading() {
  const { t } = useTranslation();
  return (
    <Placeholder>
      <Spinner label={t('common.loading')} />
    </Placeholder>
  );
}

/** The game hub on home (see hub/GameHub.tsx), loaded lazily. */
export const GameHub = memo(function GameHub() {
  return (
    <Suspense fallback={<Loading />}>
      <Hub />
    </Suspense>
  );
});

/** The winners board (see winners/WinnersBoard.tsx), loaded lazily; nothing while it loads. */
export const WinnersBoard = memo(function WinnersBoard() {
  return (
    <Suspense fallback={null}>
      <Winners />
    </Suspense>
  );
});

/** The home game area on its own (it is also the hub's HOME panel), loaded lazily. */
export const HomeGameArea = memo(function HomeGameArea() {
  return (
    <Suspense fallback={<Loading />}>
      <Area />
    </Suspense>
  );
});
