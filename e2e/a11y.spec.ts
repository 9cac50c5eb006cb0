import { expect, injectStatusFault, logIn, test } from './fixtures';
import { seriousProblems } from './axe';
import type { Page } from '@playwright/test';

const closeAnnouncement = (page: Page) => page.getByRole('button', { name: 'Close announcement' });

/** The pages scanned, each its own test (a page's scan takes up to half a minute on a busy CI machine). */
const PAGES: [string, (page: Page) => Promise<void>][] = [
  [
    'home',
    async (page) => {
      await page.goto('/m/home');
      // the home page with its whole game area
      await expect(page.locator('a[href="/m/slot-games"]').first()).toBeVisible();
    },
  ],
  [
    'login',
    async (page) => {
      await page.goto('/m/login');
      await expect(page.getByLabel('Username')).toBeVisible();
    },
  ],
  [
    'a shell page',
    async (page) => {
      await page.goto('/m/rewardCenter');
      await expect(page.getByRole('heading', { name: 'Weekly Turnover Reward' })).toBeVisible();
    },
  ],
  [
    'member home',
    async (page) => {
      await logIn(page);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
    },
  ],
  [
    'responsible gaming',
    async (page) => {
      await logIn(page);
      await expect(page).toHaveURL(/\/m\/home$/);
      await page.goto('/m/responsibleGaming');
      await expect(page.getByRole('button', { name: 'Save limits' })).toBeVisible();
    },
  ],
  [
    'the restricted page',
    async (page) => {
      // the load starts from the cached status (the site, whose announcement popup may open) until the status
      // call answers restricted and the site, popup and all, gives way: nothing to close there
      await page.removeLocatorHandler(closeAnnouncement(page));
      await injectStatusFault(page, 'region');
      await page.goto('/m/home');
      await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    },
  ],
];

test.describe('accessibility at 360 px in both colour modes', { tag: '@every-brand' }, () => {
  for (const mode of ['dark', 'light'] as const) {
    for (const [name, open] of PAGES) {
      test(`${name} has no serious problems (${mode})`, async ({ page }) => {
        // a full scan of a long page (home with its game area) takes a while on two busy cores
        test.slow();
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.addLocatorHandler(closeAnnouncement(page), (close) => close.click());
        await open(page);
        expect(await seriousProblems(page), name).toEqual([]);
      });
    }
  }
});
