// Seed of the reward centre (issue 19): the promotions every merchant runs with their conditions, the raffle, and
// the points system's rules and rewards. Amounts are cents; `{brand}` and `{cur}` in texts are the merchant's.

import type { Localized } from '../language';

const DAY = 24 * 60 * 60 * 1000;

export interface RewardPromotionTemplate {
  id: number;
  kind: 'REWARD' | 'RAFFLE';
  title: Localized;
  /**
   * HTML, in every content language. No hostile HTML here: src/hostile.ts holds the sanitiser's fixture (on 9101),
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
      en: '<p>Bet <b>{cur}20.00</b> or more in the last 14 days and claim {cur}8.88.</p>',
      pt: '<p>Aposte <b>{cur}20,00</b> ou mais nos últimos 14 dias e resgate {cur}8,88.</p>',
      vi: '<p>Đặt cược từ <b>{cur}20,00</b> trở lên trong 14 ngày qua để nhận {cur}8,88.</p>',
      zh: '<p>最近 14 天投注满 <b>{cur}20.00</b>，即可领取 {cur}8.88。</p>',
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
      en: '<p>Deposit {cur}50.00 or more within 14 days and {brand} adds {cur}5.00 to your wallet.</p>',
      pt: '<p>Deposite {cur}50,00 ou mais em até 14 dias e a {brand} coloca {cur}5,00 na sua carteira.</p>',
      vi: '<p>Nạp từ {cur}50,00 trở lên trong vòng 14 ngày, {brand} sẽ cộng {cur}5,00 vào ví của bạn.</p>',
      zh: '<p>14 天内存款满 {cur}50.00，{brand} 将向您的钱包发放 {cur}5.00。</p>',
    },
    condition: { type: 'DEPOSIT', days: 14, targetCents: 5_000 },
    amountCents: 500,
  },
  {
    id: 9103,
    kind: 'REWARD',
    title: { en: 'High Roller Bonus', pt: 'Bônus High Roller', vi: 'Thưởng cao thủ', zh: '豪客奖金' },
    content: {
      en: '<p>Bet {cur}50,000.00 in 7 days for a {cur}88.00 bonus.</p>',
      pt: '<p>Aposte {cur}50.000,00 em 7 dias e ganhe um bônus de {cur}88,00.</p>',
      vi: '<p>Đặt cược {cur}50.000,00 trong 7 ngày để nhận thưởng {cur}88,00.</p>',
      zh: '<p>7 天内投注 {cur}50,000.00，即可获得 {cur}88.00 奖金。</p>',
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
      en: '<p>A {cur}3.00 bonus for every player who bet during the festival.</p>',
      pt: '<p>Um bônus de {cur}3,00 para cada jogador que apostou durante o festival.</p>',
      vi: '<p>Thưởng {cur}3,00 cho mọi người chơi đã đặt cược trong thời gian lễ hội.</p>',
      zh: '<p>活动期间投注的每位玩家均可获得 {cur}3.00 奖金。</p>',
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
      en: '<p>One draw for every {cur}100.00 bet in the last 14 days, up to three. Every draw wins a cash prize.</p>',
      pt: '<p>Um sorteio a cada {cur}100,00 apostados nos últimos 14 dias, até três. Todo sorteio ganha um prêmio em dinheiro.</p>',
      vi: '<p>Mỗi {cur}100,00 tiền cược trong 14 ngày qua được một lượt rút thăm, tối đa ba lượt. Lượt nào cũng trúng tiền mặt.</p>',
      zh: '<p>最近 14 天每投注 {cur}100.00 可获得一次抽奖机会，最多三次。每次抽奖必中现金奖。</p>',
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
