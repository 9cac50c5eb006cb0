export {
  gamesApi,
  useVendorGameTypesQuery,
  useGameListQuery,
  useHotGamesQuery,
  useFavouriteIdsQuery,
  useWinnerBoardQuery,
  GAME_LIST_PAGE_SIZE,
  type Game,
  type GameCategory,
  type GameListPage,
  type GameListQuery,
  type VendorGroup,
  type VendorName,
  type Winner,
} from './gamesApi';
export { CATEGORY_PATH, visibleCategories, type CategoryTile } from './categories/categoryPaths';
export { CategoryGrid } from './categories/CategoryGrid';
export { sortVendors, hubCategories, prizeModeFor, sortWinners, type HubCategory } from './model/vendors';
export { beginState } from './model/beginPath';
export { gameCategoryHref, useCurrentGameCategory, CATEGORY_PARAM } from './hub/hubCategory';
export { GameHub, WinnersBoard, HomeGameArea } from './home';

/** Screens, loaded lazily by the app's route table (one chunk each). */
export const gameScreens = {
  gameList: () => import('./list/GameListPage').then((m) => m.GameListPage),
  hotGames: () => import('./list/HotGamesPage').then((m) => m.HotGamesPage),
  launchGame: () => import('./launch/LaunchGamePage').then((m) => m.LaunchGamePage),
  lottery: () => import('./lottery/LotteryPage').then((m) => m.LotteryPage),
};
