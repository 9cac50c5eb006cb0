import { brand, brandAssets } from 'virtual:brand';
import 'virtual:brand.css';
import './boot.css';
import type { PayloadCipher } from '@wl/api-client';
import { followColorMode, readCachedWhiteLabel } from '@wl/brand';
import { startI18n } from '@wl/i18n';
import { listenForPreloadErrors } from './app/recovery/chunkRecovery';
import { isHomePath } from './app/routeTable';
import { listenForInstall } from './shell/download/installPrompt';

/**
 * Lets the browser run what is waiting (a paint, network answers) before the next step: the site's start is a
 * few steps of tens of milliseconds each on a mid-range phone, instead of one long task that blocks the page.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A start step (src/app/start): its modules evaluated in a task of their own, the page preloads their files
 * (decision 032). The modules of the whole site evaluated at once were the longest task of the start.
 */
async function step<T>(load: () => Promise<T>): Promise<T> {
  await nextTask();
  const loaded = await load();
  await nextTask();
  return loaded;
}

async function start() {
  // colour mode before the first paint: one attribute, CSS variables do the rest
  followColorMode(brand.theme.defaultMode);
  // the merchant's white-label (docs/decisions/072): its code, a small chunk, loads beside the start steps
  const whiteLabel = import('./app/whiteLabel');
  const cachedWhiteLabel = readCachedWhiteLabel(brand.id);
  if (import.meta.env.VITE_DEMO_MSW === '1') {
    // the static demo: the demo platform runs in the browser (never part of a production build)
    const { startDemoWorker } = await import('@wl/demo-api/browser');
    await startDemoWorker({ quiet: true });
  }
  listenForInstall();
  // a chunk missing after a redeploy reloads the page once (src/app/recovery/chunkRecovery.ts)
  listenForPreloadErrors();
  // production builds only; the in-browser demo's MSW worker owns the scope. Once the page has loaded: its own
  // chunk, and the worker's install (it caches the offline page) does not compete with the first view
  if (import.meta.env.PROD && import.meta.env.VITE_DEMO_MSW !== '1') {
    const register = () => void import('./system/pwa/serviceWorker').then((m) => m.registerServiceWorker()).catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
  await nextTask();
  // the language is known at once: the first platform calls carry it while its words load (not one round trip
  // later); the first render waits for the words
  const { i18n, ready } = startI18n({
    languages: brand.languages.enabled,
    defaultLanguage: brand.languages.default,
    locales: brand.languages.locales,
    dates: brand.languages.dates,
  });
  await step(() => import('./app/start/platform'));
  await step(() => import('./app/start/session'));
  const { createAppStore, createApiContext, prefetchHomeAnnouncements } = await step(() => import('./app/start/store'));
  // the cipher's code and the brand's public key load with the first encrypted call (login, registration):
  // home sends none (app/encryption.ts)
  const cipher: PayloadCipher = { encrypt: async (payload) => (await import('./app/encryption')).cipher.encrypt(payload) };
  const store = createAppStore(createApiContext(brand, i18n, { cipher }));
  // the platform's white-label now, beside the rest of the start: stored for the next start, and the brand to show
  // when it differs from the cached one (offline or failed: none, the first view's stays)
  const latest = whiteLabel.then((m) => m.refreshWhiteLabel(store, brand, cachedWhiteLabel)).catch(() => undefined);
  if (isHomePath(window.location.pathname)) {
    await nextTask();
    // the first banner is the largest thing on home's first screen: its announcements are asked for now, and its
    // image as soon as they answer, not after the first render; so are the words of home's game and storefront
    // parts, which the first view waits for (otherwise asked for only when those parts render, one round trip
    // after their own code)
    void store.dispatch(prefetchHomeAnnouncements(brand.imageCdn));
    void i18n.loadNamespaces(['storefront', 'games']);
  }
  const { createAppRouter } = await step(() => import('./app/start/router'));
  const router = createAppRouter();
  const { renderSite } = await step(() => import('./app/start/render'));
  await ready;
  // the first view follows the white-label the platform last answered, laid over the build's: the wait is for a chunk
  // asked for as the start began (in the HTTP cache on the return visit that cached a white-label), never for the
  // platform; without a cache the first view does not wait at all
  const shown = cachedWhiteLabel ? await whiteLabel.then((m) => m.overlayWhiteLabel(brand, cachedWhiteLabel)).catch(() => brand) : brand;
  const site = renderSite(document.getElementById('root')!, { brand: shown, assets: brandAssets, store, i18n, router });
  void latest.then((next) => next && site.showBrand(next));
  // a logout or an expired session in another tab of the site turns this one to guest at once, and this tab's
  // end reaches the others (@wl/auth/tabs, packages/auth README): a small chunk of its own after the first view,
  // so home's start does not grow
  void import('@wl/auth/tabs').then((tabs) => tabs.syncSessionAcrossTabs(store)).catch(() => undefined);
}

void start();
