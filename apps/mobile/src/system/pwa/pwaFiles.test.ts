import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeBrand } from '@wl/brand/define';
import type { LoadedBrand } from '@wl/brand/node';
import { buildTokens, readTokenFile } from '@wl/brand/tokens';
import defaultBrand from '../../../../../brands/default/brand.config';
import lotusBrand from '../../../../../brands/lotus/brand.config';
import { CACHE_CODE_MESSAGE, offlineI18n, offlinePage, offlineTexts, PWA_FILES, serviceWorkerSource } from './pwaFiles';

// Lotus Club (on the default brand, as the build merges it): Vietnamese by default, English and Chinese enabled
let lotus: LoadedBrand['config'];
let page: ReturnType<typeof offlinePage>;

beforeAll(async () => {
  const brands = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../brands');
  const tokens = await buildTokens(['default', 'lotus'].map((id) => readTokenFile(path.join(brands, id), id)!));
  lotus = { ...(mergeBrand(defaultBrand, lotusBrand) as Omit<LoadedBrand['config'], 'tokens'>), tokens: tokens.values };
  page = offlinePage(lotus, offlineTexts(lotus, await offlineI18n()));
});

/** The test document's own root: the offline page takes its place, and the next file's tests need it back. */
const documentRoot = document.documentElement;

/** Loads the offline page into the document and runs its script file, as the browser does. */
function openOfflinePage() {
  const parsed = new DOMParser().parseFromString(page.html, 'text/html');
  document.replaceChild(document.importNode(parsed.documentElement, true), document.documentElement);
  new Function(page.script)();
  return {
    title: document.querySelector('h1')?.textContent,
    body: document.querySelector('p')?.textContent,
    retry: document.querySelector('a')?.textContent,
    lang: document.documentElement.lang,
    theme: document.documentElement.getAttribute('data-theme'),
  };
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  if (document.documentElement !== documentRoot) document.replaceChild(documentRoot, document.documentElement);
});

describe('offline page', () => {
  it("shows the player's stored language", () => {
    localStorage.setItem('language', 'zh');
    expect(openOfflinePage()).toMatchObject({ lang: 'zh', title: '无网络连接', retry: '重试' });
  });

  it("else the browser's language, exactly or by its base", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-GB']);
    expect(openOfflinePage()).toMatchObject({
      lang: 'en',
      title: 'No Internet',
      body: 'You are offline. Check your connection and try again.',
      retry: 'Retry',
    });
  });

  it('else the brand default, also for a stored language the brand does not enable', () => {
    localStorage.setItem('language', 'pt');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    const shown = openOfflinePage();
    expect(shown.lang).toBe('vi');
    expect(shown.title).not.toBe('No Internet');
    expect(shown.retry).toBe('Thử lại');
  });

  it('is written in the brand default without its script, which is a file (no inline script for the CSP)', () => {
    const parsed = new DOMParser().parseFromString(page.html, 'text/html');
    expect(parsed.documentElement.lang).toBe('vi');
    expect(parsed.querySelector('a')?.textContent).toBe('Thử lại');
    const scripts = [...parsed.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual([PWA_FILES.offlineScript]);
    expect(scripts.every((s) => s.textContent === '')).toBe(true);
  });

  it("takes the player's colour mode", () => {
    localStorage.setItem('theme', 'light');
    expect(openOfflinePage().theme).toBe('light');
    expect(page.css).toContain(`html[data-theme='light'] body{background:${lotus.tokens.light.color.bg.page}`);
  });

  it('is cached by the service worker with its style, script and icon', () => {
    const worker = serviceWorkerSource('abc');
    for (const file of [PWA_FILES.offline, PWA_FILES.offlineCss, PWA_FILES.offlineScript, PWA_FILES.icon]) expect(worker).toContain(`'${file}'`);
  });
});

describe('service worker', () => {
  /** Runs the worker's file in a stand-in worker scope; returns its fetch handler and every URL it put in a cache. */
  async function startWorker(code: string[] = []) {
    const handlers = new Map<string, (event: unknown) => void>();
    const cached: string[] = [];
    const fetched: string[] = [];
    const cache = {
      addAll: async (urls: string[]) => void cached.push(...urls),
      add: async (url: string) => void cached.push(url),
      put: async (request: Request | string) => void cached.push(typeof request === 'string' ? request : request.url),
      match: async (request: string) => (cached.includes(request) ? new Response(`cached ${request}`) : undefined),
    };
    const scope = {
      location: new URL('https://site.example/sw.js'),
      addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
      clients: { claim: async () => undefined },
      skipWaiting: () => undefined,
    };
    const caches = { open: async () => cache, keys: async () => [], delete: async () => true };
    const network = async (request: string | { url: string }) => {
      fetched.push(typeof request === 'string' ? request : request.url);
      return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    };
    new Function('self', 'caches', 'fetch', serviceWorkerSource('abc', code))(scope, caches, network);
    const waits: Promise<unknown>[] = [];
    handlers.get('install')!({ waitUntil: (p: Promise<unknown>) => void waits.push(p) });
    await Promise.all(waits);
    /** Whether the worker answers the request (else the browser goes to the network as without a worker). */
    const respond = async (url: string, mode = 'cors') => {
      let answer: Promise<Response> | undefined;
      handlers.get('fetch')!({ request: { url, mode, method: 'GET' }, respondWith: (p: Promise<Response>) => void (answer = p) });
      return answer && (await answer);
    };
    const answers = async (url: string, mode = 'cors') => (await respond(url, mode)) !== undefined;
    /** The page's message; resolves when the worker is done with it. */
    const message = async (data: unknown) => {
      const work: Promise<unknown>[] = [];
      handlers.get('message')!({ data, waitUntil: (p: Promise<unknown>) => void work.push(p) });
      await Promise.all(work);
    };
    return { answers, respond, message, cached, fetched };
  }

  it("never answers nor caches a platform answer: nothing of a member outlives the session in the worker's cache", async () => {
    const worker = await startWorker();
    for (const path of ['/wps/member/info', '/wps/wallets/gcs', '/wps/system/settings/consolidated']) {
      expect(await worker.answers(`https://site.example${path}`)).toBe(false);
    }
    // it answers navigations (the offline page when the network fails), and caches only the offline page's files
    expect(await worker.answers('https://site.example/m/member/home', 'navigate')).toBe(true);
    expect(worker.cached).toEqual([PWA_FILES.offline, PWA_FILES.offlineCss, PWA_FILES.offlineScript, PWA_FILES.icon]);
  });

  it("holds this version's code once the idle page asks, and answers it from there (offline too); nothing before", async () => {
    const code = ['/assets/index-a1.js', '/assets/RewardCenterPage-b2.js', '/assets/index-c3.css'];
    const worker = await startWorker(code);
    const offlineFiles = [...worker.cached];
    // before the page asks: nothing of the code is fetched, and a chunk goes to the network
    expect(worker.fetched).toEqual([]);
    expect(await (await worker.respond('https://site.example/assets/RewardCenterPage-b2.js'))!.text()).toBe('{}');
    await worker.message({ type: CACHE_CODE_MESSAGE });
    expect(worker.cached).toEqual([...offlineFiles, ...code]);
    // from the cache now: the network is not asked again
    const fetchedBefore = worker.fetched.length;
    expect(await (await worker.respond('https://site.example/assets/RewardCenterPage-b2.js'))!.text()).toBe('cached /assets/RewardCenterPage-b2.js');
    expect(worker.fetched).toHaveLength(fetchedBefore);
    // a second ask fetches nothing it has; another site's file or an image is not the worker's
    await worker.message({ type: CACHE_CODE_MESSAGE });
    expect(worker.fetched).toHaveLength(fetchedBefore);
    expect(await worker.answers('https://cdn.example/assets/index-a1.js')).toBe(false);
    expect(await worker.answers('https://site.example/assets/banner.webp')).toBe(false);
  });
});
