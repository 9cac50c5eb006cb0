import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { loadBrand } from '../packages/brand/src/node/loader.ts';
import { amountCents, closeIfShown, expect, logIn, postsSent, test } from './fixtures';
import { seriousProblems } from './axe';

// The agent's transfers to downlines (/m/agent/transfer, issue 20 item 1). Both tests move the agent's money and
// read its balance, so they run one after the other (files run side by side); each uses its own downlines.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const brandsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../brands');
const menuOf = async (id: string) => (await loadBrand(brandsDir, id)).config.menu;

async function openTransfers(page: Page): Promise<void> {
  await logIn(page, { username: 'agent', password: 'Demo1234' });
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeIfShown(page, 'Announcement', 'Got it');
  await closeIfShown(page, 'Contract waiting', 'Decide later');
  await page.goto('/m/agent');
  await closeIfShown(page, 'Contract waiting', 'Decide later');
  // the agent home's menu leads there (AGENTRANSMULTDOWN3)
  await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('link', { name: 'Transfer to downlines' }).click();
  await expect(page).toHaveURL(/\/m\/agent\/transfer$/);
  await expect(page.getByTestId('agent-balance')).toBeVisible();
}

const agentCents = async (page: Page) => amountCents(await page.getByTestId('agent-balance').textContent());
const downline = (page: Page, account: string) => page.getByRole('checkbox', { name: new RegExp(`^${account},`) });
/** A downline's balance in cents, read from its entry in the team list ("team08, balance $ 1,234.56"). */
const downlineCents = async (page: Page, account: string) =>
  amountCents(((await downline(page, account).evaluate((box) => box.closest('label')?.textContent ?? '')) as string).split(',').slice(1).join(','));

test.describe('agent transfers', { tag: '@every-brand' }, () => {
  test.beforeEach(async ({ brand }) => {
    test.skip(!(await menuOf(brand.id)).includes('AGENTRANSMULTDOWN3'), 'the brand’s menu has no transfer to downlines');
  });

  test('an agent transfers to three downlines at once and each balance changes by exactly its amount', async ({ page }) => {
    await openTransfers(page);
    const rows = [
      ['team08', '10.01', 1001],
      ['team09', '0.99', 99],
      ['team10', '1234.56', 123_456],
    ] as const;
    const agentBefore = await agentCents(page);
    const before = new Map<string, number>();
    for (const [account] of rows) {
      await downline(page, account).check();
      before.set(account, await downlineCents(page, account));
    }
    for (const [account, amount] of rows) await page.getByLabel(`Amount for ${account}`).fill(amount);
    await expect(page.getByTestId('transfer-total')).toContainText('1,245.56');
    expect(await seriousProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the transfer' });
    await dialog.getByLabel('Withdrawal password').fill('123456');
    expect(await seriousProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Transfer now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'to 3 downlines' })).toBeVisible();
    await expect.poll(() => agentCents(page)).toBe(agentBefore - 124_556);
    for (const [account, , cents] of rows) await expect.poll(() => downlineCents(page, account)).toBe(before.get(account)! + cents);
  });

  test('a double tap on the confirmation sends one transfer', async ({ page }) => {
    await openTransfers(page);
    const agentBefore = await agentCents(page);
    await downline(page, 'team05').check();
    const before = await downlineCents(page, 'team05');
    await page.getByLabel('Amount for team05').fill('2.50');
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the transfer' });
    await dialog.getByLabel('Withdrawal password').fill('123456');
    const sent = await postsSent(page, '/wps/agent/transferDownline');
    await dialog.getByRole('button', { name: 'Transfer now' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'to 1 downline.' })).toBeVisible();
    expect(await postsSent(page, '/wps/agent/transferDownline')).toBe(sent + 1);
    await expect.poll(() => agentCents(page)).toBe(agentBefore - 250);
    await expect.poll(() => downlineCents(page, 'team05')).toBe(before + 250);
  });
});
