// Seed of the reward centre (issue 19): the promotions every merchant runs with their conditions, the raffle, and
// the points system's rules and rewards. Amounts are cents; `{brand}` and `{cur}` in texts are the merchant's.

const DAY = 24 * 60 * 60 * 1000;

export interface RewardPromotionTemplate {
  id: number;
  kind: 'REWARD' | 'RAFFLE';
  title: string;
  /** HTML */
  content: string;
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
    title: 'Weekly Turnover Reward',
    // the sanitiser proves itself here: the script, the event handler and the javascript: link never reach the page
    content:
      '<p>Bet <b>{cur}20.00</b> or more in the last 14 days and claim {cur}8.88.</p><p><a href="https://example.com/terms">Terms</a> <a href="javascript:alert(1)">More</a></p><script>alert("xss")</script><b onmouseover="alert(1)">Limited time.</b>',
    condition: { type: 'BET', days: 14, targetCents: 2_000 },
    amountCents: 888,
    endsIn: 30 * DAY,
  },
  {
    id: 9102,
    kind: 'REWARD',
    title: 'Deposit Reward',
    content: '<p>Deposit {cur}50.00 or more within 14 days and {brand} adds {cur}5.00 to your wallet.</p>',
    condition: { type: 'DEPOSIT', days: 14, targetCents: 5_000 },
    amountCents: 500,
  },
  {
    id: 9103,
    kind: 'REWARD',
    title: 'High Roller Bonus',
    content: '<p>Bet {cur}50,000.00 in 7 days for a {cur}88.00 bonus.</p>',
    condition: { type: 'BET', days: 7, targetCents: 5_000_000 },
    amountCents: 8_800,
    endsIn: 60 * DAY,
  },
  {
    id: 9104,
    kind: 'REWARD',
    title: 'Summer Festival Bonus',
    content: '<p>A {cur}3.00 bonus for every player who bet during the festival.</p>',
    condition: { type: 'BET', days: 14, targetCents: 1_000 },
    amountCents: 300,
    endsIn: -2 * DAY,
  },
  {
    id: 9201,
    kind: 'RAFFLE',
    title: 'Lucky Draw',
    content: '<p>One draw for every {cur}100.00 bet in the last 14 days, up to three. Every draw wins a cash prize.</p>',
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

export const POINT_REWARDS = [
  { id: 1, name: 'Free spin bonus', points: 200, amountCents: 250 },
  { id: 2, name: 'Cash voucher', points: 500, amountCents: 600 },
  { id: 3, name: 'VIP cash box', points: 5_000, amountCents: 7_000 },
] as const;
