import type { GameCategory, VendorAccountType } from './types';

/** One vendor in one category of the global catalogue. The same vendor code may serve several categories. */
export interface VendorSpec {
  code: string;
  category: GameCategory;
  displayName: string;
  accountType: VendorAccountType;
  /** how many games to generate (list categories) */
  count?: number;
  /** fixed lobby entries (vendor-tile categories) */
  names?: string[];
  /** only merchants whose profile lists it in extraVendors offer it */
  optional?: boolean;
}

const v = (category: GameCategory, code: string, displayName: string, games: number | string[], extra: Partial<VendorSpec> = {}): VendorSpec => ({
  code,
  category,
  displayName,
  accountType: 'NORMAL',
  ...(typeof games === 'number' ? { count: games } : { names: games }),
  ...extra,
});

/** The catalogue in server order: categories in GAME_CATEGORIES order, vendors in display order. */
export const VENDOR_CATALOGUE: readonly VendorSpec[] = [
  v('RNG', 'PG', 'PG Soft', 120),
  v('RNG', 'JILI', 'JILI', 110),
  v('RNG', 'PP', 'Pragmatic Play', 130),
  v('RNG', 'BGS', 'BGS Originals', 48, { accountType: 'INHOUSE' }),
  v('RNG', 'CQ9', 'CQ9', 85),
  v('RNG', 'FC', 'Fa Chai', 60),
  v('RNG', 'JDB', 'JDB', 75),
  v('RNG', 'SPRIBE', 'Spribe', 10, { optional: true }),
  v('LIVE', 'EVO', 'Evolution', 24),
  v('LIVE', 'SEXY', 'AE Sexy', 12),
  v('LIVE', 'PP', 'Pragmatic Live', 10),
  v('LIVE', 'DG', 'Dream Gaming', 10),
  v('PVP', 'KY', 'Kaiyuan', 24),
  v('PVP', 'V8', 'V8 Poker', 14),
  v('PVP', 'JILI', 'JILI Poker', 10),
  v('FISH', 'JILI', 'JILI Fishing', 12),
  v('FISH', 'FC', 'Fa Chai Fishing', 8),
  v('FISH', 'CQ9', 'CQ9 Fishing', 8),
  v('FISH', 'JDB', 'JDB Fishing', 8),
  v('SPORTS', 'SABA', 'SABA Sports', ['SABA Sports', 'SABA Virtual Sports']),
  v('SPORTS', 'CMD', 'CMD368', ['CMD368 Sports']),
  v('SPORTS', 'BTI', 'BTi Sports', ['BTi Sports']),
  v('SPORTS', 'FB', 'FB Sports', ['FB Sports']),
  v('ESPORTS', 'IA', 'IA E-Sports', ['IA E-Sports']),
  v('ESPORTS', 'TF', 'TF Gaming', ['TF Gaming E-Sports']),
  v('LOTT', 'TCG', 'TCG Lottery', ['TCG Lottery Lobby']),
  v('LOTT', 'LOTT', 'Lotto', ['Lotto Lobby', 'Keno']),
  v('LOTT', 'TCG_LOTTO_VN', 'Vietnam Lottery', ['Mien Bac', 'Mien Nam', 'Mien Trung'], { optional: true }),
  v('LOTT', 'TCG_SEA', 'SEA Lottery', ['SEA Lottery Lobby', '4D Lotto'], { optional: true }),
  v('ELOTT', 'ELOTT', 'E-Lotto', ['Fast 3', 'Lucky 5D', 'PK10 Racing', '11 Choose 5', 'Speed SSC']),
  v('ELOTT', 'TCG', 'TCG E-Lottery', ['TCG E-Lottery Lobby']),
  v('ELOTT', 'TCG_LOTTO_VN', 'Vietnam Speed Lottery', ['VN Speed Lottery'], { optional: true }),
  v('COCKFIGHT', 'SV388', 'SV388', ['SV388 Cockfight']),
  v('COCKFIGHT', 'WS168', 'WS168', ['WS168 Arena']),
  v('COCKFIGHT', 'GA28', 'GA28', ['GA28 Cockfight']),
];

/** A vendor's display name in a category (the name the vendor list gives it), else its code. */
export function vendorName(category: string, code: string): string {
  return VENDOR_CATALOGUE.find((v) => v.code === code && v.category === category)?.displayName ?? code;
}

/** Classify keys per category and their display names (ROU and BAC are the spec's live classifies). */
export const CLASSIFY_NAMES: Partial<Record<GameCategory, Record<string, string>>> = {
  RNG: { JACKPOT: 'Jackpot', MEGAWAYS: 'Megaways', CLASSIC: 'Classic' },
  LIVE: { ROU: 'Roulette', BAC: 'Baccarat', DT: 'Dragon Tiger', SIC: 'Sic Bo', BJ: 'Blackjack' },
  PVP: { POKER: 'Poker', CARD: 'Card Games' },
};

/** The e-lottery sub-classes (gameClassifyNew), by lobby name. */
export const ELOTT_CLASSIFY_NEW: Record<string, string> = {
  'Fast 3': 'K3',
  'Lucky 5D': '5D',
  'PK10 Racing': 'PK10',
  '11 Choose 5': '11X5',
  'Speed SSC': 'SSC',
};
