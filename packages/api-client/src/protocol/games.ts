// Platform contract of one area: Games (issue 4, packages/games). Its calls, paths, module ids and wire types are
// catalogue entries now (catalogue/games.ts); the types are re-exported here for existing importers.

/** The demo platform's own paths of this area (not platform paths: no catalogue entry). */
export const GAMES_DEMO_PATH = {
  /** the page a demo launch URL opens */
  gamePage: '/__demo/game',
  /** the demo image CDN's vendor icons by code and colour suffix (`PG-dark.svg`) */
  vendorIcon: '/demo-cdn/vendors/:file',
} as const;

/** Demo-only controls of the lottery gateway (not platform calls). */
export const LOTTERY_DEMO_PATH = {
  /** POST: the draw of a lottery order closes now, so cancelling its sub-orders is refused */
  closeDraw: '/__demo/lottery/orders/:orderId/close',
} as const;

export type {
  FavouriteChange,
  FavouriteIdsValue,
  FavouriteListValue,
  GameListValue,
  HotGamesValue,
  LaunchQuery,
  LaunchValue,
  RecentListValue,
  VendorGroup,
  VendorName,
  WinnerBoardValue,
  WinnerItem,
  WireGame,
  WireGameCategory,
} from '../catalogue/games';
export type { LotteryGame, LotteryMenuValue, OpenedNumero, OpenedNumeroValue } from '../catalogue/lottery';
export type { RankItem, RankListQuery, RankListValue } from '../catalogue/rank';
