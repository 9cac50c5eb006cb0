import { baseApi, MODULE, PATH, PLATFORM } from '@wl/api-client';

/** Game categories of the platform (spec 001 section 3). */
export type GameCategory = 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'LOTT' | 'ELOTT';

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
export interface Game {
  gameId: string;
  gameName: string;
  gameType: GameCategory;
  vassalage: string;
  nodeId: string;
  supportPlay: boolean;
  mobileLargeIcon: string;
  displayName?: string;
  iconUrl?: string;
}
export interface GameListQuery {
  gameType: GameCategory;
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

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Vendors', 'Games'] }).injectEndpoints({
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
  }),
});

export const gamesApi = api;
export const { useVendorGameTypesQuery, useGameListQuery } = api;
