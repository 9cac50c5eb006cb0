import { hotMatches, type HotMatch } from '@wl/api-client/catalogue';
import { storefrontApi } from '../storefrontApi';

/** The hot matches of home's sports part: injected by that lazily loaded part, not carried by the home route. */
const api = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    hotMatches: build.query<HotMatch[], void>({
      query: () => ({ call: hotMatches }),
    }),
  }),
});

export const { useHotMatchesQuery } = api;
