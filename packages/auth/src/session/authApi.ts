import { baseApi, MODULE, PATH, type LoginValue, type MemberInfoValue, type WalletValue } from '@wl/api-client';
import type { AccountsLoginPayload } from '@wl/api-client/protocol';
import { sessionEnded, sessionStarted, TRIAL_USER_KEY } from './sessionSlice';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Member', 'Wallet'] }).injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginValue, AccountsLoginPayload & { merchantCode: string }>({
      query: ({ merchantCode: _merchantCode, ...body }) => ({ path: PATH.login, method: 'POST', module: MODULE.COMM3, auth: 'none', encrypted: true, body }),
      async onQueryStarted({ merchantCode }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(sessionStarted({ token: data.token, userName: data.userName, type: data.type, firstTimeLogin: data.firstTimeLogin, merchantCode }));
        dispatch(api.util.invalidateTags(['Member', 'Wallet']));
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ path: PATH.logout, method: 'DELETE', module: MODULE.COMM3 }),
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
      query: () => ({ path: PATH.memberInfo }),
      providesTags: ['Member'],
    }),
    wallet: build.query<WalletValue, void>({
      query: () => ({ path: PATH.wallet, module: MODULE.COMM3 }),
      providesTags: ['Wallet'],
    }),
  }),
});

export const authApi = api;
export const { useLoginMutation, useLogoutMutation, useMemberInfoQuery, useWalletQuery } = api;
