import type { Samples } from './sample';

/** Table-test samples of catalogue/rewards.ts (the demo member's bets earn raffle draws; every member holds points). */
export const rewardsSamples: Samples = {
  rafflePromotionStatus: { request: { as: 'demo', params: { promotionId: 9201 } }, malformed: { promotionId: 9201, status: 'won', chances: 1, won: '0.00' } },
  claimRafflePromotion: { request: { as: 'demo', body: { promotionId: 9201 } }, malformed: { promotionId: 9201, amount: 1.5, chances: 2 } },
  pointBalance: { request: { as: 'demo' }, malformed: { balance: '500' } },
  pointConfig: {
    request: { as: 'demo' },
    malformed: { conversionRate: 0.01, minConvertPoints: 100, earnRules: [] },
    leftOut: { conversionRate: '0.01', minConvertPoints: 100, earnRules: [{ productType: 'RNG', turnover: 10, points: 1 }] },
  },
  pointRewards: { request: { as: 'demo' }, malformed: { id: 1 }, leftOut: [{ id: 1, name: 'Free spin bonus', points: 200 }] },
  redeemPointReward: { request: { as: 'demo', body: { rewardId: 1, password: 'Demo1234' } }, malformed: { balance: 300 } },
  convertPoint: { request: { as: 'demo', body: { points: 100, password: 'Demo1234' } }, malformed: { balance: 400, amount: 1 } },
};
