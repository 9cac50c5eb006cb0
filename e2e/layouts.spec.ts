import type { Locator, Page } from '@playwright/test';
import { closeLoginAnnouncement, expect, logIn, test } from './fixtures';

// Layout slots (issue 21): each brand's templates choose its home layout, header, tab bar, game tiles and member
// centre. The assertions are about what the design implies for a player (what comes first, where the logo sits, which
// tabs there are, how many games share a row), read against the brand's own templates, so every brand is checked
// against its choice and the three brands must differ for the suite to see three designs.

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The top edges of the first `count` tiles of a game list page. */
async function rowTops(page: Page, count: number): Promise<number[]> {
  const plays = page.getByRole('main').getByRole('button', { name: /^Play / });
  await expect(plays.nth(count - 1)).toBeVisible({ timeout: 20_000 });
  return Promise.all(Array.from({ length: count }, async (_, i) => Math.round((await box(plays.nth(i))).y)));
}

test.describe('each brand shows the designs its templates choose', { tag: '@every-brand' }, () => {
  test('home: the layout, the header, the tab bar and the game tiles', async ({ page, brand }) => {
    const { templates } = brand;
    await page.goto('/m/home');
    // home layout: what comes first
    const games = page.getByRole('heading', { name: 'Games', exact: true });
    const banners = page.locator('#homePage').getByRole('region', { name: 'Promotions' });
    await expect(games).toBeVisible();
    await expect(banners).toBeVisible();
    const [gamesTop, bannersTop] = [(await box(games)).y, (await box(banners)).y];
    if (templates.home_layout === 'banners') expect(bannersTop).toBeLessThan(gamesTop);
    else expect(gamesTop).toBeLessThan(bannersTop);

    // home header: where the logo sits, and the guest's log in beside it or under the bar
    const header = page.locator('header').first();
    const logo = await box(header.getByTestId('brand-logo'));
    const login = await box(header.getByRole('link', { name: 'Log in' }));
    const width = page.viewportSize()!.width;
    if (templates.home_header === 'classic') {
      expect(logo.x + logo.width / 2).toBeLessThan(width / 2);
      expect(Math.abs(login.y + login.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(logo.height);
    } else {
      expect(Math.abs(logo.x + logo.width / 2 - width / 2)).toBeLessThan(8);
      expect(login.y).toBeGreaterThanOrEqual(logo.y + logo.height);
    }

    // tab bar: its tabs, in order (a guest sees invite friends where the design has it)
    const bar = page.getByRole('navigation', { name: 'Main navigation' });
    const names = { five: ['Home', 'Promotions', 'Invite friends', 'Reward center', 'Member centre'], deposit: ['Home', 'Promotions', 'Deposit', 'Reward center', 'Member centre'], four: ['Home', 'Promotions', 'Reward center', 'Member centre'] }[templates.tab_bar];
    await expect(bar.locator('a, button')).toHaveText(names);
    if (templates.tab_bar === 'deposit') {
      // the deposit button stands above the bar
      const icon = await box(bar.getByRole('link', { name: 'Deposit' }).locator('svg'));
      expect(icon.y).toBeLessThan((await box(bar)).y);
      await expect(bar.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    }

    // game tiles: three square icons to a row, or two wide cards naming the vendor
    await page.goto('/m/slot-games');
    const tops = await rowTops(page, 4);
    const first = page.getByRole('main').getByRole('button', { name: /^Play / }).first();
    if (templates.game_tile === 'icon') {
      expect(tops.slice(0, 3).every((top) => top === tops[0])).toBe(true);
      expect(tops[3]).toBeGreaterThan(tops[0]!);
      await expect(first).toHaveAccessibleDescription('');
    } else {
      expect(tops[1]).toBe(tops[0]);
      expect(tops[2]).toBeGreaterThan(tops[0]!);
      await expect(first).not.toHaveAccessibleDescription('');
    }
  });

  test('member centre: the classic list of entries, or the balance card with quick actions', async ({ page, brand }) => {
    await logIn(page);
    await closeLoginAnnouncement(page);
    await page.goto('/m/member/home');
    const quick = page.getByRole('group', { name: 'Quick actions' });
    await expect(page.getByRole('link', { name: 'Security centre' })).toBeVisible();
    if (brand.templates.mem_cen === 1) {
      await expect(quick.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    } else {
      await expect(quick).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: /^Deposit/ })).toHaveAttribute('href', '/m/voucherCenter');
    }
  });
});
