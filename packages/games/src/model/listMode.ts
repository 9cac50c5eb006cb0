import type { BeginState } from './beginPath';

/** Data modes of the game list page (spec 001 section 4). */
export type ListMode = 'all' | 'hot' | 'recent' | 'fav' | 'filter';

/** Classify choices of the filter drawer besides the vendor-specific keys (spec 001 section 3). */
export const CLASSIFY = { all: 'all', new: 'new', hot: 'hot', fav: 'fav' } as const;

export interface ListState {
  mode: ListMode;
  gameType: string;
  vendor?: string;
  /** a vendor-specific classify key chosen in the filter drawer */
  classify?: string;
  isNew: boolean;
  gameName: string;
  /** the page's own filters (begin path), never cleared */
  begin: Pick<BeginState, 'classify' | 'vendor'>;
}

export type ListAction =
  /** Hot (or Favourite) and Recent tabs: a tap selects the tab's mode; a tap on the selected one returns to all. */
  | { type: 'tab'; tab: 'hot' | 'fav' | 'recent' }
  /** A classify of the filter drawer: all, new, hot, fav or a vendor-specific key. */
  | { type: 'classify'; key: string }
  /** A vendor of the vendor menu (undefined: every vendor). */
  | { type: 'vendor'; vendor: string | undefined }
  /** The name search (after its debounce, or at once on Enter). */
  | { type: 'search'; gameName: string };

export function initialListState(begin: BeginState): ListState {
  return {
    mode: begin.mode,
    gameType: begin.gameType,
    vendor: begin.vendor,
    isNew: false,
    gameName: '',
    begin: { classify: begin.classify, vendor: begin.vendor },
  };
}

const hasFilters = (s: Pick<ListState, 'classify' | 'isNew'>) => s.isNew || s.classify !== undefined;

/**
 * The transitions of spec 001 section 4. Every change of mode or filter is a new request: the list resets to
 * page 1 and the more-flag clears (the paged queries are keyed by `listRequest`).
 */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'tab':
      if (state.mode === action.tab) return { ...state, mode: hasFilters(state) ? 'filter' : 'all' };
      return { ...state, mode: action.tab };
    case 'classify': {
      const key = action.key.toLowerCase();
      if (key === CLASSIFY.hot || key === CLASSIFY.fav) return { ...state, mode: key };
      // clearing every filter returns to all
      if (key === CLASSIFY.all) return { ...state, mode: 'all', classify: undefined, isNew: false };
      if (key === CLASSIFY.new) return { ...state, mode: 'filter', classify: undefined, isNew: true };
      return { ...state, mode: 'filter', classify: action.key, isNew: false };
    }
    case 'vendor':
      // a vendor clears the hot/fav classify (and the vendor-specific ones, which differ per vendor): back to all
      return { ...state, mode: 'all', vendor: action.vendor ?? state.begin.vendor, classify: undefined, isNew: false };
    case 'search': {
      const gameName = action.gameName.trim();
      // hot filters its preloaded list locally; recent and favourites take no name, so a search lists all games
      const mode = state.mode === 'recent' || state.mode === 'fav' ? (hasFilters(state) ? 'filter' : 'all') : state.mode;
      return { ...state, gameName, mode };
    }
  }
}

/** What the list shows for a state: hot games filtered locally, or one of the paged platform lists. */
export type ListRequest =
  | { kind: 'hot'; gameType: string; vendor?: string; gameName: string }
  | { kind: 'recent' | 'fav'; gameType?: string; vendor?: string }
  | { kind: 'games'; gameType: string; vassalage?: string; gameName?: string; gameClassify?: string; isNew?: '1' };

export function listRequest(state: ListState): ListRequest {
  const gameType = state.gameType || undefined;
  switch (state.mode) {
    case 'hot':
      return { kind: 'hot', gameType: state.gameType, vendor: state.begin.vendor, gameName: state.gameName };
    case 'recent':
    case 'fav':
      return { kind: state.mode, gameType, vendor: state.vendor };
    case 'all':
    case 'filter':
      return {
        kind: 'games',
        gameType: state.gameType,
        vassalage: state.vendor,
        gameName: state.gameName || undefined,
        gameClassify: state.classify ?? state.begin.classify,
        isNew: state.isNew ? '1' : undefined,
      };
  }
}

/** Loading more: the next page while the current one is below totalPages, else none (spec 001 section 4). */
export function nextPageParam(page: number, totalPages: number): number | undefined {
  return page < totalPages ? page + 1 : undefined;
}

/** Hot mode: the preloaded hot games of the page's categories (and vendor), name filtered case-insensitively. */
export function filterHot<T extends { gameType: string; vassalage: string; gameName: string }>(
  games: readonly T[],
  request: { gameType: string; vendor?: string; gameName: string },
): T[] {
  const types = request.gameType ? request.gameType.split(',') : [];
  return searchByName(
    games.filter((g) => (types.length === 0 || types.includes(g.gameType)) && (!request.vendor || g.vassalage === request.vendor)),
    request.gameName,
  );
}

/** The hot games page's local search: case-insensitive substring; an empty query keeps the whole list. */
export function searchByName<T extends { gameName: string }>(games: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return needle ? games.filter((g) => g.gameName.toLowerCase().includes(needle)) : [...games];
}
