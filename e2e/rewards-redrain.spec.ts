import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { loadBrand } from '../packages/brand/src/node/loader.ts';
import { registerByUsername, unique } from './accountSteps';
import { amountCents, closeIfShown, expect, headerBalance, logIn, postsSent, shownMoney, test } from './fixtures';
import { seriousProblems } from './axe';

// Red-packet rain (/m/redRain). Rounds come from the demo platform; its demo-only control starts one now for the
// brand's merchant (`POST /__demo/redRain/start`). Each play test registers a new member, so its entries for the
// day and its balance are its own (the suites that read the demo member's money are not disturbed). The suite sets
// reduced motion for every test (playwright.config.ts): the falling round asks for 'no-preference' itself.
// Rounds are the merchant's, so the tests of this file run one after the other.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const brandsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../brands');
const menuOf = async (id: string) => (await loadBrand(brandsDir, id)).config.menu;

/** Claims the demo platform has received. */
const claimsSent = (page: Page) => postsSent(page, '/redRain/claim');

/** Starts a round on the demo platform, `inMs` from now and `lengthMs` long. */
async function startRound(page: Page, inMs: number, lengthMs: number) {
  const answer = await page.request.post('/__demo/redRain/start', { data: { inMs, lengthMs } });
  expect(answer.ok()).toBe(true);
}

/** A new member, logged in on home (registration logs in). */
async function newMember(page: Page) {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Close announcement' }), (close) => close.click());
  await registerByUsername(page, unique('rr'));
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Taps (a touch, as a player) the centre of a packet that is inside the field now; false when none is. */
async function tapPacket(page: Page): Promise<boolean> {
  const point = await page.getByRole('group', { name: 'Falling red packets' }).evaluate((field) => {
    const box = field.getBoundingClientRect();
    for (const button of field.querySelectorAll('button')) {
      const r = button.getBoundingClientRect();
      if (r.top > box.top + 8 && r.bottom < box.bottom - 24) return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }
    return undefined;
  });
  if (point) await page.touchscreen.tap(point.x, point.y);
  return !!point;
}

/** The round's result: its heading, and the cents it credited (0 for empty packets), in `symbol` when given. */
async function readResult(page: Page, symbol?: string): Promise<number> {
  const result = page.getByRole('heading', { name: /^(You won .+|Empty this time)$/ });
  await expect(result).toBeVisible({ timeout: 30_000 });
  const text = (await result.textContent()) ?? '';
  if (text === 'Empty this time') return 0;
  expect(text).toMatch(new RegExp(`^You won ${shownMoney('[\\d.,]+', symbol)}$`));
  return amountCents(text);
}

test.describe('red-packet rain', () => {
  // the same in every brand: the reference brand's run plays it (decision 051); the still round below checks each brand
  test('a member plays a round of falling packets and claims it once; the balance rises by exactly the result', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await newMember(page);
    const before = await headerBalance(page);
    const sentBefore = await claimsSent(page);
    // time enough for the page to load on a busy machine before the round starts, and a round long enough to catch
    // three while the page's accessibility check may still run (it took 10 s and more on a busy CI machine)
    await startRound(page, 6_000, 25_000);

    await page.goto('/m/redRain');
    await expect(page.getByRole('heading', { name: 'Red-packet rain', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Next round in' })).toBeVisible();
    await expect(page.getByTestId('red-rain-countdown')).toHaveText(/^00:0\d$/);
    await expect(page.getByText(/^Entries left today: 3 of 3$/)).toBeVisible();
    expect(await seriousProblems(page)).toEqual([]);

    const field = page.getByRole('group', { name: 'Falling red packets' });
    await expect(field).toBeVisible({ timeout: 15_000 });
    // tap what falls (a moving target: where it is at the tap) until three are caught
    const caught = page.getByText(/^Caught: \d+$/);
    await expect(async () => {
      await tapPacket(page);
      await expect(caught).toHaveText(/^Caught: ([3-9]|\d\d)$/, { timeout: 200 });
    }).toPass({ timeout: 20_000, intervals: [50] });
    expect(await claimsSent(page)).toBe(sentBefore);

    // the end of the round claims what was caught, once
    const won = await readResult(page);
    expect(await claimsSent(page)).toBe(sentBefore + 1);
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect(page.getByRole('heading', { name: 'Next round in' })).toBeVisible();
    await expect(page.getByText(/^Entries left today: 2 of 3$/)).toBeVisible();
    expect(await headerBalance(page)).toBe(before + won);
    expect(await claimsSent(page)).toBe(sentBefore + 1);
  });

  test('with reduced motion the round is a still screen whose one button opens a packet, claimed once', { tag: '@every-brand' }, async ({ page, brand }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await newMember(page);
    const before = await headerBalance(page, { symbol: brand.currencySymbol });
    const sentBefore = await claimsSent(page);
    await startRound(page, 0, 30_000);

    await page.goto('/m/redRain');
    await expect(page.getByRole('heading', { name: 'A round is on' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Falling red packets' })).toHaveCount(0);
    await expect(page.getByTestId('red-rain-time-left')).toHaveText(/^Time left 00:[0-3]\d$/);
    expect(await seriousProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open a packet' }).dblclick();
    const won = await readResult(page, brand.currencySymbol);
    expect(await claimsSent(page)).toBe(sentBefore + 1);
    expect(await seriousProblems(page)).toEqual([]);
    expect(await headerBalance(page, { symbol: brand.currencySymbol })).toBe(before + won);
  });

  test("the agent home's red-packet rain entry opens the game, not 'not available'", { tag: '@every-brand' }, async ({ page, brand }) => {
    await page.addLocatorHandler(page.getByRole('button', { name: 'Close announcement' }), (close) => close.click());
    await logIn(page, { username: 'agent', password: 'Demo1234' });
    await expect(page).toHaveURL(/\/m\/home$/);
    if ((await menuOf(brand.id)).includes('AGENTRANSMULTDOWN3')) {
      await page.goto('/m/agent');
      await closeIfShown(page, 'Contract waiting', 'Decide later');
      await page.getByRole('link', { name: 'Red packet rain' }).click();
      await expect(page).toHaveURL(/\/m\/redRain$/);
    } else {
      // the brand's menu hides the entry: the address still opens the game
      await page.goto('/m/redRain');
    }
    await expect(page.getByRole('heading', { name: 'Red-packet rain', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^(Next round in|A round is on)$/ })).toBeVisible();
    await expect(page.getByText('Not available for this merchant yet')).toHaveCount(0);
  });

  test('a guest is asked to log in; a trial account is refused and sent home', async ({ page }) => {
    await page.goto('/m/redRain');
    await expect(page).toHaveURL(/\/m\/login/);
    await logIn(page, { username: 'trial', password: 'Demo1234' });
    await expect(page).toHaveURL(/\/m\/(home|redRain)$/);
    await page.goto('/m/redRain');
    await expect(page.getByText('Please login an actual account to use this function')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
