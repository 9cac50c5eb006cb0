import { freeze } from '@reduxjs/toolkit';
import { baseApi, MODULE, PATH, PLATFORM, type PlatformRequest } from '@wl/api-client';
import { GAMES_PATH } from '@wl/api-client/protocol';
import type {
  FavouriteChange,
  FavouriteIdsValue,
  FavouriteListValue,
  HotGamesValue,
  LaunchQuery,
  LaunchValue,
  RecentListValue,
  WinnerBoardValue,
  WinnerItem,
  WireGame,
  WireGameCategory,
} from '@wl/api-client/protocol';
import { shouldUseFallbackLauncher } from './model/launch';
import { nextPageParam } from './model/listMode';
import { sortWinners } from './model/vendors';

/** Game categories of the platform (spec 001 section 3). */
export type GameCategory = WireGameCategory;
export type Game = WireGame;
export type Winner = WinnerItem['vo'];

export interface VendorName {
  vassalage: string;
  displayName: string;
  accountType: string;
}
export interface VendorGroup {
  gameCategory: GameCategory;
  vendorNames: VendorName[];
  mapping: { gameType: string; gameClassify: { key: string; displayName: string; vendors: string[] }[] }[];
}

/** Game list query (spec 001 section 3); gameType and vassalage may be comma lists. */
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
export interface GameListPage {
  games: Game[];
  pageNum: number;
  totalPages: number;
}
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

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Vendors', 'Games', 'FavIds', 'FavList', 'Recent'] }).injectEndpoints({
  endpoints: (build) => ({
    vendorGameTypes: build.query<VendorGroup[], { language: string }>({
      query: ({ language }) => ({ path: PATH.vendorGameTypes, module: MODULE.GAMELO3, merchantParam: 'merchant', params: { typeId: 1, language } }),
      providesTags: ['Vendors'],
    }),
    gameList: build.query<GameListPage, GameListQuery>({
      query: (query) => ({
        path: PATH.gameList,
        module: MODULE.GAMELO3,
        merchantParam: 'merchant',
        params: { clientType: PLATFORM.clientType, platform: PLATFORM.platform, ...query },
      }),
      providesTags: ['Games'],
    }),
    /** The list pages' paged game list: page 1, then one more page per fetchNextPage, appended. */
    gamePages: build.infiniteQuery<Page, GameListFilter, number>({
      infiniteQueryOptions: paging,
      query: ({ queryArg, pageParam }) => ({
        path: PATH.gameList,
        module: MODULE.GAMELO3,
        merchantParam: 'merchant',
        params: { clientType: PLATFORM.clientType, platform: PLATFORM.platform, ...queryArg, pageNo: pageParam },
      }),
      transformResponse: (value: GameListPage) => toPage(value.games, value.totalPages),
      providesTags: ['Games'],
    }),
    hotGames: build.query<Game[], { language: string }>({
      query: ({ language }) => ({
        path: GAMES_PATH.hotGames,
        module: MODULE.GAMELOHOT3,
        auth: 'none',
        merchantParam: 'merchantCode',
        params: { isPlatform: 2, platform: PLATFORM.platform, language },
      }),
      transformResponse: (value: HotGamesValue) => value.list,
    }),
    favouriteIds: build.query<string[], string>({
      query: () => ({ path: GAMES_PATH.favouriteIds, merchantParam: 'merchantCode', params: { pageSize: FAVOURITE_ID_LIMIT } }),
      transformResponse: (value: FavouriteIdsValue) => value.list.slice(0, FAVOURITE_ID_LIMIT),
      providesTags: ['FavIds'],
    }),
    favouritePages: build.infiniteQuery<Page, MemberListFilter, number>({
      infiniteQueryOptions: paging,
      query: ({ queryArg: { member: _member, ...params }, pageParam }) => ({
        path: GAMES_PATH.favouriteList,
        merchantParam: 'merchantCode',
        params: { ...params, pageNo: pageParam },
      }),
      transformResponse: (value: FavouriteListValue) => toPage(value.content, value.totalPages),
      providesTags: ['FavList'],
    }),
    recentPages: build.infiniteQuery<Page, MemberListFilter, number>({
      infiniteQueryOptions: paging,
      query: ({ queryArg: { member: _member, ...params }, pageParam }) => ({
        path: GAMES_PATH.recentList,
        module: MODULE.GAMELOREC3,
        merchantParam: 'merchantCode',
        params: { ...params, page: pageParam, clientType: PLATFORM.clientType },
      }),
      transformResponse: (value: RecentListValue) => toPage(value.list, value.totalPages),
      providesTags: ['Recent'],
    }),
    /** Adds a favourite: skipped when already there, shown at once, undone if the platform refuses. */
    addFavourite: build.mutation<null, FavouriteChange & { member: string }>({
      query: ({ nodeId, vendor }) => ({
        path: GAMES_PATH.favouriteAdd,
        method: 'POST',
        module: MODULE.GAMELO3,
        merchantParam: 'merchantCode',
        body: { nodeId, vendor },
      }),
      async onQueryStarted({ nodeId, member }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          api.util.updateQueryData('favouriteIds', member, (ids) => {
            if (!ids.includes(nodeId)) ids.unshift(nodeId);
          }),
        );
        try {
          await queryFulfilled;
          dispatch(api.util.invalidateTags(['FavList']));
        } catch {
          patch.undo();
        }
      },
    }),
    /** Removes a favourite from both local lists first, then tells the platform (spec 001 section 4). */
    removeFavourite: build.mutation<null, FavouriteChange & { member: string }>({
      query: ({ nodeId, vendor }) => ({
        path: GAMES_PATH.favouriteRemove,
        method: 'DELETE',
        module: MODULE.GAMELO3,
        merchantParam: 'merchantCode',
        params: { nodeId, vendor },
      }),
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
    addRecent: build.mutation<null, { nodeId: string }>({
      query: ({ nodeId }) => ({ path: GAMES_PATH.recentAdd, merchantParam: 'merchantCode', params: { nodeId } }),
      invalidatesTags: ['Recent'],
    }),
    /** Launch: /wps/game/launchGame, tried once more through GCS_gameLaunchFB when the platform or network failed. */
    launchGame: build.mutation<LaunchValue, LaunchQuery>({
      async queryFn(query, _api, _extra, baseQuery) {
        const request = (path: string): PlatformRequest => ({ path, module: MODULE.GAMELO3, merchantParam: 'merchantCode', params: { ...query } });
        let result = await baseQuery(request(GAMES_PATH.launchGame));
        if (result.error && shouldUseFallbackLauncher(result.error)) result = await baseQuery(request(GAMES_PATH.launchFallback));
        return result.error ? { error: result.error } : { data: result.data as LaunchValue };
      },
    }),
    winnerBoard: build.query<Winner[], { language: string; gameCategory?: string; limitNum: number }>({
      query: (params) => ({ path: GAMES_PATH.winnerBoard, module: MODULE.COMM3, merchantParam: 'merchantCode', params }),
      transformResponse: (value: WinnerBoardValue) => sortWinners(value.list.map((item) => item.vo)),
    }),
  }),
});

export const gamesApi = api;
export const {
  useVendorGameTypesQuery,
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
