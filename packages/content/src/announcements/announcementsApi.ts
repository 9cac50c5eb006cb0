import { baseApi, MODULE, PATH, PLATFORM } from '@wl/api-client';

/** Announcement and promotion content (spec 001 section 3). */
export interface Announcement {
  id: number;
  title: string;
  /** server HTML: render only through SafeHtml */
  content: string;
  category: string;
  startDate: number;
  endDate: number;
  /** 1: long term, no end date */
  noExpiry: 0 | 1;
  announcementImages: { sequence: number; url: string }[];
  read: boolean;
}
export interface Banner {
  id: number;
  url: string;
  groupName: string;
  title?: string;
}
export interface AnnouncementLists {
  banners: Banner[];
  player: Announcement[];
  popup: Announcement[];
  promotion: Announcement[];
  hot: Announcement[];
}

/** Announcement types per page (spec 001 sections 7 and 9). */
export const ANNOUNCEMENT_TYPES = {
  home: ['B', 'PL', 'PU', 'PR', 'H'],
  notice: ['B', 'PL', 'PU'],
  register: ['B'],
} as const;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Announcements'] }).injectEndpoints({
  endpoints: (build) => ({
    announcements: build.query<AnnouncementLists, { types: readonly string[]; groupName?: string }>({
      query: ({ types, groupName }) => ({
        path: PATH.announcements,
        module: MODULE.COMM3,
        merchantParam: 'merchantCode',
        params: { types: types.join(','), groupName, platform: PLATFORM.announcementPlatform },
      }),
      providesTags: ['Announcements'],
    }),
  }),
});

export const announcementsApi = api;
export const { useAnnouncementsQuery } = api;
