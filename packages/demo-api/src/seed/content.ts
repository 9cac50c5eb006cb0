import type { Rng } from '../random';
import type { AnnouncementType, DemoAnnouncement, DemoGame, DemoWinner, MerchantProfile, PromotionCategory } from './types';

const DAY = 24 * 60 * 60 * 1000;

interface AnnouncementTemplate {
  id: number;
  type: AnnouncementType;
  title: string;
  /** HTML (or plain text with line breaks); `{brand}` and `{cur}` are replaced with the merchant's brand name and currency symbol */
  body: string;
  category?: PromotionCategory;
  groupName?: string;
  /** days before the seed day it started */
  startedDaysAgo: number;
  /** days it runs from its start; absent: long term (noExpiry 1) */
  runsDays?: number;
  /** number of images (sequence 1 is the cover) */
  images: number;
}

const t = (id: number, type: AnnouncementType, title: string, body: string, extra: Partial<AnnouncementTemplate> = {}): AnnouncementTemplate => ({
  id,
  type,
  title,
  body,
  startedDaysAgo: (id % 10) + 1,
  images: 0,
  ...extra,
});

/** The announcements every merchant has; titles are global so that the banner image route can draw them. */
export const ANNOUNCEMENT_TEMPLATES: readonly AnnouncementTemplate[] = [
  t(1001, 'B', 'Welcome Bonus 100%', '<p>Double your first deposit at {brand}.</p>', { groupName: 'm_home', images: 1, runsDays: 60 }),
  t(1002, 'B', 'Daily Cashback 10%', '<p>Get 10% back on your daily net losses.</p>', { groupName: 'm_home', images: 1 }),
  t(1003, 'B', 'Live Casino Weekly Race', '<p>Climb the weekly live casino leaderboard.</p>', { groupName: 'm_home', images: 1, runsDays: 30 }),
  t(1004, 'B', 'Sports Mega Odds', '<p>Boosted odds on the biggest matches.</p>', { groupName: 'm_home', images: 1, runsDays: 30 }),
  t(1005, 'B', 'Invite Friends', '<p>Invite friends and earn together.</p>', { groupName: 'm_leftmenu', images: 1 }),
  t(1006, 'B', 'VIP Club', '<p>Exclusive rewards for VIP members.</p>', { groupName: 'm_leftmenu', images: 1 }),
  t(1007, 'B', 'Join Now: First Deposit Bonus', '<p>Register today and claim up to {cur}500.</p>', { groupName: 'm_reg', images: 1 }),
  t(2001, 'PL', 'Scheduled maintenance', '<p>Some games will be under maintenance on Tuesday from 02:00 to 04:00 (GMT+8).</p>', { runsDays: 14 }),
  t(2002, 'PL', 'New payment channel', '<p>A faster deposit channel is now available. Minimum deposit <b>{cur}10</b>.</p>'),
  // plain text, as some platforms send it: its line breaks and paragraphs must show
  t(2003, 'PL', 'Play responsibly', 'Gaming involves risk.\nSet limits and take breaks.\n\nNeed help? Our service team is here every day.'),
  t(
    2004,
    'PL',
    'Security notice',
    '<p>{brand} staff will never ask for your password.</p><script>alert("xss")</script><img src="x" onerror="alert(\'xss\')"><a href="javascript:alert(1)">Details</a>',
  ),
  t(2005, 'PL', 'New games this week', '<p>Ten new slots have arrived. <a href="/m/slot-games">Play now</a>.</p>', { runsDays: 10 }),
  t(3001, 'PU', 'Welcome aboard', '<p>Welcome to {brand}. Enjoy more than 600 games on your phone.</p>', { images: 1 }),
  t(3002, 'PU', 'Weekend deposit bonus', '<p>Deposit this weekend and receive a 20% bonus up to {cur}200.</p>', { runsDays: 7 }),
  t(
    4001,
    'PR',
    'New Player Welcome Pack',
    '<h3>Welcome pack</h3><p>100% bonus on your first deposit up to {cur}1,000.</p><ul><li>Minimum deposit {cur}20</li><li>10x turnover</li></ul>',
    { category: 'new_player', images: 2, runsDays: 90 },
  ),
  t(4002, 'PR', 'Reload Bonus 50%', '<p>Every Monday a 50% reload bonus up to {cur}300.</p>', { category: 'deposit_promo', images: 1 }),
  t(4003, 'PR', 'App Download Bonus', '<p>Install the app and receive {cur}8 free.</p>', { category: 'app_download', images: 1 }),
  t(4004, 'PR', 'Slots Tournament', '<p>Spin to win a share of {cur}50,000.</p>', { category: 'rng_promo', images: 2, runsDays: 21 }),
  t(4005, 'PR', 'Live Casino Cashback', '<p>1% cashback on all live casino bets.</p>', { category: 'live_promo', images: 1 }),
  t(4006, 'PR', 'Sports Accumulator Boost', '<p>Up to 50% extra winnings on accumulators.</p>', { category: 'sport_promo', images: 1, runsDays: 45 }),
  t(4007, 'PR', 'Fishing Frenzy', '<p>Catch the golden fish for a {cur}1,888 prize.</p>', { category: 'fish_promo', images: 1, runsDays: 14 }),
  t(4008, 'PR', 'Unlimited Rebate', '<p>Rebates paid daily on every bet.</p>', { category: 'rebate_promo', images: 1 }),
  t(4009, 'PR', 'Poker Leaderboard', '<p>Top 50 poker players share {cur}10,000.</p>', { category: 'pvp_promo', images: 1, runsDays: 30 }),
  t(4010, 'PR', 'Lottery Lucky Draw', '<p>Every lottery ticket enters the monthly draw.</p>', { category: 'lotto_promo', images: 1, runsDays: 30 }),
  t(4011, 'PR', 'Birthday Gift', '<p>A gift from {brand} on your birthday.</p>', { category: 'other_promo', images: 1 }),
  t(
    4012,
    'PR',
    'VIP Levels and Rules',
    '<table><tr><th>Level</th><th>Deposit</th></tr><tr><td>VIP 1</td><td>{cur}100</td></tr><tr><td>VIP 3</td><td>{cur}5,000</td></tr></table>',
    { category: 'player_rank_rules', images: 1 },
  ),
  t(5001, 'H', 'Champions League Final', '<p>Best odds on the final. Bet now.</p>', { images: 1, runsDays: 10 }),
  t(5002, 'H', 'Big Win of the Week', '<p>A player won {cur}125,000 on Fortune Dragon.</p>'),
  t(5003, 'H', 'New Live Tables', '<p>Five new baccarat tables are open.</p>', { runsDays: 20 }),
  t(6001, 'A', 'Agent commission update', '<p>Commission tiers were raised for this month.</p><p>Payouts follow on the first Monday.</p>'),
  t(6002, 'A', 'Daily salary contracts', '<p>Daily salary contracts can now be signed from the agent centre.</p>', { runsDays: 30 }),
  t(6003, 'A', 'Team report improvements', '<p>Team reports now include hourly data.</p>'),
];

/** Path of an announcement image; sequence 1 is the cover. */
export function bannerImagePath(id: number, sequence = 1): string {
  return `/demo-cdn/banners/${id}${sequence > 1 ? `-${sequence}` : ''}.svg`;
}

export function findAnnouncementTemplate(id: number): AnnouncementTemplate | undefined {
  return ANNOUNCEMENT_TEMPLATES.find((a) => a.id === id);
}

/** The merchant's announcements, dated relative to the seed day (midnight UTC of `now`). */
export function seedAnnouncements(profile: MerchantProfile, now: number): DemoAnnouncement[] {
  const day = Math.floor(now / DAY) * DAY;
  const fill = (text: string) => text.replaceAll('{brand}', profile.brandName).replaceAll('{cur}', profile.currencySymbol);
  return ANNOUNCEMENT_TEMPLATES.map((a) => {
    const startDate = day - a.startedDaysAgo * DAY;
    const images = Array.from({ length: a.images }, (_, i) => ({ sequence: i + 1, url: bannerImagePath(a.id, i + 1) }));
    return {
      id: a.id,
      type: a.type,
      title: fill(a.title),
      content: fill(a.body),
      category: a.category ?? null,
      groupName: a.groupName ?? null,
      url: a.type === 'B' ? bannerImagePath(a.id) : null,
      startDate,
      endDate: a.runsDays === undefined ? null : startDate + a.runsDays * DAY,
      noExpiry: a.runsDays === undefined ? 1 : 0,
      announcementImages: images,
    };
  });
}

const NAME_PARTS = ['ja', 'lu', 'mi', 'ro', 'an', 'ka', 'th', 'su', 'pe', 'li', 'da', 'vi', 'ng', 'bo', 'ce'];

/** About 30 recent winners over the merchant's list games, masked names, amounts in the merchant's currency. */
export function seedWinners(rng: Rng, games: readonly DemoGame[], count = 30): DemoWinner[] {
  const pool = games.filter((g) => g.gameType === 'RNG' || g.gameType === 'LIVE' || g.gameType === 'FISH' || g.gameType === 'PVP');
  return Array.from({ length: count }, () => {
    const game = rng.pick(pool);
    return {
      gameId: game.gameId,
      nodeId: game.nodeId,
      gameName: game.gameName,
      gameType: game.gameType,
      vassalage: game.vassalage,
      iconUrl: game.iconUrl,
      customerName: `${rng.pick(NAME_PARTS)}${rng.pick(NAME_PARTS)}***${rng.int(10, 99)}`,
      winCents: rng.int(5_000, 5_000_000),
    };
  });
}

// ---- help centre, customer service, hot matches, promotion rules (issue 5) -----------------------------

/** Help-centre entries per language (English when a language has none). HTML, as the platform sends it. */
const HELP_ITEMS: Record<string, { title: string; content: string }[]> = {
  en: [
    { title: 'About us', content: '<p>{brand} offers more than 600 games on your phone.</p>' },
    { title: 'Deposits', content: '<p>Deposits arrive within minutes. Minimum deposit <b>{cur}10</b>.</p>' },
    { title: 'Withdrawals', content: '<ol><li>Bind a bank card.</li><li>Enter the amount.</li><li>Confirm with your withdrawal password.</li></ol>' },
    { title: 'Responsible gaming', content: '<p>Gaming involves risk. Set limits and take breaks.</p>' },
  ],
  pt: [
    { title: 'Sobre nós', content: '<p>{brand} oferece mais de 600 jogos no seu telemóvel.</p>' },
    { title: 'Depósitos', content: '<p>Os depósitos chegam em minutos. Depósito mínimo <b>{cur}10</b>.</p>' },
    { title: 'Levantamentos', content: '<ol><li>Associe um cartão.</li><li>Indique o valor.</li><li>Confirme com a sua senha de levantamento.</li></ol>' },
    { title: 'Jogo responsável', content: '<p>O jogo envolve riscos. Defina limites e faça pausas.</p>' },
  ],
};

export function seedHelpItems(profile: MerchantProfile, language: string): { title: string; content: string }[] {
  const fill = (text: string) => text.replaceAll('{brand}', profile.brandName).replaceAll('{cur}', profile.currencySymbol);
  return (HELP_ITEMS[language.toLowerCase()] ?? HELP_ITEMS.en!).map((item) => ({ title: fill(item.title), content: fill(item.content) }));
}

/** Customer-service entries (paths in clear; the route encodes them). FACEBOOK and YOUTUBE are sent but never shown. */
export function seedCustomerService(profile: MerchantProfile): { title: string; path: string; csType: 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK' | 'YOUTUBE'; csPosition: string | null }[] {
  const slug = profile.brandName.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return [
    { title: 'Online service', path: `https://chat.${slug}.example/service`, csType: 'LIVECHAT', csPosition: null },
    { title: 'Telegram', path: `https://t.me/${slug}_service`, csType: 'TELEGRAM', csPosition: 'TELEGRAM-1' },
    { title: 'Telegram VIP', path: `https://t.me/${slug}_vip`, csType: 'TELEGRAM', csPosition: 'TELEGRAM-2' },
    { title: 'Facebook', path: `https://facebook.com/${slug}`, csType: 'FACEBOOK', csPosition: null },
    { title: 'YouTube', path: `https://youtube.com/@${slug}`, csType: 'YOUTUBE', csPosition: null },
  ];
}

const TEAMS: [string, string, string][] = [
  ['Premier League', 'Northbridge FC', 'Eastport United'],
  ['La Liga', 'Real Costa', 'Atlético Sierra'],
  ['Serie A', 'Fiorenza', 'Lazio Nova'],
  ['NBA', 'Harbor Hawks', 'Desert Suns'],
];

/** Sports hot matches, starting in the hours after the seed day's midnight. */
export function seedHotMatches(rng: Rng, now: number) {
  const day = Math.floor(now / DAY) * DAY;
  return TEAMS.map(([league, home, away], i) => ({
    id: `match-${i + 1}`,
    league,
    home,
    away,
    startTime: day + DAY + (i * 3 + 12) * 60 * 60 * 1000,
    odds: { home: rng.int(140, 320) / 100, draw: rng.int(280, 380) / 100, away: rng.int(140, 420) / 100 },
  }));
}

/** Promotions that need review: what the review decides. Others can be claimed at once after joining. */
export const PROMOTION_REVIEW: Partial<Record<PromotionCategory, 'issued' | 'rejected'>> = {
  deposit_promo: 'issued',
  rebate_promo: 'rejected',
};
/** How long a review takes on the demo clock. */
export const PROMOTION_REVIEW_MS = 3000;
/** Bonus paid into the wallet when a bonus is claimed or issued, in cents. */
export const PROMOTION_BONUS = 1_000;
