import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBrand } from '../packages/brand/src/node/loader.ts';
import { SLOW_3G } from '../scripts/lib/network.mjs';
import type { Page } from '@playwright/test';
import { closeLoginAnnouncement, expect, logIn, rgb, test } from './fixtures';

const brandsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../brands');

// Items of the spec walk (issue 24) that belong to the shell and the gates: what a guest meets however a page
// is reached. The home paths behind nginx are in release.spec.ts.
test.describe('gates and the guest', () => {
  test('a guest typing the address of any member page goes to log in, and comes back after it', async ({ page }) => {
    for (const path of ['/m/launchGame?gameId=1', '/m/member/teamRebate', '/m/webEmail', '/m/securityCenter', '/m/member/home', '/m/changePsw']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/m\/login$/);
    }
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByLabel('Username')).toHaveValue('demo');
  });

  test('a guest who presses member centre gets the register prompt: cancel stays, register now registers', async ({ page }) => {
    await page.goto('/m/activity');
    const tabs = page.getByRole('navigation', { name: 'Main navigation' });
    await tabs.getByRole('button', { name: 'Member centre' }).click();
    const prompt = page.getByRole('dialog', { name: 'Member centre' });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await tabs.getByRole('button', { name: 'Member centre' }).click();
    await prompt.getByRole('button', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });
});

test.describe('a slow connection', () => {
  test('on slow 3G the shell paints as soon as the page arrives, before any script or stylesheet', async ({ page, context }) => {
    test.slow();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await page.goto('/m/home', { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 30_000 });
    const timing = await page.evaluate(() => ({
      html: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      firstFile: Math.min(...performance.getEntriesByType('resource').map((r) => (r as PerformanceResourceTiming).responseEnd), Infinity),
    }));
    // the bench holds the 300 ms budget on a quiet machine; here two test workers share two cores, and a paint can
    // wait for a busy CPU (618 ms once in CI). What proves the shell needs nothing but the page is the next line:
    // on slow 3G any script or stylesheet arrives 2 s after the page at the earliest.
    expect(timing.paint - timing.html, 'painted after the page arrived (ms)').toBeLessThan(1000);
    expect(timing.paint, 'painted before the first script or stylesheet arrived').toBeLessThan(timing.firstFile);
    // what it paints: the brand's header bar, name and the tab bar's outline
    await expect(page.locator('.boot-bar')).toContainText((await page.title()) || '');
    await expect(page.locator('.boot-tabs')).toBeVisible();
  });
});

test.describe('a player on a touch screen', () => {
  test('a quick tap shows the control pressed within 100 ms', async ({ page }) => {
    await page.goto('/m/activity');
    const tab = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' });
    await expect(tab).toBeVisible();
    // the time from the finger down to the control's pressed state, measured in the page
    await tab.evaluate((el) => {
      const w = window as unknown as { pressedAfter?: number };
      let down = 0;
      el.addEventListener('pointerdown', () => (down = performance.now()), { capture: true });
      new MutationObserver(() => {
        if (el.getAttribute('data-pressed') === 'true') w.pressedAfter ??= performance.now() - down;
      }).observe(el, { attributes: true });
    });
    const box = (await tab.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const pressedAfter = await page.waitForFunction(() => (window as unknown as { pressedAfter?: number }).pressedAfter);
    expect(await pressedAfter.jsonValue()).toBeLessThan(100);
  });
});

test.describe('pull to refresh', () => {
  test('a pull down from the top of home asks its content again, with a status while it loads', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/wps/')) asked.push(new URL(request.url()).pathname);
    });
    // a finger drags 300 px down from the top of the page (touch events as the browser delivers them to the page)
    const finger = (type: 'touchstart' | 'touchmove' | 'touchend', y: number) =>
      page.evaluate(
        ([t, clientY]) => {
          const touch = new Touch({ identifier: 1, target: document.body, clientX: 180, clientY });
          document.body.dispatchEvent(new TouchEvent(t, { bubbles: true, touches: t === 'touchend' ? [] : [touch], changedTouches: [touch] }));
        },
        [type, y] as const,
      );
    await finger('touchstart', 200);
    for (let y = 230; y <= 500; y += 30) await finger('touchmove', y);
    await expect(page.getByText('Release to refresh')).toBeVisible();
    // the status shows while the reads load (at least half a second): watched in the page, so a busy test machine
    // cannot miss it between two polls
    await page.evaluate(() => {
      const w = window as unknown as { sawRefreshing?: boolean };
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Refreshing…')) w.sawRefreshing = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await finger('touchend', 500);
    await page.waitForFunction(() => (window as unknown as { sawRefreshing?: boolean }).sawRefreshing === true);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect(page.getByText('Refreshing…')).toBeHidden();
  });
});

test.describe('toasts over an open menu', () => {
  test("a toast shown while the account menu is open covers none of the menu's entries", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await closeLoginAnnouncement(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link').first()).toBeVisible();
    await page.getByRole('button', { name: 'Copy member ID' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Copied' });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    for (const entry of await menu.getByRole('link').all()) {
      const b = (await entry.boundingBox())!;
      const overlaps = box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
      expect(overlaps, `the toast covers "${await entry.textContent()}"`).toBe(false);
    }
  });
});

test.describe('the brand in both colour modes', { tag: '@every-brand' }, () => {
  test('the logo follows the colour mode where the brand draws one for each, and is always its own', async ({ page, brand }) => {
    const { assets, name } = (await loadBrand(brandsDir, brand.id)).config;
    const logoIn = async (mode: 'dark' | 'light') => {
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      await page.reload();
      const logo = page.getByTestId('brand-logo');
      await expect(logo).toBeVisible();
      return logo.getAttribute('src');
    };
    await page.goto('/m/home');
    const [dark, light] = [await logoIn('dark'), await logoIn('light')];
    if (assets.logoDark || assets.logoLight) expect(light).not.toBe(dark);
    else expect(light).toBe(dark);
    // never the logo of the brand it extends (sol and lotus showed the default brand's light logo)
    const svgOf = async (src: string) => {
      const inline = /^data:[^,;]+(;base64)?,(.*)$/s.exec(src);
      if (!inline) return (await page.request.get(src)).text();
      return inline[1] ? Buffer.from(inline[2]!, 'base64').toString('utf8') : decodeURIComponent(inline[2]!);
    };
    for (const src of [dark, light]) expect(await svgOf(src!), `${brand.id} logo`).toContain(`aria-label="${name}"`);
  });

  test("radio buttons, checkboxes and ranges take the brand's colour in both modes, never the browser's blue", async ({ page, brand }) => {
    const { tokens } = (await loadBrand(brandsDir, brand.id)).config;
    await page.goto('/m/home');
    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      await page.reload();
      // set once for the page (inherited): the withdraw card, deposit promotion and agent transfer choices had none
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).accentColor), { message: mode }).toBe(rgb(tokens[mode].color.brand.primary));
    }
  });
});

test.describe('a small phone at 200 % text', { tag: '@every-brand' }, () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('home (guest and member), login, a game list and the member centre fit 320 px, at 100 % and 200 % text', async ({ page, brand }) => {
    test.slow();
    /**
     * Elements that reach past the viewport's right edge, except inside a strip that scrolls or clips on purpose
     * (channel tabs, the ticker's marquee): their overflow is their content.
     */
    const overflowing = () =>
      page.evaluate(() => {
        // the viewport's width, not the page's: a phone widens a page that overflows
        const width = 320;
        const inScroller = (el: Element) => {
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
          return false;
        };
        return [...document.querySelectorAll('body *')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.right > width + 1 && getComputedStyle(el).position !== 'fixed' && !inScroller(el);
          })
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" right ${Math.round(el.getBoundingClientRect().right)}`);
      });
    /** Single-line text cut short with an ellipsis (a category name, the download bar's title). */
    const truncated = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => {
            const style = getComputedStyle(el);
            return style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap' && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
          })
          .map((el) => `"${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth} > ${el.clientWidth}`),
      );
    const check = async (path: string) => {
      let textAt100 = 0;
      for (const size of ['100%', '200%']) {
        await page.goto(path);
        await page.evaluate((s) => (document.documentElement.style.fontSize = s), size);
        await page.waitForTimeout(300);
        // the text follows the phone's text size (type in rem): at 200 % the page's text is twice as large
        const bodyText = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
        if (size === '100%') textAt100 = bodyText;
        else expect(bodyText / textAt100, `${brand.id} ${path}: body text at 200 % vs 100 %`).toBeCloseTo(2, 1);
        expect(await overflowing(), `${brand.id} ${path} at ${size}`).toEqual([]);
        expect(await truncated(), `${brand.id} ${path} at ${size}: text cut short`).toEqual([]);
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${brand.id} ${path} at ${size}`).toBeLessThanOrEqual(320);
      }
    };
    for (const path of ['/m/home', '/m/login', '/m/slot-games']) await check(path);
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await check('/m/member/home');
    // a member's home: the header's balance row
    await check('/m/home');
  });
});

test.describe('a small phone at 200 % text: what a player walking it found (issue 40)', { tag: '@every-brand' }, () => {
  const textSize = (page: Page, size: string) =>
    page.evaluate((s) => new Promise((done) => requestAnimationFrame(() => done((document.documentElement.style.fontSize = s)))), size);

  test.use({ viewport: { width: 320, height: 640 } });
  test("home's vendor tiles (sports) show their names whole beside the category rail", async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('tablist').getByRole('tab', { name: 'Sports', exact: true }).click();
    const tiles = page.getByRole('region', { name: 'Sports' }).getByRole('button', { name: /^Play / });
    await expect(tiles.first()).toBeVisible();
    for (const size of ['100%', '200%']) {
      await textSize(page, size);
      // a name cut short: its words hold more than they show ("SA… Vir… Sp…" in two columns at 320 px)
      const cut = await tiles.evaluateAll((buttons) =>
        buttons.flatMap((button) =>
          [...button.querySelectorAll('span')].filter((name) => name.scrollWidth > name.clientWidth + 1).map((name) => name.textContent),
        ),
      );
      expect(cut, `vendor names cut at ${size} text`).toEqual([]);
    }
  });

  test("a member's header keeps its deposit button on the header's background at every text size", async ({ page }) => {
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await closeLoginAnnouncement(page);
    const header = page.getByRole('banner');
    const deposit = header.getByRole('link', { name: 'Deposit', exact: true });
    for (const size of ['100%', '200%']) {
      await textSize(page, size);
      await page.evaluate(() => window.scrollTo(0, 400));
      // what is just under the button (and at its sides) is still the header, not the game rail it would float over
      const under = await deposit.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return [box.left + 2, box.left + box.width / 2, box.right - 2].map((x) => !!document.elementFromPoint(x, box.bottom + 3)?.closest('header'));
      });
      expect(under, `the header behind the deposit button at ${size} text`).toEqual([true, true, true]);
      const [headerBox, depositBox] = [await header.boundingBox(), await deposit.boundingBox()];
      expect(depositBox!.x + depositBox!.width).toBeLessThanOrEqual(headerBox!.x + headerBox!.width);
    }
  });

  test("the bottom tab bar's icons grow with the text size, every tab a 44 px target", async ({ page }) => {
    await page.goto('/m/home');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // the bar's tabs, not the place it keeps while its design loads
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    const measure = () =>
      nav.evaluate((bar) => ({
        icon: Math.min(...[...bar.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().height)),
        smallest: Math.min(...[...bar.querySelectorAll('a, button')].flatMap((tab) => [tab.getBoundingClientRect().height, tab.getBoundingClientRect().width])),
      }));
    await textSize(page, '100%');
    const at100 = await measure();
    await textSize(page, '200%');
    const at200 = await measure();
    expect(at200.icon, 'icons at 200 % vs 100 % text').toBeGreaterThanOrEqual(at100.icon * 1.3);
    expect(at100.smallest).toBeGreaterThanOrEqual(44);
    expect(at200.smallest).toBeGreaterThanOrEqual(44);
  });
});

test.describe('the announcement at 200 % text', () => {
  test.use({ viewport: { width: 390, height: 740 } });
  test('its close button stays inside the dialog, clear of the title', async ({ page }) => {
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    const dialog = page.getByRole('dialog', { name: 'Announcement' });
    await expect(dialog).toBeVisible();
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    const close = dialog.getByRole('button', { name: 'Close announcement' });
    const [dialogBox, closeBox, titleBox] = [
      await dialog.boundingBox(),
      await close.boundingBox(),
      await dialog.getByRole('heading', { name: 'Announcement' }).boundingBox(),
    ];
    expect(closeBox!.x + closeBox!.width, 'the close button inside the dialog').toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
    const overlap =
      closeBox!.x < titleBox!.x + titleBox!.width &&
      titleBox!.x < closeBox!.x + closeBox!.width &&
      closeBox!.y < titleBox!.y + titleBox!.height &&
      titleBox!.y < closeBox!.y + closeBox!.height;
    expect(overlap, 'the title runs into the close button').toBe(false);
    await close.click();
    await expect(dialog).toBeHidden();
  });
});

/** Pages with tabs, chips and buttons a member reaches from home and the member centre. */
const LABEL_PAGES = ['/m/home', '/m/member/home', '/m/activity', '/m/slot-games', '/m/voucherCenter', '/m/wallet', '/m/records', '/m/securityCenter'];

test.describe('labels in the brand languages', { tag: '@every-brand' }, () => {
  // the narrowest phone the site is made for (issue 21 item 6: long pt and vi labels fit at 320 px)
  test.use({ viewport: { width: 320, height: 640 } });
  test('no tab or button cuts its label at 320 px, at 100 % and 200 % text, in every language the brand enables', async ({ page, brand }) => {
    test.slow();
    const { languages } = (await loadBrand(brandsDir, brand.id)).config;
    /**
     * Tabs, buttons and navigation entries whose label does not fit: the control or a part of its label holds more
     * than it shows (cut, ellipsis, hidden), or a word of the label is broken across two lines. Text the platform
     * names (`data-platform-text`: game and vendor names on tiles, clamped to their lines by design) is not a label.
     */
    const cut = () =>
      page.evaluate(() => {
        // the ID upload slots are controls too: a label around a file input
        const controls = [...document.querySelectorAll<HTMLElement>('button, [role="tab"], [role="button"], nav a, label:has(input[type="file"])')].filter(
          (el) => el.offsetParent !== null && (el.textContent ?? '').trim() !== '',
        );
        const found: string[] = [];
        for (const control of controls) {
          const label = (control.textContent ?? '').trim();
          for (const el of [control, ...control.querySelectorAll<HTMLElement>('*')]) {
            // an upload slot's file input is hidden on purpose (1 px): its label is what shows
            if (el.closest('[data-platform-text]') || el instanceof HTMLInputElement) continue;
            if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) found.push(`${label}: cut (${el.scrollWidth} > ${el.clientWidth})`);
          }
          const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement?.closest('[data-platform-text]')) continue;
            // a word, or a part of a hyphenated word (a line may end at its hyphen); Chinese and Japanese break
            // between any two characters, so a run of them is not one word
            for (const word of (node.textContent ?? '').matchAll(/[^\s\-\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+-?/gu)) {
              const range = document.createRange();
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
              if (lines.size > 1) found.push(`${label}: "${word[0]}" broken across lines`);
            }
          }
        }
        // a row of tabs that does not fit fades out where more tabs are (a cut tab is never the last thing seen)
        for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
          if (list.offsetParent === null || list.scrollWidth <= list.clientWidth + 1 || getComputedStyle(list).overflowX === 'visible') continue;
          if (getComputedStyle(list).maskImage === 'none') found.push(`${list.getAttribute('aria-label') ?? 'tabs'}: cut with no sign that they scroll`);
        }
        return [...new Set(found)];
      });
    let inFlight = 0;
    page.on('request', () => void (inFlight += 1));
    page.on('requestfinished', () => void (inFlight -= 1));
    page.on('requestfailed', () => void (inFlight -= 1));
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await closeLoginAnnouncement(page);
    for (const language of languages.enabled) {
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      for (const path of LABEL_PAGES) {
        await page.goto(path);
        // the page's content is there: no request has been open for 150 ms and no loading spinner (a page's, a
        // section's or a lazy part's) is left (network idle's fixed 500 ms, paid on every load, took twice as long)
        let quietSince = Date.now();
        await expect.poll(() => (inFlight > 0 ? ((quietSince = Date.now()), 0) : Date.now() - quietSince), { intervals: [50] }).toBeGreaterThanOrEqual(150);
        await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"][aria-label]')].some((el) => !(el.textContent ?? '').trim()));
        // as the phone shows it by default, and with its text size at 200 % (the check's own reads lay it out)
        for (const size of ['100%', '200%']) {
          await page.evaluate((s) => new Promise((done) => requestAnimationFrame(() => done((document.documentElement.style.fontSize = s)))), size);
          expect(await cut(), `${brand.id} ${language} ${path} at ${size} text`).toEqual([]);
        }
      }
    }
  });
});
