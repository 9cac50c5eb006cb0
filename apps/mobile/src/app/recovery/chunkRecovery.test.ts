import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chunkUrlOf,
  claimReload,
  classifyChunkFailure,
  entryOf,
  isChunkLoadError,
  recoverFromChunkError,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  type Environment,
} from './chunkRecovery';

const CHUNK = 'https://m.example/assets/PromotionsPage-abc123.js';
const chunkError = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
const page = (entry: string) => `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head></html>`;

/** A browser: online or not, index.html naming `served`, the chunk answering `chunkStatus` (or a network error). */
function env({ online = true, served = '/assets/index-old.js', chunkStatus = 200 as number | 'down', indexDown = false } = {}): Environment {
  return {
    online: () => online,
    href: () => 'https://m.example/m/activity',
    entry: () => '/assets/index-old.js',
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === CHUNK) {
        if (chunkStatus === 'down') throw new TypeError('Failed to fetch');
        return new Response(null, { status: chunkStatus });
      }
      if (indexDown) throw new TypeError('Failed to fetch');
      return new Response(page(served), { status: 200, headers: { 'content-type': 'text/html' } });
    }) as unknown as typeof fetch,
  };
}

beforeEach(() => sessionStorage.clear());

describe('chunk errors', () => {
  it('knows a chunk that did not load from other errors, in the words of each browser', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reads the chunk URL from the message and the entry from index.html', () => {
    expect(chunkUrlOf(chunkError())).toBe(CHUNK);
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(entryOf(page('/assets/index-new.js'), 'https://m.example/m/home')).toBe('/assets/index-new.js');
    expect(entryOf('<script src="/legacy.js"></script>', 'https://m.example/')).toBeUndefined();
  });
});

describe('the reload guard', () => {
  it('allows one reload per URL a minute', () => {
    expect(claimReload('/m/activity', sessionStorage, 1_000)).toBe(true);
    expect(claimReload('/m/activity', sessionStorage, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload('/m/activity', sessionStorage, 1_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(claimReload('/m/help', sessionStorage, 1_000 + RELOAD_GUARD_MS + 1)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY)!)).toEqual({ url: '/m/help', at: 1_000 + RELOAD_GUARD_MS + 1 });
  });

  it('allows no reload when sessionStorage cannot be used (a loop could not be stopped)', () => {
    const broken = { getItem: () => null, setItem: () => { throw new Error('quota'); } } as unknown as Storage;
    expect(claimReload('/m/activity', broken)).toBe(false);
  });
});

describe('why a chunk did not load', () => {
  it('offline: the browser says so, or index.html cannot be fetched', async () => {
    expect(await classifyChunkFailure(chunkError(), env({ online: false }))).toBe('offline');
    expect(await classifyChunkFailure(chunkError(), env({ indexDown: true }))).toBe('offline');
  });

  it('a redeploy: index.html names another entry, or the chunk answers 404', async () => {
    expect(await classifyChunkFailure(chunkError(), env({ served: '/assets/index-new.js' }))).toBe('redeployed');
    expect(await classifyChunkFailure(chunkError(), env({ chunkStatus: 404 }))).toBe('redeployed');
  });

  it('something passing: same entry and the chunk is there (Retry will load it)', async () => {
    expect(await classifyChunkFailure(chunkError(), env())).toBe('transient');
    expect(await classifyChunkFailure(new TypeError('Importing a module script failed.'), env())).toBe('transient');
  });
});

describe('recovery', () => {
  it('reloads once after a redeploy; the same failure after that reload shows the error screen', async () => {
    const reload = vi.fn();
    expect(await recoverFromChunkError(chunkError(), reload, env({ chunkStatus: 404 }))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // the page after the reload: the chunk is still missing
    expect(await recoverFromChunkError(chunkError(), reload, env({ chunkStatus: 404 }))).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads offline or for an error that is no chunk error, and checks one error once', async () => {
    const reload = vi.fn();
    const offline = env({ online: false });
    expect(await recoverFromChunkError(chunkError(), reload, offline)).toBe(false);
    expect(await recoverFromChunkError(new Error('render failed'), reload, env({ chunkStatus: 404 }))).toBe(false);
    const error = chunkError();
    const online = env({ chunkStatus: 404 });
    await Promise.all([recoverFromChunkError(error, reload, online), recoverFromChunkError(error, reload, online)]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(online.fetch).toHaveBeenCalledTimes(2); // index.html and the chunk, once
  });
});
