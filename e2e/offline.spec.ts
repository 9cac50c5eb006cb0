import type { Locator, Page, Route } from '@playwright/test';
import { findRoute } from '../apps/mobile/src/app/routeTable.ts';
import { closeLoginAnnouncement, expect, logIn, test } from './fixtures';

// Offline (issue 45): after one online visit the service worker holds every screen's code of the version, fetched
// once the page is idle; a tap offline opens the screen inside the app's frame with its own offline state, the
// "No Internet" notice stays while offline, and back online the screen fills in without a reload.

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** The network notice (not a screen's own "No Internet" title). */
const noInternetNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'No Internet' });

/** The same-origin screen addresses (path and query, as the links write them) inside `scope`, each once, home left out. */
async function screenPaths(scope: Locator): Promise<string[]> {
  const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const paths = hrefs.filter((href) => {
    const url = new URL(href, 'https://site.invalid');
    return url.origin === 'https://site.invalid' && url.pathname.startsWith('/m/') && url.pathname !== '/m/home' && findRoute(url.pathname);
  });
  return [...new Set(paths)];
}

/**
 * Waits until the service worker holds every file of the version's code its script lists. The script is read from
 * outside the page and the poll makes no request: a request of the page's would put off the quiet moment the
 * worker waits for.
 */
async function waitForCodeHeld(page: Page): Promise<number> {
  const source = await (await page.request.get('/sw.js')).text();
  const code = JSON.parse(/const CODE = new Set\((\[.*?\])\);/.exec(source)?.[1] ?? '[]') as string[];
  expect(code.length, 'the code the worker lists').toBeGreaterThan(20);
  await expect
    .poll(
      () =>
        page.evaluate(async (code) => {
          const key = (await caches.keys()).find((name) => name.startsWith('wl-code-'));
          const held = key ? (await (await caches.open(key)).keys()).map((request) => new URL(request.url).pathname) : [];
          return code.filter((path) => !held.includes(path)).length;
        }, code),
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(0);
  return code.length;
}

/** The screen at `path` is shown inside the frame (its top bar or the tab bar): no app-wide error page, the notice still up. */
async function expectInFrame(page: Page, path: string): Promise<void> {
  await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}($|\\?)`));
  // a bare screen (hot games) draws its own header; the others are in the app's top bar or above its tab bar
  const route = findRoute(path.split('?')[0]!)!;
  if (route.topBar || route.footerNav) await expect(page.getByRole('banner').or(tabBar(page)).first(), path).toBeVisible();
  await expect(page.getByTestId('error-screen'), path).toHaveCount(0);
  await expect(noInternetNotice(page), path).toBeVisible();
}

/** Back to home the way the app does it (a client-side navigation: nothing is fetched), from any screen. */
async function backHome(page: Page): Promise<void> {
  await page.evaluate(() => {
    history.pushState(null, '', '/m/home');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** A member on home after one online visit, the service worker holding the version's code. */
async function memberHomeWithCodeHeld(page: Page): Promise<void> {
  // a member: every entry opens its own screen (a guest's member entries go to login)
  await logIn(page);
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeLoginAnnouncement(page);
  await expect(tabBar(page)).toBeVisible({ timeout: 15_000 });
  await waitForCodeHeld(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
}

/** Nothing reloaded the page since memberHomeWithCodeHeld. */
const notReloaded = async (page: Page) => expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

test.describe("home's parts whose code cannot be had", () => {
  // no code held yet (a first visit): each part's chunk goes to the network, where the test cuts it
  test.use({ serviceWorkers: 'block' });

  test('fail on their own: the banner stays, the winners board offers a retry, home and its frame stay; they come back', async ({ page, context }) => {
    test.slow();
    const cut = /\/assets\/(BannerSwiper|WinnersBoard|HotMatches)-[\w-]+\.js$/;
    const cutOff = (route: Route) => route.abort('internetdisconnected');
    await context.route(cut, cutOff);
    await page.goto('/m/home');
    const banners = page.getByRole('region', { name: 'Promotions' });
    await expect(banners.locator('img').first()).toBeVisible();
    // touching the banner hands it to Swiper, whose code cannot load: the first banner stays
    await banners.dispatchEvent('pointerdown');
    const winners = page.getByRole('region', { name: 'Winners' });
    const retry = page.getByRole('alert').filter({ hasText: 'Loading failed' });
    // to the bottom, where the winners board's place is (the page grows as the game hub fills in: again until there)
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(retry.first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(banners.locator('img').first()).toBeVisible();
    await expect(page.getByTestId('error-screen').or(page.getByTestId('screen-error'))).toHaveCount(0);
    await expect(tabBar(page)).toBeVisible();
    await expect(page.getByTestId('jackpot')).toBeVisible();
    await expect(winners).toHaveCount(0);

    // the network is back: the retry brings the part
    await context.unroute(cut, cutOff);
    await retry.first().getByRole('button', { name: 'Loading failed, click to retry' }).click();
    await expect(winners.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    // and the connection coming back tries the others again (Swiper takes the banner over)
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(banners.locator('.swiper-slide-active img')).toBeVisible({ timeout: 15_000 });
    await expect(retry).toHaveCount(0);
  });
});

test.describe('offline after one visit', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'every tab-bar entry tapped offline opens its screen in the frame; the notice stays until the connection is back',
    { tag: '@every-brand' },
    async ({ page, context }) => {
      await memberHomeWithCodeHeld(page);
      const tabs = await screenPaths(tabBar(page));
      expect(tabs.length).toBeGreaterThan(1);
      await context.setOffline(true);
      await expect(noInternetNotice(page)).toBeVisible();
      for (const path of tabs) {
        await tabBar(page).locator(`a[href="${path}"]`).first().click();
        await expectInFrame(page, path);
      }
      await notReloaded(page);
      await context.setOffline(false);
      await expect(noInternetNotice(page)).toHaveCount(0);
    },
  );

  test('every side-menu entry tapped offline opens its screen in the frame', async ({ page, context }) => {
    await memberHomeWithCodeHeld(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // one entry per screen (the game categories share theirs)
    const screens = new Map((await screenPaths(menu)).map((path) => [findRoute(path.split('?')[0]!)!.screen, path]));
    const entries = [...screens.values()];
    expect(entries.length).toBeGreaterThan(3);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await context.setOffline(true);
    for (const path of entries) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.locator(`a[href="${path}"]`).first().click();
      await expectInFrame(page, path);
      await backHome(page);
    }
    await notReloaded(page);
  });

  test('a screen opened offline fills in when the connection is back, without a reload', async ({ page, context }) => {
    await memberHomeWithCodeHeld(page);
    await context.setOffline(true);
    await tabBar(page).getByRole('link', { name: 'Promotions' }).click();
    await expectInFrame(page, '/m/activity');
    await expect(page.locator('a[href^="/m/activityDetail"]')).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.locator('a[href^="/m/activityDetail"]').first()).toBeVisible({ timeout: 15_000 });
    await notReloaded(page);
  });

  test("home's first load asks for no other screen's code before the page is idle", async ({ page, context }) => {
    const started = Date.now();
    const pageRequests: { path: string; at: number }[] = [];
    const workerFetches: { path: string; at: number }[] = [];
    context.on('request', (request) => {
      const entry = { path: new URL(request.url()).pathname, at: Date.now() - started };
      (request.serviceWorker() ? workerFetches : pageRequests).push(entry);
    });
    await page.goto('/m/home');
    await expect(tabBar(page)).toBeVisible({ timeout: 15_000 });
    await waitForCodeHeld(page);
    // the worker's own fetches of code (what it fetches for the page, the page asked for too)
    const asked = new Set(pageRequests.map((entry) => entry.path));
    const ahead = workerFetches.filter((entry) => entry.path.startsWith('/assets/') && !asked.has(entry.path));
    expect(ahead.length).toBeGreaterThan(20);
    const homeDone = Math.max(...pageRequests.filter((entry) => entry.at < ahead[0]!.at).map((entry) => entry.at));
    test.info().annotations.push({
      type: 'timing',
      description: `home's last request at ${homeDone} ms; the worker fetched ${ahead.length} more code files from ${ahead[0]!.at} ms`,
    });
    // the page had been quiet before the first of them (the worker waits for 2 s of quiet and an idle moment)
    expect(ahead[0]!.at - homeDone).toBeGreaterThanOrEqual(1500);
  });
});
