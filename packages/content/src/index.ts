export { SafeHtml, sanitizeHtml, htmlToText } from './html/SafeHtml';
export {
  announcementsApi,
  useAnnouncementsQuery,
  ANNOUNCEMENT_TYPES,
  type Announcement,
  type AnnouncementLists,
  type Banner,
} from './announcements/announcementsApi';
