import { baseApi } from '@wl/api-client';
import { chatLaunch, customerServiceScript, type ChatLaunchQuery, type ChatLaunchValue, type CustomerServiceItem } from '@wl/api-client/catalogue';

/**
 * Customer service: the live chat's launch address (the catalogue's chatLaunch), asked for on each opening, and the
 * merchant's customer-service entries (customerServiceScript), read by every entry to customer service (home's
 * floating buttons, the side menu, the forgot-password page).
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chatLaunch: build.mutation<ChatLaunchValue, ChatLaunchQuery>({
      query: (params) => ({ call: chatLaunch, params: { ...params } }),
    }),
    customerService: build.query<CustomerServiceItem[], void>({
      query: () => ({ call: customerServiceScript }),
    }),
  }),
});

export const supportApi = api;
export const { useChatLaunchMutation, useCustomerServiceQuery } = api;
