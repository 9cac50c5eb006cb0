import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi, defineTags, PLATFORM, tagTypes } from '@wl/api-client';
import { announcements, markAnnouncementRead } from '@wl/api-client/catalogue';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TYPES, useAnnouncementsQuery } from './announcementsApi';
import { useMarkAnnouncementRead } from './readMarks';

const demo = startDemoPlatform();
const requests = recordRequests(demo);

/**
 * The agent area's footer count as packages/agent/src/api/agentApi.ts asks for it: the same announcements call
 * (type A), cached under the agent's own tag. Content may not import the agent package, so the test mirrors it.
 */
const AGENT_TAGS = defineTags('agent', ['Announcements']);
const agentLike = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(AGENT_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    contentTestAgentNoticeUnread: build.query<number, void>({
      query: () => ({ call: announcements, params: { types: 'A', groupName: 'm_home', platform: PLATFORM.announcementPlatform } }),
      transformResponse: (value: { footer?: { unreadCount: number } }) => value.footer?.unreadCount ?? 0,
      providesTags: [AGENT_TAGS.Announcements],
    }),
  }),
});

const asked = (types: string) => requests.filter((r) => r.method === 'GET' && r.pathname === announcements.path && r.searchParams.get('types') === types);
const marks = () => requests.filter((r) => r.method === 'POST' && r.pathname === markAnnouncementRead.path);

/** The notice list and the agent's count on one screen, and a button that marks the first notice read. */
function NoticesAndAgentCount() {
  const notices = useAnnouncementsQuery({ types: ANNOUNCEMENT_TYPES.notice });
  const agentCount = agentLike.useContentTestAgentNoticeUnreadQuery();
  const markRead = useMarkAnnouncementRead();
  const first = notices.data?.player.find((notice) => !notice.read);
  if (!first || agentCount.data === undefined) return null;
  return <button onClick={() => markRead(first)}>Read {first.title}</button>;
}

describe('announcement read marks and cache tags', () => {
  it('refetch the content announcements and not the agent announcements', async () => {
    const { store } = await renderApp(<NoticesAndAgentCount />, { session: await demoSession(demo.app) });
    await userEvent.click(await screen.findByRole('button', { name: /^Read / }, { timeout: 5000 }));

    await waitFor(() => expect(marks()).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(asked('B,PL,PU')).toHaveLength(2), { timeout: 5000 });
    // give a wrong invalidation time to show itself
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked('A')).toHaveLength(1);

    // the agent's query does refetch when its own tag is invalidated: the count above is not a dead subscription
    store.dispatch(agentLike.util.invalidateTags([AGENT_TAGS.Announcements]));
    await waitFor(() => expect(asked('A')).toHaveLength(2), { timeout: 5000 });
    expect(asked('B,PL,PU')).toHaveLength(2);
  });
});
