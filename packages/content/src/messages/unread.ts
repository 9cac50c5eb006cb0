import { useEffect, useMemo } from 'react';
import { THROTTLE_MS, throttle, useAppSelector } from '@wl/api-client';
import { isTrialType, selectSession } from '@wl/auth';
import { useFlag } from '@wl/brand';
import { formatBadgeCount } from '@wl/ui-kit';
import { ANNOUNCEMENT_TYPES, unreadNoticeCount, useAnnouncementsQuery } from '../announcements/announcementsApi';
import { useChatUnreadQuery, useInboxUnreadQuery } from './messagesApi';

export interface UnreadCounts {
  announcement: number;
  chat: number;
  inbox: number;
}

/** What an unread badge shows: nothing for guests or zero, `99+` above 99 (spec 000 section 4). */
export function unreadBadgeText(count: number | undefined, loggedIn: boolean): string | null {
  if (!loggedIn || count === undefined) return null;
  return formatBadgeCount(count, 99);
}

/**
 * Unread counts (spec 000 sections 3, 4 and 7): fetched only with a session, the chat count only with CBS3; a
 * trial session has no mail or chat and reads every notice as read. Refreshed when the page comes back into
 * view, at most once per 250 ms; errors are silent (no badge). Each badge counts what the list it leads to shows
 * as unread: the announcements badge the unread items of /m/notice's list (the same query, cache entry and rule,
 * so a read mark lowers it at once; the banners the same call returns are not listed, so not counted), the inbox
 * badge the platform's count of the inbox's unread messages.
 */
export function useUnreadCounts(): UnreadCounts {
  const session = useAppSelector(selectSession);
  const chatOn = useFlag('CBS3');
  const member = !!session && !isTrialType(session.type);
  const inbox = useInboxUnreadQuery(undefined, { skip: !member });
  const chat = useChatUnreadQuery(undefined, { skip: !member || !chatOn });
  const notices = useAnnouncementsQuery({ types: ANNOUNCEMENT_TYPES.notice }, { skip: !member });
  const refresh = useMemo(
    () =>
      throttle(() => {
        if (!member) return;
        void inbox.refetch();
        if (chatOn) void chat.refetch();
      }, THROTTLE_MS.unread),
    // the refetch functions change identity with every result; the throttle must not
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [member, chatOn],
  );
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      refresh.cancel();
    };
  }, [refresh]);
  return {
    announcement: member ? unreadNoticeCount(notices.data, session?.type) : 0,
    chat: member && chatOn && !chat.isError ? (chat.data ?? 0) : 0,
    inbox: member && !inbox.isError ? (inbox.data ?? 0) : 0,
  };
}
