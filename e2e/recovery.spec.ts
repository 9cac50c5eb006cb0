import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Error recovery (issue 17, item 6; issue 45; apps/mobile/README.md "Error recovery"): a route chunk that cannot load
// fails in the screen's place inside the app's frame, never as React Router's developer page; Retry loads it without a page reload; a chunk missing
// after a redeploy reloads the page once, never in a loop.

const errorScreen = (page: Page) => page.getByTestId('error-screen');

/** Counts the page's loads (the first one and every reload). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => void loads++);
  return () => loads;
}

/** Home with everything its first view loads (its lazy parts too), so the next chunk is a screen's. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/m/home');
  await expect(page.locator('a[href="/m/slot-games"]').first()).toBeVisible({ timeout: 15_000 });
  // the parts below the fold load as they come near: bring them all in before the connection goes
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, -20_000);
  await page.waitForLoadState('networkidle');
}

/** Home with its tab bar (the next tap's screen is not loaded yet). */
async function openHomeTabs(page: Page): Promise<void> {
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 15_000 });
}

// the reward centre's own chunk (its file name starts with its page component's)
const REWARD_CENTER_CHUNK = '**/assets/RewardCenterPage-*.js';

test.describe('error recovery', () => {
  // each test is a few seconds on an idle machine; a reload or an offline round trip on two busy cores takes longer
  test.describe.configure({ timeout: 60_000 });
  // a screen's code that truly cannot be had: without the service worker, which would hold it after an idle moment
  // (offline.spec.ts is the walk with it)
  test.use({ serviceWorkers: 'block' });

  test("a tab whose code is not there offline fails in the screen's place, the frame kept; it opens when back online", async ({ page, context }) => {
    await openHome(page);
    const tabs = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(tabs.getByRole('link', { name: 'Promotions' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

    await context.setOffline(true);
    await tabs.getByRole('link', { name: 'Promotions' }).click();
    const failed = page.getByTestId('screen-error');
    await expect(failed.getByRole('heading', { name: 'No Internet' })).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
    // the frame stays: the tab bar, and the network notice while offline
    await expect(tabs).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No Internet' })).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
    await expect(page.getByText('Hey developer')).toHaveCount(0);

    // back online, the screen opens without a tap
    await context.setOffline(false);
    await expect(failed).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test('a chunk missing after a redeploy reloads the page once, then works', async ({ page, context }) => {
    const loads = countLoads(page);
    await openHomeTabs(page);
    expect(loads()).toBe(1);
    // the redeploy: the chunk of the screen the next tap opens is gone from this version (404) until the reload
    // brings the new one
    await context.route(REWARD_CENTER_CHUNK, (route) => (loads() < 2 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reward center' }).click({ noWaitAfter: true });
    await expect.poll(loads, { timeout: 15_000 }).toBe(2);
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await expect(page.getByRole('heading', { name: 'Promotions', level: 2 })).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
    expect(loads()).toBe(2);
  });

  test("a chunk still missing after that reload fails in the screen's place instead of reloading again", async ({ page, context }) => {
    const loads = countLoads(page);
    await openHomeTabs(page);
    await context.route(REWARD_CENTER_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reward center' }).click({ noWaitAfter: true });
    await expect.poll(loads, { timeout: 15_000 }).toBe(2);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
    await expect(page.getByText('Hey developer')).toHaveCount(0);
    // no second reload
    await page.waitForTimeout(1000);
    expect(loads()).toBe(2);
    // the chunk is back: Retry shows the page, without a reload
    await context.unroute(REWARD_CENTER_CHUNK);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Promotions', level: 2 })).toBeVisible();
    expect(loads()).toBe(2);
  });
});
