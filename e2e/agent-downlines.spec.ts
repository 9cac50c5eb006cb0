import type { Page } from '@playwright/test';
import { unique } from './accountSteps';
import { closeIfShown, expect, logIn, postsSent, test } from './fixtures';
import { seriousProblems } from './axe';

// Downlines (issue 20 item 2): an agent finds a downline in the team list, opens its detail and sets its rebate per
// product type within the agent's limits (the lower of its own rebate and the merchant's ceiling of each type);
// a value outside is refused at the field, what was typed kept, and the platform refuses it too when the form is
// bypassed. The agent register page shows the quota per rebate level, which opening an account uses.
// Downlines of this file: team04 (no other spec changes it); opened accounts sort after team01.. (the transfer
// tests choose team08-10 on the team list's first page).

async function logInAsAgent(page: Page): Promise<void> {
  await logIn(page, { username: 'agent', password: 'Demo1234' });
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeIfShown(page, 'Announcement', 'Got it');
  await closeIfShown(page, 'Contract waiting', 'Decide later');
}

test.describe('agent downlines', () => {
  // a login and several screens on two shared cores
  test.describe.configure({ timeout: 60_000 });

  test('an agent searches a downline, a rebate outside its limit is refused at the field, a valid one saves', { tag: '@every-brand' }, async ({ page }) => {
    await logInAsAgent(page);
    // brands without the DOWNMAN menu key have no entry to the team list, but the page is the agent's all the same
    await page.goto('/m/member/team');
    await closeIfShown(page, 'Contract waiting', 'Decide later');
    await page.getByRole('searchbox', { name: 'Search account' }).fill('team04');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 members')).toBeVisible();
    await page.getByRole('link', { name: 'Details of team04' }).click();
    await expect(page).toHaveURL(/\/m\/member\/team\/detail\?account=team04$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Downline team04' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account' })).toContainText('Transfer to team04');

    // LIVE: the agent's own 1.8 (the merchant allows 2); RNG: the merchant's 2 (the agent has more)
    const live = page.getByLabel('Live casino rebate (%)');
    const slots = page.getByLabel('Slots rebate (%)');
    await expect(live).toHaveValue('1.2');
    await expect(page.getByText('Your limit: 1.8%').first()).toBeVisible();
    const sent = await postsSent(page, '/updateDownlineRebates');
    await live.fill('1.9');
    await page.getByRole('button', { name: 'Save rebates' }).click();
    await expect(page.getByText('Enter a Live casino rebate between 0 and 1.8 (your limit), in steps of 0.1.')).toBeVisible();
    await expect(live).toHaveValue('1.9');
    await expect(live).toBeFocused();
    expect(await postsSent(page, '/updateDownlineRebates')).toBe(sent);
    expect(await seriousProblems(page)).toEqual([]);

    // the form bypassed (the request rewritten on its way): the platform refuses it, shown under the form, text kept
    await live.fill('1.8');
    await page.context().route('**/wps/agent/updateDownlineRebates', async (route) => {
      const body = route.request().postDataJSON() as { account: string; rebates: { productType: string; rebate: number }[] };
      await route.continue({ postData: JSON.stringify({ ...body, rebates: body.rebates.map((r) => (r.productType === 'LIVE' ? { ...r, rebate: 1.9 } : r)) }) });
    });
    await page.getByRole('button', { name: 'Save rebates' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved: the platform allows at most 1.8% for Live casino.' })).toBeVisible();
    await expect(live).toHaveValue('1.8');
    await page.context().unrouteAll();

    await slots.fill('2');
    await page.getByRole('button', { name: 'Save rebates' }).click();
    await expect(page.getByText('Rebates of team04 saved')).toBeVisible();
    expect(await postsSent(page, '/updateDownlineRebates')).toBe(sent + 2);
    await page.reload();
    await expect(page.getByLabel('Live casino rebate (%)')).toHaveValue('1.8');
    await expect(page.getByLabel('Slots rebate (%)')).toHaveValue('2');
    // the team list's headline is the highest of the downline's rebates
    await page.goto('/m/member/team');
    await page.getByRole('searchbox', { name: 'Search account' }).fill('team04');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('listitem', { name: 'team04' })).toContainText(/Highest rebate\s*2%/);
  });

  test('the register page shows the quota per rebate level, and opening an account uses one', async ({ page }) => {
    await logInAsAgent(page);
    await page.goto('/m/agentRegister');
    await closeIfShown(page, 'Contract waiting', 'Decide later');
    const quota = page.getByTestId('agent-quota');
    // the level's figure: its term, then "<n> of 10 left"
    const level = quota
      .locator('div')
      .filter({ has: page.getByText('Rebate 1.5% to 2.5%', { exact: true }) })
      .locator('dd');
    await expect(level).toHaveText(/^\d{1,2} of 10 left$/);
    const left = async () => Number.parseInt((await level.textContent()) ?? '', 10);
    const before = await left();
    expect(before).toBeGreaterThan(0);

    const username = unique('zdl');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password').fill('Secret123');
    const rebate = page.getByLabel('Rebate (%)');
    // one rebate for every product: at most the agent's lowest limit
    await rebate.fill('1.9');
    await page.getByRole('button', { name: 'Open account' }).click();
    await expect(page.getByText('Enter a rebate between 0 and 1.8, in steps of 0.1.')).toBeVisible();
    await expect(rebate).toHaveValue('1.9');
    await rebate.fill('1.6');
    await page.getByRole('button', { name: 'Open account' }).click();
    await expect(page.getByText(`Account ${username} opened`)).toBeVisible();
    await expect.poll(left).toBe(before - 1);
  });

  test("a downline's detail and the register page fit 320 px at 200 % text, in both colour modes", async ({ page }) => {
    test.slow();
    await logInAsAgent(page);
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/m/member/team/detail?account=team06', '/m/agentRegister']) {
      await page.goto(path);
      await closeIfShown(page, 'Contract waiting', 'Decide later');
      await expect(page.getByRole('button', { name: path.includes('detail') ? 'Save rebates' : 'Open account' })).toBeVisible();
      for (const scheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const size of ['100%', '200%']) {
          await page.evaluate((s) => (document.documentElement.style.fontSize = s), size);
          await page.waitForTimeout(300);
          expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${path} at ${size}`).toBeLessThanOrEqual(320);
        }
      }
    }
  });
});
