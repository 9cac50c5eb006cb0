// Namespace `games`, English (source of truth). Games: hub, list pages, search, favourites, recents, launching, winners (packages/games).
// Loaded lazily with the screens that use it: `useTranslation('games')`. pt, vi and zh must have the same keys.

export const en = {
  title: 'Games',
  hub: {
    menu: 'Game categories',
    more: 'More',
    showAll: 'Show all',
    loginForFavourites: 'Log in to keep your favourite games here.',
    noFavourites: 'No favourites yet. Tap the heart on a game to add it.',
    providers: 'Providers',
  },
  list: {
    search: 'Search games',
    searchPlaceholder: 'Game name',
    filter: 'Filter',
    filterTitle: 'Filter games',
    classify: 'Game type',
    all: 'All',
    new: 'New',
    apply: 'Apply',
    vendors: 'Providers',
    allVendors: 'All providers',
    modes: 'Game lists',
    hot: 'Hot',
    favourite: 'Favourite',
    recent: 'Recent',
    empty: 'No games found',
    emptyHint: 'Try another name, provider or filter.',
    loadingMore: 'Loading more games…',
    count: '{{count}} games',
  },
  game: {
    play: 'Play {{name}}',
    addFavourite: 'Add {{name}} to favourites',
    removeFavourite: 'Remove {{name}} from favourites',
    isNew: 'New',
  },
  winners: {
    title: 'Winners',
    playNow: 'Play now',
  },
  lottery: {
    draws: 'Draws',
    recent: 'Recently played',
    lobbies: 'Lobbies',
    draw: 'Draw {{numero}}',
    closesIn: 'Closes in {{time}}',
    drawing: 'Drawing…',
    drawsFailed: 'The draws could not be loaded.',
    empty: 'No lottery draws right now',
    emptyHint: 'Come back soon for the next draws.',
  },
  rank: {
    title: 'Top games',
    rank: 'No. {{rank}}',
    players: '{{count}} players',
  },
  launch: {
    opening: 'Opening the game…',
    failed: 'The game could not be opened. Please try again.',
  },
};
