import { createTrustedPolicy } from '@wl/ui-kit';
import { CACHE_CODE_MESSAGE } from './pwaFiles';

/** The service worker's script (pwaFiles.ts PWA_FILES.worker), the one script URL a worker may be registered from. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Trusted Types (the release CSP): serviceWorker.register takes a script URL made by this policy, ours only. */
const workerScript = createTrustedPolicy('wl-service-worker', {
  createScriptURL: (url) => {
    if (url !== SERVICE_WORKER_URL) throw new TypeError(`Only ${SERVICE_WORKER_URL} may be registered as the service worker`);
    return url;
  },
});

/**
 * Registers the service worker (production builds, not the in-browser demo) and reports a new build that
 * is waiting. The spec's waiting timer: after registering, look for a waiting worker every 200 ms for 60 s.
 */
export const SW_WAIT_POLL_MS = 200;
export const SW_WAIT_WINDOW_MS = 60_000;

type Listener = () => void;
let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null) {
  if (worker === waiting) return;
  waiting = worker;
  for (const listener of listeners) listener();
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateWaiting(): boolean {
  return waiting !== null;
}

/** Lets the waiting build take over; the page reloads when it controls it. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export async function registerServiceWorker(url = SERVICE_WORKER_URL): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register(workerScript.scriptUrl(url), { scope: '/' });
  // only an update matters: the first install has nothing to replace
  const check = () => {
    if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  };
  registration.addEventListener('updatefound', () => {
    registration.installing?.addEventListener('statechange', check);
  });
  const started = Date.now();
  const timer = setInterval(() => {
    check();
    if (waiting || Date.now() - started > SW_WAIT_WINDOW_MS) clearInterval(timer);
  }, SW_WAIT_POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
  cacheCodeWhenIdle();
}

/** How long the page's network must have been quiet before the worker fetches the code of the other screens. */
export const CODE_CACHE_QUIET_MS = 2000;

/** Runs `run` once no resource has been fetched for CODE_CACHE_QUIET_MS, in the browser's next idle period. */
export function whenQuiet(run: () => void, quietMs = CODE_CACHE_QUIET_MS): void {
  const idle = (callback: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 5000 }) : setTimeout(callback, 0);
  let observer: PerformanceObserver | undefined;
  let timer = setTimeout(done, quietMs);
  function done() {
    observer?.disconnect();
    idle(run);
  }
  if (typeof PerformanceObserver === 'function') {
    observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe({ type: 'resource' });
  }
}

/** Whether the browser asks to save data (Chrome's Lite mode, a data saver): then nothing is fetched ahead. */
const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Once the page is idle, the service worker fetches the code of every screen of this version (pwaFiles.ts), so a
 * tab tapped offline later opens its screen; again when the connection comes back (a fetch cut off offline).
 * Never in the first load's critical path, never when the browser asks to save data.
 */
function cacheCodeWhenIdle() {
  const ask = () => {
    if (savesData() || !navigator.serviceWorker) return;
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: CACHE_CODE_MESSAGE }));
  };
  whenQuiet(ask);
  window.addEventListener('online', () => whenQuiet(ask));
}
