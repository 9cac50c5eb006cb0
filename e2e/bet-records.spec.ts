import type { Page } from '@playwright/test';
import { registerByUsername, unique } from './accountSteps';
import { closeLoginAnnouncement, expect, headerBalance, logIn, test, watchForText } from './fixtures';

// Bet records (/m/betRecords): a new member (registered here, so its seeded lottery bets are its own) finds a bet in
// an open draw, cancels one of its sub-orders after the confirmation and sees it cancelled with its stake back in
// the header balance; a bet whose draw closed (the demo-only control) is refused with the reason. Guests log in
// first; a trial account (type 4) gets free_reject. Screenshots of the list, a detail and the confirmation.

const subOrders = (page: Page) => page.getByRole('list', { name: 'Bets in this order' });
const cancelButtons = (page: Page) => subOrders(page).getByRole('button', { name: /^Cancel bet / });

async function newMember(page: Page) {
  await registerByUsername(page, unique('b'));
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeLoginAnnouncement(page);
}

/** Opens the first bet awaiting its draw. */
async function openPendingBet(page: Page) {
  await page.goto('/m/betRecords?status=pending');
  await page.getByRole('list', { name: 'Lottery bets' }).getByRole('link').first().click();
  await expect(cancelButtons(page).first()).toBeVisible();
}

test.describe('bet records', () => {
  test('a lottery sub-order of an open draw is cancelled once, its status changes and its stake comes back', async ({ page }) => {
    // a registration, two page loads and a money call: 25-26 s alone on two cores, over 30 s under load
    test.slow();
    await newMember(page);
    // the user menu leads there (TRANSREC3 is on in every demo brand)
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Bet records' }).click();
    await expect(page).toHaveURL(/\/m\/betRecords$/);
    await expect(page.getByRole('list', { name: 'Lottery bets' }).getByText('Awaiting draw')).toHaveCount(3);
    const before = await headerBalance(page);

    await openPendingBet(page);
    const count = await cancelButtons(page).count();
    await cancelButtons(page).first().click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this bet?' });
    const stake = /stake (.+)\. The stake/.exec((await dialog.textContent()) ?? '')![1]!;
    const cancels = page.waitForRequest((r) => r.url().includes('/lgw/orders/suborders/cancel'));
    await dialog.getByRole('button', { name: 'Cancel bet' }).dblclick();
    expect((await cancels).headers()['idempotency-key']).toBeTruthy();
    await expect(page.getByText(`Bet cancelled: ${stake} is back in your wallet.`)).toBeVisible();
    await expect(subOrders(page).getByText('Cancelled')).toHaveCount(1);
    await expect(cancelButtons(page)).toHaveCount(count - 1);

    const stakeCents = Number(stake.replace(/\D/g, ''));
    expect(await headerBalance(page)).toBe(before + stakeCents);
  });

  test('a closed draw refuses the cancel and says why', async ({ page }) => {
    await newMember(page);
    await openPendingBet(page);
    const orderId = ((await page.getByText(/^Order /).textContent()) ?? '').replace('Order ', '');
    expect((await page.request.post(`/__demo/lottery/orders/${encodeURIComponent(orderId)}/close`)).ok()).toBe(true);
    await cancelButtons(page).first().click();
    await page.getByRole('dialog', { name: 'Cancel this bet?' }).getByRole('button', { name: 'Cancel bet' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Draw \d{8}-\d{3} closed at .+, so its bets can no longer be cancelled\.$/);
    await expect(cancelButtons(page)).toHaveCount(0);
    await expect(subOrders(page).getByText('Awaiting draw').first()).toBeVisible();
  });

  test('a guest logs in first and comes back; a trial account is refused', async ({ page }) => {
    await page.goto('/m/betRecords');
    await expect(page).toHaveURL(/\/m\/login/);
    // the refusal is a toast of 2 s: watched in the page, where a busy machine's polling could miss it
    const refused = await watchForText(page, 'Please login an actual account to use this function');
    await logIn(page, { username: 'trial', password: 'Demo1234' });
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect.poll(refused).toBe(true);
  });

  test('the member centre links to the bet records; the page fits 320 px at 200 % text', { tag: '@every-brand' }, async ({ page, brand }) => {
    test.slow();
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Bet records' }).click();
    await expect(page).toHaveURL(/\/m\/betRecords$/);
    await page.setViewportSize({ width: 320, height: 700 });
    for (const size of ['100%', '200%']) {
      await page.evaluate((s) => (document.documentElement.style.fontSize = s), size);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${brand.id} at ${size}`).toBeLessThanOrEqual(320);
    }
  });
});
