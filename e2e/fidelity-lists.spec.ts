import type { Locator } from '@playwright/test';
import { DEMO_MEMBER } from './brands';
import { expect, logIn, test } from './fixtures';

// Designed empty states (issue 24 item 15, docs/decisions/066-empty-states.md): what an empty list says, with its
// icon, and where its action leads. Every test here failed before: the states had a bare title and no action.

// demo1 has no favourite games; no test adds one (the games suite favourites with `demo`)
const NO_FAVOURITES = { username: 'demo1', password: 'Demo1234' };
const AGENT = { username: 'agent', password: 'Demo1234' };

/** The empty state under its title: its decorative icon shows above the title. */
const emptyState = (title: Locator) => title.locator('..');

test.describe('designed empty states', () => {
  test.beforeEach(async ({ page }) => {
    // home may greet with the popup announcement after a login: close it whenever it covers what a test taps
    await page.addLocatorHandler(page.getByRole('button', { name: 'Close announcement' }), (close) => close.click());
  });

  test('a member without favourites is told how to add one and led to the games', async ({ page }) => {
    await logIn(page, NO_FAVOURITES);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/fav-games');
    const title = page.getByRole('heading', { name: 'No favourite games yet' });
    await expect(title).toBeVisible();
    await expect(emptyState(title).locator('svg').first()).toBeVisible();
    await expect(page.getByText('Tap the heart on a game to keep it here.')).toBeVisible();
    await page.getByRole('button', { name: 'Browse games' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a game search with no result names the search and clears it', async ({ page }) => {
    await page.goto('/m/slot-games');
    await expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search games' }).fill('zzzz-none');
    await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
    const title = page.getByRole('heading', { name: 'No games match "zzzz-none"' });
    await expect(title).toBeVisible();
    await expect(emptyState(title).locator('svg').first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
    await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeFocused();
  });

  test('records of a period without transactions say so and lead to a deposit', async ({ page }) => {
    await logIn(page, DEMO_MEMBER);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/records');
    await expect(page.getByRole('list', { name: 'Transactions' })).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill('01/01/2020');
    await page.getByLabel('To', { exact: true }).fill('01/31/2020');
    await page.getByRole('button', { name: 'Show' }).click();
    const title = page.getByRole('heading', { name: 'No transactions in this period.' });
    await expect(title).toBeVisible();
    await expect(emptyState(title).locator('svg').first()).toBeVisible();
    await expect(page.getByText('Choose other dates or another type, or make a deposit.')).toBeVisible();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  });

  test('an agent searching for a member who is not in the team can clear the search', async ({ page }) => {
    await logIn(page, AGENT);
    await expect(page).not.toHaveURL(/\/m\/login/);
    await page.goto('/m/member/team');
    await expect(page.getByText(/^\d+ members$/)).toBeVisible();
    await page.getByLabel('Search account').fill('nobody-here');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const title = page.getByRole('heading', { name: 'No member matches "nobody-here"' });
    await expect(title).toBeVisible();
    await expect(emptyState(title).locator('svg').first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByText(/^\d+ members$/)).toBeVisible();
  });
});
