import type { Page } from '@playwright/test';
import { amountCents as cents, expect, headerBalance, logIn, postsSent, shownMoney, test } from './fixtures';

// The demo member's money: wallets (/m/wallet), records (/m/records) and withdraw (/m/withdraw). The demo member's
// money is all in its main wallet at first; a transfer moves part of it to a game wallet and back, and a withdrawal
// is refunded by the demo's reject, so the total ends as the other suites expect. Every test here moves or reads the
// same member's money, so they share one file and run one after the other (files run side by side).
test.describe.configure({ mode: 'serial' });

const mainCents = async (page: Page) => cents(await page.getByTestId('wallets-main').textContent());
const totalCents = async (page: Page) => cents(await page.getByTestId('wallets-total').textContent());
const walletItem = (page: Page, name: string) => page.getByRole('listitem', { name: new RegExp(`^${name}:`) });

/** How many transfers the demo platform has received. */
const transfersSent = (page: Page) => postsSent(page, '_walletTransfer');

async function openWallets(page: Page) {
  await logIn(page);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/wallet');
  await expect(page.getByTestId('wallets-main')).toBeVisible();
}

test.describe('wallets and records', () => {
  test('a guest typing the addresses goes to log in', async ({ page }) => {
    await page.goto('/m/wallet');
    await expect(page).toHaveURL(/\/m\/login/);
    await page.goto('/m/records');
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('a transfer to a game wallet lowers main by exactly its amount, once for a double tap; recall all brings it back', async ({ page }) => {
    await openWallets(page);
    const main = await mainCents(page);
    const total = await totalCents(page);
    const sentBefore = await transfersSent(page);

    await walletItem(page, 'PG Soft').getByRole('button', { name: 'Transfer with PG Soft' }).click();
    await page.getByLabel('Amount').fill('123.45');
    await page.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
    await expect(page.getByText(new RegExp(`${shownMoney('123\\.45')} moved from Main wallet to PG Soft\\.`))).toBeVisible();
    await expect.poll(() => mainCents(page)).toBe(main - 12_345);
    expect(await totalCents(page)).toBe(total);
    await expect(walletItem(page, 'PG Soft')).toContainText('123.45');
    expect(await transfersSent(page)).toBe(sentBefore + 1);

    await page.getByRole('button', { name: 'Recall all to main' }).click();
    await expect(page.getByText(/moved back to the main wallet\.$/)).toBeVisible();
    await expect.poll(() => mainCents(page)).toBe(total);
    await expect(walletItem(page, 'PG Soft')).toContainText('0.00');
    await expect(page.getByRole('button', { name: 'Recall all to main' })).toBeDisabled();
    expect(await totalCents(page)).toBe(total);
  });

  test('the transactions list the transfer by its type name; profit and loss shows figures for a period', async ({ page }) => {
    await openWallets(page);
    await page.getByLabel('Amount').fill('7.5');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText(/7\.50 moved from Main wallet to PG Soft\./)).toBeVisible();

    await page.getByRole('link', { name: 'Transaction records' }).click();
    await expect(page).toHaveURL(/\/m\/records/);
    const list = page.getByRole('list', { name: 'Transactions' });
    await expect(list.getByRole('listitem').first()).toContainText('Transfer in');
    await expect(list.getByRole('listitem').first()).toContainText('7.50');
    await expect(list.getByRole('listitem').nth(1)).toContainText('Transfer out');
    await expect(list.getByRole('listitem').nth(1)).toContainText('-');

    await page.getByRole('tab', { name: 'Profit and loss' }).click();
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    const total = page.getByTestId('pnl-total');
    await expect(total).toContainText('Bets');
    await expect(total).toContainText(/\d\.\d\d/);
    await expect(page.getByRole('list', { name: 'By day' }).getByRole('listitem').first()).toBeVisible();

    // put the money back for the suites that read the demo member's main wallet
    await page.goto('/m/wallet');
    await page.getByRole('button', { name: 'Recall all to main' }).click();
    await expect(page.getByText(/moved back to the main wallet\.$/)).toBeVisible();
  });

  test('the member centre leads to wallets and records', async ({ page }) => {
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home/);
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Wallets' }).click();
    await expect(page).toHaveURL(/\/m\/wallet$/);
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Records and profit/loss' }).click();
    await expect(page).toHaveURL(/\/m\/records$/);
  });
});

// Withdraw (/m/withdraw): the demo member sets what is missing from the withdraw page (payee name, withdrawal
// password, a bank card), then withdraws (the amount and the card, then the confirmation with the withdrawal
// password). The demo platform holds the money at once; the test then rejects the withdrawal through the demo-only
// endpoint, which refunds it, so the member's balance is as the other suites expect.
// What the member sets up stays (a second run finds it set and goes straight to the withdrawal).

const PIN = '135790';
/** How many withdrawals the demo platform has received. */
const withdrawalsSent = (page: Page) => postsSent(page, '/transaction/withdraw');

test.describe('withdraw', () => {
  test('a guest typing the address goes to log in', async ({ page }) => {
    await page.goto('/m/withdraw');
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('a member sets up what is missing and withdraws once; the header balance falls by exactly the amount', async ({ page }) => {
    test.setTimeout(90_000);
    await page.addLocatorHandler(page.getByRole('button', { name: 'Close announcement' }), (close) => close.click());
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home/);
    const before = await headerBalance(page, { timeout: 20_000 });

    await page.goto('/m/withdraw');
    const form = page.getByRole('form', { name: 'Withdrawal' });
    const payee = page.getByRole('textbox', { name: 'Payee name' });
    await expect(form.or(payee)).toBeVisible();
    if (await payee.isVisible()) {
      await payee.fill('Bob 😀');
      await page.getByRole('button', { name: 'Save payee name' }).click();
      await expect(page.getByText(/letters and spaces only/i)).toBeVisible();
      await expect(payee).toHaveValue('Bob 😀');
      await payee.fill('Demo Player');
      await page.getByRole('button', { name: 'Save payee name' }).click();
      await page.getByLabel('New withdrawal password').fill(PIN);
      await page.getByLabel('Confirm withdrawal password').fill(PIN);
      await page.getByRole('button', { name: 'Save withdrawal password' }).click();
      await page.getByLabel('Bank', { exact: true }).fill('Banco Demo');
      await page.getByLabel('Branch').fill('Centro');
      await page.getByLabel('Card or account number').fill('1234 5678 9');
      await page.getByRole('button', { name: 'Add card' }).click();
      await expect(page.getByText('The card number must have 10 to 19 digits.')).toBeVisible();
      await page.getByLabel('Card or account number').fill('4000 1234 5678 9010');
      await page.getByRole('button', { name: 'Add card' }).click();
    }
    await expect(form).toBeVisible();
    await expect(form.getByRole('radio', { name: /9010/ })).toBeChecked();
    // the amount and the card first; the password on the confirmation (amount, fee, what reaches the card, the card)
    const confirmation = page.getByRole('form', { name: 'Confirm your withdrawal' });
    const password = confirmation.getByLabel('Withdrawal password');
    await form.getByLabel('Amount').fill('123.45');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Confirm your withdrawal' })).toContainText('9010');

    // a wrong password: the platform's error next to the field, the field cleared; back, the amount is kept
    await password.fill('000000');
    await confirmation.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(confirmation.getByText(/The withdrawal password is incorrect\. Tries left: \d\./)).toBeVisible();
    await expect(password).toHaveValue('');
    await confirmation.getByRole('button', { name: 'Back' }).click();
    await expect(form.getByLabel('Amount')).toHaveValue('123.45');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();

    // a double tap sends one request
    const sentBefore = await withdrawalsSent(page);
    await password.fill(PIN);
    await confirmation.getByRole('button', { name: 'Confirm withdrawal' }).dblclick();
    const done = page.getByText(/Withdrawal of .* requested \(order (\w+)\)/);
    await expect(done).toBeVisible();
    // back on the first step: no password field, nothing kept
    await expect(password).toHaveCount(0);
    expect(await withdrawalsSent(page)).toBe(sentBefore + 1);
    const orderId = /\(order (\w+)\)/.exec((await done.textContent()) ?? '')![1]!;

    expect(await headerBalance(page, { timeout: 20_000 })).toBe(before - 12_345);

    // the merchant refuses it (demo only): the money comes back
    expect((await page.request.post(`/__demo/withdrawals/${orderId}/reject`)).ok()).toBe(true);
    expect(await headerBalance(page, { timeout: 20_000 })).toBe(before);
  });
});
