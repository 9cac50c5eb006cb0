import { test as base, expect, type Page } from '@playwright/test';
import type { BrandOptions } from './playwright.config';
import { DEMO_MEMBER, type BrandFacts } from './brands';

/** Tests name what a player does; `brand` says which brand's site this project serves. */
export const test = base.extend<BrandOptions & { brand: BrandFacts; english: void; noCspViolations: void; ageConfirmed: boolean; adult: void }>({
  brandFacts: [undefined as never, { option: true }],
  // the device has confirmed the brand's minimum age (player protection's age prompt), unless a test asks for a new one
  ageConfirmed: [true, { option: true }],
  adult: [
    async ({ context, ageConfirmed }, use) => {
      // every page of the test's browser (popups and second tabs too); a new browser context is a new device
      if (ageConfirmed)
        await context.addInitScript(() => {
          if (!localStorage.getItem('wl.ageConfirmed')) localStorage.setItem('wl.ageConfirmed', '99');
        });
      await use();
    },
    { auto: true },
  ],
  // a test that reads the brand expects something brand-specific, so it must run in every brand
  // (docs/decisions/051-e2e-brand-matrix.md): without the @every-brand tag it fails here, saying so
  brand: async ({ brandFacts }, provide, testInfo) => {
    if (!testInfo.tags.includes('@every-brand')) {
      throw new Error(`"${testInfo.title}" reads the brand: tag it (or its describe) { tag: '@every-brand' }`);
    }
    await provide(brandFacts);
  },
  // The sites are served with the release CSP (nginx): any violation, in any page or popup of the test, is
  // counted and fails the test, so a passing suite has zero (docs/decisions/050-release-artifacts.md).
  noCspViolations: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      await context.exposeBinding('__wlCspViolation', (_source, line: string) => void violations.push(line));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __wlCspViolation: (line: string) => void }).__wlCspViolation;
          void report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
        });
      });
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
      });
      await use();
      testInfo.annotations.push({ type: 'csp-violations', description: String(violations.length) });
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // run in English unless a test asks for the brand's default language (every brand enables English)
  english: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
      });
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** `#0f1420` -> `rgb(15, 20, 32)`, as getComputedStyle reports colours. */
export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

export async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

export async function logIn(page: Page, account = DEMO_MEMBER): Promise<void> {
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Adds the demo platform's fault selector to the system status call. */
export async function injectStatusFault(page: Page, fault: 'maintenance' | 'region'): Promise<void> {
  await page.context().route('**/wps/system/status', (route) => route.continue({ headers: { ...route.request().headers(), 'x-demo-fault': fault } }));
}

/** Cents of a shown amount (`$ 12,345.68` in English): its digits. */
export const amountCents = (text: string | null): number => {
  const shown = text ?? '';
  // a currency without minor units (lotus's dong) shows whole amounts with no decimals: `₫ 2,545` is 254500 cents
  const cents = /[.,]\d{2}(?!\d)/.test(shown);
  return Number(shown.replace(/\D/g, '')) * (cents ? 1 : 100);
};
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Closes the dialog `name` with its button `button` when it shows within 3 s (an announcement, the contract alert). */
export async function closeIfShown(page: Page, name: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor({ timeout: 3000 }).catch(() => undefined);
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: button }).click();
}

const announcementWatched = new WeakSet<Page>();

/**
 * Closes the announcement that may pop up on home after a login (it shows within 3 s when it does), and from then on
 * closes it whenever it covers what the test taps (on a busy machine it can come later than 3 s).
 */
export async function closeLoginAnnouncement(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close announcement' });
  if (!announcementWatched.has(page)) {
    announcementWatched.add(page);
    // a page that goes elsewhere meanwhile takes the announcement with it: nothing left to close
    await page.addLocatorHandler(close, (button) => button.click({ timeout: 3000 }).catch(() => undefined), { noWaitAfter: true });
  }
  await close
    .waitFor({ timeout: 3000 })
    .then(() => close.click({ timeout: 3000 }))
    .catch(() => undefined);
}

/**
 * An amount (a regular expression's source) as the site shows it, with its currency: `shownMoney('8\\.88')` matches
 * `$ 8.88` and `R$ 8.88`; `shownMoney('8\\.88', brand.currencySymbol)` only the brand's own. Tests that run in the
 * reference brand only cannot read the brand (decision 051) and leave the symbol out; the currency each brand's
 * platform answers is checked by the deposit tests, which run in every brand.
 */
export const shownMoney = (amount: string, symbol?: string) => `${symbol === undefined ? '[^\\d\\s]{1,4}' : escapeRegExp(symbol)}\\s?${amount}`;

/**
 * The header's balance on the home page, in cents (the home page's announcement popup, if it shows, is closed
 * first), in the brand's currency `symbol` when given (any currency otherwise: shownMoney).
 */
export async function headerBalance(page: Page, { symbol, timeout = 15_000 }: { symbol?: string; timeout?: number } = {}): Promise<number> {
  await page.goto('/m/home');
  await closeLoginAnnouncement(page);
  const amount = page
    .locator('header')
    // two digits at least at the end (a label such as "VIP 3" is not a balance), or a whole zero (a new account in dong)
    .getByText(new RegExp(`^${shownMoney('(?:[\\d.,]+\\d{2}|0)', symbol)}$`))
    .first();
  await expect(amount).toBeVisible({ timeout });
  return amountCents(await amount.textContent());
}

/** How many POSTs the demo platform has received on a path ending with `pathEnd` (its request record). */
export async function postsSent(page: Page, pathEnd: string): Promise<number> {
  const answer = (await (await page.request.get('/__demo/requests')).json()) as { value: { method: string; path: string }[] };
  return answer.value.filter((r) => r.method === 'POST' && r.path.endsWith(pathEnd)).length;
}

/**
 * Watches the page for `text` (a toast shown for a moment, before the page goes elsewhere): the page tells the test
 * the moment the text appears, where polling for it could miss it on a busy machine. It watches every document the
 * page loads from now on. Call before the tap, once per page; the returned function says whether it was seen.
 */
export async function watchForText(page: Page, text: string): Promise<() => boolean> {
  let seen = false;
  await page.exposeFunction('__wlSawText', () => {
    seen = true;
  });
  const watch = (wanted: string) => {
    const start = () => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(wanted)) return;
        observer.disconnect();
        void (window as unknown as { __wlSawText: () => Promise<void> }).__wlSawText();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    };
    if (document.body) start();
    else document.addEventListener('DOMContentLoaded', start);
  };
  await page.addInitScript(watch, text);
  await page.evaluate(watch, text);
  return () => seen;
}
