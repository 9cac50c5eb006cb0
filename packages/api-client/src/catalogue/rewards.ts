// Catalogue: reward centre (issue 19): raffle promotions and points (module PTSYS3). All planned: no screen sends
// them yet and the demo platform does not answer them; the schemas are best guesses until the issue builds them.
import * as s from '../schema';
import { call, typed } from './define';

const raffleStatusValue = s.object({
  promotionId: s.number,
  /** e.g. open, claimable, claimed, expired */
  status: s.string,
  /** draws the member may still claim */
  chances: s.optional(s.number),
});
export type RaffleStatus = s.Infer<typeof raffleStatusValue>;

/** The member's status in a raffle promotion: whether a draw can be claimed. */
export const rafflePromotionStatus = call({
  path: '/wps/relay/MCSFE_getRafflePromotionStatus',
  module: 'REWCEN3',
  token: 'required',
  params: typed<{ promotionId: number }>(),
  answer: raffleStatusValue,
  planned: true,
});

/** Claims a raffle draw: the prize goes to the wallet (money: one idempotency key per claim). */
export const claimRafflePromotion = call({
  path: '/wps/relay/MCSFE_claimRafflePromotion',
  method: 'POST',
  module: 'REWCEN3',
  token: 'required',
  money: true,
  body: s.object({ promotionId: s.number }),
  answer: s.object({ promotionId: s.number, amount: s.decimal }),
  planned: true,
});

/** The member's point balance. */
export const pointBalance = call({
  path: '/wps/relay/MCSFE_getPointBalance',
  module: 'PTSYS3',
  token: 'required',
  answer: s.object({ balance: s.number }),
  planned: true,
});

/** How points are earned and what a point converts to (our name: the API map lists "config" only). */
export const pointConfig = call({
  path: '/wps/relay/MCSFE_getPointConfig',
  module: 'PTSYS3',
  token: 'required',
  answer: s.object({
    /** cash per point */
    conversionRate: s.decimal,
    minConvertPoints: s.number,
    earnRules: s.array(s.object({ productType: s.string, turnover: s.decimal, points: s.number })),
  }),
  planned: true,
});

/** The rewards points can be redeemed for. */
export const pointRewards = call({
  path: '/wps/relay/MCSFE_getPointRewards',
  module: 'PTSYS3',
  token: 'required',
  answer: s.array(s.object({ id: s.number, name: s.string, points: s.number, image: s.optional(s.string) })),
  planned: true,
});

/** Redeems a reward with points, checked by the member's password (body encrypted): the new point balance. */
export const redeemPointReward = call({
  path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
  method: 'POST',
  module: 'PTSYS3',
  token: 'required',
  encrypted: true,
  money: true,
  body: s.object({ rewardId: s.number, password: s.string }),
  answer: s.object({ balance: s.number }),
  planned: true,
});

/** Converts points to cash in the wallet, checked by the member's password (body encrypted). */
export const convertPoint = call({
  path: '/wps/relay/passwordCheck/MCSFE_convertPoint',
  method: 'POST',
  module: 'PTSYS3',
  token: 'required',
  encrypted: true,
  money: true,
  body: s.object({ points: s.number, password: s.string }),
  answer: s.object({ balance: s.number, amount: s.decimal }),
  planned: true,
});
