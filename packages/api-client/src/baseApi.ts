import { createApi } from '@reduxjs/toolkit/query/react';
import { platformBaseQuery } from './baseQuery';

/**
 * The one RTK Query api. Feature packages add their endpoints with
 * `baseApi.enhanceEndpoints({ addTagTypes }).injectEndpoints(...)` and export the generated hooks.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: platformBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
  // reads of an open screen are asked again on reconnect and on focus (the app calls setupListeners)
  refetchOnReconnect: true,
  refetchOnFocus: true,
});
