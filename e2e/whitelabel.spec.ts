import type { Page, Route } from '@playwright/test';
import { whiteLabelMenu, whiteLabelTemplates } from '../packages/api-client/src/catalogue/whiteLabel.ts';
import { whiteLabelStorageKey } from '../packages/brand/src/whiteLabelCache.ts';
import { BRANDS } from './brands';
import { expect, test as base } from './fixtures';

// Runtime white-label (issue 21, product decision 21, docs/decisions/072): the site reads its merchant's menu keys
// and templates at start, caches them and lays them over the build's brand; the demo platform's control
// (`POST /__demo/whitelabel`) stands in for the merchant's back office. A switch on the reference merchant itself would
// reach every test running beside these (a menu entry or a tab gone), so each test's browser sends the two calls for
// a merchant of its own, which starts as the reference merchant's back office has it (its build's values) and is
// reset when the test starts. The site's own path is unchanged: it asks, caches, shows.

const REFERENCE = BRANDS[0]!.facts;
const isWhiteLabelCall = (url: URL) => url.pathname === whiteLabelMenu.path || url.pathname === whiteLabelTemplates.path;

interface WhiteLabel {
  menu: string[];
  templates: Record<string, string | number>;
}

const test = base.extend<{ whiteLabel: { start: WhiteLabel; set: (change: Partial<WhiteLabel>) => Promise<void> } }>({
  whiteLabel: async ({ context, request }, provide, testInfo) => {
    const merchant = `${REFERENCE.merchantCode}_WL_${testInfo.testId}`;
    const control = async (method: 'POST' | 'DELETE', data?: Partial<WhiteLabel>) => {
      const answer = await request.fetch('/__demo/whitelabel', { method, data, headers: { Merchant: merchant } });
      expect(answer.status()).toBe(200);
    };
    const referenceValue = async (path: string) =>
      ((await (await request.get(path, { headers: { Merchant: REFERENCE.merchantCode } })).json()) as { value: unknown }).value;
    const start = {
      menu: (await referenceValue(whiteLabelMenu.path)) as string[],
      templates: (await referenceValue(whiteLabelTemplates.path)) as WhiteLabel['templates'],
    };
    // a retry starts clean too: the merchant's white-label as it started, then the reference merchant's
    await control('DELETE');
    await control('POST', start);
    await context.route(isWhiteLabelCall, (route) => route.continue({ headers: { ...route.request().headers(), merchant } }));
    await provide({ start, set: (change) => control('POST', change) });
  },
});

/** The side menu's member centre group, opened: its entries depend on the MYACC and MAILCEN keys. */
async function openMemberCentreGroup(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Member centre' }).click();
  await expect(menu.getByRole('link', { name: 'My account' })).toBeVisible();
  return menu;
}

/** Home's header as the build's `classic` design draws it: a guest's login beside the logo, on the bar's row. */
async function expectClassicHeader(page: Page) {
  const header = page.locator('header').filter({ has: page.getByTestId('brand-logo') });
  const logo = header.getByTestId('brand-logo');
  const login = header.getByRole('link', { name: 'Log in' });
  await expect(logo).toBeVisible();
  await expect(login).toBeVisible();
  const [logoBox, loginBox] = [(await logo.boundingBox())!, (await login.boundingBox())!];
  // `centred` puts the logo in the middle of the bar and login under it
  expect(logoBox.x + logoBox.width / 2).toBeLessThan(360 / 3);
  expect(loginBox.y).toBeLessThan(logoBox.y + logoBox.height);
}

/** The site's two white-label calls fail as offline; answers how many were tried. */
async function platformUnreachable(page: Page): Promise<() => number> {
  let tried = 0;
  await page.context().route(isWhiteLabelCall, (route: Route) => {
    tried += 1;
    return route.abort('internetdisconnected');
  });
  return () => tried;
}

test.describe('runtime white-label', () => {
  test('a menu key the merchant turns off is gone from the side menu on the next load', async ({ page, whiteLabel }) => {
    await page.goto('/m/home');
    const menu = await openMemberCentreGroup(page);
    await expect(menu.getByRole('link', { name: 'Mail' })).toBeVisible();

    await whiteLabel.set({ menu: whiteLabel.start.menu.filter((key) => key !== 'MAILCEN') });
    await page.reload();
    const next = await openMemberCentreGroup(page);
    await expect(next.getByRole('link', { name: 'Mail' })).toHaveCount(0);
  });

  test("switching the merchant's tab bar to four gives four tabs on the next load", async ({ page, whiteLabel }) => {
    await page.goto('/m/home');
    const bar = page.getByRole('navigation', { name: 'Main navigation' });
    const tabs = bar.getByRole('link').or(bar.getByRole('button'));
    await expect(tabs).toHaveCount(5);
    await expect(bar.getByRole('button', { name: 'Invite friends' })).toBeVisible();

    await whiteLabel.set({ templates: { tab_bar: 'four' } });
    await page.reload();
    await expect(tabs).toHaveCount(4);
    await expect(bar.getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
  });

  test('a template variant the build does not ship is ignored: the page keeps its own header', async ({ page, whiteLabel }) => {
    await whiteLabel.set({ menu: whiteLabel.start.menu.filter((key) => key !== 'MAILCEN'), templates: { home_header: 'centred' } });
    await page.goto('/m/home');
    // the answer has come (and is cached): its menu is followed, its header is not
    const menu = await openMemberCentreGroup(page);
    await expect(menu.getByRole('link', { name: 'Mail' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectClassicHeader(page);
    await page.reload();
    await expectClassicHeader(page);
  });

  test('a start without the platform shows the cached white-label, or the build without a cache', async ({ page, whiteLabel }) => {
    await whiteLabel.set({ menu: whiteLabel.start.menu.filter((key) => key !== 'MAILCEN') });
    await page.goto('/m/home');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), whiteLabelStorageKey(REFERENCE.id))).not.toBeNull();

    // the back office turns the key on again, but this start cannot reach the platform: the cache is what shows
    await whiteLabel.set({ menu: whiteLabel.start.menu });
    const tried = await platformUnreachable(page);
    await page.reload();
    // both calls and their two retries have failed
    await expect.poll(tried).toBeGreaterThanOrEqual(6);
    const menu = await openMemberCentreGroup(page);
    await expect(menu.getByRole('link', { name: 'Mail' })).toHaveCount(0);

    // no cache (a first visit offline), or one that is not the site's: the build's menu, and the site starts
    for (const value of [null, '{"menu":']) {
      await page.evaluate(({ key, value }) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)), {
        key: whiteLabelStorageKey(REFERENCE.id),
        value,
      });
      await page.reload();
      const built = await openMemberCentreGroup(page);
      await expect(built.getByRole('link', { name: 'Mail' })).toBeVisible();
    }
  });
});
