// Platform contract of one area: Games (issue 4, packages/games): hot games, favourites, recents, launching, winners.
// Shared by the client (api endpoints) and the demo platform; wire types for this area's calls live here too.
import type { ModuleId } from './core';

/** Paths of this area's calls (spec 001 section 7 and the endpoint catalogue, API-MAP.md). */
export const GAMES_PATH = {
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  favouriteIds: '/wps/relay/MCSFE_getFavoriteGames',
  favouriteList: '/wps/relay/MCSFE_getFavoriteGamesList',
  favouriteAdd: '/wps/relay/MCSFE_addFavoriteGameV2',
  favouriteRemove: '/wps/relay/MCSFE_removeFavoriteGameV2',
  recentAdd: '/wps/relay/MCS2_addRecentGame',
  recentList: '/wps/relay/GCS_recentGame',
  launchGame: '/wps/game/launchGame',
  winnerBoard: '/wps/relay/ODSFE2_getWinnerBoard',
  /** ranked games of a category (decision 021) */
  rankList: '/wps/relay/GCSGAME_getRankList',
  /** the fallback launcher, asked when /wps/game/launchGame fails on the platform's side (decision 021) */
  launchFallback: '/wps/relay/GCS_gameLaunchFB',
  /** the lottery gateway's menu of draw games (no token) */
  lotteryMenu: '/lgw/vn/games/game_menu',
  /** the member's recently played lottery games (token) */
  lotteryRecent: '/lgw/vn/games/game_menu/recent',
  /** open draws of the menu's games, for members (token) */
  openedNumero: '/lotto/lgw/games/opened/numero',
  /** open draws of the menu's games, public (no token) */
  openedNumeroPublic: '/lgw/vn/numeros/opened/game',
  /** demo platform only: the page a demo launch URL opens */
  demoGamePage: '/__demo/game',
  /** demo platform's image CDN: vendor icons by code and colour suffix (`PG-dark.svg`) */
  vendorIcon: '/demo-cdn/vendors/:file',
} as const;

/** The module id(s) the platform expects per path (API-MAP.md); the demo records a mismatch. */
export const GAMES_MODULES: Record<string, readonly ModuleId[]> = {
  [GAMES_PATH.hotGames]: ['GAMELOHOT3'],
  [GAMES_PATH.favouriteAdd]: ['GAMELO3'],
  [GAMES_PATH.favouriteRemove]: ['GAMELO3'],
  [GAMES_PATH.recentList]: ['GAMELOREC3'],
  [GAMES_PATH.launchGame]: ['GAMELO3'],
  [GAMES_PATH.winnerBoard]: ['COMM3'],
  [GAMES_PATH.lotteryMenu]: ['COMM3'],
  [GAMES_PATH.lotteryRecent]: ['COMM3'],
  [GAMES_PATH.openedNumero]: ['COMM3'],
  [GAMES_PATH.openedNumeroPublic]: ['AGEANNOUNCE3', 'COMM3'],
};

/** Game categories of the platform (spec 001 section 3); COCKFIGHT is shown as SPORTS. */
export type WireGameCategory = 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'LOTT' | 'ELOTT';

/** A game as the platform answers it (spec 001 section 3). */
export interface WireGame {
  gameId: string;
  gameName: string;
  nodeName?: string;
  displayName?: string;
  gameType: WireGameCategory;
  /** vendor code */
  vassalage: string;
  nodeId: string;
  roomId?: string | null;
  supportPlay: boolean;
  mobileLargeIcon?: string;
  iconUrl?: string;
  isNew?: boolean;
  gameClassify?: string | null;
  /** e-lottery games only */
  gameClassifyNew?: string;
}

/** GCSGAME_hotGamesV2 answer. */
export interface HotGamesValue {
  list: WireGame[];
}

/** MCSFE_getFavoriteGames answer: the member's favourite nodeIds (at most 100). */
export interface FavouriteIdsValue {
  list: string[];
}

/** MCSFE_getFavoriteGamesList answer. */
export interface FavouriteListValue {
  content: WireGame[];
  pageNum: number;
  totalPages: number;
}

/** GCS_recentGame answer (newest first). */
export interface RecentListValue {
  list: WireGame[];
  totalPages: number;
}

/** Body of MCSFE_addFavoriteGameV2, query of MCSFE_removeFavoriteGameV2. */
export interface FavouriteChange {
  nodeId: string;
  vendor: string;
}

/**
 * Query of /wps/game/launchGame: the generic launcher sends category, vendor, game id, node id and the
 * free-play flag; the lottery launcher sends vendor, game code, prize mode and play type.
 */
export interface LaunchQuery {
  vendor: string;
  gameCategory?: string;
  gameId?: string;
  nodeId?: string;
  freePlay?: 0 | 1;
  gameCode?: string;
  prizeMode?: string;
  playType?: string;
}

/** /wps/game/launchGame answer: the URL to open. */
export interface LaunchValue {
  url: string;
}

/** One winner of ODSFE2_getWinnerBoard (`vo`, spec 001 section 3); currencySymbol is the merchant's. */
export interface WinnerItem {
  vo: {
    iconUrl: string;
    gameName: string;
    customerName: string;
    winAmount: number;
    currencySymbol: string;
    gameId: string;
    nodeId: string;
    gameType: WireGameCategory;
    vassalage: string;
  };
}

export interface WinnerBoardValue {
  list: WinnerItem[];
}

/** Query of GCSGAME_getRankList: the ranking of one category (all categories without gameType). */
export interface RankListQuery {
  gameType?: string;
  limitNum?: number;
  language?: string;
}

/** One ranked game: its place (from 1), the game, and how many players played it in the ranking's period. */
export interface RankItem {
  rank: number;
  players: number;
  game: WireGame;
}

/** GCSGAME_getRankList answer, best first. */
export interface RankListValue {
  list: RankItem[];
}

/**
 * A draw game of the lottery gateway's menu (/lgw/vn/games/game_menu, decision 021). `gameCode` names it to
 * the gateway and is the launch code; nodeId and gameId are its entry in the game list.
 */
export interface LotteryGame {
  gameCode: string;
  gameName: string;
  gameType: Extract<WireGameCategory, 'LOTT' | 'ELOTT'>;
  /** vendor code */
  vassalage: string;
  nodeId: string;
  gameId: string;
  iconUrl?: string;
  /** seconds between two draws */
  drawInterval: number;
}

/** /lgw/vn/games/game_menu and /lgw/vn/games/game_menu/recent answers (recent: newest first). */
export interface LotteryMenuValue {
  list: LotteryGame[];
}

/** The draw of a game that takes bets now: its numero (`20261122-045`, day and draw of the day) and close time. */
export interface OpenedNumero {
  gameCode: string;
  numero: string;
  /** epoch ms when betting on this draw closes (the next draw opens then) */
  closeTime: number;
}

/** Opened numero answers (both paths): the open draw per game, and the platform's clock when it answered. */
export interface OpenedNumeroValue {
  list: OpenedNumero[];
  serverTime: number;
}
