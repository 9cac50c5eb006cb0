import { baseApi, defineTags, tagTypes } from '@wl/api-client';
import { claimRedRain, redRainRounds, type BodyOf, type ValueOf } from '@wl/api-client/catalogue';
import { readWalletAfter } from '@wl/auth';

export const RED_RAIN_TAGS = defineTags('redRain', ['Rounds']);

export type RoundsValue = ValueOf<typeof redRainRounds>;
export type ClaimValue = ValueOf<typeof claimRedRain>;
export type ClaimArgs = BodyOf<typeof claimRedRain>;

/** The member's rounds and the claim of one (sent by the red-packet rain page only). */
const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(RED_RAIN_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    redRainRounds: build.query<RoundsValue, void>({
      query: () => ({ call: redRainRounds }),
      providesTags: [RED_RAIN_TAGS.Rounds],
    }),
    claimRedRain: build.mutation<ClaimValue, ClaimArgs & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({ call: claimRedRain, body, idempotencyKey }),
      // the header's balance follows a claim, answered or not (an unknown outcome may have credited it); the rounds
      // are read by the page itself when it needs them (a refetch here would restart the round on screen)
      onQueryStarted: readWalletAfter,
    }),
  }),
});

export const { useRedRainRoundsQuery, useClaimRedRainMutation } = api;
