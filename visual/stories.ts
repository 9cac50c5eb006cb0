// What the visual tests screenshot and how: every screen story (title `Screens/…`) of Storybook's static build, in
// every brand and both colour modes, on a 360 px phone, deterministic (fixed clock, seeded random, no motion, one
// bundled font). docs/storybook.md "Visual regression" says how to run it and update the baselines.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';
import { PHONE } from '../e2e/phone';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Storybook's static build under test: the release's dist/storybook, or `WL_STORYBOOK_DIR`. */
export const STORYBOOK_DIR = path.resolve(root, process.env.WL_STORYBOOK_DIR ?? 'dist/storybook');

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

function stories(): StoryEntry[] {
  const index = JSON.parse(fs.readFileSync(path.join(STORYBOOK_DIR, 'index.json'), 'utf8')) as {
    entries: Record<string, StoryEntry & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The screen stories of the build, in a stable order (index.json lists every story). */
export function screenStories(): StoryEntry[] {
  return stories().filter((entry) => entry.title.startsWith('Screens/'));
}

/** The story a page opens with before the screens are shown in it: one that is not a screen (and loads no data). */
const landingStory = () => stories().find((entry) => entry.title.startsWith('ui-kit/'))!;

/** The part of the screen stories shard `shard` of `of` screenshots: every `of`-th story. */
export function shardOf(shard: number, of: number): StoryEntry[] {
  return screenStories().filter((_, index) => index % of === shard);
}

export type Mode = 'dark' | 'light';

/** The instant every screenshot is taken at (the demo platform's "today" follows it). */
const FIXED_TIME = new Date('2026-06-15T09:30:00Z');

/** The bundled font every screenshot is drawn with, so the system's fonts do not move pixels. */
const FONT = fs.readFileSync(path.join(root, 'visual/fonts/NotoSans-Regular.woff2')).toString('base64');
const FONT_BOLD = fs.readFileSync(path.join(root, 'visual/fonts/NotoSans-Bold.woff2')).toString('base64');
const FONT_CSS = `
@font-face { font-family: 'Visual Sans'; font-weight: 400; src: url(data:font/woff2;base64,${FONT}) format('woff2'); }
@font-face { font-family: 'Visual Sans'; font-weight: 700; src: url(data:font/woff2;base64,${FONT_BOLD}) format('woff2'); }
:root, :root[data-theme] { --font-family: 'Visual Sans', sans-serif !important; }
*, *::before, *::after { caret-color: transparent !important; }
`;

/**
 * A page for the static Storybook: random numbers from a fixed seed, a fixed clock, the bundled font, and the demo
 * platform's service worker (MSW) already in control (a new context's first page is not controlled yet).
 */
export async function openStorybook(browser: Browser, baseURL: string, brand: string): Promise<Page> {
  const first = landingStory();
  const context = await browser.newContext({ ...PHONE, timezoneId: 'UTC', baseURL });
  // random numbers from a fixed seed: Math.random and crypto's (the demo platform's captcha codes, tokens)
  await context.addInitScript(() => {
    let seed = 20260615;
    const next = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 4294967296;
    };
    Math.random = next;
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array) {
        const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
        for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(next() * 256);
      }
      return array;
    };
    crypto.randomUUID = () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      return `${hex.slice(0, 8).join('')}-${hex.slice(8, 12).join('')}-${hex.slice(12, 16).join('')}-${hex.slice(16, 20).join('')}-${hex.slice(20).join('')}` as `${string}-${string}-${string}-${string}-${string}`;
    };
  });
  // the fixed clock first: the hold below wraps the page's timers, not the ones that drive Playwright's clock
  await context.clock.setFixedTime(FIXED_TIME);
  // timed changes hold still while a story's screenshots are taken (from the end of its play function to the next
  // story): what the play function left on screen, a toast for one, is in both modes however slow the machine is.
  // Only the timers of a second and a half and more (a toast's time, an autoplay, a redirect after a message): the
  // shorter ones are how the screen finishes drawing (the demo platform's answers, a lazy part, an image).
  await context.addInitScript((HELD_FROM_MS) => {
    const nativeSetTimeout = window.setTimeout.bind(window);
    const nativeClearTimeout = window.clearTimeout.bind(window);
    const held = new Map<number, () => void>();
    let holding = false;
    const timers: Timers = {
      hold: () => {
        holding = true;
      },
      release: () => {
        holding = false;
        const due = [...held.values()];
        held.clear();
        for (const run of due) run();
      },
      wait: (ms) => new Promise((resolve) => nativeSetTimeout(resolve, ms)),
    };
    (window as unknown as { __wlTimers: Timers }).__wlTimers = timers;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      if (typeof handler !== 'function' || (delay ?? 0) < HELD_FROM_MS) return nativeSetTimeout(handler, delay, ...args);
      const id: number = nativeSetTimeout(() => {
        const run = () => (handler as (...a: unknown[]) => void)(...args);
        if (holding) held.set(id, run);
        else run();
      }, delay);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) held.delete(id);
      nativeClearTimeout(id);
    }) as typeof window.clearTimeout;
  }, 1500);
  // the bundled font on every load of the page (a story may reload it)
  await context.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, FONT_CSS);
  const page = await context.newPage();
  await page.goto(storyUrl(first.id, brand));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // the first page of a context is not controlled by the service worker yet: start over in one that is
  await page.goto(storyUrl(first.id, brand));
  await page.waitForFunction(() => Boolean((window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: unknown }).__STORYBOOK_ADDONS_CHANNEL__));
  return page;
}

const storyUrl = (storyId: string, brand: string) => `/iframe.html?id=${storyId}&viewMode=story&globals=brand:${brand};mode:dark`;

/** The page's timers, held while a story is screenshotted (openStorybook). */
type Timers = { hold(): void; release(): void; wait(ms: number): Promise<void> };

/** Storybook's channel in the page; `updateGlobals` in the same turn as `setCurrentStory` makes the preview reload. */
type Channel = {
  on(event: string, f: (...args: unknown[]) => void): void;
  off(event: string, f: (...args: unknown[]) => void): void;
  emit(event: string, payload: unknown): void;
};

/** Shows a story in the page's brand, dark mode; resolves once it has rendered and its play function has run. */
export async function showStory(page: Page, storyId: string): Promise<void> {
  const sent = page.evaluate(
    (storyId) =>
      new Promise<void>((resolve, reject) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const timers = () => (window as unknown as { __wlTimers: Timers }).__wlTimers;
        const FAILURES = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'];
        const stop = () => {
          channel.off('storyRendered', rendered);
          for (const name of FAILURES) channel.off(name, failed);
        };
        const rendered = (id: unknown) => {
          if (id !== storyId) return;
          stop();
          timers().hold();
          resolve();
        };
        const failed = (error: unknown) => {
          stop();
          const { message, title } = (error ?? {}) as { message?: string; title?: string };
          reject(new Error(`${storyId} did not render: ${message ?? title ?? String(error)}`));
        };
        // what the last story held runs now (a toast leaves), before the next story renders
        timers().release();
        channel.on('storyRendered', rendered);
        for (const name of FAILURES) channel.on(name, failed);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    storyId,
  );
  // now and then the preview reloads the page at the story's address instead (storybook's URL globals): wait for that render
  await sent.catch(async (error: Error) => {
    if (!/Execution context was destroyed/.test(error.message)) throw error;
    await page.waitForLoadState();
    const phase = await page
      .waitForFunction((id) => {
        type Preview = { currentRender?: { id?: string; phase?: string } };
        const render = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === id && ['completed', 'finished', 'errored', 'aborted'].includes(render.phase ?? '') ? render.phase : false;
      }, storyId)
      .then((handle) => handle.jsonValue());
    expect(phase, `${storyId} renders and its play function passes`).toMatch(/completed|finished/);
    await page.evaluate(() => (window as unknown as { __wlTimers: Timers }).__wlTimers.hold());
  });
  await settled(page);
}

/**
 * Shows the rendered story in a colour mode as the story tests check it (.storybook/preview.tsx): the mode's
 * attribute and listeners (a chart redraws), no re-render, so the screen keeps its state.
 */
export async function showMode(page: Page, mode: Mode): Promise<void> {
  await page.evaluate(async (mode) => {
    (globalThis as unknown as { __wlShowStoryColorMode(mode: string): void }).__wlShowStoryColorMode(mode);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, mode);
}

/** Images decoded and the bundled font in use. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // an image that never loads (lazy and off screen) is not waited for longer than a second
    const loaded = Promise.all([...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
    await Promise.race([loaded, (window as unknown as { __wlTimers: Timers }).__wlTimers.wait(1000)]);
  });
}

/** The screenshot of the story in a mode, against `baselines/<brand>/<story id>--<mode>.png`. */
export async function expectScreen(page: Page, storyId: string, mode: Mode): Promise<void> {
  // what is random by design (a captcha's image) is marked `data-visual-mask` and covered
  await expect(page).toHaveScreenshot(`${storyId}--${mode}.png`, { mask: [page.locator('[data-visual-mask]')] });
}
