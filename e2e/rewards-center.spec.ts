import type { Page } from '@playwright/test';
import { registerByUsername, unique } from './accountSteps';
import { expect, headerBalance, logIn, shownMoney, test } from './fixtures';

// The reward centre (/m/rewardCenter): promotions with their condition and progress, claims, raffles, points
// (PTSYS3, on in every brand) and the claim history. Each money test registers a fresh member, so the claims and
// points of one run never meet those of another, nor the demo member's balance other suites read.

const PASSWORD = 'Secret123';

/** The idempotency keys of the POSTs this page sends to a path ending with `pathEnd`, from now on. */
function sentKeys(page: Page, pathEnd: string): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(pathEnd)) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

async function newMember(page: Page) {
  await registerByUsername(page, unique('rw'), PASSWORD);
  await expect(page).toHaveURL(/\/m\/home$/);
}

const promotion = (page: Page, title: string) => page.getByRole('region', { name: title });
/** The points held: a count, not money (its digits). */
const pointsHeld = async (page: Page) => Number(((await page.getByTestId('points-balance').textContent()) ?? '').replace(/\D/g, ''));

test.describe('reward centre', () => {
  test.beforeEach(async ({ page }) => {
    await page.addLocatorHandler(page.getByRole('button', { name: 'Close announcement' }), (close) => close.click());
    // registration, home and the reward centre on two busy cores
    test.slow();
  });

  test('a member claims a promotion once for a double tap; the balance rises by exactly its amount', async ({ page }) => {
    await newMember(page);
    const before = await headerBalance(page);
    const claims = sentKeys(page, '/MCS2_claimPromo');
    await page.goto('/m/rewardCenter');
    const reward = promotion(page, 'Weekly Turnover Reward');
    await expect(reward.getByRole('progressbar', { name: 'Progress of Weekly Turnover Reward' })).toBeVisible();
    await reward.getByRole('button', { name: 'Claim Weekly Turnover Reward' }).dblclick();
    await expect(page.getByText(new RegExp(`${shownMoney('8\\.88')} added to your wallet\\.`))).toBeVisible();
    await expect(reward.getByRole('button', { name: 'Claimed' })).toBeDisabled();
    const history = page.getByRole('list', { name: 'Claim history' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem')).toContainText('Weekly Turnover Reward');
    expect(claims).toHaveLength(1);
    // an ended promotion says why it cannot be claimed
    await expect(promotion(page, 'Summer Festival Bonus').getByText(/^Ended on .*: this promotion can no longer be claimed\.$/)).toBeVisible();
    expect(await headerBalance(page)).toBe(before + 888);
  });

  test('a member redeems a reward and converts points; the points and the balance change exactly', async ({ page }) => {
    await newMember(page);
    const before = await headerBalance(page);
    const redeems = sentKeys(page, '/MCSFE_redeemPointReward');
    const converts = sentKeys(page, '/MCSFE_convertPoint');
    await page.goto('/m/rewardCenter');
    await expect(page.getByTestId('points-balance')).toBeVisible();
    const held = await pointsHeld(page);

    await page.getByRole('button', { name: 'Redeem Free spin bonus for 200 points' }).click();
    const redeem = page.getByRole('dialog', { name: 'Redeem Free spin bonus' });
    await redeem.getByLabel('Login password').fill(PASSWORD);
    await redeem.getByRole('button', { name: 'Confirm' }).dblclick();
    await expect(page.getByText(/^Free spin bonus redeemed: .+\s2\.50 added to your wallet\./)).toBeVisible();
    await expect.poll(() => pointsHeld(page)).toBe(held - 200);
    expect(redeems).toHaveLength(1);

    // bad input is refused next to the field, what was typed kept, nothing sent
    const field = page.getByLabel('Points to convert');
    const convert = page.getByRole('button', { name: 'Convert', exact: true });
    await field.fill('12.5');
    await convert.click();
    await expect(page.getByText('Enter whole points, without decimals or signs.')).toBeVisible();
    await expect(field).toHaveValue('12.5');
    await field.fill('0');
    await convert.click();
    await expect(page.getByText('Enter more than 0 points.')).toBeVisible();
    await field.fill(String(held - 200 + 1));
    await convert.click();
    await expect(page.getByText(/^You have [\d,]+ points\.$/)).toBeVisible();
    expect(converts).toHaveLength(0);

    await field.fill('150');
    await expect(page.getByText(new RegExp(`You get ${shownMoney('1\\.50')}`))).toBeVisible();
    await convert.click();
    const confirm = page.getByRole('dialog', { name: 'Convert 150 points' });
    await confirm.getByLabel('Login password').fill('not-my-password');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm.getByText('The password is incorrect.')).toBeVisible();
    await confirm.getByLabel('Login password').fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/^Converted: .+\s1\.50 added to your wallet\./)).toBeVisible();
    await expect.poll(() => pointsHeld(page)).toBe(held - 350);
    expect(converts).toHaveLength(2);
    expect(await headerBalance(page)).toBe(before + 250 + 150);
  });

  test('a guest is asked to log in to claim; a trial account (type 4) is refused', async ({ page }) => {
    const claims = sentKeys(page, '/MCS2_claimPromo');
    await page.goto('/m/rewardCenter');
    await promotion(page, 'Weekly Turnover Reward').getByRole('button', { name: 'Log in to claim' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);

    await logIn(page, { username: 'trial', password: 'Demo1234' });
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/rewardCenter');
    await promotion(page, 'Weekly Turnover Reward').getByRole('button', { name: 'Claim Weekly Turnover Reward' }).click();
    await expect(page.getByText('Please login an actual account to use this function')).toBeVisible();
    await page.getByRole('button', { name: 'Redeem Free spin bonus for 200 points' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(claims).toHaveLength(0);
  });

  test('the tab bar leads to the reward centre, never to a "not available" page', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reward center' }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await expect(page.getByRole('heading', { name: 'Promotions', level: 2 })).toBeVisible();
    await expect(page.getByText('Not available for this merchant')).toHaveCount(0);
  });
});

test.describe('reward centre at a large text size', { tag: '@every-brand' }, () => {
  test('the page fits 320 px at 200 % text', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 700 });
    await newMember(page);
    await page.goto('/m/rewardCenter');
    await expect(page.getByTestId('points-balance')).toBeVisible();
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
