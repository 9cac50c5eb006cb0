// Namespace `games`, English (source of truth). Games: hub, list pages, search, favourites, recents, launching, winners (packages/games).
// Loaded lazily with the screens that use it: `useTranslation('games')`. pt, vi and zh must have the same keys.

export const en = {
  title: 'Games',
};
