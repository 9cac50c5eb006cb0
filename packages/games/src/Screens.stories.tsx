import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { gameList, hotGames, launchFallback, launchGame, lotteryMenu, lotteryOrders } from '@wl/api-client/catalogue';
import {
  failingStory,
  findHeading as heading,
  loadingStory,
  screenStory,
  sentTo,
  STORY_WAIT as WAIT,
  storyTexts,
  textPattern,
  type Story,
  sentToStory,
} from '@wl/ui-kit/story';
import { BetRecordsPage } from './betRecords/BetRecordsPage';
import { LaunchGamePage } from './launch/LaunchGamePage';
import { GameListPage } from './list/GameListPage';
import { HotGamesPage } from './list/HotGamesPage';
import { LotteryPage } from './lottery/LotteryPage';
import { withGameTile } from './ui/withGameTile';

/**
 * The games area's screens at their routes (apps/mobile/src/app/routeTable.ts) with their data from the demo platform
 * (MSW): the game list pages, hot games, the lottery pages, the launch page and the bet records. Each story pins the
 * session it is about (docs/storybook.md "Screen stories"). Play functions read the expected text through i18n, so they
 * hold in every locale and brand of the toolbars; game names (Keno, Fast 3) are the demo platform's data.
 */
const meta: Meta = { title: 'Screens/Games' };
export default meta;

/** The games namespace's and the shell's texts in the story's locale. */
const texts = (context: StoryContext) => storyTexts(context, 'games');

// ---- game lists ----

/** The list's games: the grid named after the page's title, with a play button per game. */
async function gamesListed(context: StoryContext, title: string) {
  const { t } = await texts(context);
  const grid = await within(context.canvasElement).findByRole('list', { name: title }, WAIT);
  await expect((await within(grid).findAllByRole('button', { name: textPattern(t('game.play', { name: '#' }), '#', '.+') }, WAIT)).length).toBeGreaterThan(0);
}

async function slotsListed(context: StoryContext) {
  const { tc } = await texts(context);
  await gamesListed(context, tc('titles.slotGames'));
}

/** The slots page: its title, the name search and the games. */
async function slotsPage(context: StoryContext) {
  const { t, tc } = await texts(context);
  await heading(context.canvasElement, tc('titles.slotGames'));
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('searchbox', { name: t('list.search') }, WAIT)).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('list.filter') })).toBeVisible();
  await slotsListed(context);
}

/** Live casino (/m/live-games) for a guest: the providers menu, the Hot and Recent tabs and the live tables. */
export const LiveGames = screenStory(GameListPage, '/m/live-games', {
  session: 'guest',
  play: async (context) => {
    const { t, tc } = await texts(context);
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement, tc('titles.liveGames'));
    await expect(await canvas.findByRole('group', { name: t('list.vendors') }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('list.allVendors') })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(canvas.getByRole('group', { name: t('list.modes') })).getByRole('button', { name: t('list.recent') })).toBeVisible();
    await gamesListed(context, tc('titles.liveGames'));
  },
});

/** A guest tapping Recent on a list page is sent to log in (recent games need a session). */
export const LiveGamesRecentAsGuest = screenStory(GameListPage, '/m/live-games', {
  session: 'guest',
  play: async (context) => {
    const { t, tc } = await texts(context);
    const canvas = within(context.canvasElement);
    await gamesListed(context, tc('titles.liveGames'));
    await userEvent.click(within(canvas.getByRole('group', { name: t('list.modes') })).getByRole('button', { name: t('list.recent') }));
    await sentTo(context.canvasElement, '/m/login');
  },
});

/** Slots (/m/slot-games) for a guest, in the brand's game tile: the name search, the providers menu, the filter and the grid. */
export const SlotGames = screenStory(GameListPage, '/m/slot-games', { session: 'guest', play: slotsPage });

/** The slots in the `icon` game tile: rows of three square icons with the game's name (whatever the brand chooses). */
export const SlotGamesIcons: Story = {
  ...screenStory(GameListPage, '/m/slot-games', { session: 'guest', play: slotsPage }),
  decorators: [withGameTile('icon')],
};

/** The slots in the `card` game tile: rows of two cards (one when narrow or at a large text size) with the image, name and vendor. */
export const SlotGamesCards: Story = {
  ...screenStory(GameListPage, '/m/slot-games', { session: 'guest', play: slotsPage }),
  decorators: [withGameTile('card')],
};

/** No game matches the search: the empty state names it and clears it (the games come back). */
export const SlotGamesNoMatch = screenStory(GameListPage, '/m/slot-games', {
  session: 'guest',
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    await slotsListed(context);
    await userEvent.type(canvas.getByRole('searchbox', { name: t('list.search') }), 'zzzz-none{Enter}');
    await expect(await canvas.findByRole('heading', { name: t('list.noMatch', { name: 'zzzz-none' }) }, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('list.clearSearch') }));
    await slotsListed(context);
  },
});

/** The slots while the first page of games loads: the title, the menus and the spinner under them. */
export const SlotGamesLoading = loadingStory(GameListPage, '/m/slot-games', gameList, {
  session: 'guest',
  title: { namespace: 'translation', key: 'titles.slotGames' },
});

/** The first page of games fails once: the error with retry, then the games. */
export const SlotGamesError = failingStory(GameListPage, '/m/slot-games', gameList, slotsListed, { session: 'guest' });

/**
 * The game centre (/m/gameCenter?gameType=FISH): the list of the category its `gameType` query names (the begin path;
 * without it, slots), titled after the category.
 */
export const GameCenter = screenStory(GameListPage, '/m/gameCenter?gameType=FISH', {
  session: 'guest',
  play: async (context) => {
    const { tc } = await texts(context);
    await heading(context.canvasElement, tc('home.categories.FISH'));
    await gamesListed(context, tc('home.categories.FISH'));
  },
});

/**
 * A member's favourites (/m/fav-games): no search or menus, only the games kept with the heart. The demo platform seeds
 * none, so a fresh member sees the empty state with a way to the games (the grid once a heart is tapped).
 */
export const FavGames = screenStory(GameListPage, '/m/fav-games', {
  session: 'member1',
  play: async (context) => {
    const { t, tc } = await texts(context);
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement, tc('titles.favGames'));
    await waitFor(
      () =>
        expect(canvas.queryByRole('list', { name: tc('titles.favGames') }) ?? canvas.queryByRole('heading', { name: t('list.noFavourites') })).not.toBeNull(),
      WAIT,
    );
    if (canvas.queryByRole('heading', { name: t('list.noFavourites') })) await expect(canvas.getByRole('button', { name: t('list.browse') })).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
});

/** Favourites need a session: a guest is sent to log in (and comes back after). */
export const FavGamesAsGuest = sentToStory(GameListPage, '/m/fav-games', 'guest', '/m/login');

// ---- hot games ----

async function hotListed(context: StoryContext) {
  const { tc } = await texts(context);
  await gamesListed(context, tc('titles.hotGames'));
}

/** Hot games (/m/hot-games): the name search, the ranking of the most played games and the hot list. */
export const HotGames = screenStory(HotGamesPage, '/m/hot-games', {
  session: 'guest',
  play: async (context) => {
    const { t, tc } = await texts(context);
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement, tc('titles.hotGames'));
    await expect(await canvas.findByRole('heading', { level: 2, name: t('rank.title') }, WAIT)).toBeVisible();
    await hotListed(context);
  },
});

/** The hot list searched locally by name, with no match: the empty state clears the search (the ranking comes back). */
export const HotGamesNoMatch = screenStory(HotGamesPage, '/m/hot-games', {
  session: 'guest',
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    await hotListed(context);
    await userEvent.type(canvas.getByRole('searchbox', { name: t('list.search') }), 'zzzz-none{Enter}');
    await expect(await canvas.findByRole('heading', { name: t('list.noMatch', { name: 'zzzz-none' }) }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: t('rank.title') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('list.clearSearch') }));
    await hotListed(context);
  },
});

/** Hot games while the hot list loads: the title, the search and the spinner. */
export const HotGamesLoading = loadingStory(HotGamesPage, '/m/hot-games', hotGames, {
  session: 'guest',
  title: { namespace: 'translation', key: 'titles.hotGames' },
});

/** The hot list fails once: the error with retry, then the games. */
export const HotGamesError = failingStory(HotGamesPage, '/m/hot-games', hotGames, hotListed, { session: 'guest' });

// ---- lottery ----

/** The draw games of a lottery category: the list, a game of the demo platform and its open draw's number. */
async function drawsListed(context: StoryContext, category: 'LOTT' | 'ELOTT', game: string) {
  const { t, tc } = await texts(context);
  const draws = await within(context.canvasElement).findByRole('list', { name: `${tc(`home.categories.${category}`)}: ${t('lottery.draws')}` }, WAIT);
  const row = within(draws).getByRole('button', { name: t('game.play', { name: game }) });
  await expect(row).toBeVisible();
  await expect(await within(row).findByText(textPattern(t('lottery.draw', { numero: '#' }), '#', '\\d{8}-\\d{3}'), {}, WAIT)).toBeVisible();
}

async function lobbiesListed(context: StoryContext) {
  const { t } = await texts(context);
  await expect(await within(context.canvasElement).findByRole('list', { name: t('lottery.lobbies') }, WAIT)).toBeVisible();
}

/** Lottery (/m/lott) for a guest: the draw games of both lotteries with their open draws and countdowns, then the lobbies. */
export const Lottery = screenStory(LotteryPage, '/m/lott', {
  session: 'guest',
  play: async (context) => {
    const { tc } = await texts(context);
    await heading(context.canvasElement, tc('titles.lott'));
    await drawsListed(context, 'LOTT', 'Keno');
    await drawsListed(context, 'ELOTT', 'Fast 3');
    await lobbiesListed(context);
  },
});

/** E-lottery (/m/elott): the e-lottery draw games only. */
export const ELottery = screenStory(LotteryPage, '/m/elott', {
  session: 'guest',
  play: async (context) => {
    const { t, tc } = await texts(context);
    await heading(context.canvasElement, tc('titles.elott'));
    await drawsListed(context, 'ELOTT', 'Fast 3');
    await expect(within(context.canvasElement).queryByRole('list', { name: `${tc('home.categories.LOTT')}: ${t('lottery.draws')}` })).toBeNull();
  },
});

/** The older address of the lottery page (/m/lottery): the same page as /m/lott. */
export const LotteryOldAddress = screenStory(LotteryPage, '/m/lottery', {
  session: 'guest',
  play: async (context) => {
    const { tc } = await texts(context);
    await heading(context.canvasElement, tc('titles.lott'));
    await drawsListed(context, 'LOTT', 'Keno');
  },
});

/** The lottery page while the lottery menu loads: the title and the spinner. */
export const LotteryLoading = loadingStory(LotteryPage, '/m/lott', lotteryMenu, { session: 'guest', title: { namespace: 'translation', key: 'titles.lott' } });

/** The lottery menu fails once: the error with retry, then the draw games. */
export const LotteryError = failingStory(LotteryPage, '/m/lott', lotteryMenu, (context) => drawsListed(context, 'LOTT', 'Keno'), { session: 'guest' });

// ---- launch page ----

/** How the app opens a lottery (model/launch.ts `launchRoute`): the vendor, play type, prize mode and game code. */
const LAUNCH_ROUTE = '/m/launchGame?vendor=LOTT&playType=trad&prize_mode=Elott&code=lobby&pageBack=home';

/** A guest opening a game is sent to log in (and comes back to the game after). */
export const LaunchGameAsGuest = sentToStory(LaunchGamePage, LAUNCH_ROUTE, 'guest', '/m/login');

/**
 * A member while the platform answers the launch: the page says the game is opening. (When it answers, the game
 * replaces the page in this tab, so the story keeps the launch unanswered.)
 */
export const LaunchGameOpening: Story = {
  ...screenStory(LaunchGamePage, LAUNCH_ROUTE, {
    session: 'member1',
    play: async (context) => {
      const { t } = await texts(context);
      await expect(await within(context.canvasElement).findByRole('status', { name: t('launch.opening') }, WAIT)).toBeVisible();
    },
  }),
  parameters: { route: LAUNCH_ROUTE, demo: { pending: [launchGame] } },
};

/**
 * A launch that fails, through the fallback launcher too: the page says the game could not be opened, with retry (here
 * every try fails, so the story never leaves the page).
 */
export const LaunchGameFailed: Story = {
  ...screenStory(LaunchGamePage, LAUNCH_ROUTE, {
    session: 'member1',
    play: async (context) => {
      const { t, tc } = await texts(context);
      const canvas = within(context.canvasElement);
      const alert = await canvas.findByRole('alert', {}, WAIT);
      await expect(alert).toHaveTextContent(t('launch.failed'));
      await userEvent.click(within(alert).getByRole('button', { name: tc('common.retry') }));
      await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(t('launch.failed'));
    },
  }),
  parameters: { route: LAUNCH_ROUTE, demo: { fail: [launchGame, launchFallback], failAlways: true } },
};

/** The launch page without a vendor has nothing to open: sent home. */
export const LaunchGameWithoutVendor = sentToStory(LaunchGamePage, '/m/launchGame', 'member1', '/m/home');

// ---- bet records ----

async function betsListed(context: StoryContext) {
  const { t } = await texts(context);
  const list = await within(context.canvasElement).findByRole('list', { name: t('betRecords.orders') }, WAIT);
  await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
}

/** Bet records (/m/betRecords): the member's lottery bets of the last 30 days, filtered by period and status. */
export const BetRecords = screenStory(BetRecordsPage, '/m/betRecords', {
  session: 'member0',
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    const filters = await canvas.findByRole('search', { name: t('betRecords.filters') }, WAIT);
    await expect(within(filters).getByRole('button', { name: t('betRecords.last30') })).toHaveAttribute('aria-pressed', 'true');
    await betsListed(context);
    await expect(canvas.getByRole('link', { name: t('betRecords.vendorBetsLink') })).toHaveAttribute('href', '/m/records?type=BET');
  },
});

/** A bet opened from the list (?order=): its draw and its sub-orders. */
export const BetRecordsOrder = screenStory(BetRecordsPage, '/m/betRecords', {
  session: 'member0',
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    await betsListed(context);
    await userEvent.click(within(canvas.getByRole('list', { name: t('betRecords.orders') })).getAllByRole('link')[0]!);
    await expect(await canvas.findByRole('list', { name: t('betRecords.subOrders') }, WAIT)).toBeVisible();
  },
});

/** Today's cancelled bets (?period=today&status=cancelled): the demo member has none, so the empty state. */
export const BetRecordsEmptyPeriod = screenStory(BetRecordsPage, '/m/betRecords?period=today&status=cancelled', {
  session: 'member0',
  play: async (context) => {
    const { t } = await texts(context);
    await expect(await within(context.canvasElement).findByRole('heading', { name: t('betRecords.empty') }, WAIT)).toBeVisible();
  },
});

/** The bet records while the first page of bets loads: the filters and the spinner. */
export const BetRecordsLoading = loadingStory(BetRecordsPage, '/m/betRecords', lotteryOrders, { session: 'member0' });

/** The bets fail once: the error with retry, then the bets. */
export const BetRecordsError = failingStory(BetRecordsPage, '/m/betRecords', lotteryOrders, betsListed, { session: 'member0' });

/** A guest is sent to log in (and comes back after). */
export const BetRecordsAsGuest = sentToStory(BetRecordsPage, '/m/betRecords', 'guest', '/m/login');

/** A trial account (type 4) has no bet records: sent home (with the free-play toast). */
export const BetRecordsAsTrial = sentToStory(BetRecordsPage, '/m/betRecords', 'trial', '/m/home');
