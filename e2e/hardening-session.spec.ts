// Issue 26 item 6: the session across tabs. A logout in one tab reaches every open tab of the site at once
// (packages/auth README, "The session across tabs"); the player's preferences stay.
import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

/** Home may greet a member with the announcement popup: close it whenever it covers what a test taps. */
async function closeAnnouncements(page: Page) {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Close announcement' }), (close) => close.click());
}

/** A tab of the same browser (same storage) where the demo member logs in: its session is its own (sessionStorage). */
async function memberTab(page: Page) {
  await closeAnnouncements(page);
  await logIn(page);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
}

test.describe('the session across tabs', () => {
  test('a logout in one tab turns the other tabs to guest within a second; language and colour mode stay', async ({ page, context }) => {
    test.slow();
    // the player chose a colour mode (the one that is not the brand's default) before logging in
    await page.goto('/m/home');
    const before = await page.locator('html').getAttribute('data-theme');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    const mode = before === 'dark' ? 'light' : 'dark';
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await memberTab(page);

    // a second tab shows the member centre, a third home with the member's header
    const centre = await context.newPage();
    await memberTab(centre);
    await centre.goto('/m/member/home');
    // the member's profile, in whichever member centre design the brand shows
    const account = centre.getByRole('region', { name: 'Profile' });
    await expect(account.getByText(/\d{4,}/).first()).toBeVisible();
    const home = await context.newPage();
    await memberTab(home);

    // no tab keeps the token anywhere but its own sessionStorage
    const token = await centre.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token ?? '');
    expect(token).not.toBe('');
    const local = await centre.evaluate(() => JSON.stringify(localStorage));
    expect(local).not.toContain(token);
    expect(local).not.toContain(Buffer.from(token).toString('base64'));

    // sign out in the first tab
    await page.goto('/m/set');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    // without anything done in them, the other tabs are guests within a second: the member centre went through its
    // gate to login, home's header offers the login again
    await expect(account).toHaveCount(0, { timeout: 1000 });
    await expect(centre).toHaveURL(/\/m\/login$/, { timeout: 1000 });
    await expect(centre.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 1000 });
    await expect(home.getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 1000 });
    await expect(home.getByRole('banner').getByRole('link', { name: 'Deposit' })).toHaveCount(0);
    for (const tab of [centre, home]) {
      expect(await tab.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    }

    // the preferences stay, in every tab and after a reload
    for (const tab of [page, centre, home]) {
      await expect(tab.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(tab.locator('html')).toHaveAttribute('lang', 'en');
    }
    expect(await home.evaluate(() => ({ theme: localStorage.getItem('theme'), language: localStorage.getItem('language') }))).toEqual({
      theme: mode,
      language: 'en',
    });
    await home.reload();
    await expect(home.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(home.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
