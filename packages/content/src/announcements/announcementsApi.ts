import { baseApi, PLATFORM, tagTypes } from '@wl/api-client';
import { announcements, type Announcement, type AnnouncementLists } from '@wl/api-client/catalogue';
import { isTrialType } from '@wl/auth';
import { CONTENT_TAGS } from '../tags';

/** Announcement and promotion content (spec 001 section 3): the wire types of the catalogue entry. */
export type { Announcement, AnnouncementLists, Banner } from '@wl/api-client/catalogue';

/** Announcement types per page (spec 001 sections 7 and 9). */
export const ANNOUNCEMENT_TYPES = {
  home: ['B', 'PL', 'PU', 'PR', 'H'],
  notice: ['B', 'PL', 'PU'],
  promotion: ['PR'],
  register: ['B'],
} as const;

export interface AnnouncementsArgs {
  types: readonly string[];
  groupName?: string;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(CONTENT_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    announcements: build.query<AnnouncementLists, AnnouncementsArgs>({
      query: ({ types, groupName }) => ({
        call: announcements,
        params: { types: types.join(','), groupName, platform: PLATFORM.announcementPlatform },
      }),
      providesTags: [CONTENT_TAGS.Announcements],
    }),
  }),
});

export const announcementsApi = api;
export const { useAnnouncementsQuery } = api;

/** The cover image of an announcement or promotion: sequence 1. */
export function coverImage(item: Pick<Announcement, 'announcementImages'>): string | undefined {
  return item.announcementImages.find((img) => img.sequence === 1)?.url;
}

/** Whether an announcement counts as read: flagged read, or any notice for a trial session (spec 000 section 5). */
export function isRead(item: Pick<Announcement, 'read'>, sessionType: number | undefined): boolean {
  return item.read || (sessionType !== undefined && isTrialType(sessionType));
}

/**
 * The announcements page's list (/m/notice): player announcements, then pop-ups, each once (the order the home
 * ticker's `?index=` points into). Banners come with the same call but are not listed.
 */
export function noticeList(lists: Pick<AnnouncementLists, 'player' | 'popup'> | undefined): Announcement[] {
  if (!lists) return [];
  const seen = new Set<number>();
  return [...lists.player, ...lists.popup].filter((a) => !seen.has(a.id) && seen.add(a.id));
}

/** What the announcements badge counts: the unread items of that same list, by the same rule as its dots. */
export function unreadNoticeCount(lists: Pick<AnnouncementLists, 'player' | 'popup'> | undefined, sessionType: number | undefined): number {
  return noticeList(lists).filter((a) => !isRead(a, sessionType)).length;
}
