import { baseApi, MODULE, PATH, PLATFORM } from '@wl/api-client';
import {
  AGENT_PATH,
  type ChatLaunchQuery,
  type ChatLaunchValue,
  type ChatModel,
  type ChatUnreadValue,
  type InboxValue,
  type VerificationPayload,
  type VerificationValue,
  verificationForm,
} from '@wl/api-client/protocol';

/** One notice of the notice lists (spec 000 section 3: id, title, startDate, content, read). */
export interface Notice {
  id: number;
  title: string;
  /** server HTML: shown as plain text (htmlToText) on cards */
  content: string;
  startDate: number;
  read: boolean;
}
type NoticeLists = Record<string, Notice[] | { unreadCount: number } | undefined>;

/** Messages per inbox page (the spec gives no size; the platform pages CSP_getInbox by pageNo and pageSize). */
export const INBOX_PAGE_SIZE = 20;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Inbox', 'Announcements', 'Verification'] }).injectEndpoints({
  endpoints: (build) => ({
    inboxUnread: build.query<number, void>({
      query: () => ({ path: AGENT_PATH.inboxUnread, module: MODULE.INBOX3 }),
      providesTags: ['Inbox'],
    }),
    chatUnread: build.query<number, void>({
      query: () => ({ path: AGENT_PATH.chatUnread, module: MODULE.CBS3 }),
      transformResponse: (value: ChatUnreadValue) => value.unReadCount,
    }),
    /** The inbox, newest first, a page at a time (load more asks for the next pageNo until totalPages). */
    inbox: build.infiniteQuery<InboxValue, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => (lastParam < last.totalPages ? lastParam + 1 : undefined),
      },
      query: ({ pageParam }) => ({ path: AGENT_PATH.inbox, module: MODULE.INBOX3, params: { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE } }),
      providesTags: ['Inbox'],
    }),
    readInbox: build.mutation<unknown, number>({
      query: (id) => ({ path: AGENT_PATH.inboxRead, method: 'POST', module: MODULE.INBOX3, body: { id } }),
      // locally first (the message shows read at once), then the server; the count reloads
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          api.util.updateQueryData('inbox', undefined, (draft) => {
            const message = draft.pages.flatMap((page) => page.list).find((m) => m.id === id);
            if (message) message.read = true;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Inbox'],
    }),
    chatLaunch: build.mutation<ChatLaunchValue, ChatLaunchQuery>({
      query: (params) => ({ path: AGENT_PATH.chatLaunch, module: MODULE.CBS3, params: { ...params } }),
    }),
    chatModels: build.query<ChatModel[], void>({
      query: () => ({ path: AGENT_PATH.chatModels, module: MODULE.CBS3 }),
    }),
    /** Every notice of the given announcement types, newest first. */
    notices: build.query<Notice[], { types: readonly string[]; groupName?: string }>({
      query: ({ types, groupName }) => ({
        path: PATH.announcements,
        module: MODULE.COMM3,
        merchantParam: 'merchantCode',
        params: { types: types.join(','), groupName, platform: PLATFORM.announcementPlatform },
      }),
      transformResponse: (value: NoticeLists) =>
        Object.values(value)
          .filter((list): list is Notice[] => Array.isArray(list))
          .flat()
          .sort((a, b) => b.startDate - a.startDate),
      providesTags: ['Announcements'],
    }),
    verification: build.query<VerificationValue, void>({
      query: () => ({ path: AGENT_PATH.verification, module: MODULE.PROFPIC3 }),
      providesTags: ['Verification'],
    }),
    submitVerification: build.mutation<VerificationValue, VerificationPayload>({
      query: (payload) => ({ path: AGENT_PATH.verification, method: 'POST', module: MODULE.PROFPIC3, body: verificationForm(payload), form: true }),
      invalidatesTags: ['Verification'],
    }),
  }),
});

export const messagesApi = api;
export const {
  useInboxUnreadQuery,
  useChatUnreadQuery,
  useInboxInfiniteQuery,
  useReadInboxMutation,
  useChatLaunchMutation,
  useChatModelsQuery,
  useNoticesQuery,
  useVerificationQuery,
  useSubmitVerificationMutation,
} = api;
