import { baseApi } from '@wl/api-client';
import { chatLaunch, type ChatLaunchQuery, type ChatLaunchValue } from '@wl/api-client/catalogue';

/** Customer service: the live chat's launch address (the catalogue's chatLaunch), asked for on each opening. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chatLaunch: build.mutation<ChatLaunchValue, ChatLaunchQuery>({
      query: (params) => ({ call: chatLaunch, params: { ...params } }),
    }),
  }),
});

export const { useChatLaunchMutation } = api;
