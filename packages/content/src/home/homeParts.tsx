import { lazy, memo, Suspense } from 'react';
import { ANNOUNCEMENT_TYPES, announcementsApi, useAnnouncementsQuery } from '../announcements/announcementsApi';
import { JackpotFrame } from './JackpotFrame';

const HOME_ANNOUNCEMENTS = { types: ANNOUNCEMENT_TYPES.home, groupName: 'm_home' } as const;

/** Home's announcements: banners of group m_home, ticker, pop-ups, promotions, hot (types B, PL, PU, PR, H). */
export function useHomeAnnouncements() {
  return useAnnouncementsQuery(HOME_ANNOUNCEMENTS);
}

/**
 * Asks for home's announcements as the site starts, before home renders: the first banner (the largest thing on
 * the first screen) can then load while the first view is still being built.
 */
export const prefetchHomeAnnouncements = () => announcementsApi.util.prefetch('announcements', HOME_ANNOUNCEMENTS, {});

// Below the fold or shown later: each its own chunk, so the home route's first JS stays small; memo keeps
// home's own updates from rendering them again.
const LazyJackpotCounter = lazy(() => import('./JackpotCounter').then((m) => ({ default: m.JackpotCounter })));
export const HotMatches = memo(lazy(() => import('./HotMatches').then((m) => ({ default: m.HotMatches }))));
export const LoginAnnouncementPopup = lazy(() => import('./LoginAnnouncementPopup').then((m) => ({ default: m.LoginAnnouncementPopup })));
export const CustomerServiceButtons = memo(
  lazy(() => import('../customerService/CustomerServiceButtons').then((m) => ({ default: m.CustomerServiceButtons }))),
);

/**
 * The jackpot counter; its empty box holds the place while it loads, so nothing below it moves. It takes no
 * props: memo keeps home's own updates from rendering it again.
 */
export const JackpotCounter = memo(function JackpotCounter() {
  return (
    <Suspense fallback={<JackpotFrame aria-hidden="true" />}>
      <LazyJackpotCounter />
    </Suspense>
  );
});
