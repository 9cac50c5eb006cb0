export { SafeHtml, sanitizeHtml, htmlToText } from './html/SafeHtml';
export {
  announcementsApi,
  useAnnouncementsQuery,
  ANNOUNCEMENT_TYPES,
  type Announcement,
  type AnnouncementLists,
  type Banner,
} from './announcements/announcementsApi';

/** Storefront screens (promotions, notices, help), loaded lazily by the app's route table (one chunk each). */
export const contentScreens = {};

/** Message center screens (inbox, live chat, member centre), loaded lazily by the app's route table. */
export const messageScreens = {};
