import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { loadBrand } from '../packages/brand/src/node/loader.ts';
import { expect, logIn, test } from './fixtures';

const brandsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../brands');

const plays = (page: Page) => page.getByRole('button', { name: /^Play / });
const gameListRequest = (page: Page, check: (url: URL) => boolean) =>
  page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.endsWith('/GCSGAME_gameList') && check(url);
  });

test.describe('game centre', () => {
  test('browses the hub categories and opens a list page', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/m/home');
    const menu = page.getByRole('tablist', { name: 'Game categories' });
    // the hub and the vendor list load after home itself
    await expect(menu.getByRole('tab')).toHaveText(
      ['Home', 'Hot', 'Favourites', 'Slots', 'Live casino', 'In-house', 'Poker', 'Fishing', 'Sports', 'E-sports'],
      {
        timeout: 20_000,
      },
    );
    await menu.getByRole('tab', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/m\/home\?category=RNG$/);
    const panel = page.getByRole('tabpanel', { name: 'Slots' });
    await expect(panel.getByRole('button', { name: /^Play / })).toHaveCount(15);
    await menu.getByRole('tab', { name: 'Sports', exact: true }).click();
    await expect(page.getByRole('tabpanel', { name: 'Sports', exact: true }).getByRole('button', { name: /SABA Sports/ })).toBeVisible();
    await menu.getByRole('tab', { name: 'Home' }).click();
    await page
      .getByRole('tabpanel', { name: 'Home' })
      .getByRole('link', { name: /^Slots/ })
      .click();
    await expect(page).toHaveURL(/\/m\/slot-games$/);
    await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the home game area has strips with more links and a winners board', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/m/home');
    // the strips and the board are below the fold: they render when the player scrolls near them
    await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
    const hot = page.getByRole('group', { name: 'Hot games' });
    await page.mouse.wheel(0, 900);
    await expect(hot.getByRole('button', { name: /^Play / })).toHaveCount(6, { timeout: 20_000 });
    await hot.getByRole('button', { name: 'Show all' }).click();
    await expect(hot.getByRole('button', { name: /^Play / })).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'More: Fishing' })).toHaveAttribute('href', '/m/fishing-games');
    const winners = page.getByRole('region', { name: 'Winners' });
    await page.keyboard.press('End');
    await expect(winners.getByRole('listitem')).toHaveCount(20);
  });

  // the exact 600 ms and Enter at once are covered with fake timers by useNameSearch.test.ts; here: what is sent
  test('searches by name once typing stops, not once per key', async ({ page }) => {
    await page.goto('/m/slot-games');
    await expect(plays(page).first()).toBeVisible();
    const names: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/GCSGAME_gameList') && url.searchParams.has('gameName')) names.push(url.searchParams.get('gameName')!);
    });
    const searched = gameListRequest(page, (url) => url.searchParams.get('gameName') === 'dragon');
    await page.getByRole('searchbox', { name: 'Search games' }).pressSequentially('dragon');
    await searched;
    await expect(plays(page).first()).toHaveAccessibleName(/dragon/i);
    for (const name of await plays(page).evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label') ?? ''))) expect(name).toMatch(/dragon/i);
    expect(names).toEqual(['dragon']);
  });

  test('filters by vendor and by New', async ({ page }) => {
    await page.goto('/m/slot-games');
    await expect(plays(page).first()).toBeVisible();
    const byVendor = gameListRequest(page, (url) => url.searchParams.get('vassalage') === 'JILI');
    await page.getByRole('group', { name: 'Providers' }).getByRole('button', { name: 'JILI' }).click();
    await byVendor;
    await expect(page.getByRole('group', { name: 'Providers' }).getByRole('button', { name: 'JILI' })).toHaveAttribute('aria-pressed', 'true');
    const byNew = gameListRequest(page, (url) => url.searchParams.get('isNew') === '1' && url.searchParams.get('vassalage') === 'JILI');
    await page.getByRole('button', { name: 'Filter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter games' });
    await drawer.getByRole('radio', { name: 'New' }).check();
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await byNew;
    await expect(plays(page).first()).toBeVisible();
    // every game shown carries the New mark
    const tiles = await page.getByRole('listitem').count();
    await expect(page.getByRole('listitem').filter({ hasText: 'New' })).toHaveCount(tiles);
  });

  test('scrolls to load every page and keeps the DOM small', async ({ page }) => {
    test.setTimeout(120_000);
    const pages = { loaded: 0, total: Infinity };
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('/GCSGAME_gameList') || url.searchParams.get('gameType') !== 'RNG') return;
      const body = (await response.json()) as { value: { pageNum: number; totalPages: number } };
      pages.loaded = Math.max(pages.loaded, body.value.pageNum);
      pages.total = body.value.totalPages;
    });
    await page.goto('/m/slot-games');
    await expect(plays(page).first()).toBeVisible();
    const page2 = gameListRequest(page, (url) => url.searchParams.get('pageNo') === '2');
    await page.mouse.wheel(0, 5_000);
    await page2;
    for (let i = 0; i < 80 && pages.loaded < pages.total; i += 1) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(400);
    }
    // 35 per page, 600+ games
    expect(pages.total).toBeGreaterThanOrEqual(18);
    expect(pages.loaded).toBe(pages.total);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(plays(page).last()).toBeVisible();
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    expect(elements).toBeLessThanOrEqual(1400);
  });

  test('a guest tapping a game or a favourite lands on /m/login', async ({ page }) => {
    await page.goto('/m/slot-games');
    await plays(page).first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/slot-games');
    await page
      .getByRole('button', { name: /^Add .* to favourites$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a member adds a favourite, sees it on /m/fav-games and removes it', async ({ page }) => {
    await logIn(page, { username: 'demo1', password: 'Demo1234' });
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/fishing-games');
    const heart = page.getByRole('button', { name: /^Add .* to favourites$/ }).first();
    const name = (await heart.getAttribute('aria-label'))!.replace(/^Add (.*) to favourites$/, '$1');
    await heart.click();
    await expect(page.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
    await page.goto('/m/fav-games');
    await expect(page.getByRole('button', { name: `Play ${name}` })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await expect(page.getByRole('button', { name: `Play ${name}` })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('No favourite games yet')).toBeVisible();
  });

  test('a member launches a slot and a lottery game, and recents show the slot', { tag: '@every-brand' }, async ({ page, context, brand }) => {
    // LOTT plays traditional unless the merchant's lotto mode offers Entertainment (spec 001 section 7)
    const { lottoMode } = (await loadBrand(brandsDir, brand.id)).config;
    const playType = lottoMode?.includes('Entertainment') ? 'ent' : 'trad';
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/poker-games');
    const first = plays(page).first();
    const name = (await first.getAttribute('aria-label'))!.replace(/^Play /, '');
    const popupPromise = context.waitForEvent('page');
    await first.click();
    const popup = await popupPromise;
    await expect(popup.getByRole('heading', { name })).toBeVisible();
    await popup.close();

    await page.getByRole('group', { name: 'Game lists' }).getByRole('button', { name: 'Recent' }).click();
    await expect(plays(page)).toHaveCount(1);
    await expect(plays(page).first()).toHaveAccessibleName(`Play ${name}`);

    await page.goto('/m/lott');
    await page.getByRole('button', { name: 'Play Lotto Lobby' }).click();
    await expect(page).toHaveURL(new RegExp(`/__demo/game\\?vendor=LOTT&code=lobby&prizeMode=\\w+&playType=${playType}$`));
    await expect(page.getByRole('heading', { name: 'LOTT lobby' })).toBeVisible();
  });

  test('a member sees the open draw of a lottery game, launches it, and finds it under recently played', async ({ page }) => {
    await logIn(page, { username: 'demo1', password: 'Demo1234' });
    await expect(page).toHaveURL(/\/m\/home$/);
    const draws = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/lotto/lgw/games/opened/numero'));
    await page.goto('/m/lott');
    await draws;
    const keno = page.getByRole('list', { name: 'Lottery: Draws' }).getByRole('button', { name: 'Play Keno' });
    await expect(keno).toHaveAccessibleDescription(/^Draw \d{8}-\d{3} Closes in \d\d:\d\d$/);
    await keno.click();
    await expect(page).toHaveURL(/\/__demo\/game\?vendor=LOTT&code=KENO&prizeMode=\w+&playType=(trad|ent)$/);
    await expect(page.getByRole('heading', { name: 'LOTT KENO' })).toBeVisible();
    await page.goto('/m/lott');
    await expect(page.getByRole('list', { name: 'Recently played' }).getByRole('button', { name: 'Play Keno' })).toBeVisible();
  });
});
