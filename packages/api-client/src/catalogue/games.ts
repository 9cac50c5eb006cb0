// Catalogue: the game centre's calls (packages/games): vendor game types, game lists, hot games, favourites,
// recents, launching and winners (the rank list is rank.ts, the lottery gateway lottery.ts). Spec 001 sections 3, 4 and 7; decision 021.
// Entries marked `planned` are named by spec 001 section 7 (or docs/api-map.md) and sent by no screen yet: their
// schemas are the best reading of the spec, to be checked against the platform when a screen sends them.
import * as s from '../schema';
import { call, typed } from './define';

// ---------------------------------------------------------------------------------------------------------
// Shapes

/** Game categories of the platform (spec 001 section 3); COCKFIGHT is shown as SPORTS. */
const gameCategory = s.literal('RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT');
export type WireGameCategory = s.Infer<typeof gameCategory>;

/**
 * A game as the platform answers it (spec 001 section 3). Lists hold 600+ of these and are checked before the
 * page is kept: plain field checks only, no patterns.
 */
export const wireGame = s.object({
  gameId: s.string,
  gameName: s.string,
  nodeName: s.optional(s.string),
  displayName: s.optional(s.string),
  gameType: gameCategory,
  /** vendor code */
  vassalage: s.string,
  nodeId: s.string,
  roomId: s.optional(s.nullable(s.string)),
  supportPlay: s.boolean,
  mobileLargeIcon: s.optional(s.string),
  iconUrl: s.optional(s.string),
  isNew: s.optional(s.boolean),
  gameClassify: s.optional(s.nullable(s.string)),
  /** e-lottery games only */
  gameClassifyNew: s.optional(s.string),
});
export type WireGame = s.Infer<typeof wireGame>;

const vendorName = s.object({ vassalage: s.string, displayName: s.string, accountType: s.string });
export type VendorName = s.Infer<typeof vendorName>;

/** Lists of vendors, categories and choices leave out an item that does not fit and keep the others (decision 060). */
const drop = { dropInvalid: true } as const;
const classify = s.object({ key: s.string, displayName: s.string, vendors: s.array(s.string, drop) });

/** One category of the vendor game types: its vendors and its classify mapping (spec 001 section 3). */
const vendorGroup = s.object({
  gameCategory,
  vendorNames: s.array(vendorName, drop),
  mapping: s.array(s.object({ gameType: s.string, gameClassify: s.array(classify, drop) }), drop),
});
export type VendorGroup = s.Infer<typeof vendorGroup>;
const vendorGameTypesValue = s.array(vendorGroup, drop);

/** Query of the vendor game types (spec 001 section 7: typeId=1). */
export interface VendorGameTypesQuery {
  typeId: 1;
  language: string;
}

/** Game list query (spec 001 section 3); gameType and vassalage may be comma lists. */
export interface GameListQuery {
  clientType: number;
  platform: string;
  gameType: string;
  pageNo: number;
  pageSize: number;
  gameName?: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: '1';
  minBet?: number;
  minLine?: number;
  language: string;
}
// the game lists leave out a game that does not fit and keep the others (600 games, one broken: 599 show)
const gameListValue = s.object({ games: s.array(wireGame, drop), pageNum: s.number, totalPages: s.number });
export type GameListValue = s.Infer<typeof gameListValue>;

const hotGamesValue = s.object({ list: s.array(wireGame, drop) });
export type HotGamesValue = s.Infer<typeof hotGamesValue>;

const favouriteIdsValue = s.object({ list: s.array(s.string, drop) });
/** The member's favourite nodeIds (at most 100). */
export type FavouriteIdsValue = s.Infer<typeof favouriteIdsValue>;

const favouriteListValue = s.object({ content: s.array(wireGame, drop), pageNum: s.number, totalPages: s.number });
export type FavouriteListValue = s.Infer<typeof favouriteListValue>;

const recentListValue = s.object({ list: s.array(wireGame, drop), totalPages: s.number });
/** Recent games, newest first. */
export type RecentListValue = s.Infer<typeof recentListValue>;

const favouriteChange = s.object({ nodeId: s.string, vendor: s.string });
/** Body of the favourite add, query of the favourite remove. */
export type FavouriteChange = s.Infer<typeof favouriteChange>;

/**
 * Query of the launchers: the generic launcher sends category, vendor, game id, node id and the free-play flag;
 * the lottery launcher sends vendor, game code, prize mode and play type.
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
const launchValue = s.object({ url: s.string });
/** A launcher's answer: the URL to open. */
export type LaunchValue = s.Infer<typeof launchValue>;

/** One winner of the winners board (`vo`, spec 001 section 3); currencySymbol is the merchant's. */
const winnerItem = s.object({
  vo: s.object({
    iconUrl: s.string,
    gameName: s.string,
    customerName: s.string,
    winAmount: s.decimal,
    currencySymbol: s.string,
    gameId: s.string,
    nodeId: s.string,
    gameType: gameCategory,
    vassalage: s.string,
  }),
});
export type WinnerItem = s.Infer<typeof winnerItem>;
const winnerBoardValue = s.object({ list: s.array(winnerItem, drop) });
export type WinnerBoardValue = s.Infer<typeof winnerBoardValue>;

/** Winner board query (spec 001 section 3). */
export interface WinnerBoardQuery {
  language: string;
  gameCategory?: string;
  limitNum: number;
}

// ---------------------------------------------------------------------------------------------------------
// Vendors and game lists

/** The vendors of every category, in server order, with each category's classify mapping (spec 001 section 7). */
export const vendorGameTypes = call({
  path: '/wps/relay/GCSGAME_getVassGameType',
  module: ['GAMELO3', 'COMM3'],
  merchantParam: 'merchant',
  params: typed<VendorGameTypesQuery>(),
  answer: vendorGameTypesValue,
});

/** The same vendor game types through the game lobby service (docs/api-map.md names this path first). */
export const vendorGameTypesGls = call({
  path: '/wps/relay/GLS2_getVassGameType',
  module: ['GAMELO3', 'COMM3'],
  merchantParam: 'merchant',
  params: typed<VendorGameTypesQuery>(),
  answer: vendorGameTypesValue,
});

/** One page of games of a category, filtered by vendor, name, classify, new, minimum bet and lines. */
export const gameList = call({
  path: '/wps/relay/GCSGAME_gameList',
  module: 'GAMELO3',
  merchantParam: 'merchant',
  params: typed<GameListQuery>(),
  answer: gameListValue,
});

/** The merchant's hot games of every category, for guests and members alike (never with the token). */
export const hotGames = call({
  path: '/wps/relay/GCSGAME_hotGamesV2',
  module: 'GAMELOHOT3',
  token: 'none',
  merchantParam: 'merchantCode',
  params: typed<{ isPlatform: number; platform: string; language: string }>(),
  answer: hotGamesValue,
});

/** Recent winners (the site sorts them by amount): the home winners board. */
export const winnerBoard = call({
  path: '/wps/relay/ODSFE2_getWinnerBoard',
  module: 'COMM3',
  merchantParam: 'merchantCode',
  params: typed<WinnerBoardQuery>(),
  answer: winnerBoardValue,
});

// ---------------------------------------------------------------------------------------------------------
// Favourites and recents (members only)

/** The member's favourite node ids (at most 100), to mark favourite tiles. */
export const favouriteIds = call({
  path: '/wps/relay/MCSFE_getFavoriteGames',
  token: 'required',
  merchantParam: 'merchantCode',
  params: typed<{ pageSize: number }>(),
  answer: favouriteIdsValue,
});

/** One page of the member's favourite games, newest first, filtered by category and vendor. */
export const favouriteList = call({
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  token: 'required',
  merchantParam: 'merchantCode',
  params: typed<{ pageNo: number; pageSize: number; gameType?: string; vendor?: string; language: string }>(),
  answer: favouriteListValue,
});

/** Adds a game to the member's favourites (already there: nothing changes). Nobody reads the answer. */
export const favouriteAdd = call({
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  method: 'POST',
  module: 'GAMELO3',
  token: 'required',
  merchantParam: 'merchantCode',
  body: favouriteChange,
  answer: s.unknown,
});

/** Removes a game from the member's favourites (query nodeId and vendor). Nobody reads the answer. */
export const favouriteRemove = call({
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  method: 'DELETE',
  module: 'GAMELO3',
  token: 'required',
  merchantParam: 'merchantCode',
  params: typed<FavouriteChange>(),
  answer: s.unknown,
});

/** Records a launched game as the member's most recent one (a GET on the platform). Nobody reads the answer. */
export const recentAdd = call({
  path: '/wps/relay/MCS2_addRecentGame',
  token: 'required',
  merchantParam: 'merchantCode',
  params: typed<{ nodeId: string }>(),
  answer: s.unknown,
});

/** One page of the member's recent games, newest first. */
export const recentList = call({
  path: '/wps/relay/GCS_recentGame',
  module: 'GAMELOREC3',
  token: 'required',
  merchantParam: 'merchantCode',
  params: typed<{ page: number; pageSize: number; gameType?: string; vendor?: string; language: string; clientType: number }>(),
  answer: recentListValue,
});

// ---------------------------------------------------------------------------------------------------------
// Launching

/** The URL that opens a game or a lottery lobby for the member (spec 001 section 4). */
export const launchGame = call({
  path: '/wps/game/launchGame',
  module: 'GAMELO3',
  token: 'required',
  merchantParam: 'merchantCode',
  params: typed<LaunchQuery>(),
  answer: launchValue,
});

/** The fallback launcher: asked with the same query when the main launcher failed on the platform's side (decision 021). */
export const launchFallback = call({
  path: '/wps/relay/GCS_gameLaunchFB',
  module: 'GAMELO3',
  token: 'required',
  merchantParam: 'merchantCode',
  params: typed<LaunchQuery>(),
  answer: launchValue,
});

/** A trial launch without an account (docs/api-map.md: no module id, never the token). */
export const gameTrialLaunch = call({
  path: '/wps/relay/GCS_gameTrialLaunch',
  token: 'none',
  merchantParam: 'merchantCode',
  params: typed<LaunchQuery>(),
  answer: launchValue,
  planned: true,
});

// ---------------------------------------------------------------------------------------------------------
// Vendors, rooms, jackpot, lobby news (planned)

const gameVendorValue = s.array(s.object({ vassalage: s.string, displayName: s.string, gameType: s.string, accountType: s.optional(s.string) }));
export type GameVendorValue = s.Infer<typeof gameVendorValue>;

/** The merchant's game vendors (spec 001 section 7; docs/api-map.md: module COMM3). */
export const gameVendors = call({
  path: '/wps/relay/GCSGAME_gameVendor',
  module: 'COMM3',
  merchantParam: 'merchant',
  params: typed<{ gameType?: string; language: string }>(),
  answer: gameVendorValue,
  planned: true,
});

const roomListValue = s.object({
  list: s.array(
    s.object({ roomId: s.string, roomName: s.string, minBet: s.optional(s.number), maxBet: s.optional(s.number), supportPlay: s.optional(s.boolean) }),
  ),
});
export type RoomListValue = s.Infer<typeof roomListValue>;

/** The rooms (tables) of a live or lobby game (docs/api-map.md: no module id). */
export const gameRooms = call({
  path: '/wps/relay/GLS2_roomList',
  merchantParam: 'merchantCode',
  params: typed<{ nodeId: string; language: string }>(),
  answer: roomListValue,
  planned: true,
});

const jackpotValue = s.object({ amount: s.number, currencySymbol: s.optional(s.string) });
export type JackpotValue = s.Infer<typeof jackpotValue>;

/**
 * The merchant's jackpot pool (docs/api-map.md: module COMM3). The home counter rolls on its own (spec 001
 * section 9); this would give it a real start.
 */
export const jackpot = call({ path: '/wps/relay/VIS_getJackpot', module: 'COMM3', merchantParam: 'merchantCode', answer: jackpotValue, planned: true });

const lobbyNewsValue = s.object({ list: s.array(s.object({ id: s.union(s.string, s.number), title: s.string, content: s.string })) });
export type LobbyNewsValue = s.Infer<typeof lobbyNewsValue>;

/** The game lobby's news items (spec 001 section 7, announcements). */
export const lobbyNews = call({
  path: '/wps/relay/GLS2_lobbyNews',
  merchantParam: 'merchantCode',
  params: typed<{ language: string }>(),
  answer: lobbyNewsValue,
  planned: true,
});

// ---------------------------------------------------------------------------------------------------------
// Game wallets (planned). The main wallet's balance, transfers between wallets, transactions and transaction
// codes are the cashier's entries (catalogue/cashier.ts).

const merchantWalletValue = s.object({
  list: s.array(s.object({ vendor: s.string, displayName: s.optional(s.string), balance: s.decimal })),
});
export type MerchantWalletValue = s.Infer<typeof merchantWalletValue>;

/** The member's balance in each vendor's game wallet (docs/api-map.md: module COMM3, token). */
export const merchantWallet = call({
  path: '/wps/relay/GCS_merchantWallet',
  module: 'COMM3',
  token: 'required',
  merchantParam: 'merchantCode',
  answer: merchantWalletValue,
  planned: true,
});
