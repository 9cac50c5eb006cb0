import { memo } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { brandImageUrl } from '@wl/brand';
import { lazyPart, PartBoundary } from '@wl/ui-kit';
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
// home's own updates from rendering them again. Each is a part that fails on its own (a ui-kit lazyPart: render it in
// a PartBoundary); the jackpot holds its place while it loads.
const LazyJackpotCounter = lazyPart(() => import('./JackpotCounter').then((m) => m.JackpotCounter));
export const HotMatches = memo(lazyPart(() => import('./HotMatches').then((m) => m.HotMatches)));
export const LoginAnnouncementPopup = lazyPart(() => import('./LoginAnnouncementPopup').then((m) => m.LoginAnnouncementPopup));
export const CustomerServiceButtons = memo(lazyPart(() => import('../customerService/CustomerServiceButtons').then((m) => m.CustomerServiceButtons)));

/**
 * The jackpot counter; its empty box holds the place while it loads, so nothing below it moves, and a retry takes
 * it when its code cannot load. It takes no props: memo keeps home's own updates from rendering it again.
 */
export const JackpotCounter = memo(function JackpotCounter() {
  return (
    <PartBoundary fallback={<JackpotFrame aria-hidden="true" />}>
      <LazyJackpotCounter />
    </PartBoundary>
  );
});
