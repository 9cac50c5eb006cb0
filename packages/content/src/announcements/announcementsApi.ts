import { useCallback, useMemo } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useStore } from 'react-redux';
import { baseApi, MODULE, PATH, PLATFORM, THROTTLE_MS, throttle, useAppSelector } from '@wl/api-client';
import { CONTENT_PATH, type MarkReadBody } from '@wl/api-client/protocol';
import { isTrialType, selectSession } from '@wl/auth';

/** Announcement and promotion content (spec 001 section 3). */
export interface Announcement {
  id: number;
  title: string;
  /** server HTML: render only through SafeHtml */
  content: string;
  category: string | null;
  startDate: number;
  /** null when long term */
  endDate: number | null;
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
  promotion: ['PR'],
  register: ['B'],
} as const;

export interface AnnouncementsArgs {
  types: readonly string[];
  groupName?: string;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Announcements'] }).injectEndpoints({
  endpoints: (build) => ({
    announcements: build.query<AnnouncementLists, AnnouncementsArgs>({
      query: ({ types, groupName }) => ({
        path: PATH.announcements,
        module: MODULE.COMM3,
        merchantParam: 'merchantCode',
        params: { types: types.join(','), groupName, platform: PLATFORM.announcementPlatform },
      }),
      providesTags: ['Announcements'],
    }),
    markAnnouncementRead: build.mutation<null, number>({
      query: (announcementId) => ({
        path: CONTENT_PATH.markAnnouncementRead,
        method: 'POST',
        module: MODULE.COMM3,
        body: { announcementId, read: true } satisfies MarkReadBody,
      }),
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
 * Marks announcements read (spec 001 section 4): only for a logged-in session that is not type 4; the
 * cached lists show it read at once, then the platform is told (throttled 150 ms, several marks in one
 * go), then the announcements reload.
 */
type ApiState = Parameters<typeof api.util.selectCachedArgsForQuery>[0];
type ApiDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;

/** Sends read marks to the platform at most every 150 ms (all pending ids at once), then reloads the announcements. */
function readMarkSender(dispatch: ApiDispatch): (id: number) => void {
  const pending = new Set<number>();
  const send = throttle(() => {
    const ids = [...pending];
    pending.clear();
    void Promise.all(
      ids.map((id) =>
        dispatch(api.endpoints.markAnnouncementRead.initiate(id))
          .unwrap()
          .catch(() => undefined),
      ),
    ).then(() => dispatch(api.util.invalidateTags(['Announcements'])));
  }, THROTTLE_MS.readMark);
  return (id) => {
    pending.add(id);
    send();
  };
}

export function useMarkAnnouncementRead(): (item: Pick<Announcement, 'id' | 'read'>) => void {
  const dispatch = useDispatch<ApiDispatch>();
  const session = useAppSelector(selectSession);
  const store = useStore<ApiState>();
  const flush = useMemo(() => readMarkSender(dispatch), [dispatch]);

  return useCallback(
    (item) => {
      if (!session || isTrialType(session.type) || item.read) return;
      for (const args of api.util.selectCachedArgsForQuery(store.getState(), 'announcements')) {
        dispatch(
          api.util.updateQueryData('announcements', args, (draft) => {
            for (const list of [draft.player, draft.popup, draft.promotion, draft.hot]) {
              for (const a of list) if (a.id === item.id) a.read = true;
            }
          }),
        );
      }
      flush(item.id);
    },
    [dispatch, flush, session, store],
  );
}
