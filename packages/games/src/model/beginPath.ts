/** What a game list page starts with, from its path (spec 001 section 2, begin-path mapping). */
export interface BeginState {
  /** the category (comma list for sports, which shows cockfight too) */
  gameType: string;
  /** the page's own classify (roulette ROU, baccarat BAC) */
  classify?: string;
  /** the page's own vendor (in-house: BGS) */
  vendor?: string;
  /** the list mode it opens in (listMode.ts's ListMode): every game, or the favourites */
  mode: 'all' | 'fav';
  /** which page: the favourites and in-house pages hide search and filters */
  kind: 'category' | 'inHouse' | 'fav';
}

const BY_PATH: Record<string, Omit<BeginState, 'mode' | 'kind'>> = {
  '/m/slot-games': { gameType: 'RNG' },
  '/m/live-games': { gameType: 'LIVE' },
  '/m/poker-games': { gameType: 'PVP' },
  '/m/fishing-games': { gameType: 'FISH' },
  '/m/sport-games': { gameType: 'SPORTS,COCKFIGHT' },
  // not in the original switch (it fell back to RNG); routed here with their own categories
  // (docs/product-decisions.md 4)
  '/m/esport-games': { gameType: 'ESPORTS' },
  '/m/lott': { gameType: 'LOTT' },
  '/m/elott': { gameType: 'ELOTT' },
  '/m/lottery': { gameType: 'LOTT' },
  '/m/roulette': { gameType: 'LIVE', classify: 'ROU' },
  '/m/baccarat': { gameType: 'LIVE', classify: 'BAC' },
};

const KNOWN_TYPES = new Set(['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);

/** Begin-path mapping: the page's category, classify, vendor and mode; otherwise the gameType query or RNG. */
export function beginState(pathname: string, search = ''): BeginState {
  const path = pathname.replace(/(?<!\/)\/+$/, '');
  if (path === '/m/inHouse') return { gameType: 'RNG', vendor: 'BGS', mode: 'all', kind: 'inHouse' };
  if (path === '/m/fav-games') return { gameType: '', mode: 'fav', kind: 'fav' };
  const known = BY_PATH[path];
  if (known) return { ...known, mode: 'all', kind: 'category' };
  const queried = new URLSearchParams(search).get('gameType')?.toUpperCase();
  return { gameType: queried && KNOWN_TYPES.has(queried) ? queried : 'RNG', mode: 'all', kind: 'category' };
}
