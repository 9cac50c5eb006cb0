// Out of the barrel (index.ts): a barrel that holds code is a module of its own, and every module it re-exports
// then reaches the chunk that imports it (the home route would load what only lazy routes use).
/** Screens, loaded lazily by the app's route table (one chunk each). */
export const gameScreens = {
  gameList: () => import('./list/GameListPage').then((m) => m.GameListPage),
  hotGames: () => import('./list/HotGamesPage').then((m) => m.HotGamesPage),
  launchGame: () => import('./launch/LaunchGamePage').then((m) => m.LaunchGamePage),
  lottery: () => import('./lottery/LotteryPage').then((m) => m.LotteryPage),
  betRecords: () => import('./betRecords/BetRecordsPage').then((m) => m.BetRecordsPage),
};
