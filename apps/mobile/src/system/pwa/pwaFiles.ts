// The files the PWA plugin emits per brand, as pure functions of the brand config (no Node or build imports,
// so the browser-side behaviour can be tested in a DOM).
import { createI18n, DEFAULT_LANGUAGE, RESOURCE_LANGUAGES, textDirection, type I18n } from '@wl/i18n';
import type { LoadedBrand } from '@wl/brand/node';

/** Files the plugin adds to a build (all separate files: no inline script, for a strict CSP). */
export const PWA_FILES = {
  manifest: '/manifest.webmanifest',
  worker: '/sw.js',
  offline: '/offline.html',
  offlineCss: '/offline.css',
  offlineScript: '/offline.js',
  icon: '/favicon.svg',
};

/** The app icons a phone installs, drawn at build from the brand's SVG artwork by pwaIcons.ts (no hand-made files). */
export const PWA_ICONS = [
  { file: '/icon-192.png', size: 192, purpose: 'any' },
  { file: '/icon-512.png', size: 512, purpose: 'any' },
  // Android crops a maskable icon to its own shape: the artwork sits in the safe zone (the middle 80 %) on the background
  { file: '/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  // iOS's home screen icon: square and opaque, the artwork on the background
  { file: '/apple-touch-icon.png', size: 180, purpose: 'apple' },
] as const;

export type PwaIcon = (typeof PWA_ICONS)[number];

/** The web manifest of a brand: its name, colours and icons. */
export function webManifest(loaded: LoadedBrand['config']): Record<string, unknown> {
  // one colour for the splash and the bar before the page runs: a `system` brand's light one (the page's meta then
  // follows the mode shown)
  const mode = loaded.tokens[loaded.theme.defaultMode === 'system' ? 'light' : loaded.theme.defaultMode];
  return {
    name: loaded.name,
    short_name: loaded.name,
    id: '/m/home',
    start_url: '/m/home',
    scope: '/',
    display: 'standalone',
    lang: loaded.languages.default,
    background_color: mode.color.bg.page,
    theme_color: mode.color.bg.page,
    icons: [
      { src: PWA_FILES.icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      // the PNGs pwaIcons.ts draws from the same artwork (an installed app's launcher wants bitmaps)
      ...PWA_ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
        src: icon.file,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    ],
  };
}

/** The message the page sends its service worker when it is idle: hold this version's code for offline use. */
export const CACHE_CODE_MESSAGE = 'CACHE_CODE';

/**
 * The service worker: it makes the site installable and answers a navigation it cannot fetch with the offline
 * page (and the offline page's own style, script and icon from its cache). When the page says it is idle
 * (CACHE_CODE_MESSAGE), it fetches this version's code (`code`: every script and style sheet of the build, hashed
 * and immutable) into a cache of the version, one file after another at low priority, so a screen opened offline
 * later has its code; those files are then answered from that cache. Nothing else is touched: platform calls,
 * images and documents go to the network as before. A new build waits until the page tells it to take over (the
 * update prompt); its activation drops the caches of older builds.
 */
export function serviceWorkerSource(buildId: string, code: readonly string[] = []): string {
  return `// ${buildId}
const CACHE = 'wl-offline-${buildId}';
const CODE_CACHE = 'wl-code-${buildId}';
const OFFLINE = '${PWA_FILES.offline}';
const OFFLINE_FILES = [OFFLINE, '${PWA_FILES.offlineCss}', '${PWA_FILES.offlineScript}', '${PWA_FILES.icon}'];
const CODE = new Set(${JSON.stringify(code)});
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(OFFLINE_FILES)));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => (key.startsWith('wl-offline-') && key !== CACHE) || (key.startsWith('wl-code-') && key !== CODE_CACHE)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
let caching = null;
async function cacheCode() {
  const cache = await caches.open(CODE_CACHE);
  for (const path of CODE) {
    if (await cache.match(path)) continue;
    try {
      const response = await fetch(path, { priority: 'low' });
      if (response.ok) await cache.put(path, response);
    } catch (error) {
      // offline again: the next idle page starts over where this stopped
      return;
    }
  }
}
self.addEventListener('message', (event) => {
  if (!event.data) return;
  if (event.data.type === 'SKIP_WAITING') self.skipWaiting();
  if (event.data.type === '${CACHE_CODE_MESSAGE}') {
    caching = caching || cacheCode().finally(() => (caching = null));
    event.waitUntil(caching);
  }
});
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  const url = new URL(event.request.url);
  const own = url.origin === self.location.origin;
  if (own && CODE.has(url.pathname)) {
    event.respondWith(caches.open(CODE_CACHE).then((cache) => cache.match(url.pathname)).then((hit) => hit || fetch(event.request)));
    return;
  }
  // a navigation, or the offline page's own files, that the network cannot answer: from the cache
  const cached = event.request.mode === 'navigate' ? OFFLINE : own && OFFLINE_FILES.includes(url.pathname) ? url.pathname : null;
  if (!cached) return;
  event.respondWith(fetch(event.request).catch(() => caches.open(CACHE).then((cache) => cache.match(cached))));
});
`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The offline page's texts in one language. */
export interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

/**
 * An i18n instance with every shipped language and the storefront namespace loaded, for the offline page's
 * texts (its loads are dynamic imports: see pwaPlugin.ts for when they must run).
 */
export async function offlineI18n(): Promise<I18n> {
  const i18n = await createI18n({ languages: RESOURCE_LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE });
  await i18n.loadLanguages([...RESOURCE_LANGUAGES]);
  await i18n.loadNamespaces('storefront');
  return i18n;
}

/**
 * The offline page's texts in every language the brand enables, from the i18n resources at build time
 * (a language without a translation gets English, as in the app).
 */
export function offlineTexts(config: LoadedBrand['config'], i18n: I18n): Record<string, OfflineTexts> {
  const texts: Record<string, OfflineTexts> = {};
  for (const code of config.languages.enabled) {
    const t = i18n.getFixedT(code);
    const ts = i18n.getFixedT(code, 'storefront');
    texts[code] = { title: t('common.noInternet'), body: ts('pwa.offline'), retry: t('common.retry') };
  }
  return texts;
}

/**
 * The offline page's script (a file: the CSP allows no inline script): the player's language (the stored
 * `language`, else the browser's languages, exactly or by their base, else the brand default) and colour mode
 * (the stored `theme`, else the brand default), applied to the page.
 */
export function offlineScript(config: LoadedBrand['config'], texts: Record<string, OfflineTexts>): string {
  const rtl = config.languages.enabled.filter((code) => textDirection(code) === 'rtl');
  return `(function () {
  var TEXTS = ${JSON.stringify(texts)};
  var RTL = ${JSON.stringify(rtl)};
  var FALLBACK = ${JSON.stringify(config.languages.default)};
  var FOLLOWS_SYSTEM = ${config.theme.defaultMode === 'system'};
  function stored(key) {
    try { return localStorage.getItem(key); } catch (e) { return null; }
  }
  function pick() {
    var saved = stored('language');
    if (saved && TEXTS[saved]) return saved;
    var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < wanted.length; i++) {
      var code = String(wanted[i] || '');
      if (TEXTS[code]) return code;
      var base = code.split('-')[0];
      if (TEXTS[base]) return base;
    }
    return FALLBACK;
  }
  var language = pick();
  var root = document.documentElement;
  root.lang = language;
  root.dir = RTL.indexOf(language) >= 0 ? 'rtl' : 'ltr';
  var theme = stored('theme');
  if (theme !== 'dark' && theme !== 'light' && FOLLOWS_SYSTEM) theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  if (theme === 'dark' || theme === 'light') root.setAttribute('data-theme', theme);
  var nodes = document.querySelectorAll('[data-text]');
  for (var j = 0; j < nodes.length; j++) nodes[j].textContent = TEXTS[language][nodes[j].getAttribute('data-text')];
})();
`;
}

export function offlinePage(config: LoadedBrand['config'], texts: Record<string, OfflineTexts>): { html: string; css: string; script: string } {
  const language = config.languages.default;
  const text = texts[language]!;
  const html = `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}" data-theme="${config.theme.defaultMode === 'system' ? 'light' : config.theme.defaultMode}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>${escapeHtml(config.name)}</title>
    <link rel="icon" type="image/svg+xml" href="${PWA_FILES.icon}" />
    <link rel="stylesheet" href="${PWA_FILES.offlineCss}" />
    <script src="${PWA_FILES.offlineScript}" defer></script>
  </head>
  <body>
    <main>
      <img src="${PWA_FILES.icon}" alt="${escapeHtml(config.name)}" width="72" height="72" />
      <h1 data-text="title">${escapeHtml(text.title)}</h1>
      <p data-text="body">${escapeHtml(text.body)}</p>
      <a href="/m/home" data-text="retry">${escapeHtml(text.retry)}</a>
    </main>
  </body>
</html>
`;
  const colours = (mode: 'dark' | 'light') => {
    const c = config.tokens[mode].color;
    return `html[data-theme='${mode}'] body{background:${c.bg.page};color:${c.text.primary}}
html[data-theme='${mode}'] p{color:${c.text.secondary}}
html[data-theme='${mode}'] a{background:${c.brand.primary};color:${c.text.onPrimary}}
`;
  };
  const css = `html,body{margin:0;height:100%}
body{display:flex;align-items:center;justify-content:center;font-family:${config.tokens.scale.font.family}}
main{display:flex;flex-direction:column;align-items:center;gap:12px;max-width:320px;padding:24px;text-align:center}
h1{margin:0;font-size:${config.tokens.scale.font.size.xl}}
p{margin:0}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 24px;border-radius:999px;font-weight:700;text-decoration:none}
${colours('dark')}${colours('light')}`;
  return { html, css, script: offlineScript(config, texts) };
}
