import { lazy, memo, Suspense } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { brandImageUrl } from '@wl/brand';
import { ANNOUNCEMENT_TYPES, announcementsApi, useAnnouncementsQuery } from '../announcements/announcementsApi';
import { preloadImage } from '../shared/images';
import { JackpotFrame } from './JackpotFrame';

const HOME_ANNOUNCEMENTS = { types: ANNOUNCEMENT_TYPES.home, groupName: 'm_home' } as const;

/** Home's announcements: banners of group m_home, ticker, pop-ups, promotions, hot (types B, PL, PU, PR, H). */
export function useHomeAnnouncements() {
  return useAnnouncementsQuery(HOME_ANNOUNCEMENTS);
}

/**
 * Asks for home's announcements as the site starts, before home renders, and has the browser fetch the first
 * banner's image as soon as they answer: the first banner is the largest thing on home's first screen, and its
 * image then loads while the first view is still being built, not once the banner renders (decision 032).
 * `imageCdn`: the brand's image hosts; the banner renders from the same host (shared/images.ts).
 */
export function prefetchHomeAnnouncements(imageCdn: readonly string[]) {
  return async (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
    const { data } = await dispatch(announcementsApi.endpoints.announcements.initiate(HOME_ANNOUNCEMENTS, { subscribe: false }));
    const first = data?.banners[0];
    if (first) preloadImage(brandImageUrl(first.url, imageCdn));
  };
}

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
