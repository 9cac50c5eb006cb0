import type { Page } from '@playwright/test';
import { registerByUsername, unique } from './accountSteps';
import { BRANDS } from './brands';
import { closeLoginAnnouncement, expect, logIn, test } from './fixtures';
import { seriousProblems } from './axe';

// Player protection (issue 23, decision 070): the age prompt in every brand; limits, the reality check, time-out and
// self-exclusion in the reference brand, each on a new account (a limit or an exclusion must not reach other tests).

const REFERENCE = BRANDS[0]!.facts;
const HOUR = 3_600_000;

/** A demo control of the player protection for `account` of the reference brand's merchant. */
async function control(page: Page, what: 'clock' | 'play', body: Record<string, unknown>) {
  const answer = await page.request.post(`/__demo/protection/${what}`, { data: body, headers: { Merchant: REFERENCE.merchantCode } });
  expect(answer.status()).toBe(200);
}

async function newMember(page: Page): Promise<string> {
  const username = unique('p');
  await registerByUsername(page, username);
  await expect(page).toHaveURL(/\/m\/home$/);
  return username;
}

/** A time-out or self-exclusion from the responsible gaming page: the period, the action, then both confirmations. */
async function closeAccount(page: Page, steps: { section: string; period: string; action: string; question: string }) {
  await page.goto('/m/responsibleGaming');
  const section = page.getByRole('region', { name: steps.section });
  await section.getByRole('radio', { name: steps.period }).check();
  await section.getByRole('button', { name: steps.action }).click();
  await page.getByRole('dialog', { name: steps.question }).getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, close my account' }).click();
}

const limitField = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('age prompt', { tag: '@every-brand' }, () => {
  test.use({ ageConfirmed: false });

  test("a first visit asks for the brand's minimum age; no leaves a neutral page; yes is remembered", async ({ page, brand }) => {
    await page.goto('/m/home');
    const gate = page.getByRole('dialog', { name: `Are you ${brand.minimumAge} or older?` });
    await expect(gate).toBeVisible();
    // the site behind is inert: the keyboard never leaves the prompt, a tap on the site reaches nothing
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(gate.locator(':focus')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Log in' }).first().click({ timeout: 1000 })).rejects.toThrow();

    expect(await seriousProblems(page, '[role="dialog"]')).toEqual([]);

    await gate.getByRole('button', { name: `I am under ${brand.minimumAge}` }).click();
    // a page of its own: nothing of the site behind it
    await expect(page.getByRole('main', { name: 'This site is for adults only' })).toBeVisible();
    await expect(page.getByText(`You must be ${brand.minimumAge} or older to use ${brand.name}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.getByRole('button', { name: `I am ${brand.minimumAge} or older after all` }).click();
    await page.getByRole('button', { name: `I am ${brand.minimumAge} or older`, exact: true }).click();
    await expect(gate).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: /or older\?$/ })).toHaveCount(0);
  });
});

test.describe('responsible gaming', () => {
  test('a daily deposit limit of 100: 80 is taken, 30 more refused with what is left; a raise waits for the cooling-off', async ({ page }) => {
    test.setTimeout(90_000);
    const account = await newMember(page);
    await page.goto('/m/responsibleGaming');
    const day = limitField(page, 'Deposit limit per day');
    const week = limitField(page, 'Deposit limit per week');
    const save = page.getByRole('button', { name: 'Save limits' });

    // bad input: a clear message at the field, and what was typed stays
    await day.fill('12a');
    await save.click();
    await expect(page.getByText('Use digits only, with a dot or comma for cents: 100 or 100.50.')).toBeVisible();
    await expect(day).toHaveValue('12a');
    await day.fill('300');
    await week.fill('200');
    await save.click();
    await expect(page.getByText('The daily deposit limit cannot be above the weekly deposit limit.')).toBeVisible();
    await expect(day).toHaveValue('300');

    await week.fill('');
    await day.fill('100');
    await save.click();
    await expect(page.getByText('Limits saved', { exact: true })).toBeVisible();
    await expect(page.getByText(/Used: \$\s0\.00 of \$\s100\.00/)).toBeVisible();

    // 80 through Alipay: the order counts against the limit from the moment it is made
    await page.goto('/m/voucherCenter');
    await page.getByRole('tab', { name: 'Alipay' }).click();
    const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
    await amount.fill('80');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const popup = await popupOpened;
    const pending = page.getByText(/Deposit (D\w+) of \$\s80\.00 is pending\./);
    await expect(pending).toBeVisible();
    await popup.close();
    const orderId = /Deposit (D\w+) of/.exec((await pending.textContent()) ?? '')![1]!;
    expect((await page.request.post(`/__demo/pay/${orderId}/pay`)).ok()).toBe(true);

    await page.goto('/m/voucherCenter');
    await page.getByRole('tab', { name: 'Alipay' }).click();
    await amount.fill('30');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText(/^Your deposit limit leaves \$\s20\.00 until .+\./)).toBeVisible();
    await expect(amount).toHaveValue('30');

    // raising it waits 24 hours; on the member's clock a day later it applies and the day starts again
    await page.goto('/m/responsibleGaming');
    await expect(page.getByText(/Used: \$\s80\.00 of \$\s100\.00/)).toBeVisible();
    await day.fill('500');
    await save.click();
    await expect(page.getByText('Limits saved. A raise or removal applies after the cooling-off period.')).toBeVisible();
    await expect(page.getByText(/Changes to \$\s500\.00 on /)).toBeVisible();
    await control(page, 'clock', { account, offsetMs: 25 * HOUR });
    await page.reload();
    await expect(page.getByText(/Used: \$\s0\.00 of \$\s500\.00/)).toBeVisible();
    await expect(page.getByText(/Changes to/)).toHaveCount(0);
  });

  test('the reality check shows after its interval with the time played and the net result of the session', async ({ page }) => {
    await page.clock.install();
    const account = await newMember(page);
    await page.goto('/m/responsibleGaming');
    await page.getByRole('radio', { name: 'Every 15 minutes' }).check();
    await expect(page.getByText('Reality check saved')).toBeVisible();
    await control(page, 'play', { account, stake: '10.00', win: '2.50' });

    await page.clock.fastForward('15:00');
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toBeVisible();
    await expect(check).toContainText(/You have played for 15 minutes\./);
    await expect(check).toContainText('Staked this session: $ 10.00');
    await expect(check.getByTestId('reality-net')).toContainText('7.50');
    await check.getByRole('button', { name: 'Continue playing' }).click();
    await expect(check).toHaveCount(0);
  });

  test('a 24-hour break, confirmed twice, ends the session; login is refused until it ends', async ({ page }) => {
    const account = await newMember(page);
    await closeAccount(page, { section: 'Take a break', period: '24 hours', action: 'Take a break', question: 'Close your account for 24 hours?' });
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText(/^Your account is closed until .+\.$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

    await logIn(page, { username: account, password: 'Secret123' });
    await expect(page.getByRole('alert')).toHaveText(/^Your account is closed to play until .+, at your request\.$/);
    await expect(page).toHaveURL(/\/m\/login/);

    await control(page, 'clock', { account, offsetMs: 25 * HOUR });
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a self-excluded player cannot log in again', async ({ page }) => {
    const account = await newMember(page);
    await closeAccount(page, { section: 'Self-exclusion', period: 'Permanently', action: 'Exclude me', question: 'Close your account permanently?' });
    await expect(page.getByText('Your account is closed.', { exact: true })).toBeVisible();

    await control(page, 'clock', { account, offsetMs: 10 * 365 * 24 * HOUR });
    await logIn(page, { username: account, password: 'Secret123' });
    await expect(page.getByRole('alert')).toHaveText('Your account is closed to play, at your request.');
  });

  test('its entries are in the member centre, settings and footer, and all hide when the platform does not answer the module', async ({ page }) => {
    // a login and eight full page loads: 25-35 s on a busy two-core machine (CI failed it at 30 s, twice)
    test.slow();
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await closeLoginAnnouncement(page);
    const entry = () => page.getByRole('link', { name: 'Responsible gaming' });
    for (const path of ['/m/member/home', '/m/set']) {
      await page.goto(path);
      await expect(entry()).toBeVisible();
    }
    await page.goto('/m/home');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(entry()).toBeVisible();
    await entry().click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    await expect(limitField(page, 'Loss limit per day')).toBeVisible();

    await page.context().route('**/wps/v2/protection/**', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'not_found', message: 'Not found' }) }),
    );
    for (const path of ['/m/member/home', '/m/set']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Security centre' }).or(page.getByRole('link', { name: 'Change password' })).first()).toBeVisible();
      await expect(entry()).toHaveCount(0);
    }
    await page.goto('/m/home');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo').getByText(/You must be over/).first()).toBeVisible();
    await expect(entry()).toHaveCount(0);
    await page.goto('/m/responsibleGaming');
    await expect(page.getByText('Responsible gaming tools are not offered here')).toBeVisible();
  });
});
