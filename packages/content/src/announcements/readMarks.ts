import { useCallback, useMemo } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useStore } from 'react-redux';
import { THROTTLE_MS, throttle, useAppSelector } from '@wl/api-client';
import { markAnnouncementRead, type Announcement } from '@wl/api-client/catalogue';
import { isTrialType, selectSession } from '@wl/auth';
import { CONTENT_TAGS } from '../tags';
import { announcementsApi } from './announcementsApi';

// The read mark, apart from the announcements list: only the notice pages send it, so it loads with them and not
// with the home route.
const api = announcementsApi.injectEndpoints({
  endpoints: (build) => ({
    markAnnouncementRead: build.mutation<unknown, number>({
      query: (announcementId) => ({ call: markAnnouncementRead, body: { announcementId, read: true } }),
    }),
  }),
});

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
