import type { PlatformRequest } from '@wl/api-client';
import { lotteryMenu, lotteryRecent, openedNumero, openedNumeroPublic } from '@wl/api-client/catalogue';
import type { LotteryGame, LotteryMenuValue, OpenedNumero, OpenedNumeroValue } from '@wl/api-client/catalogue';
import { GAMES_TAGS, gamesApi } from '../gamesApi';
import { clockOffset, openedNumeroCall } from '../model/lottery';

/** The open draws of the lottery games, with the platform's clock offset measured when they arrived. */
export interface OpenDraws {
  byCode: Record<string, OpenedNumero>;
  list: OpenedNumero[];
  offsetMs: number;
}
export interface OpenDrawsArg {
  gameCodes: string;
  /** the member (members call the token path); undefined for a guest */
  member: string | undefined;
}

/** The opened-numero request of a guest or a member (decision 021). */
export function openedNumeroRequest({ gameCodes, member }: OpenDrawsArg): PlatformRequest {
  return { call: openedNumeroCall(member) === 'member' ? openedNumero : openedNumeroPublic, params: { gameCodes } };
}

/** The lottery gateway's calls (decision 021), injected with the lottery pages' chunk, not home's. */
const api = gamesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The lottery gateway's draw games (no token). */
    lotteryMenu: build.query<LotteryGame[], { language: string }>({
      query: ({ language }) => ({ call: lotteryMenu, params: { language } }),
      transformResponse: (value: LotteryMenuValue) => value.list,
    }),
    /** A member's recently played lottery games; a launch records a recent, which asks them again. */
    recentLottery: build.query<LotteryGame[], { member: string; language: string }>({
      query: ({ language }) => ({ call: lotteryRecent, params: { language } }),
      transformResponse: (value: LotteryMenuValue) => value.list,
      providesTags: [GAMES_TAGS.Recent],
    }),
    /** The open draw of each game: the member path for members, the public path for guests. */
    openDraws: build.query<OpenDraws, OpenDrawsArg>({
      query: openedNumeroRequest,
      transformResponse: (value: OpenedNumeroValue) => ({
        list: value.list,
        byCode: Object.fromEntries(value.list.map((draw) => [draw.gameCode, draw])),
        offsetMs: clockOffset(value.serverTime, Date.now()),
      }),
    }),
  }),
});

export const { useLotteryMenuQuery, useRecentLotteryQuery, useOpenDrawsQuery } = api;
