// Out of the barrel (index.ts): a barrel that holds code is a module of its own, and every module it re-exports
// then reaches the chunk that imports it (the home route would load what only lazy routes use).
/** Rewards screens, loaded lazily by the app's route table (one chunk each). */
export const rewardsScreens = {
  inviteFriends: () => import('./invite/InviteFriendsPage').then((m) => m.InviteFriendsPage),
  rewardCenter: () => import('./rewardCenter/RewardCenterPage').then((m) => m.RewardCenterPage),
  redRain: () => import('./redRain/RedRainPage').then((m) => m.RedRainPage),
};
