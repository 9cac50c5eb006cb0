import type { Locator, Page } from '@playwright/test';
import { findRoute } from '../apps/mobile/src/app/routeTable.ts';
import { closeIfShown, closeLoginAnnouncement, expect, logIn, test } from './fixtures';

// Every entry a player or an agent can tap (tab bar, home tiles and header, side menu, account menu, member centre,
// agent home) leads to a screen of the route table, never to the "not available" page nor to an unknown path
// (which falls back to home). Links are read where they are drawn; their targets are looked up in the app's route
// table (apps/mobile/src/app/routeTable.ts), the same table the router is built from.

/** The same-origin app paths the links inside `scope` lead to. */
async function linkPaths(scope: Locator): Promise<string[]> {
  const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.pathname.startsWith('/m'))
    .map((url) => url.pathname);
}

/** Links of the home page, its side menu and its account menu. */
async function shellPaths(page: Page): Promise<string[]> {
  await page.goto('/m/home');
  await closeLoginAnnouncement(page);
  // an agent with a contract waiting gets its alert once after login
  await closeIfShown(page, 'Contract waiting', 'Decide later');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const paths = await linkPaths(page.locator('body'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  paths.push(...(await linkPaths(menu)));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const account = page.getByRole('button', { name: 'Account menu' });
  if (await account.isVisible()) {
    await account.click();
    const accountMenu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(accountMenu).toBeVisible();
    paths.push(...(await linkPaths(accountMenu)));
  }
  return paths;
}

/** The entries that lead nowhere: no route (the fallback sends them home), or the "not available" screen. */
const deadEnds = (paths: string[]) =>
  [...new Set(paths)].filter((path) => {
    const route = findRoute(path);
    return !route || route.screen === 'unavailable';
  });

test.describe('no entry leads to a dead end', { tag: '@every-brand' }, () => {
  // a login, home, two menus and a screen: 20-40 s on a busy two-core machine
  test.describe.configure({ timeout: 60_000 });
  test('a guest: home, its side menu', async ({ page }) => {
    const paths = await shellPaths(page);
    expect(paths.length).toBeGreaterThan(10);
    expect(deadEnds(paths)).toEqual([]);
  });

  test('a member: home, side menu, account menu, member centre', async ({ page }) => {
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    const paths = await shellPaths(page);
    await page.goto('/m/member/home');
    await expect(page.getByRole('main')).toBeVisible();
    paths.push(...(await linkPaths(page.getByRole('main'))));
    expect(paths).toContain('/m/rewardCenter');
    expect(deadEnds(paths)).toEqual([]);
  });

  test("an agent: home's account menu and the agent home", async ({ page }) => {
    await logIn(page, { username: 'agent', password: 'Demo1234' });
    await expect(page).toHaveURL(/\/m\/home$/);
    const paths = await shellPaths(page);
    await page.goto('/m/agent');
    await expect(page.getByRole('main')).toBeVisible();
    paths.push(...(await linkPaths(page.locator('body'))));
    expect(paths.some((path) => path.startsWith('/m/member/agent') || path.startsWith('/m/agent/'))).toBe(true);
    expect(deadEnds(paths)).toEqual([]);
  });
});
