// Catalogue: reward centre (issue 19): raffle promotions and points (module PTSYS3). The reward centre's promotion
// list and claims are content.ts's availablePromotions, promotionClaims and claimPromotion.
import * as s from '../schema';
import { call, typed } from './define';

/** Platform codes of the reward centre (the shared ones are ERROR_CODE). */
export const REWARDS_ERROR = {
  /** the promotion has ended: it can no longer be claimed */
  promotionExpired: 'promotion.expired',
  /** the promotion's condition is not met yet */
  conditionNotMet: 'promotion.condition.unmet',
  /** the bonus was claimed already */
  alreadyClaimed: 'promotion.claimed',
  /** a raffle with no draw left to claim */
  noChances: 'raffle.no.chances',
  /** more points than the member holds */
  pointsInsufficient: 'points.insufficient',
  /** the password of a password-checked call is wrong */
  passwordIncorrect: 'password.incorrect',
} as const;

const raffleStatusValue = s.object({
  promotionId: s.number,
  /** open: no draw earned yet; claimable: draws to claim; claimed: every draw earned is claimed; expired: ended */
  status: s.literal('open', 'claimable', 'claimed', 'expired'),
  /** draws the member may still claim */
  chances: s.number,
  /** what the member's claimed draws paid in all */
  won: s.decimal,
});
export type RaffleStatus = s.Infer<typeof raffleStatusValue>;

/** The member's status in a raffle promotion: whether a draw can be claimed. */
export const rafflePromotionStatus = call({
  path: '/wps/relay/MCSFE_getRafflePromotionStatus',
  module: 'REWCEN3',
  token: 'required',
  params: typed<{ promotionId: number }>(),
  answer: raffleStatusValue,
});

/** Claims a raffle draw: the prize goes to the wallet (money: one idempotency key per claim). */
export const claimRafflePromotion = call({
  path: '/wps/relay/MCSFE_claimRafflePromotion',
  method: 'POST',
  module: 'REWCEN3',
  token: 'required',
  money: true,
  body: s.object({ promotionId: s.number }),
  answer: s.object({ promotionId: s.number, amount: s.decimal, chances: s.number }),
});

/** The member's point balance (whole points). */
export const pointBalance = call({
  path: '/wps/relay/MCSFE_getPointBalance',
  module: 'PTSYS3',
  token: 'required',
  answer: s.object({ balance: s.number }),
});

/** How points are earned and what a point converts to (our name: the API map lists "config" only). */
export const pointConfig = call({
  path: '/wps/relay/MCSFE_getPointConfig',
  module: 'PTSYS3',
  token: 'required',
  answer: s.object({
    /** cash per point */
    conversionRate: s.decimal,
    /** the fewest points a conversion takes */
    minConvertPoints: s.number,
    /** `points` earned per `turnover` bet on a product type (RNG, LIVE, SPORTS, ...) */
    earnRules: s.array(s.object({ productType: s.string, turnover: s.decimal, points: s.number }), { dropInvalid: true }),
  }),
});

const pointRewardValue = s.object({
  id: s.number,
  name: s.string,
  /** points it costs */
  points: s.number,
  /** the cash it pays into the wallet */
  amount: s.decimal,
});
/** A reward points can be redeemed for. */
export type PointReward = s.Infer<typeof pointRewardValue>;

/** The rewards points can be redeemed for. */
export const pointRewards = call({
  path: '/wps/relay/MCSFE_getPointRewards',
  module: 'PTSYS3',
  token: 'required',
  answer: s.array(pointRewardValue, { dropInvalid: true }),
});

/** What a redeem or a conversion answers: the new point balance and the cash paid into the wallet. */
const pointPayoutValue = s.object({ balance: s.number, amount: s.decimal });
export type PointPayout = s.Infer<typeof pointPayoutValue>;

/** Redeems a reward with points, checked by the member's login password (body encrypted). */
export const redeemPointReward = call({
  path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
  method: 'POST',
  module: 'PTSYS3',
  token: 'required',
  encrypted: true,
  money: true,
  body: s.object({ rewardId: s.number, password: s.string }),
  answer: pointPayoutValue,
});

/** Converts whole points to cash in the wallet, checked by the member's login password (body encrypted). */
export const convertPoint = call({
  path: '/wps/relay/passwordCheck/MCSFE_convertPoint',
  method: 'POST',
  module: 'PTSYS3',
  token: 'required',
  encrypted: true,
  money: true,
  body: s.object({ points: s.number, password: s.string }),
  answer: pointPayoutValue,
});
