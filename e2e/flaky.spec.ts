import type { Locator, Page, Route } from '@playwright/test';
import { closeIfShown, closeLoginAnnouncement, expect, logIn, test } from './fixtures';

// A flaky network (issue 45 item 5): about half of the platform's calls fail and some hang, in a pattern drawn from a
// seed (printed; `FLAKY_SEED=<n>` repeats a run). A player walks home, a game list, a promotion, the member centre,
// deposit (typing an amount, not paying), records and the agent home: no app-wide error page at any time, each
// screen stays in its frame, every part that failed offers a retry that works once the network is back, the amount
// typed stays, and no money call is sent. Reference brand only: nothing here depends on the brand.

const SEED = Number(process.env.FLAKY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const AGENT = { username: 'agent', password: 'Demo1234' };

/** A number in [0, 1) from the seed and a text (FNV-1a, then a 32-bit mix): the same call gets the same fate per seed. */
function draw(seed: number, text: string): number {
  let hash = 2166136261 ^ seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
  hash = Math.imul(hash ^ (hash >>> 12), 0x297a2d39);
  return ((hash ^ (hash >>> 15)) >>> 0) / 2 ** 32;
}

/** The platform's calls through a network that, while `flaky`, fails 45 % of them and holds 10 % until it is back. */
class FlakyNetwork {
  flaky = false;
  /** calls made while flaky, and what became of them */
  calls = 0;
  failed = 0;
  hung = 0;
  private readonly held: Route[] = [];
  private readonly seen = new Map<string, number>();

  constructor(private readonly seed: number) {}

  readonly handle = async (route: Route) => {
    if (!this.flaky) return route.fallback();
    this.calls++;
    const url = new URL(route.request().url());
    const call = `${route.request().method()} ${url.pathname}${url.search}`;
    const nth = (this.seen.get(call) ?? 0) + 1;
    this.seen.set(call, nth);
    const fate = draw(this.seed, `${call}#${nth}`);
    if (fate < 0.45) {
      this.failed++;
      return route.abort('connectionreset');
    }
    if (fate < 0.55) {
      this.hung++;
      this.held.push(route);
      return undefined;
    }
    return route.fallback();
  };

  /** The network is well again: what was held goes through (a page that has gone no longer waits for it). */
  async back() {
    this.flaky = false;
    for (const route of this.held.splice(0)) await route.fallback().catch(() => undefined);
  }
}

/** A tap on a link of the app, as the player's would: a client-side navigation (no page load, nothing is reset). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const retryButtons = (page: Page) => page.getByRole('button', { name: /^(Retry|Loading failed, click to retry)$/ });
const failedParts = (page: Page) => page.getByRole('alert').filter({ hasText: 'Loading failed' });

test('a player walks the site on a network that drops half its calls: no app-wide error, every failed part comes back with its retry', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  console.warn(`flaky network seed ${SEED} (FLAKY_SEED=${SEED} repeats this run)`);
  test.info().annotations.push({ type: 'seed', description: `FLAKY_SEED=${SEED}` });
  const network = new FlakyNetwork(SEED);
  await context.route(/\/(wps|lgw)\//, network.handle);
  // home may greet an agent with the contract alert: close it whenever it covers what the walk taps
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Contract waiting' }), (dialog) => dialog.getByRole('button', { name: 'Decide later' }).click());

  await logIn(page, AGENT);
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeLoginAnnouncement(page);
  await closeIfShown(page, 'Contract waiting', 'Decide later');
  await expect(tabBar(page)).toBeVisible({ timeout: 15_000 });
  // the money calls this player's pages send (a deposit, a withdrawal, a transfer, a claim)
  const moneyCalls: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && /deposit|withdraw|transfer|claim/i.test(new URL(request.url()).pathname)) moneyCalls.push(request.url());
  });

  /**
   * One screen of the walk: opened on the flaky network, given time to fail where it will, checked to be in its frame
   * with no app-wide error; then the network is back, each retry shown is tapped, and the screen's content shows.
   */
  async function walk(name: string, open: () => Promise<void>, content: (page: Page) => Locator) {
    const where = `${name} (FLAKY_SEED=${SEED})`;
    network.flaky = true;
    await open();
    // what fails fails within moments; what hangs waits for the call's own timeout or the network's return
    await page.waitForTimeout(4000);
    await expect(page.getByTestId('error-screen'), where).toHaveCount(0);
    await expect(page.getByTestId('screen-error'), where).toHaveCount(0);
    // the app's frame (top bar or tab bar), or a screen's own header (a game list draws its own)
    await expect(
      page
        .getByRole('banner')
        .or(tabBar(page))
        .or(page.getByRole('heading', { level: 1 }))
        .first(),
      where,
    ).toBeVisible();
    await network.back();
    await expect(async () => {
      for (const retry of await retryButtons(page).all()) await retry.click({ timeout: 2000 }).catch(() => undefined);
      await expect(content(page), where).toBeVisible({ timeout: 3000 });
      await expect(failedParts(page), where).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 45_000, intervals: [500, 1000, 2000] });
    await expect(page.getByTestId('error-screen'), where).toHaveCount(0);
  }

  await walk(
    'home',
    () => goInApp(page, '/m/home'),
    (p) => p.getByRole('region', { name: 'Promotions' }).locator('img').first(),
  );
  await walk(
    'a game list',
    () => goInApp(page, '/m/slot-games'),
    (p) => p.getByRole('button', { name: /^Play / }).first(),
  );
  await walk(
    'promotions',
    () => goInApp(page, '/m/activity'),
    (p) => p.locator('a[href^="/m/activityDetail"]').first(),
  );
  await walk(
    'a promotion',
    () => page.locator('a[href^="/m/activityDetail"]').first().click({ timeout: 15_000 }),
    (p) => p.getByRole('heading', { level: 1, name: 'Promotion details' }),
  );
  await walk(
    'the member centre',
    () => goInApp(page, '/m/member/home'),
    (p) => p.getByText(/^\d{6,}$/).first(),
  );
  await walk(
    'deposit',
    () => goInApp(page, '/m/voucherCenter'),
    (p) => p.getByRole('tab', { name: 'FastPay online banking' }),
  );
  // an amount typed on the flaky network stays while the page's calls fail and come back
  await page.getByRole('tab', { name: 'FastPay online banking' }).click({ timeout: 15_000 });
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  await amount.fill('150');
  network.flaky = true;
  const refresh = page.getByRole('button', { name: 'Refresh balance' });
  if (await refresh.count()) await refresh.first().click({ timeout: 5000 });
  await page.waitForTimeout(2000);
  await network.back();
  await expect(amount, `the amount typed (FLAKY_SEED=${SEED})`).toHaveValue('150');
  await walk(
    'records',
    () => goInApp(page, '/m/records'),
    (p) => p.getByRole('list', { name: 'Transactions' }),
  );
  await walk(
    'the agent home',
    () => goInApp(page, '/m/agent'),
    (p) => p.locator('dt', { hasText: 'Betting' }),
  );

  // nothing the walk did sends money, and no retry or reconnection sent any
  expect(moneyCalls, `money calls sent (FLAKY_SEED=${SEED})`).toEqual([]);
  const fates = `${network.calls} calls on the flaky network: ${network.failed} failed, ${network.hung} held until it was back`;
  console.warn(fates);
  test.info().annotations.push({ type: 'network', description: fates });
  // the walk did meet the flaky network (about half of its calls failed)
  expect(network.calls, fates).toBeGreaterThan(15);
  expect(network.failed / network.calls, fates).toBeGreaterThan(0.25);
});
