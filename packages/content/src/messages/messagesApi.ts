import { baseApi, defineTags, PLATFORM, tagTypes } from '@wl/api-client';
import {
  announcements,
  chatModels,
  chatUnread,
  inbox,
  inboxRead,
  inboxUnread,
  submitVerification,
  type AnnouncementLists,
  verification,
  type ChatModel,
  type ChatUnreadValue,
  type InboxValue,
  type VerificationValue,
} from '@wl/api-client/catalogue';
import { verificationForm, type VerificationPayload } from '@wl/api-client/protocol';
import { CONTENT_TAGS } from '../tags';

/** The messages' cache tags (the notices are content's announcement lists: they keep content's tag, see `notices`). */
export const MESSAGES_TAGS = defineTags('messages', ['Inbox', 'Verification']);

/** One notice of the notice lists (spec 000 section 3: id, title, startDate, content, read). */
export interface Notice {
  id: number;
  title: string;
  /** server HTML: shown as plain text (htmlToText) on cards */
  content: string;
  startDate: number;
  read: boolean;
}

/** Messages per inbox page (the spec gives no size; the platform pages the inbox by pageNo and pageSize). */
export const INBOX_PAGE_SIZE = 20;

const api = baseApi.enhanceEndpoints({ addTagTypes: [...tagTypes(MESSAGES_TAGS), ...tagTypes(CONTENT_TAGS)] }).injectEndpoints({
  endpoints: (build) => ({
    inboxUnread: build.query<number, void>({
      query: () => ({ call: inboxUnread }),
      providesTags: [MESSAGES_TAGS.Inbox],
    }),
    chatUnread: build.query<number, void>({
      query: () => ({ call: chatUnread }),
      transformResponse: (value: ChatUnreadValue) => value.unReadCount,
    }),
    /** The inbox, newest first, a page at a time (load more asks for the next pageNo until totalPages). */
    inbox: build.infiniteQuery<InboxValue, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => (lastParam < last.totalPages ? lastParam + 1 : undefined),
      },
      query: ({ pageParam }) => ({ call: inbox, params: { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE } }),
      providesTags: [MESSAGES_TAGS.Inbox],
    }),
    readInbox: build.mutation<unknown, number>({
      query: (id) => ({ call: inboxRead, body: { id } }),
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
      invalidatesTags: [MESSAGES_TAGS.Inbox],
    }),
    chatModels: build.query<ChatModel[], void>({
      query: () => ({ call: chatModels }),
    }),
    /**
     * Every notice of the given announcement types, newest first (the member notice cards). Content's announcement
     * lists under content's tag: a read mark (content's read-mark sender) reloads them. Banners are images, not
     * notices: they are not listed (their answer has no title or content to show).
     */
    notices: build.query<Notice[], { types: readonly string[]; groupName?: string }>({
      query: ({ types, groupName }) => ({ call: announcements, params: { types: types.join(','), groupName, platform: PLATFORM.announcementPlatform } }),
      transformResponse: ({ player, popup, promotion, hot, agent = [] }: AnnouncementLists) =>
        [...player, ...popup, ...promotion, ...hot, ...agent].sort((a, b) => b.startDate - a.startDate),
      providesTags: [CONTENT_TAGS.Announcements],
    }),
    verification: build.query<VerificationValue, void>({
      query: () => ({ call: verification }),
      providesTags: [MESSAGES_TAGS.Verification],
    }),
    submitVerification: build.mutation<VerificationValue, VerificationPayload>({
      query: (payload) => ({ call: submitVerification, body: verificationForm(payload) }),
      invalidatesTags: [MESSAGES_TAGS.Verification],
    }),
  }),
});

export const messagesApi = api;
export const {
  useInboxUnreadQuery,
  useChatUnreadQuery,
  useInboxInfiniteQuery,
  useReadInboxMutation,
  useChatModelsQuery,
  useNoticesQuery,
  useVerificationQuery,
  useSubmitVerificationMutation,
} = api;
