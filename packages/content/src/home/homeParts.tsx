import { lazy } from 'react';
import { ANNOUNCEMENT_TYPES, useAnnouncementsQuery } from '../announcements/announcementsApi';

/** Home's announcements: banners of group m_home, ticker, pop-ups, promotions, hot (types B, PL, PU, PR, H). */
export function useHomeAnnouncements() {
  return useAnnouncementsQuery({ types: ANNOUNCEMENT_TYPES.home, groupName: 'm_home' });
}

// Below the fold or shown later: each its own chunk, so the home route's first JS stays small.
export const JackpotCounter = lazy(() => import('./JackpotCounter').then((m) => ({ default: m.JackpotCounter })));
export const HotMatches = lazy(() => import('./HotMatches').then((m) => ({ default: m.HotMatches })));
export const LoginAnnouncementPopup = lazy(() => import('./LoginAnnouncementPopup').then((m) => ({ default: m.LoginAnnouncementPopup })));
export const CustomerServiceButtons = lazy(() => import('../customerService/CustomerServiceButtons').then((m) => ({ default: m.CustomerServiceButtons })));
