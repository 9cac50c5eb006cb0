import { MODULE } from '@wl/api-client';
import { GAMES_PATH } from '@wl/api-client/protocol';
import type { RankItem, RankListValue } from '@wl/api-client/protocol';
import { gamesApi } from '../gamesApi';

/** GCSGAME_getRankList (decision 021), injected with the hot games page's chunk. */
const api = gamesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The ranking of a category (all list categories without gameType), best first. */
    rankList: build.query<RankItem[], { gameType?: string; limitNum: number; language: string }>({
      query: (params) => ({ path: GAMES_PATH.rankList, module: MODULE.GAMELO3, merchantParam: 'merchantCode', params }),
      transformResponse: (value: RankListValue) => value.list,
    }),
  }),
});

export const { useRankListQuery } = api;
