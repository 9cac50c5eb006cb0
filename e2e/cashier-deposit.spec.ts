import type { Page } from '@playwright/test';
import { escapeRegExp as escape, expect, headerBalance, logIn, postsSent, test } from './fixtures';

// Deposit (/m/voucherCenter): the demo member `demo1` (the `demo` balance is read by other suites) deposits through
// a payment gateway (the demo payment page in the window opened during the tap) and by a manual transfer that the
// demo-only endpoint approves; the header balance rises by exactly each amount. default and sol show the new design
// (dep_func 1: channel tabs), lotus the classic one (dep_func 0: the list of channels, then the form).

const MEMBER = { username: 'demo1', password: 'Demo1234' };
/** The gateway and manual channels of each brand's demo merchant (packages/demo-api/src/routes/deposit.ts). */
const CHANNELS: Record<string, { gateway: string; manual: string }> = {
  default: { gateway: 'FastPay online banking', manual: 'Bank transfer' },
  sol: { gateway: 'PIX', manual: 'TED / DOC' },
  lotus: { gateway: 'MoMo', manual: 'Vietcombank' },
};

/** How many deposits of one kind the demo platform has received. */
/**
 * Deposits the brand's demo platform has recorded so far. The deposit tests of a brand run one after the other
 * (below), so the difference before and after an action is that action's calls.
 */
const depositsSent = (page: Page, call: 'depositPaymentGateway' | 'depositManualTransfer') => postsSent(page, `/${call}`);

/** Opens the deposit page and chooses a channel: a tab in the new design, a list item in the classic one. */
async function chooseChannel(page: Page, brandId: string, name: string): Promise<void> {
  await page.goto('/m/voucherCenter');
  if (brandId === 'lotus') {
    await expect(page.getByText('Choose a payment method')).toBeVisible();
    await expect(page.getByRole('tab', { name })).toHaveCount(0);
    await page.getByRole('button', { name: new RegExp(`^${escape(name)}`) }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
  } else {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
}

async function logInMember(page: Page): Promise<void> {
  // the login announcement popup shows on home only; headerBalance closes it there
  await logIn(page, MEMBER);
  await expect(page).toHaveURL(/\/m\/home/);
}

test.describe('deposit', () => {
  // the money tests count the demo platform's requests: one at a time
  test.describe.configure({ mode: 'serial' });

  test('a guest typing the address goes to log in', async ({ page }) => {
    await page.goto('/m/voucherCenter');
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('a trial account typing the address is refused with free_reject and sent home', async ({ page }) => {
    await logIn(page, { username: 'trial', password: 'Demo1234' });
    await expect(page).toHaveURL(/\/m\/home/);
    await page.goto('/m/voucherCenter');
    await expect(page.getByText('Please login an actual account to use this function')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test(
    'a gateway deposit pays on the demo payment page; one request for a double tap; the balance rises by exactly the amount',
    { tag: '@every-brand' },
    async ({ page, brand }) => {
      // about 15 s when well; when the opener stops answering after the popup closes (decision 068), the retry comes
      // sooner than at 90 s
      test.setTimeout(45_000);
      await logInMember(page);
      const before = await headerBalance(page, { symbol: brand.currencySymbol });
      await chooseChannel(page, brand.id, CHANNELS[brand.id]!.gateway);

      const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
      await amount.fill('12a');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByText('Enter digits only, for example 100 or 100.50.')).toBeVisible();
      await expect(amount).toHaveValue('12a');

      const sentBefore = await depositsSent(page, 'depositPaymentGateway');
      await amount.fill('1,234.56');
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Continue to payment' }).dblclick();
      const popup = await popupOpened;
      await popup.waitForURL(/\/__demo\/pay\/D\w+$/);
      await expect(page.getByText(/Deposit D\w+ of .*1,234\.56 is pending\./)).toBeVisible();
      expect(await depositsSent(page, 'depositPaymentGateway')).toBe(sentBefore + 1);

      // the payment page sends the player back to the deposit page (same origin)
      const back = popup.waitForRequest(/\/m\/voucherCenter\?order=D\w+$/);
      await popup.getByRole('button', { name: 'Pay' }).click();
      await back;
      await popup.close();
      // the page reads the deposit again while it is pending
      await expect(page.getByText(/Deposit D\w+ of .*1,234\.56 was successful\./)).toBeVisible({ timeout: 15_000 });
      expect(await headerBalance(page, { symbol: brand.currencySymbol })).toBe(before + 123456);
    },
  );

  test(
    'a manual transfer stays pending until the demo approves it; the balance rises by exactly the amount',
    { tag: '@every-brand' },
    async ({ page, brand }) => {
      test.setTimeout(90_000);
      await logInMember(page);
      const before = await headerBalance(page, { symbol: brand.currencySymbol });
      await chooseChannel(page, brand.id, CHANNELS[brand.id]!.manual);
      await expect(page.getByRole('button', { name: 'Copy Account number' })).toBeVisible();

      await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('150,25');
      const name = page.getByLabel('Depositor name');
      await name.fill('Ana 😀');
      await page.getByLabel('Transfer time').fill('2026-01-02T10:30');
      await page.getByRole('button', { name: 'Submit deposit' }).click();
      await expect(page.getByText('Use letters and spaces only: no digits, symbols, HTML or emoji.')).toBeVisible();
      await expect(name).toHaveValue('Ana 😀');
      await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('150,25');

      await name.fill('Ana Souza');
      const sentBefore = await depositsSent(page, 'depositManualTransfer');
      await page.getByRole('button', { name: 'Submit deposit' }).dblclick();
      const pending = page.getByText(/Deposit (D\w+) of .*150\.25 is pending until the merchant confirms it\./);
      await expect(pending).toBeVisible();
      expect(await depositsSent(page, 'depositManualTransfer')).toBe(sentBefore + 1);
      const orderId = /Deposit (D\w+) of/.exec((await pending.textContent()) ?? '')![1]!;
      expect(await headerBalance(page, { symbol: brand.currencySymbol })).toBe(before);

      const approved = await page.request.post(`/__demo/deposits/${orderId}/approve`);
      expect(approved.status()).toBe(200);
      await page.goto('/m/voucherCenter?tab=records');
      const row = page.getByRole('listitem').filter({ hasText: orderId });
      await expect(row.getByText('Successful')).toBeVisible();
      expect(await headerBalance(page, { symbol: brand.currencySymbol })).toBe(before + 15025);
    },
  );

  test('a deposit whose answer is lost is recorded once, and the player is told its state', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    // an amount of its own per attempt: a retry must not find the first attempt's deposit in the records
    const amount = `77.7${testInfo.retry}`;
    await logInMember(page);
    await page.goto('/m/voucherCenter');
    await page.getByRole('tab', { name: 'FastPay online banking' }).click();
    await page.context().route('**/depositPaymentGateway', (route) => route.continue({ headers: { ...route.request().headers(), 'x-demo-fault': 'lost' } }));
    const sentBefore = await depositsSent(page, 'depositPaymentGateway');
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText(new RegExp(`Deposit D\\w+ of .*${escape(amount)} is pending\\.`))).toBeVisible({ timeout: 40_000 });
    expect(await depositsSent(page, 'depositPaymentGateway')).toBe(sentBefore + 1);
    await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue(amount);

    await page.getByRole('tab', { name: 'Records' }).click();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: amount })
        .filter({ hasText: 'Pending' }),
    ).toHaveCount(1);
  });

  test('a submit while offline keeps the form and says the outcome is unknown', async ({ page, context }) => {
    test.setTimeout(60_000);
    await logInMember(page);
    await page.goto('/m/voucherCenter');
    await page.getByRole('tab', { name: 'FastPay online banking' }).click();
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('88.80');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('We could not confirm your request. Check your records before trying again.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('88.80');
    await context.setOffline(false);
  });
});
