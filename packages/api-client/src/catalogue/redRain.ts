// Catalogue: red-packet rain (issue 19, item 3; /m/redRain). The spec names the page only as a menu target and
// describes no call, so these two are OUR design (module id REDRAIN3, ours, see docs/api-map.md), built for the
// demo platform until the platform publishes its own. Times are epoch milliseconds of the platform's clock
// (`serverTime` lets the site count down on it); amounts are decimal strings; the claim is `money: true`.
import * as s from '../schema';
import { call } from './define';

/** Refusals of a claim (their texts: rewards `redRain.errors.*`). */
export const RED_RAIN_ERROR = {
  /** the round has not started yet */
  notStarted: 'redrain.not.started',
  /** the round's claim window (its end plus a grace period) is over */
  closed: 'redrain.closed',
  /** the member has already claimed this round (one claim per member and round) */
  claimed: 'redrain.claimed',
  /** the member has no entries left today */
  noChances: 'redrain.no.chances',
  /** no such round */
  unknownRound: 'redrain.unknown.round',
} as const;

const redRainClaim = s.object({
  /** what the claim credited: `0.00` when the packets held nothing */
  amount: s.decimal,
  packets: s.number,
  claimedAt: s.number,
});

const redRainRound = s.object({
  roundId: s.string,
  startAt: s.number,
  endAt: s.number,
  /** how many packets fall during the round (a claim names at most this many) */
  packets: s.number,
  /** the member's claim of this round, null until claimed */
  claim: s.nullable(redRainClaim),
});
export type RedRainRound = s.Infer<typeof redRainRound>;

/**
 * The member's rounds: the current one (also one just ended that can still be claimed) and the next ones, by
 * start; the platform's clock; the entries (claims) the member has left today of the ones allowed per day.
 */
export const redRainRounds = call({
  path: '/wps/v2/redRain/rounds',
  module: 'REDRAIN3',
  token: 'required',
  answer: s.object({
    serverTime: s.number,
    currencySymbol: s.string,
    chancesLeft: s.number,
    chancesPerDay: s.number,
    /** how long after its end a round can still be claimed (a claim sent late, or retried after a timeout) */
    claimGraceMs: s.number,
    rounds: s.array(redRainRound),
  }),
});
export type RedRainRoundsValue = s.Infer<typeof redRainRounds.answer>;

/**
 * Claims a round with the number of packets the player opened (at least one, at most the round's): one claim per
 * member and round, however many keys; answers what it credited to the main wallet (`0.00`: nothing).
 */
export const claimRedRain = call({
  path: '/wps/v2/redRain/claim',
  method: 'POST',
  module: 'REDRAIN3',
  token: 'required',
  money: true,
  body: s.object({ roundId: s.string, packets: s.number }),
  answer: s.object({ roundId: s.string, amount: s.decimal, chancesLeft: s.number }),
});
