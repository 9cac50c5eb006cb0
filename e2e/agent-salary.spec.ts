import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBrand } from '../packages/brand/src/node/loader.ts';
import { closeIfShown, expect, logIn, postsSent, test } from './fixtures';
import { seriousProblems } from './axe';

// Daily salary (/m/agent/salary, issue 20 item 4): the agent offers a contract to a downline that is an agent
// (team25 to team28 in the demo), the downline answers it through the contract alert at its login, and both sides
// read the answer. The menu entry is the agent rebate-and-income key's (AGEREBINC3, decision 074): brands without it
// show no entry, and the page is opened by its address there.

const brandsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../brands');
const menuOf = async (id: string) => (await loadBrand(brandsDir, id)).config.menu;

test.describe('agent daily salary', { tag: '@every-brand' }, () => {
  // two logins on two phones and several screens on two shared cores
  test.describe.configure({ timeout: 90_000 });

  test('an agent offers a two-tier contract; the downline accepts it from the alert and both sides read it accepted', async ({
    page,
    browser,
    baseURL,
    brand,
  }, testInfo) => {
    // a retry offers to another downline: the first attempt's offer may still wait for its answer
    const downline = ['team25', 'team26', 'team27'][testInfo.retry] ?? 'team28';
    await logIn(page, { username: 'agent', password: 'Demo1234' });
    await expect(page).toHaveURL(/\/m\/home$/);
    await closeIfShown(page, 'Announcement', 'Got it');
    await closeIfShown(page, 'Contract waiting', 'Decide later');
    await page.goto('/m/agent');
    await closeIfShown(page, 'Contract waiting', 'Decide later');
    const entry = page.getByRole('navigation', { name: 'Agent menu' }).getByRole('link', { name: 'Daily salary' });
    if ((await menuOf(brand.id)).includes('AGEREBINC3')) await entry.click();
    else {
      await expect(entry).toHaveCount(0);
      await page.goto('/m/agent/salary');
    }
    await expect(page).toHaveURL(/\/m\/agent\/salary$/);
    // the agent's own salary by day (its seeded contract is in force)
    await expect(page.getByRole('table', { name: /^Daily salary by day/ }).getByRole('row')).toHaveCount(8, { timeout: 15_000 });
    await expect(page.getByTestId('salary-total')).toBeVisible();

    const form = page.getByRole('form', { name: 'Offer a contract' });
    await form.getByLabel('Downline account').fill(downline);
    await form.getByRole('button', { name: `Choose ${downline}` }).click();
    await expect(form.getByLabel('Downline account')).toHaveValue(downline);
    // bad tiers are refused at their fields and kept: letters, too many decimals, then a tier that does not increase
    await form.getByLabel('Team valid bet from (tier 1)').fill('abc');
    await form.getByLabel('Daily reward (tier 1)').fill('10');
    await form.getByRole('button', { name: 'Add a tier' }).click();
    await form.getByLabel('Team valid bet from (tier 2)').fill('500');
    await form.getByLabel('Daily reward (tier 2)').fill('1.999');
    const sent = await postsSent(page, '/MCS2_applyContractDailySal');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect(form.getByText('Enter digits only, for example 100 or 100.50.')).toBeVisible();
    await expect(form.getByText('Use at most two decimals.')).toBeVisible();
    await expect(form.getByLabel('Team valid bet from (tier 1)')).toHaveValue('abc');
    await expect(form.getByLabel('Daily reward (tier 2)')).toHaveValue('1.999');
    await form.getByLabel('Team valid bet from (tier 1)').fill('1000');
    await form.getByLabel('Daily reward (tier 2)').fill('60.25');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect(form.getByText(/^Must be more than tier 1 /)).toBeVisible();
    await expect(form.getByLabel('Team valid bet from (tier 2)')).toHaveValue('500');
    expect(await postsSent(page, '/MCS2_applyContractDailySal')).toBe(sent);
    expect(await seriousProblems(page)).toEqual([]);

    await form.getByLabel('Team valid bet from (tier 2)').fill('5000.50');
    await form.getByRole('button', { name: 'Send offer' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: `Contract offered to ${downline}` })).toBeVisible();
    expect(await postsSent(page, '/MCS2_applyContractDailySal')).toBe(sent + 1);
    const offer = page.getByRole('listitem', { name: new RegExp(`^Contract for ${downline},`) }).first();
    await expect(offer).toContainText('Waiting for an answer');
    await expect(offer).toContainText('5,000.50');

    // the downline logs in on a phone of its own: the contract alert leads to the contract, which it accepts
    const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, locale: 'en-US' });
    await phone.addInitScript(() => {
      localStorage.setItem('language', 'en');
      localStorage.setItem('wl.ageConfirmed', '99');
    });
    const other = await phone.newPage();
    await logIn(other, { username: downline, password: 'Demo1234' });
    await expect(other).toHaveURL(/\/m\/home$/);
    await closeIfShown(other, 'Announcement', 'Got it');
    const prompt = other.getByRole('dialog', { name: 'Contract waiting' });
    await expect(prompt).toContainText('Daily salary contract');
    await prompt.getByRole('button', { name: 'View contract' }).click();
    await expect(other).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    const terms = other.getByRole('region', { name: 'Terms' });
    await expect(terms).toContainText('Waiting for your answer');
    await expect(terms).toContainText('5,000.50');
    await expect(terms).toContainText('60.25');
    await terms.getByRole('button', { name: 'Accept' }).click();
    await expect(other.getByText('Contract accepted')).toBeVisible();
    await expect(terms).toContainText('Accepted');
    // read again: the downline's contract page keeps it, accepted
    await other.reload();
    await expect(other.getByRole('region', { name: 'Terms' })).toContainText('Accepted');
    await expect(other.getByRole('region', { name: 'Terms' })).toContainText('5,000.50');
    await phone.close();

    // the agent's list of offers reads the answer
    await page.reload();
    await expect(page.getByRole('listitem', { name: new RegExp(`^Contract for ${downline},`) }).first()).toContainText('Accepted');
  });
});
