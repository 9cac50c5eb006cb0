// Seed of the reward centre (issue 19): the promotions every merchant runs with their conditions, the raffle, and
// the points system's rules and rewards. Amounts are cents; `{brand}` and `{cur}` in texts are the merchant's.

import type { Localized } from '../language';

const DAY = 24 * 60 * 60 * 1000;

export interface RewardPromotionTemplate {
  id: number;
  kind: 'REWARD' | 'RAFFLE';
  title: Localized;
  /**
   * HTML, in every content language: what the promotion is, not its figures (the card states the condition, its
   * target and the reward from the fields below; a figure written in the text too would show twice on the card).
   * No hostile HTML here: src/hostile.ts holds the sanitiser's fixture (on 9101),
   * served only when a test asks.
   */
  content: Localized;
  condition: { type: 'DEPOSIT' | 'BET'; days: number; targetCents: number };
  /** REWARD: the bonus; RAFFLE: unused (each draw pays a seeded prize) */
  amountCents: number;
  /** ms from the seed day; negative: ended; absent: long term */
  endsIn?: number;
}

export const REWARD_PROMOTIONS: readonly RewardPromotionTemplate[] = [
  {
    id: 9101,
    kind: 'REWARD',
    title: { en: 'Weekly Turnover Reward', pt: 'Recompensa Semanal de Apostas', vi: 'Thưởng doanh thu cược hằng tuần', zh: '每周流水奖励' },
    content: {
      en: '<p>Every bet you place counts towards it. Reach the target and claim the bonus straight to your wallet.</p>',
      pt: '<p>Cada aposta que você faz conta para ela. Atinja a meta e resgate o bônus direto na sua carteira.</p>',
      vi: '<p>Mỗi lần đặt cược đều được tính. Đạt mục tiêu và nhận thưởng thẳng vào ví của bạn.</p>',
      zh: '<p>每一笔投注都计入进度。达成目标即可领取奖金，直接存入您的钱包。</p>',
    },
    condition: { type: 'BET', days: 14, targetCents: 2_000 },
    amountCents: 888,
    endsIn: 30 * DAY,
  },
  {
    id: 9102,
    kind: 'REWARD',
    title: { en: 'Deposit Reward', pt: 'Recompensa de Depósito', vi: 'Thưởng nạp tiền', zh: '存款奖励' },
    content: {
      en: '<p>Top up your wallet and {brand} rewards you with a bonus on top.</p>',
      pt: '<p>Recarregue sua carteira e a {brand} te dá um bônus extra.</p>',
      vi: '<p>Nạp tiền vào ví và {brand} tặng thêm cho bạn một khoản thưởng.</p>',
      zh: '<p>为钱包充值，{brand} 将额外赠送您一笔奖金。</p>',
    },
    condition: { type: 'DEPOSIT', days: 14, targetCents: 5_000 },
    amountCents: 500,
  },
  {
    id: 9103,
    kind: 'REWARD',
    title: { en: 'High Roller Bonus', pt: 'Bônus High Roller', vi: 'Thưởng cao thủ', zh: '豪客奖金' },
    content: {
      en: '<p>For our biggest players: a week of high stakes earns a bonus to match.</p>',
      pt: '<p>Para os nossos maiores jogadores: uma semana de apostas altas rende um bônus à altura.</p>',
      vi: '<p>Dành cho những người chơi lớn nhất: một tuần cược lớn nhận thưởng xứng tầm.</p>',
      zh: '<p>专为大玩家而设：一周高额投注，赢取相应奖金。</p>',
    },
    condition: { type: 'BET', days: 7, targetCents: 5_000_000 },
    amountCents: 8_800,
    endsIn: 60 * DAY,
  },
  {
    id: 9104,
    kind: 'REWARD',
    title: { en: 'Summer Festival Bonus', pt: 'Bônus do Festival de Verão', vi: 'Thưởng Lễ hội mùa hè', zh: '夏日狂欢节奖金' },
    content: {
      en: '<p>A thank-you to every player who joined the festival.</p>',
      pt: '<p>Um agradecimento a cada jogador que participou do festival.</p>',
      vi: '<p>Lời cảm ơn gửi đến mọi người chơi đã tham gia lễ hội.</p>',
      zh: '<p>感谢每一位参与狂欢节的玩家。</p>',
    },
    condition: { type: 'BET', days: 14, targetCents: 1_000 },
    amountCents: 300,
    endsIn: -2 * DAY,
  },
  {
    id: 9201,
    kind: 'RAFFLE',
    title: { en: 'Lucky Draw', pt: 'Sorteio da Sorte', vi: 'Rút thăm may mắn', zh: '幸运抽奖' },
    content: {
      en: '<p>Up to three draws. Every draw wins a cash prize.</p>',
      pt: '<p>Até três sorteios. Todo sorteio ganha um prêmio em dinheiro.</p>',
      vi: '<p>Tối đa ba lượt rút thăm. Lượt nào cũng trúng tiền mặt.</p>',
      zh: '<p>最多三次抽奖机会，每次抽奖必中现金奖。</p>',
    },
    condition: { type: 'BET', days: 14, targetCents: 10_000 },
    amountCents: 0,
    endsIn: 14 * DAY,
  },
];

/** Draws of a raffle a member can earn at most. */
export const RAFFLE_MAX_DRAWS = 3;
/** A raffle prize, in cents: seeded per merchant, member and draw. */
export const RAFFLE_PRIZE_CENTS = { min: 100, max: 2_000 } as const;

/** Points system (PTSYS3): points every member starts with, on top of one point per 10.00 bet in the last 14 days. */
export const POINTS_WELCOME = 500;
export const POINTS_PER_BET_CENTS = 1_000;
export const POINT_CONFIG = {
  /** cash per point */
  conversionRate: '0.01',
  minConvertPoints: 100,
  earnRules: [
    { productType: 'RNG', turnover: '10.00', points: 1 },
    { productType: 'LIVE', turnover: '20.00', points: 1 },
    { productType: 'SPORTS', turnover: '10.00', points: 1 },
  ],
} as const;
/** Cents one point converts to (POINT_CONFIG.conversionRate). */
export const CENTS_PER_POINT = 1;

/** The points system's rewards; their names in every content language. */
export const POINT_REWARDS = [
  { id: 1, name: { en: 'Free spin bonus', pt: 'Bônus de giros grátis', vi: 'Thưởng vòng quay miễn phí', zh: '免费旋转奖金' }, points: 200, amountCents: 250 },
  { id: 2, name: { en: 'Cash voucher', pt: 'Vale em dinheiro', vi: 'Phiếu tiền mặt', zh: '现金券' }, points: 500, amountCents: 600 },
  { id: 3, name: { en: 'VIP cash box', pt: 'Caixa de dinheiro VIP', vi: 'Hộp tiền VIP', zh: 'VIP 现金宝箱' }, points: 5_000, amountCents: 7_000 },
] as const satisfies readonly { id: number; name: Localized; points: number; amountCents: number }[];
