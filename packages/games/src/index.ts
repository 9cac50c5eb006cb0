export {
  gamesApi,
  useVendorGameTypesQuery,
  useGameListQuery,
  type Game,
  type GameCategory,
  type GameListPage,
  type GameListQuery,
  type VendorGroup,
  type VendorName,
} from './gamesApi';
export { CATEGORY_PATH, visibleCategories, type CategoryTile } from './categories/categoryPaths';
export { CategoryGrid } from './categories/CategoryGrid';

/** Screens, loaded lazily by the app's route table (one chunk each). */
export const gameScreens = {};
