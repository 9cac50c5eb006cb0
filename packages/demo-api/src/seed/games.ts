import { createRng, hashString } from '../random';
import type { Rng } from '../random';
import { GAME_CATEGORIES } from './types';
import type { DemoGame, GameCategory, MerchantProfile, VendorGameType } from './types';
import { CLASSIFY_NAMES, ELOTT_CLASSIFY_NEW, VENDOR_CATALOGUE } from './vendors';
import type { VendorSpec } from './vendors';

/** Games flagged hot per merchant. */
export const HOT_GAME_COUNT = 40;
/** Share of games flagged new per merchant. */
export const NEW_GAME_SHARE = 0.08;

interface NamedGame {
  name: string;
  classify: string | null;
}
type NameMaker = (rng: Rng) => NamedGame;

const ADJECTIVES = [
  'Fortune',
  'Golden',
  'Lucky',
  'Mega',
  'Wild',
  'Mystic',
  'Royal',
  'Jade',
  'Crystal',
  'Emerald',
  'Mighty',
  'Ancient',
  'Sweet',
  'Diamond',
  'Lightning',
  'Blazing',
  'Hidden',
  'Magic',
  'Silver',
  'Thunder',
  'Sacred',
  'Neon',
  'Starlight',
  'Crimson',
  'Frozen',
  'Rising',
  'Jungle',
  'Imperial',
  'Midnight',
  'Happy',
  'Cosmic',
  'Secret',
];
const NOUNS = [
  'Dragon',
  'Empire',
  'Tiger',
  'Phoenix',
  'Treasure',
  'Gems',
  'Panda',
  'Koi',
  'Pharaoh',
  'Buffalo',
  'Wolf',
  'Queen',
  'Kingdom',
  'Temple',
  'Fortune',
  'Gold',
  'Fruits',
  'Candy',
  'Pirates',
  'Samurai',
  'Ninja',
  'Lion',
  'Oasis',
  'Riches',
  'Jewels',
  'Garden',
  'Legend',
  'Heist',
  'Safari',
  'Wheel',
  'Horseshoe',
  'Rooster',
  'Mermaid',
  'Galaxy',
  'Volcano',
  'Monkey',
  'Ox',
  'Coins',
  'Sevens',
  'Bells',
];
const SLOT_SUFFIXES = ['', '', '', '', '', '', ' 2', ' Deluxe', ' Megaways', ' Rush', ' 1000', ' Link', ' Hold & Win'];
const INHOUSE_GAMES = [
  'Crash',
  'Mines',
  'Plinko',
  'Dice',
  'Limbo',
  'Hilo',
  'Tower',
  'Keno',
  'Wheel',
  'Coin Flip',
  'Rocket',
  'Goal',
  'Cricket X',
  'Stairs',
  'Double',
];
const INHOUSE_PREFIXES = ['', 'Turbo ', 'Mega ', 'Neon ', 'Classic '];
const LETTERS = 'ABCDEFGH'.split('');

const slot: NameMaker = (rng) => {
  const adjective = rng.pick(ADJECTIVES);
  const noun = rng.pick(NOUNS.filter((n) => n !== adjective));
  const suffix = rng.pick(SLOT_SUFFIXES);
  const classify = suffix === ' Megaways' ? 'MEGAWAYS' : rng.chance(0.12) ? 'JACKPOT' : rng.chance(0.1) ? 'CLASSIC' : null;
  return { name: `${adjective} ${noun}${suffix}`, classify };
};

const inHouse: NameMaker = (rng) => ({ name: `${rng.pick(INHOUSE_PREFIXES)}${rng.pick(INHOUSE_GAMES)}`, classify: null });

const live: NameMaker = (rng) => {
  const roll = rng.next();
  if (roll < 0.35)
    return {
      name: `${rng.pick(['Speed', 'No Commission', 'Squeeze', 'Lightning', 'VIP', 'Golden', 'Classic'])} Baccarat ${rng.pick(LETTERS)}`,
      classify: 'BAC',
    };
  if (roll < 0.6)
    return {
      name: `${rng.pick(['Lightning', 'Speed', 'Auto', 'Immersive', 'VIP', 'Golden', 'European', 'American'])} Roulette${rng.pick(['', ' 2', ' Live'])}`,
      classify: 'ROU',
    };
  if (roll < 0.72) return { name: `Dragon Tiger ${rng.int(1, 9)}`, classify: 'DT' };
  if (roll < 0.82) return { name: `${rng.pick(['', 'Super ', 'Lightning '])}Sic Bo ${rng.int(1, 5)}`, classify: 'SIC' };
  if (roll < 0.92) return { name: `${rng.pick(['', 'Speed ', 'Infinite ', 'VIP ', 'Free Bet '])}Blackjack ${rng.pick(LETTERS)}`, classify: 'BJ' };
  return { name: rng.pick(['Mega Wheel', 'Fan Tan', 'Dream Catcher', 'Crazy Coin Flip', 'Football Studio', 'Andar Bahar', 'Bac Bo']), classify: null };
};

const pvp: NameMaker = (rng) => {
  const variant = rng.pick(['', ' Pro', ' Turbo', ' Classic', ' 2', ' Rush']);
  if (rng.chance(0.4))
    return { name: `${rng.pick(["Texas Hold'em", 'Omaha', 'Short Deck', 'Pot Limit Omaha', 'Sit and Go', 'Stud Poker'])}${variant}`, classify: 'POKER' };
  return {
    name: `${rng.pick(['Teen Patti', 'Rummy', 'Niu Niu', 'Mahjong', 'Blackjack', 'Andar Bahar', 'Sam Gong', 'Tongits', 'Pusoy', 'Fight the Landlord', 'Zha Jin Hua'])}${variant}`,
    classify: 'CARD',
  };
};

const fish: NameMaker = (rng) => ({
  name: `${rng.pick(['Ocean King', 'Fishing God', 'Dragon Fishing', 'Mega Fishing', 'Happy Fishing', 'Jackpot Fishing', 'Bombing Fishing', 'Royal Fishing', 'Fishing War', 'Star Hunter', 'Cai Shen Fishing', 'Boom Legend'])}${rng.pick(['', ' 2', ' 3', ' Deluxe', ' Legend', ' Plus'])}`,
  classify: null,
});

const NAME_MAKERS: Partial<Record<GameCategory, NameMaker>> = { RNG: slot, LIVE: live, PVP: pvp, FISH: fish };

const MIN_BETS: Partial<Record<GameCategory, number[]>> = {
  RNG: [0.1, 0.2, 0.3, 0.5, 1],
  LIVE: [1, 5, 10, 20, 50],
  PVP: [0.5, 1, 2, 5],
  FISH: [0.1, 0.5, 1],
};
const MIN_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024];
const SUPPORT_PLAY: Partial<Record<GameCategory, number>> = { RNG: 0.85, FISH: 0.7, PVP: 0.5 };

/** Path of a game's generated icon. */
export function gameIconPath(vendor: string, gameId: string): string {
  return `/demo-cdn/games/${encodeURIComponent(vendor)}/${encodeURIComponent(gameId)}.svg`;
}

/** A name unique within `used`: retries the maker, then numbers it. */
function uniqueName(rng: Rng, make: NameMaker, used: Set<string>): NamedGame {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const made = make(rng);
    if (!used.has(made.name)) return remember(used, made);
  }
  const made = make(rng);
  let n = 2;
  while (used.has(`${made.name} ${n}`)) n += 1;
  return remember(used, { ...made, name: `${made.name} ${n}` });
}

function remember(used: Set<string>, made: NamedGame): NamedGame {
  used.add(made.name);
  return made;
}

function vendorGames(spec: VendorSpec, rng: Rng, used: Set<string>, nextNodeId: () => string): DemoGame[] {
  const category = spec.category;
  const maker = spec.accountType === 'INHOUSE' ? inHouse : NAME_MAKERS[category];
  const named: NamedGame[] = spec.names
    ? spec.names.map((name) => ({ name, classify: null }))
    : Array.from({ length: spec.count ?? 0 }, () => uniqueName(rng, maker ?? slot, used));
  return named.map(({ name, classify }, index) => {
    const gameId = `${category}-${spec.code}-${String(index + 1).padStart(3, '0')}`.toLowerCase();
    const icon = gameIconPath(spec.code, gameId);
    const classifyNew = category === 'ELOTT' ? ELOTT_CLASSIFY_NEW[name] : undefined;
    return {
      gameId,
      gameName: name,
      nodeName: name,
      displayName: name,
      gameType: category,
      vassalage: spec.code,
      nodeId: nextNodeId(),
      roomId: category === 'LIVE' ? `${spec.code}-T${String(index + 1).padStart(2, '0')}` : null,
      supportPlay: rng.chance(SUPPORT_PLAY[category] ?? 0),
      mobileLargeIcon: icon,
      iconUrl: icon,
      isNew: false,
      hot: false,
      gameClassify: classify,
      ...(classifyNew ? { gameClassifyNew: classifyNew } : {}),
      minBet: rng.pick(MIN_BETS[category] ?? [1]),
      minLine: category === 'RNG' ? rng.pick(MIN_LINES) : 1,
    };
  });
}

let catalogue: { games: DemoGame[]; byIcon: Map<string, DemoGame> } | undefined;

/** The global game catalogue (every vendor, optional ones included), generated once from fixed seeds. */
export function gameCatalogue(): { games: DemoGame[]; byIcon: Map<string, DemoGame> } {
  if (catalogue) return catalogue;
  const games: DemoGame[] = [];
  GAME_CATEGORIES.forEach((category, categoryIndex) => {
    const rng = createRng(`catalogue:${category}`);
    const used = new Set<string>();
    let counter = 0;
    const nextNodeId = () => String((categoryIndex + 1) * 100_000 + (counter += 1));
    for (const spec of VENDOR_CATALOGUE.filter((s) => s.category === category)) games.push(...vendorGames(spec, rng, used, nextNodeId));
  });
  catalogue = { games, byIcon: new Map(games.map((g) => [`${g.vassalage}/${g.gameId}`, g])) };
  return catalogue;
}

/** A catalogue game by vendor code and game id (for the icon route). */
export function findCatalogueGame(vendor: string, gameId: string): DemoGame | undefined {
  return gameCatalogue().byIcon.get(`${vendor}/${gameId}`);
}

/** The catalogue vendors a merchant offers, in catalogue order. */
export function merchantVendors(profile: MerchantProfile): VendorSpec[] {
  return VENDOR_CATALOGUE.filter((s) => !s.optional || profile.extraVendors.includes(s.code));
}

/** A merchant's games: its vendors' games with seeded new and hot flags, in a seeded order per category. */
export function seedGames(profile: MerchantProfile, rng: Rng): DemoGame[] {
  const offered = new Set(merchantVendors(profile).map((s) => `${s.category}/${s.code}`));
  const games = gameCatalogue()
    .games.filter((g) => offered.has(`${g.gameType}/${g.vassalage}`))
    .map((g) => ({ ...g, isNew: rng.chance(NEW_GAME_SHARE) }));
  const hotCandidates = games.filter((g) => NAME_MAKERS[g.gameType]);
  for (const game of rng.shuffle(hotCandidates).slice(0, HOT_GAME_COUNT)) game.hot = true;
  return GAME_CATEGORIES.flatMap((category) => rng.shuffle(games.filter((g) => g.gameType === category)));
}

/** GCSGAME_getVassGameType for a merchant: vendors per category and classify mappings. */
export function seedVendorTypes(profile: MerchantProfile, games: readonly DemoGame[]): VendorGameType[] {
  const vendors = merchantVendors(profile);
  return GAME_CATEGORIES.map((category) => {
    const classifyNames = CLASSIFY_NAMES[category] ?? {};
    const categoryGames = games.filter((g) => g.gameType === category);
    const categoryVendors = vendors.filter((s) => s.category === category);
    const vendorCodes = categoryVendors.map((s) => s.code);
    return {
      gameCategory: category,
      vendorNames: categoryVendors.map((s) => ({ vassalage: s.code, displayName: s.displayName, accountType: s.accountType })),
      mapping: [
        {
          gameType: category,
          gameClassify: Object.entries(classifyNames).map(([key, displayName]) => ({
            key,
            displayName,
            vendors: vendorCodes.filter((code) => categoryGames.some((g) => g.vassalage === code && g.gameClassify === key)),
          })),
        },
      ],
    };
  });
}

/** When a lottery's draws close: every `interval` seconds from `firstClose` seconds after 00:00 UTC, each day anew. */
export interface DrawSchedule {
  interval: number;
  firstClose: number;
}

const DAY_SECONDS = 86_400;
/** Draw schedules by game code; a draw game without one closes every 5 minutes. */
export const DRAW_SCHEDULES: Record<string, DrawSchedule> = {
  K3: { interval: 120, firstClose: 120 },
  SSC: { interval: 180, firstClose: 180 },
  '11X5': { interval: 600, firstClose: 600 },
  VNSPEEDLOTTERY: { interval: 90, firstClose: 90 },
  // Vietnam's regional lotteries draw once a day (16:15, 17:15 and 18:15 in Vietnam, UTC+7)
  MIENNAM: { interval: DAY_SECONDS, firstClose: 9 * 3600 + 600 },
  MIENTRUNG: { interval: DAY_SECONDS, firstClose: 10 * 3600 + 600 },
  MIENBAC: { interval: DAY_SECONDS, firstClose: 11 * 3600 + 600 },
  '4DLOTTO': { interval: DAY_SECONDS, firstClose: 12 * 3600 },
};
const DEFAULT_DRAW_SCHEDULE: DrawSchedule = { interval: 300, firstClose: 300 };

/** A lottery game's code: its e-lottery class, else its name in capitals without spaces (`Mien Bac` MIENBAC). */
export function lotteryCode(game: Pick<DemoGame, 'gameName' | 'gameClassifyNew'>): string {
  return game.gameClassifyNew ?? game.gameName.toUpperCase().replace(/[^A-Z0-9]+/g, '');
}

export function drawSchedule(gameCode: string): DrawSchedule {
  return DRAW_SCHEDULES[gameCode] ?? DEFAULT_DRAW_SCHEDULE;
}

/** The merchant's draw games: its lottery and e-lottery games except the vendors' lobbies, in list order. */
export function drawGames(games: readonly DemoGame[]): DemoGame[] {
  return games.filter((g) => (g.gameType === 'LOTT' || g.gameType === 'ELOTT') && !/lobby$/i.test(g.gameName));
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The draw that takes bets at `now`: the first close after `now` (a close at `now` exactly has closed), numbered
 * by its UTC day and its place in that day (`20261122-045`: the 45th draw of 22 November 2026).
 */
export function openDraw(schedule: DrawSchedule, now: number): { numero: string; closeTime: number } {
  const dayMs = DAY_SECONDS * 1000;
  for (let day = Math.floor(now / dayMs) * dayMs; ; day += dayMs) {
    const first = day + schedule.firstClose * 1000;
    const step = schedule.interval * 1000;
    const index = Math.max(0, Math.floor((now - first) / step) + 1);
    const closeTime = first + index * step;
    if (closeTime < day + dayMs) {
      const date = new Date(day);
      const ymd = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`;
      return { numero: `${ymd}-${pad(index + 1, 3)}`, closeTime };
    }
  }
}

/** Players of a game in the ranking period: a fixed number per merchant and game, hot games ahead. */
export function rankPlayers(merchantCode: string, game: Pick<DemoGame, 'nodeId' | 'hot'>): number {
  const base = 40 + (hashString(`rank:${merchantCode}:${game.nodeId}`) % 2_000);
  return game.hot ? base + 2_000 : base;
}
