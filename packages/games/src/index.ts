export { useVendorGameTypesQuery, type GameCategory, type VendorGroup, type VendorName } from './vendorTypesApi';
export { GAME_LIST_PAGE_SIZE, type Game, type GameListPage, type GameListQuery, type Winner } from './gamesApi';
export { CATEGORY_PATH, visibleCategories, type CategoryTile } from './categories/categoryPaths';
export { CategoryGrid } from './categories/CategoryGrid';
export { sortVendors, hubCategories, prizeModeFor, sortWinners, type HubCategory } from './model/vendors';
export { beginState } from './model/beginPath';
export { gameCategoryHref, useCurrentGameCategory, CATEGORY_PARAM } from './hub/hubCategory';
export { GameHub, WinnersBoard, HomeGameArea } from './home';
export { gameScreens } from './screens';
