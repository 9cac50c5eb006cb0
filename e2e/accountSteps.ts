// Steps of the account journeys shared by the account specs (registration with the demo's captcha, signing out).
import { expect, type Browser, type Page } from '@playwright/test';

/** A fresh name per test, so parallel tests and reruns against one server never collide. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;

/** Fills the captcha of the page: its code comes from the demo platform's test endpoint, as a phone would show it. */
export async function fillCaptcha(page: Page, captchaId: Promise<string>) {
  const id = await captchaId;
  const { value } = (await (await page.request.get(`/__demo/captcha/${id}`)).json()) as { value: { code: string } };
  await page.getByLabel('Captcha', { exact: true }).fill(value.code);
}

/** The id of the next captcha image the page loads. */
export function nextCaptchaId(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/wps/captcha' && r.ok())
    .then(async (r) => ((await r.json()) as { value: { captchaId: string } }).value.captchaId);
}

/** Registers `username` on /m/register's username tab, the password typed as given (spaces and all). */
export async function registerByUsername(page: Page, username: string, password = 'Secret123') {
  const captcha = nextCaptchaId(page);
  await page.goto('/m/register');
  const usernameTab = page.getByRole('tab', { name: 'Username' });
  if (await usernameTab.count()) await usernameTab.click();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await fillCaptcha(page, captcha);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I am over \d+ years old/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
}

/**
 * A friend opens an invitation `link` on a phone of their own (a new browser context: the age prompt first) and
 * registers with a new username; the link's code rides along, its field hidden. Answers the friend's username.
 */
export async function friendRegistersThrough(browser: Browser, baseURL: string, link: string, prefix: string): Promise<string> {
  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, locale: 'en-US' });
  const friend = await phone.newPage();
  await friend.addInitScript(() => localStorage.setItem('language', 'en'));
  const username = unique(prefix);
  const captcha = nextCaptchaId(friend);
  await friend.goto(link);
  await friend.getByRole('button', { name: /^I am \d+ or older$/ }).click();
  const usernameTab = friend.getByRole('tab', { name: 'Username' });
  if (await usernameTab.count()) await usernameTab.click();
  await expect(friend.getByLabel('Invitation code')).toHaveCount(0);
  await friend.getByLabel('Username', { exact: true }).fill(username);
  await fillCaptcha(friend, captcha);
  await friend.getByLabel('Password', { exact: true }).fill('Secret123');
  await friend.getByLabel('Confirm password', { exact: true }).fill('Secret123');
  await friend.getByRole('checkbox', { name: /I am over \d+ years old/ }).check();
  await friend.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(friend).not.toHaveURL(/\/m\/register/, { timeout: 15_000 });
  await phone.close();
  return username;
}

/** Signs out from the settings page, confirming the prompt. */
export async function signOut(page: Page) {
  await page.goto('/m/set');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: /^Sign out of .+\?$/ }).getByRole('button', { name: 'Sign out' }).click();
}
