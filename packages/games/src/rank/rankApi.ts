import { rankList } from '@wl/api-client/catalogue';
import type { RankItem, RankListValue } from '@wl/api-client/catalogue';
import { gamesApi } from '../gamesApi';

/** The rank list (decision 021), injected with the hot games page's chunk. */
const api = gamesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The ranking of a category (all list categories without gameType), best first. */
    rankList: build.query<RankItem[], { gameType?: string; limitNum: number; language: string }>({
      query: (params) => ({ call: rankList, params }),
      transformResponse: (value: RankListValue) => value.list,
    }),
  }),
});

export const { useRankListQuery } = api;
