import { baseApi, defineTags, tagTypes } from '@wl/api-client';
import { vendorGameTypes } from '@wl/api-client/catalogue';
import type { VendorGroup as WireVendorGroup, VendorName as WireVendorName, WireGameCategory } from '@wl/api-client/catalogue';

// The game centre's call that the shell sends at start (footer and side menu list the categories with vendors),
// apart from gamesApi.ts: the other game calls, and their answers' schemas, load with the game parts and screens,
// not with the home route's initial JS (docs/design.md section 9).

/** The game centre's cache tags (lottery and rank lists share Recent: a launch records a recent). */
export const GAMES_TAGS = defineTags('games', ['Vendors', 'Games', 'FavIds', 'FavList', 'Recent']);

/** Game categories of the platform (spec 001 section 3). */
export type GameCategory = WireGameCategory;
export type VendorName = WireVendorName;
export type VendorGroup = WireVendorGroup;

/** The game-centre slice of the one API, with its tags; gamesApi.ts injects the other game calls into it. */
export const gamesBaseApi = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(GAMES_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    vendorGameTypes: build.query<VendorGroup[], { language: string }>({
      query: ({ language }) => ({ call: vendorGameTypes, params: { typeId: 1, language } }),
      providesTags: [GAMES_TAGS.Vendors],
    }),
  }),
});

export const { useVendorGameTypesQuery } = gamesBaseApi;
