import { memo } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { lazyPart, PartBoundary, Spinner } from '@wl/ui-kit';

// Home's game parts load in their own chunks right after home itself, so the home route's initial JS stays
// small (docs/design.md section 9); each holds its place while it loads, and a part that cannot load (offline) shows
// its retry in its place, home untouched. They take no props: memo keeps home's own updates (announcements, session,
// wallet) from rendering them again.
const Hub = lazyPart(() => import('./hub/GameHub').then((m) => m.GameHub));
const Winners = lazyPart(() => import('./winners/WinnersBoard').then((m) => m.WinnersBoard));
const Area = lazyPart(() => import('./hub/HomeGameArea').then((m) => m.HomeGameArea));

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
    <PartBoundary fallback={<Loading />}>
      <Hub />
    </PartBoundary>
  );
});

/** The winners board (see winners/WinnersBoard.tsx), loaded lazily; nothing while it loads. */
export const WinnersBoard = memo(function WinnersBoard() {
  return (
    <PartBoundary>
      <Winners />
    </PartBoundary>
  );
});

/** The home game area on its own (it is also the hub's HOME panel), loaded lazily. */
export const HomeGameArea = memo(function HomeGameArea() {
  return (
    <PartBoundary fallback={<Loading />}>
      <Area />
    </PartBoundary>
  );
});
