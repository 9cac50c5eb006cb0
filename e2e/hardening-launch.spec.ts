import type { BrowserContext, Dialog, Page } from '@playwright/test';
import { HOSTILE_PLATFORM_URLS } from '../packages/api-client/src/hostilePlatformUrls.ts';
import { encodeCsPath } from '../packages/api-client/src/protocol/content.ts';
import { closeIfShown, closeLoginAnnouncement, expect, logIn, test } from './fixtures';

/**
 * Issue 26 item 1: whatever URL the platform answers a launch with, only a safe web address is opened. Every
 * hostile value (packages/api-client/src/hostilePlatformUrls.ts: script and data schemes in many spellings and
 * encodings, hidden characters, slash tricks, credentials, plain http) goes through each launch path with the
 * Content-Security-Policy removed (a merchant's own proxy, an older browser), so nothing but the site stops it: no
 * window stays open or leaves about:blank, the page does not navigate, no script runs (alert trap and dialog
 * counter), and the player is told the game (or chat) could not be opened. Reference brand only: the rule is the
 * same in every brand (tests may name platform paths; the site names them only in its catalogue).
 */
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

const LAUNCH = '**/wps/game/launchGame?*';
const CHAT = '**/wps/relay/CBS_launchChat?*';
const CUSTOMER_SERVICE = '**/wps/relay/WPSCORE_getCustomerServiceScript*';
const GAME_FAILED = 'The game could not be opened. Please try again.';
const CHAT_FAILED = 'Live chat is not available right now. Please try again later.';
/** poll quickly: each of the many values is refused within a few tens of milliseconds */
const FAST = [25, 50, 100, 250];
const envelope = (value: unknown) => JSON.stringify({ success: true, code: '0', message: '', value });

interface Harm {
  /** what ran or opened that must not have */
  problems: () => string[];
  /** how many times `text` was put on screen (a toast, an error state) since the page loaded */
  shown: (text: string) => Promise<number>;
}

/**
 * Watches a context for any effect of a hostile URL: a dialog in any page, a call of alert/confirm/prompt/print
 * (replaced by a trap before any page script runs), a window that navigates away from about:blank or is left open,
 * and counts appearances of the texts the screens show on a refusal.
 */
async function watch(context: BrowserContext, page: Page, texts: string[]): Promise<Harm> {
  const problems: string[] = [];
  const popups: Page[] = [];
  await context.exposeBinding('__wlHostileRan', (_source, what: string) => void problems.push(`script ran: ${what}`));
  await context.addInitScript((watched: string[]) => {
    const trap = window as unknown as Record<string, unknown> & { __wlHostileRan: (what: string) => void; __wlShown: Record<string, number> };
    for (const name of ['alert', 'confirm', 'prompt', 'print']) trap[name] = (...args: unknown[]) => void trap.__wlHostileRan(`${name}(${String(args[0])})`);
    trap.__wlShown = Object.fromEntries(watched.map((text) => [text, 0]));
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          for (const text of watched) if (node.nodeType === Node.ELEMENT_NODE && (node.textContent ?? '').includes(text)) trap.__wlShown[text]! += 1;
    }).observe(document, { childList: true, subtree: true });
  }, texts);
  const onDialog = (where: string) => (dialog: Dialog) => {
    problems.push(`${where} dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  };
  page.on('dialog', onDialog('page'));
  context.on('page', (popup) => {
    if (popup === page) return;
    popups.push(popup);
    popup.on('dialog', onDialog('window'));
    popup.on('framenavigated', (frame) => {
      if (frame === popup.mainFrame() && !['', 'about:blank'].includes(frame.url())) problems.push(`a window opened ${frame.url()}`);
    });
  });
  return {
    problems: () => [...problems, ...popups.filter((p) => !p.isClosed()).map((p) => `a window was left open at ${p.url()}`)],
    shown: (text) => page.evaluate((t) => (window as unknown as { __wlShown: Record<string, number> }).__wlShown[t] ?? 0, text),
  };
}

/** Marks the document: a navigation (even to the same URL) or reload loses the mark. */
const markDocument = (page: Page) => page.evaluate(() => void ((window as unknown as { __wlStay: boolean }).__wlStay = true));
const documentKept = (page: Page) => page.evaluate(() => (window as unknown as { __wlStay?: boolean }).__wlStay === true).catch(() => false);

/**
 * Answers the call `pattern` with each hostile value in turn (`answerOf` wraps it as the call's value), runs `act`
 * once per value, and checks after each: the refusal shows once more, nothing ran or opened, this document stayed.
 */
async function throughEveryValue(
  page: Page,
  harm: Harm,
  options: { pattern: string; answerOf: (url: string) => unknown; act: () => Promise<unknown>; refusal: string; path: RegExp },
) {
  let current = '';
  let answered = 0;
  await page.context().route(options.pattern, async (route) => {
    answered += 1;
    await route.fulfill({ contentType: 'application/json', body: envelope(options.answerOf(current)) });
  });
  for (const hostile of HOSTILE_PLATFORM_URLS) {
    const label = JSON.stringify(hostile.slice(0, 80));
    current = hostile;
    const [shownBefore, answeredBefore] = [await harm.shown(options.refusal), answered];
    await options.act();
    await expect.poll(() => answered, { message: `${label}: the platform is asked`, intervals: FAST }).toBeGreaterThan(answeredBefore);
    await expect.poll(() => harm.shown(options.refusal), { message: `${label}: the player is told`, intervals: FAST }).toBeGreaterThan(shownBefore);
    await expect.poll(() => harm.problems(), { message: `${label}: nothing opens, no script runs`, intervals: FAST }).toEqual([]);
    expect(await documentKept(page), `${label}: the page stays`).toBe(true);
    expect(new URL(page.url()).pathname, label).toMatch(options.path);
  }
  await page.context().unroute(options.pattern);
  // a late effect of any value (a window that opened after its check) fails too
  await page.waitForTimeout(300);
  expect(harm.problems()).toEqual([]);
  expect(await documentKept(page)).toBe(true);
}

test.describe('hostile launch URLs with the CSP removed', () => {
  test('the game popup opens none of them: its blank window closes and the player is told', async ({ page, context }) => {
    const harm = await watch(context, page, [GAME_FAILED]);
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/poker-games');
    const play = page.getByRole('button', { name: /^Play / }).first();
    await expect(play).toBeVisible();
    await markDocument(page);
    await throughEveryValue(page, harm, {
      pattern: LAUNCH,
      answerOf: (url) => ({ url }),
      act: () => play.click(),
      refusal: GAME_FAILED,
      path: /^\/m\/poker-games$/,
    });
    await expect(page.getByRole('alert').filter({ hasText: GAME_FAILED }).first()).toBeVisible();
  });

  test('the lottery launch page opens none of them: it says the game could not be opened, with retry', async ({ page, context }) => {
    const harm = await watch(context, page, [GAME_FAILED]);
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await closeLoginAnnouncement(page);
    await page.goto('/m/lott');
    await markDocument(page);
    // the first value answers the launch the page makes on arrival, each next one a tap on Retry
    let arrived = false;
    await throughEveryValue(page, harm, {
      pattern: LAUNCH,
      answerOf: (url) => ({ url }),
      act: async () => {
        if (arrived) return page.getByRole('button', { name: 'Retry' }).click();
        arrived = true;
        return page.getByRole('button', { name: 'Play Lotto Lobby' }).click();
      },
      refusal: GAME_FAILED,
      path: /^\/m\/launchGame$/,
    });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('live chat opens none of them and says chat is not available', async ({ page, context }) => {
    const harm = await watch(context, page, [CHAT_FAILED]);
    await logIn(page, { username: 'agent', password: 'Demo1234' });
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/agent');
    await closeIfShown(page, 'Announcement', 'Got it');
    await closeIfShown(page, 'Contract waiting', 'Decide later');
    const online = page.getByRole('navigation', { name: 'Agent menu' }).getByRole('button', { name: 'Online service' });
    await markDocument(page);
    await throughEveryValue(page, harm, {
      pattern: CHAT,
      answerOf: (chatUrl) => ({ chatUrl }),
      act: () => online.click(),
      refusal: CHAT_FAILED,
      path: /^\/m\/agent$/,
    });
  });

  test('customer service draws no link for any of them', async ({ page, context }) => {
    const harm = await watch(context, page, []);
    const good = 'https://t.me/novaplay_service_ok';
    const items = [...HOSTILE_PLATFORM_URLS, good].map((url, i) => ({
      title: `Service ${i}`,
      path: encodeCsPath(url, `k${String(i).padStart(7, '0')}`),
      csType: i % 2 ? 'LIVECHAT' : 'TELEGRAM',
      csPosition: `TELEGRAM-${i}`,
    }));
    await page.context().route(CUSTOMER_SERVICE, (route) => route.fulfill({ contentType: 'application/json', body: envelope(items) }));
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Customer service' }).click();
    const links = page.getByRole('link', { name: /^(Online customer service|Customer service \d+:)/ });
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute('href', good);
    // no link anywhere on the page leads off the site but to an https address
    const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    const origin = new URL(page.url()).origin;
    expect(hrefs.filter((href) => !(href.startsWith('https://') || (href.startsWith('/') && !href.startsWith('//')) || href.startsWith(`${origin}/`)))).toEqual(
      [],
    );
    expect(harm.problems()).toEqual([]);
  });
});
