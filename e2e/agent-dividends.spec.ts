import type { Page } from '@playwright/test';
import { amountCents, closeIfShown, expect, logIn, postsSent, test } from './fixtures';
import { seriousProblems } from './axe';

// Dividends (/m/member/agent/agentDivident, issue 20 item 3): the payout of a period happens once. The demo
// platform's dividend rows are downlines no other test moves money for (team20 to team24); the payout is the
// merchant's, so the agent's balance (which the transfer tests read) does not move.

async function openDividends(page: Page): Promise<void> {
  await logIn(page, { username: 'agent', password: 'Demo1234' });
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeIfShown(page, 'Announcement', 'Got it');
  await closeIfShown(page, 'Contract waiting', 'Decide later');
  await page.goto('/m/member/agent/agentDivident');
  await closeIfShown(page, 'Contract waiting', 'Decide later');
  await expect(page.getByRole('list', { name: 'Dividends by period' })).toBeVisible();
}

/** A downline's balance in cents, read from the transfer page's team list (searched by account). */
async function downlineCents(page: Page, account: string): Promise<number> {
  await page.goto('/m/agent/transfer');
  await page.getByRole('searchbox', { name: 'Search account' }).fill(account);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('checkbox', { name: new RegExp(`^${account},`) });
  await expect(box).toBeVisible();
  return amountCents(((await box.evaluate((el) => el.closest('label')?.textContent ?? '')) as string).split(',').slice(1).join(','));
}

test.describe('agent dividends', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a double tap pays a period once, and the downline’s balance changes exactly by its dividend once', async ({ page }) => {
    await openDividends(page);
    const pay = page.getByRole('button', { name: /^Pay .* for / });
    await expect(pay.first()).toBeVisible();
    const buttonsBefore = await pay.count();
    // the newest unpaid period (its button is named "Pay <amount> for <start> to <end>"), and team20's dividend in it
    const periodName = ((await pay.first().getAttribute('aria-label')) ?? '').split(' for ').at(-1) ?? '';
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: periodName, exact: true }) });
    const row = card.getByRole('row').filter({ hasText: 'team20' });
    const dividend = amountCents(await row.getByRole('cell').nth(2).textContent());
    expect(dividend).toBeGreaterThan(0);

    const before = await downlineCents(page, 'team20');
    await page.goto('/m/member/agent/agentDivident');
    await page
      .getByRole('button', { name: /^Pay .* for / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Pay dividends' });
    await dialog.getByLabel('Withdrawal password').fill('123456');
    expect(await seriousProblems(page)).toEqual([]);
    const sent = await postsSent(page, '/ODSFE2_PayoutDividend');
    await dialog.getByRole('button', { name: 'Pay now' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'to 5 downlines.' })).toBeVisible();
    expect(await postsSent(page, '/ODSFE2_PayoutDividend')).toBe(sent + 1);
    // the period is paid: its button is gone
    await expect(page.getByRole('button', { name: /^Pay .* for / })).toHaveCount(buttonsBefore - 1);
    const paidCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: periodName, exact: true }) });
    await expect(paidCard.getByText(/^Paid on /)).toBeVisible();
    expect(await seriousProblems(page)).toEqual([]);

    expect(await downlineCents(page, 'team20')).toBe(before + dividend);
    // read again after a reload: nothing more was paid
    await page.reload();
    expect(await downlineCents(page, 'team20')).toBe(before + dividend);
    expect(await postsSent(page, '/ODSFE2_PayoutDividend')).toBe(sent + 1);
  });
});
