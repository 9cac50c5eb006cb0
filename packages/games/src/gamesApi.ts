import { freeze } from '@reduxjs/toolkit';
import { PLATFORM, type PlatformRequest } from '@wl/api-client';
import {
  favouriteAdd,
  favouriteIds,
  favouriteList,
  favouriteRemove,
  gameList,
  hotGames,
  launchFallback,
  launchGame,
  recentAdd,
  recentList,
  winnerBoard,
} from '@wl/api-client/catalogue';
import type {
  FavouriteChange,
  FavouriteIdsValue,
  FavouriteListValue,
  GameListValue,
  HotGamesValue,
  LaunchQuery,
  LaunchValue,
  RecentListValue,
  WinnerBoardValue,
  WireGame,
} from '@wl/api-client/catalogue';
import { shouldUseFallbackLauncher } from './model/launch';
import { nextPageParam } from './model/listMode';
import { sortWinners, type Winner } from './model/vendors';
import { gamesBaseApi, GAMES_TAGS } from './vendorTypesApi';

export { GAMES_TAGS, useVendorGameTypesQuery, type GameCategory, type VendorGroup, type VendorName } from './vendorTypesApi';

export type Game = WireGame;
export type { Winner };

/** Game list query as a screen asks it (spec 001 section 3); gameType and vassalage may be comma lists. */
export interface GameListQuery {
  gameType: string;
  pageNo: number;
  pageSize: number;
  gameName?: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: '1';
  language: string;
}
export type GameListPage = GameListValue;
/** A paged list without its page: the infinite queries add pageNo themselves. */
export type GameListFilter = Omit<GameListQuery, 'pageNo'>;
export interface MemberListFilter {
  gameType?: string;
  vendor?: string;
  pageSize: number;
  language: string;
  /** whose list (cache key only, never sent: the token says whose) */
  member: string;
}

/** Spec 001 section 9. */
export const GAME_LIST_PAGE_SIZE = 35;
export const FAVOURITE_ID_LIMIT = 100;

/** A page of the paged lists, the same shape for games, favourites and recents. */
export interface Page {
  games: Game[];
  totalPages: number;
}

/**
 * A page as the cache keeps it, frozen here: the store skips frozen values instead of walking every game of a
 * new page to freeze it (Immer's advice for data added in bulk; a page of 600+ games made that walk a large part
 * of showing the list).
 */
const toPage = (games: Game[], totalPages: number): Page => freeze({ games, totalPages });

const paging = { initialPageParam: 1, getNextPageParam: (last: Page, _all: Page[], lastParam: number) => nextPageParam(lastParam, last.totalPages) };

const api = gamesBaseApi.injectEndpoints({
  endpoints: (build) => ({
    gameList: build.query<GameListPage, GameListQuery>({
      query: (query) => ({ call: gameList, params: { clientType: PLATFORM.clientType, platform: PLATFORM.platform, ...query } }),
      providesTags: [GAMES_TAGS.Games],
    }),
    /** The list pages' paged game list: page 1, then one more page per fetchNextPage, appended. */
    gamePages: build.infiniteQuery<Page, GameListFilter, number>({
      infiniteQueryOptions: paging,
      query: ({ queryArg, pageParam }) => ({
        call: gameList,
        params: { clientType: PLATFORM.clientType, platform: PLATFORM.platform, ...queryArg, pageNo: pageParam },
      }),
      // the base query has checked the answer against the entry's schema (a plain loop over the games)
      transformResponse: (value: GameListValue) => toPage(value.games, value.totalPages),
      providesTags: [GAMES_TAGS.Games],
    }),
    hotGames: build.query<Game[], { language: string }>({
      query: ({ language }) => ({ call: hotGames, params: { isPlatform: 2, platform: PLATFORM.platform, language } }),
      transformResponse: (value: HotGamesValue) => value.list,
    }),
    favouriteIds: build.query<string[], string>({
      query: () => ({ call: favouriteIds, params: { pageSize: FAVOURITE_ID_LIMIT } }),
      transformResponse: (value: FavouriteIdsValue) => value.list.slice(0, FAVOURITE_ID_LIMIT),
      providesTags: [GAMES_TAGS.FavIds],
    }),
    favouritePages: build.infiniteQuery<Page, MemberListFilter, number>({
      infiniteQueryOptions: paging,
      query: ({ queryArg: { member: _member, ...params }, pageParam }) => ({ call: favouriteList, params: { ...params, pageNo: pageParam } }),
      transformResponse: (value: FavouriteListValue) => toPage(value.content, value.totalPages),
      providesTags: [GAMES_TAGS.FavList],
    }),
    recentPages: build.infiniteQuery<Page, MemberListFilter, number>({
      infiniteQueryOptions: paging,
      query: ({ queryArg: { member: _member, ...params }, pageParam }) => ({
        call: recentList,
        params: { ...params, page: pageParam, clientType: PLATFORM.clientType },
      }),
      transformResponse: (value: RecentListValue) => toPage(value.list, value.totalPages),
      providesTags: [GAMES_TAGS.Recent],
    }),
    /** Adds a favourite: skipped when already there, shown at once, undone if the platform refuses. */
    addFavourite: build.mutation<unknown, FavouriteChange & { member: string }>({
      query: ({ nodeId, vendor }) => ({ call: favouriteAdd, body: { nodeId, vendor } }),
      async onQueryStarted({ nodeId, member }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          api.util.updateQueryData('favouriteIds', member, (ids) => {
            if (!ids.includes(nodeId)) ids.unshift(nodeId);
          }),
        );
        try {
          await queryFulfilled;
          dispatch(api.util.invalidateTags([GAMES_TAGS.FavList]));
        } catch {
          patch.undo();
        }
      },
    }),
    /** Removes a favourite from both local lists first, then tells the platform (spec 001 section 4). */
    removeFavourite: build.mutation<unknown, FavouriteChange & { member: string }>({
      query: ({ nodeId, vendor }) => ({ call: favouriteRemove, params: { nodeId, vendor } }),
      async onQueryStarted({ nodeId, member }, { dispatch, getState, queryFulfilled }) {
        const patches = [
          dispatch(api.util.updateQueryData('favouriteIds', member, (ids) => ids.filter((id) => id !== nodeId))),
          ...api.util.selectCachedArgsForQuery(getState(), 'favouritePages').map((arg) =>
            dispatch(
              api.util.updateQueryData('favouritePages', arg, (data) => {
                for (const page of data.pages) page.games = page.games.filter((g) => g.nodeId !== nodeId);
              }),
            ),
          ),
        ];
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    addRecent: build.mutation<unknown, { nodeId: string }>({
      query: ({ nodeId }) => ({ call: recentAdd, params: { nodeId } }),
      invalidatesTags: [GAMES_TAGS.Recent],
    }),
    /** Launch: the main launcher, tried once more through the fallback launcher when the platform or network failed. */
    launchGame: build.mutation<LaunchValue, LaunchQuery>({
      async queryFn(query, _api, _extra, baseQuery) {
        const request = (call: typeof launchGame): PlatformRequest => ({ call, params: { ...query } });
        let result = await baseQuery(request(launchGame));
        if (result.error && shouldUseFallbackLauncher(result.error)) result = await baseQuery(request(launchFallback));
        return result.error ? { error: result.error } : { data: result.data as LaunchValue };
      },
    }),
    winnerBoard: build.query<Winner[], { language: string; gameCategory?: string; limitNum: number }>({
      query: (params) => ({ call: winnerBoard, params }),
      // the largest winners, at most as many as asked for (a platform that sends more does not make the board longer)
      transformResponse: (value: WinnerBoardValue, _meta, { limitNum }) => sortWinners(value.list.map((item) => item.vo)).slice(0, limitNum),
    }),
  }),
});

export const gamesApi = api;
export const {
  useGameListQuery,
  useGamePagesInfiniteQuery,
  useHotGamesQuery,
  useFavouriteIdsQuery,
  useFavouritePagesInfiniteQuery,
  useRecentPagesInfiniteQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useAddRecentMutation,
  useLaunchGameMutation,
  useWinnerBoardQuery,
} = api;
