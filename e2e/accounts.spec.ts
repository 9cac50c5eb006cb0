import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBrand } from '../packages/brand/src/node/loader.ts';
import { fillCaptcha, nextCaptchaId, registerByUsername, unique } from './accountSteps';
import { expect, logIn, test } from './fixtures';

// What a brand turns on decides what is tested (never its id): its flags, read from its config.
const brandsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../brands');
const flagsOf = async (id: string) => (await loadBrand(brandsDir, id)).config.flags;
const identityProviderOf = async (id: string) => (await loadBrand(brandsDir, id)).config.identityProvider?.provider ?? 'none';

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => {
    // home may greet with the popup announcement: close it whenever it covers what a test taps
    await page.addLocatorHandler(page.getByRole('button', { name: 'Close announcement' }), (close) => close.click());
    // each test registers or logs in and lands on the full home page: give busy machines room
    test.slow();
  });

  test('a player registers by username and is logged in', { tag: '@every-brand' }, async ({ page, brand }) => {
    test.skip(!(await flagsOf(brand.id)).REGISTER_REE3, 'this brand has no username registration');
    await registerByUsername(page, unique('u'));
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
  });

  test('a player registers by mobile number with an SMS code', { tag: '@every-brand' }, async ({ page, brand }) => {
    const flags = await flagsOf(brand.id);
    test.skip(!flags.MOBILENUMREG3, 'this brand has no mobile registration');
    // with identity-provider phone verification the provider sends the code, and no captcha is spent on it
    const byProvider = (await loadBrand(brandsDir, brand.id)).config.identityProvider?.phoneVerification === true;
    const mobile = `9${String(Date.now()).slice(-8)}`;
    const captcha = byProvider ? undefined : nextCaptchaId(page);
    await page.goto('/m/register');
    if (flags.REGISTER_REE3) await page.getByRole('tab', { name: 'Mobile' }).click();
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    if (captcha) await fillCaptcha(page, captcha);
    else await expect(page.getByLabel('Captcha', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Send again in \d+ seconds/ })).toBeDisabled();
    const sms = byProvider ? `/__demo/identity/sms/${mobile}` : `/__demo/sms/${mobile}`;
    const { value } = (await (await page.request.get(sms)).json()) as { value: { code: string } };
    await page.getByLabel('SMS code', { exact: true }).fill(value.code);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password', { exact: true }).fill('Secret123');
    await page.getByRole('checkbox', { name: /I am over \d+ years old/ }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
  });

  test('failed logins bring the captcha, with its image', async ({ page }) => {
    const name = unique('nobody');
    await page.goto('/m/login');
    await expect(page.getByLabel('Captcha', { exact: true })).toHaveCount(0);
    for (const attempt of ['wrong-one', 'wrong-two']) {
      await page.getByLabel('Username').fill(name);
      await page.getByLabel('Password', { exact: true }).fill(attempt);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
    }
    await expect(page.getByLabel('Captcha', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Captcha image, tap for a new one' }).locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  });

  test('free play starts a trial session whose deposit is refused', { tag: '@every-brand' }, async ({ page, brand }) => {
    test.skip(!(await flagsOf(brand.id)).FREEPLAY3, 'this brand has no free play');
    await page.goto('/m/login');
    await page.getByRole('link', { name: 'Free play' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null'))).toMatchObject({ type: 4 });
    // let home finish loading, so a greeting popup is closed before the tap and not while the 2 s toast shows
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByText('Please login an actual account to use this function')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('forgot password by email confirms and goes back', { tag: '@every-brand' }, async ({ page, brand }) => {
    await page.goto('/m/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    if ((await flagsOf(brand.id)).CHNGPASSVERIF3) await page.getByRole('tab', { name: 'Email' }).click();
    // customer service from the merchant's entries on the platform (the demo's online service), in every brand
    await expect(page.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', /^https:\/\/chat\.[a-z0-9-]+\.example\/service$/);
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByLabel('Username').fill('demo');
    await page.getByRole('button', { name: 'Retrieve password' }).click();
    await expect(page.getByText('Incorrect email format')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(' demo@example.com ');
    await page.getByRole('button', { name: 'Retrieve password' }).click();
    await expect(page.getByText('We have sent the password reset to your email')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a player changes the password, then logs in with the new one', async ({ page }) => {
    const username = unique('c');
    await registerByUsername(page, username, 'Secret123');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/changePsw');
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await page.getByLabel('Current password', { exact: true }).fill('Secret123');
    await page.getByLabel('New password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Save' }).click();
    // the same password gets the prompt
    await expect(page.getByRole('dialog')).toContainText('The new password cannot be the same as the old password');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.getByLabel('New password', { exact: true }).fill('Better456');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Better456');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password saved')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.goto('/m/set');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await logIn(page, { username, password: 'Secret123' });
    await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
    await logIn(page, { username, password: 'Better456' });
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('logout clears every trace of the session', async ({ page }) => {
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
    await page.goto('/m/set');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    const traces = await page.evaluate(() => ({
      session: sessionStorage.getItem('MC_SESSION_INFO'),
      autoLogin: localStorage.getItem('autoLogin'),
      trial: localStorage.getItem('trialUser'),
    }));
    expect(traces).toEqual({ session: null, autoLogin: '0', trial: null });
    // a reload does not bring the session back
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('social login through the demo identity provider lands on home logged in', { tag: '@every-brand' }, async ({ page, brand }) => {
    const flags = await flagsOf(brand.id);
    const socialOn = (await identityProviderOf(brand.id)) === 'demo' && flags.GOOGLELOGIN3;
    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    if (!socialOn) {
      // no identity provider (or no Google flag): no social button at all
      await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
      return;
    }
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with Google (demo)' });
    await dialog.getByLabel('Email').fill(`${unique('s')}@gmail.example`);
    await dialog.getByLabel('Name').fill('Ana Souza');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName?: string } | null);
    expect(session?.userName).toMatch(/^google\d{6}$/);
  });

  test('a server error keeps what the player typed and says so', async ({ page }) => {
    await page.context().route('**/wps/member/register', (route) => route.continue({ headers: { ...route.request().headers(), 'x-demo-fault': '500' } }));
    const username = unique('k');
    await registerByUsername(page, username);
    await expect(page.getByRole('alert')).toContainText('Your input has been kept');
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Secret123');
  });
});
