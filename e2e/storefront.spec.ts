import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

/** Closes the login announcement popup a member sees once after logging in. */
async function closeLoginPopup(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Announcement' });
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();
}

// every brand: the storefront is what each merchant's players see first (issue 5)
test.describe('storefront', { tag: '@every-brand' }, () => {
  // heavy flows (login, the full home) on two shared cores
  test.describe.configure({ timeout: 60_000 });

  test('home shows the banners, the announcement ticker and the jackpot', async ({ page }) => {
    await page.goto('/m/home');
    const banners = page.getByRole('region', { name: 'Promotions' });
    await expect(banners.locator('img').first()).toBeVisible();
    // several banners loop: 5000 ms after the first shows, the carousel moves on to the second
    await expect(banners.locator('.swiper-slide-active')).toHaveAttribute('data-swiper-slide-index', '1', { timeout: 10_000 });
    await expect(banners.locator('.swiper-slide-active img')).toBeVisible();
    // the dots follow (drawn by the site: Swiper's pagination writes innerHTML, which Trusted Types refuse)
    await expect(banners.locator('[aria-hidden="true"] > span').nth(1)).toHaveAttribute('data-active', 'true');
    await expect(banners.locator('[aria-hidden="true"] > span[data-active]')).toHaveCount(1);
    const ticker = page.getByRole('region', { name: 'Announcements' });
    await expect(ticker.getByRole('link').first()).toHaveAttribute('href', '/m/notice?index=0');
    await expect(page.getByTestId('jackpot')).toHaveText(/^2[,.\s]?0\d{2}/);
  });

  test('the side menu opens, navigates and closes; the mask closes it too', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Promotion', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Member centre' })).toHaveAttribute('aria-expanded', 'false');
    await menu.getByRole('button', { name: 'Member centre' }).click();
    await expect(menu.getByRole('link', { name: 'Announcements' })).toBeVisible();
    // a tap on the mask in the first 300 ms after opening is taken for the opening tap's ghost click and ignored
    // (ui-kit MASK_GUARD_MS); a player's next tap comes later than this test's, which is quick with reduced motion
    await page.waitForTimeout(400);
    await page.mouse.click(350, 400);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Promotion', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(menu).toBeHidden();
  });

  test('the footer accordion keeps one panel open at a time', async ({ page }) => {
    await page.goto('/m/home');
    const games = page.getByRole('button', { name: 'Games', exact: true });
    const help = page.getByRole('button', { name: 'Help centre' });
    await games.scrollIntoViewIfNeeded();
    await expect(games).toHaveAttribute('aria-expanded', 'false');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await games.click();
    await expect(games).toHaveAttribute('aria-expanded', 'true');
    await help.click();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await expect(games).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('link', { name: 'Deposits' }).click();
    await expect(page).toHaveURL(/\/m\/help\?i=1$/);
    await expect(page.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a footer game category scrolls to the top and selects it in the game hub', async ({ page }) => {
    await page.goto('/m/home');
    const hub = page.getByRole('tablist', { name: 'Game categories' });
    await expect(hub.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    const games = page.getByRole('button', { name: 'Games', exact: true });
    await games.scrollIntoViewIfNeeded();
    await games.click();
    await page.getByRole('group', { name: 'Site links' }).getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/m\/home\?category=RNG$/);
    await expect(hub.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the customer-service buttons wait behind one handle at the page edge', async ({ page }) => {
    await page.goto('/m/home');
    const handle = page.getByRole('button', { name: 'Customer service' });
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    // tucked against the right edge, above the tab bar
    const box = (await handle.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBe(viewport.width);
    expect(box.width).toBeLessThanOrEqual(44);
    const tabBar = (await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(tabBar.y);
    await handle.click();
    await expect(page.getByRole('link', { name: 'Online customer service' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Online customer service' })).toBeHidden();
  });

  test('the tab bar highlights the tab of the route', async ({ page }) => {
    await page.goto('/m/home');
    const tabs = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(tabs.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('promotions filter by category and open a detail', async ({ page }) => {
    await page.goto('/m/activity');
    const all = page.getByRole('article');
    await expect(all.first()).toBeVisible();
    const count = await all.count();
    await page.getByRole('tab', { name: 'Slots' }).click();
    await expect(all).toHaveCount(1);
    expect(count).toBeGreaterThan(1);
    await page.getByRole('link', { name: 'Read more: Slots Tournament' }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=4004$/);
    await expect(page.getByRole('heading', { name: 'Slots Tournament' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join now' })).toBeVisible();
  });

  test('an announcement opens from the ticker and is marked read', async ({ page }) => {
    await logIn(page);
    await closeLoginPopup(page);
    const first = page.locator('a[href="/m/notice?index=0"]');
    const title = (await first.textContent())!;
    // the ticker never stands still, and a click waits for a still target: focus pauses it (as a finger on it
    // does), and the link is followed from the keyboard
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/notice\?index=0$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('link', { name: 'All announcements' }).click();
    const list = page.getByRole('list', { name: 'Announcement list' });
    await expect(list.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(list.getByRole('link', { name: /^Unread:/ }).first()).toBeVisible();
    // read on the platform too: a reload still shows it read
    await page.reload();
    await expect(page.getByRole('list', { name: 'Announcement list' }).getByRole('link', { name: title, exact: true })).toBeVisible();
  });

  test('a script in announcement HTML does not run', async ({ page, context, request, brand }, testInfo) => {
    // the demo platform's hostile fixture (a script, an onerror image and a javascript: link in the security notice)
    // is never in a merchant's content: this test turns it on for a merchant of its own, reset first so that a retry
    // starts clean, and the page asks that merchant for its announcements, so no test beside it sees the fixture
    const merchant = `${brand.merchantCode}_XSS_${testInfo.testId}`;
    expect((await request.post('/__demo/reset', { data: { merchant } })).status()).toBe(200);
    expect((await request.post('/__demo/hostile', { data: { merchant, on: true } })).status()).toBe(200);
    await context.route(
      (url) => url.pathname.endsWith('/MCSFE_getListAnnouncements'),
      (route) => route.continue({ headers: { ...route.request().headers(), merchant } }),
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/m/notice');
    await page.getByRole('link', { name: /Security notice/ }).click();
    await expect(page.getByRole('heading', { name: 'Security notice' })).toBeVisible();
    await expect(page.getByText(/will never ask for your password/)).toBeVisible();
    // the fixture reached the page: its link's text shows, without its javascript: address
    await expect(page.locator('main').getByText('Details', { exact: true })).toBeVisible();
    expect(await page.locator('main a[href^="javascript:" i]').count()).toBe(0);
    expect(await page.locator('main script, main [onerror]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });

  test("an offline reload shows the offline page, in the player's language", async ({ page, context, brand }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('brand-logo')).toBeVisible();
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No Internet' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // in the player's language: the brand's default language, stored as the player's choice
    await page.evaluate((language) => localStorage.setItem('language', language), brand.defaultLanguage);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', brand.defaultLanguage);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toBeEmpty();
    if (brand.defaultLanguage !== 'en') await expect(heading).not.toHaveText('No Internet');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Retry' }).click();
    await expect(page.getByTestId('brand-logo')).toBeVisible();
  });
});
