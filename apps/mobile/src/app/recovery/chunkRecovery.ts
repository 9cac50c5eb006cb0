/**
 * Recovery from a chunk that does not load (decision in apps/mobile/README.md, "Error recovery"):
 * - offline, or the chunk fails for another reason: the error screen; its Retry loads the chunk again;
 * - online and the site was redeployed (the page's index.html names another entry, or the chunk answers 404):
 *   the page reloads once to the new version. A sessionStorage guard allows one reload per URL a minute, so a
 *   chunk that is still missing after the reload shows the error screen instead of looping.
 */

/** sessionStorage key of the last reload: `{ url, at }`. */
export const RELOAD_GUARD_KEY = 'wl.chunkReload';
export const RELOAD_GUARD_MS = 60_000;

// Chromium, Firefox, Safari, and Vite's CSS preload
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error is a chunk (a dynamic import or its preload) that did not load. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** The chunk's URL as the browser's message names it (Chromium and Firefox do; Safari does not). */
export function chunkUrlOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return /(https?:\/\/\S+?\.(?:m?js|css))\b/.exec(error.message)?.[1];
}

/** The path of the page's module entry script in an HTML document's text. */
export function entryOf(html: string, base: string): string | undefined {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (!/type=["']?module/i.test(tag)) continue;
    const src = /src=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (src) return new URL(src, base).pathname;
  }
  return undefined;
}

/**
 * Records a reload of `url` unless one was recorded in the last minute; true when the page may reload. A
 * storage that cannot be read or written allows no reload (a loop could not be stopped).
 */
export function claimReload(url: string, storage: Storage = sessionStorage, now = Date.now()): boolean {
  try {
    const last = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? 'null') as { url?: string; at?: number } | null;
    if (last?.url === url && typeof last.at === 'number' && now - last.at >= 0 && now - last.at < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ url, at: now }));
    return storage.getItem(RELOAD_GUARD_KEY) !== null;
  } catch {
    return false;
  }
}

export type ChunkFailure = 'offline' | 'redeployed' | 'transient';

export interface Environment {
  online: () => boolean;
  fetch: typeof fetch;
  /** the page's own URL (its index.html is served there) */
  href: () => string;
  /** the entry script of the running page */
  entry: () => string | undefined;
}

const browser: Environment = {
  online: () => navigator.onLine,
  fetch: (...args) => fetch(...args),
  href: () => window.location.href,
  entry: () => {
    const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
    return script ? new URL(script.src).pathname : undefined;
  },
};

/** Why a chunk did not load: offline, a redeploy (new entry, or the chunk answers 404), or something passing. */
export async function classifyChunkFailure(error: unknown, env: Environment = browser): Promise<ChunkFailure> {
  if (!env.online()) return 'offline';
  let html: string;
  try {
    const response = await env.fetch(env.href(), { cache: 'no-store', headers: { accept: 'text/html' } });
    if (!response.ok) return 'transient';
    html = await response.text();
  } catch {
    return 'offline';
  }
  const running = env.entry();
  const served = entryOf(html, env.href());
  if (running && served && running !== served) return 'redeployed';
  const chunk = chunkUrlOf(error);
  if (!chunk) return 'transient';
  try {
    const response = await env.fetch(chunk, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410 ? 'redeployed' : 'transient';
  } catch {
    return 'offline';
  }
}

const handled = new WeakMap<object, Promise<boolean>>();

/**
 * Reloads the page once when a chunk failed because the site was redeployed; resolves true when the page is
 * reloading (keep showing what is there), false when the error screen should stay. One check per error, however
 * many places report it (the vite:preloadError event, the route's error screen).
 */
export function recoverFromChunkError(error: unknown, reload: () => void = () => window.location.reload(), env: Environment = browser): Promise<boolean> {
  if (!isChunkLoadError(error)) return Promise.resolve(false);
  const key = error as object;
  let recovery = handled.get(key);
  if (!recovery) {
    recovery = classifyChunkFailure(error, env).then((failure) => {
      if (failure !== 'redeployed' || !claimReload(pathOf(env.href()))) return false;
      reload();
      return true;
    });
    handled.set(key, recovery);
  }
  return recovery;
}

const pathOf = (href: string) => {
  const url = new URL(href);
  return url.pathname + url.search;
};

/** Vite's event for a dynamic import (or its preload) that failed: checked for a redeploy like a route's error. */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    void recoverFromChunkError((event as Event & { payload?: unknown }).payload);
  });
}
