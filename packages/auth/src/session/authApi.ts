import { baseApi, defineTags, tagTypes, type LoginValue, type MemberInfoValue, type WalletValue } from '@wl/api-client';
import { login, logout, memberInfo, wallet } from '@wl/api-client/catalogue';
import type { AccountsLoginPayload } from '@wl/api-client/protocol';
import { sessionEnded, sessionStarted, TRIAL_USER_KEY } from './sessionSlice';

/** The session's cache tags. */
export const AUTH_TAGS = defineTags('auth', ['Member', 'Wallet']);

const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(AUTH_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginValue, AccountsLoginPayload & { merchantCode: string }>({
      query: ({ merchantCode: _merchantCode, ...body }) => ({ call: login, body }),
      async onQueryStarted({ merchantCode }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(sessionStarted({ token: data.token, userName: data.userName, type: data.type, firstTimeLogin: data.firstTimeLogin, merchantCode }));
        dispatch(api.util.invalidateTags([AUTH_TAGS.Member, AUTH_TAGS.Wallet]));
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ call: logout }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // every stored trace goes, whether or not the platform answered (spec 000 section 4, logout)
        await queryFulfilled.catch(() => undefined);
        try {
          localStorage.removeItem(TRIAL_USER_KEY);
        } catch {
          // storage unavailable: nothing was kept
        }
        dispatch(sessionEnded());
        dispatch(api.util.resetApiState());
      },
    }),
    memberInfo: build.query<MemberInfoValue, void>({
      query: () => ({ call: memberInfo }),
      providesTags: [AUTH_TAGS.Member],
    }),
    wallet: build.query<WalletValue, void>({
      query: () => ({ call: wallet }),
      providesTags: [AUTH_TAGS.Wallet],
    }),
  }),
});

export const authApi = api;

/**
 * A money call's `onQueryStarted` (`onQueryStarted: readWalletAfter`): once the call is answered, or not (an unknown
 * outcome may have moved money), the header's balance is read again. A call that changes more awaits it first.
 */
export async function readWalletAfter(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
): Promise<void> {
  await queryFulfilled.catch(() => undefined);
  dispatch(api.util.invalidateTags([AUTH_TAGS.Wallet]));
}

export const { useLoginMutation, useLogoutMutation, useMemberInfoQuery, useWalletQuery } = api;
