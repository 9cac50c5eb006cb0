import { useCallback, useMemo } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useStore } from 'react-redux';
import { baseApi, PLATFORM, tagTypes, THROTTLE_MS, throttle, useAppSelector } from '@wl/api-client';
import { announcements, markAnnouncementRead, type Announcement, type AnnouncementLists } from '@wl/api-client/catalogue';
import { isTrialType, selectSession } from '@wl/auth';
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
    markAnnouncementRead: build.mutation<unknown, number>({
      query: (announcementId) => ({ call: markAnnouncementRead, body: { announcementId, read: true } }),
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
    ).then(() => dispatch(api.util.invalidateTags([CONTENT_TAGS.Announcements])));
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
