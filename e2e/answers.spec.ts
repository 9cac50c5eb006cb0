import type { Locator, Page, Route } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

/**
 * Bad answers from the platform (issue 17): each shows the screen's error state with retry, never a blank
 * screen, a crash or the developer page; Retry once the platform answers again shows the content. The site
 * checks every answer against the catalogue (docs/decisions/060-platform-call-catalogue.md).
 */
const envelope = (value: unknown) => JSON.stringify({ success: true, code: '0', message: '', value });
const BAD_ANSWERS: [string, (route: Route) => Promise<void> | void][] = [
  ['a string where a list is expected', (route) => route.fulfill({ contentType: 'application/json', body: envelope('not a list') })],
  ['value null', (route) => route.fulfill({ contentType: 'application/json', body: envelope(null) })],
  ['a required field missing', (route) => route.fulfill({ contentType: 'application/json', body: envelope({}) })],
  ['an HTML error page with status 200', (route) => route.fulfill({ contentType: 'text/html', body: '<html><body><h1>Bad gateway</h1></body></html>' })],
  ['an empty body', (route) => route.fulfill({ contentType: 'application/json', body: '' })],
  ['a 500', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: 'Internal Server Error' })],
  ['no connection', (route) => route.abort('internetdisconnected')],
];

interface Screen {
  name: string;
  /** the call's path (tests may name platform paths; the site names them only in its catalogue) */
  call: string;
  member: boolean;
  open: (page: Page) => Promise<unknown>;
  /** also checked with an answer that never comes (the timeout is the same for every call: two screens show it) */
  timeout?: boolean;
  /** where the error state shows */
  area: (page: Page) => Locator;
  /** what shows once the call answers */
  content: (page: Page) => Locator;
}

const SCREENS: Screen[] = [
  {
    name: 'notices',
    call: '**/wps/relay/MCSFE_getListAnnouncements?*',
    member: false,
    timeout: true,
    open: (page) => page.goto('/m/notice'),
    area: (page) => page.locator('body'),
    content: (page) => page.getByRole('link', { name: /Security notice/ }),
  },
  {
    name: 'game list',
    call: '**/wps/relay/GCSGAME_gameList?*',
    member: false,
    open: (page) => page.goto('/m/slot-games'),
    area: (page) => page.locator('body'),
    content: (page) => page.getByRole('button', { name: /^Play / }).first(),
  },
  {
    name: 'member info',
    call: '**/wps/member/info',
    member: true,
    timeout: true,
    open: (page) => page.goto('/m/member/home'),
    area: (page) => page.getByRole('region', { name: 'Profile' }),
    content: (page) => page.getByRole('region', { name: 'Profile' }).getByText(/^\d{6,}$/),
  },
  {
    name: 'wallet balance',
    call: '**/wps/wallets/gcs',
    member: true,
    open: (page) => page.goto('/m/member/home'),
    area: (page) => page.getByRole('region', { name: 'Profile' }),
    content: (page) => page.getByRole('region', { name: 'Profile' }).getByText(/\$\s[\d,]+\.\d{2}/),
  },
];

const errorAlert = (page: Page, screen: Screen) => screen.area(page).getByRole('alert').filter({ hasText: /Loading failed|Balance unavailable/ });
const retryButton = (page: Page, screen: Screen) => screen.area(page).getByRole('button', { name: /Retry|Refresh balance/ }).first();

async function expectErrorThenRecovery(page: Page, screen: Screen, label: string) {
  const alert = errorAlert(page, screen);
  await expect(alert, label).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Hey developer')).toHaveCount(0);
  await page.context().unroute(screen.call);
  await retryButton(page, screen).click();
  await expect(screen.content(page), label).toBeVisible();
  await expect(alert).toHaveCount(0);
}

test.describe('bad answers from the platform', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const screen of SCREENS) {
    // one page load: the first bad answer comes with it, each next one with a tap on Retry (the call is sent again
    // and answered badly again: still the error state), then the real answer with the last Retry shows the content
    test(`${screen.name}: every bad answer shows the error state, and Retry shows the content`, async ({ page }) => {
      if (screen.member) await logIn(page);
      if (screen.member) await expect(page).toHaveURL(/\/m\/home/);
      let answered = 0;
      for (const [index, [label, answer]] of BAD_ANSWERS.entries()) {
        await page.context().unroute(screen.call);
        await page.context().route(screen.call, async (route) => {
          answered += 1;
          await answer(route);
        });
        const before = answered;
        if (index === 0) await screen.open(page);
        else await retryButton(page, screen).click();
        await expect.poll(() => answered, `${screen.name}, ${label}: the call is sent again`).toBeGreaterThan(before);
        await expect(errorAlert(page, screen), `${screen.name}, ${label}`).toBeVisible({ timeout: 20_000 });
        await expect(screen.content(page), `${screen.name}, ${label}`).toHaveCount(0);
        await expect(page.getByText('Hey developer')).toHaveCount(0);
      }
      await page.context().unroute(screen.call);
      await retryButton(page, screen).click();
      await expect(screen.content(page)).toBeVisible();
      await expect(errorAlert(page, screen)).toHaveCount(0);
    });

    if (!screen.timeout) continue;
    test(`${screen.name}: an answer that never comes shows the error state after the timeout`, async ({ page }) => {
      // the page's clock: the site's 15 s timeout runs at once below
      await page.clock.install();
      if (screen.member) await logIn(page);
      if (screen.member) await expect(page).toHaveURL(/\/m\/home/);
      // held, never answered: the site gives up after its 15 s timeout (then the held requests are let go)
      const held: Route[] = [];
      await page.context().route(screen.call, (route) => void held.push(route));
      await screen.open(page);
      await expect.poll(() => held.length).toBeGreaterThan(0);
      const failed = screen.area(page).getByRole('alert').filter({ hasText: /Loading failed|Balance unavailable/ });
      await expect(async () => {
        await page.clock.fastForward(16_000);
        await expect(failed).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 25_000 });
      await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
      await expectErrorThenRecovery(page, screen, `${screen.name}, a timeout`);
    });
  }
});
