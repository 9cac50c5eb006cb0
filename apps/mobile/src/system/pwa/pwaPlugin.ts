import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { en } from '@wl/i18n';
import { loadBrand, type LoadedBrand } from '@wl/brand/node';

/** Files the plugin adds to a build (all separate files: no inline script, for a strict CSP). */
export const PWA_FILES = { manifest: '/manifest.webmanifest', worker: '/sw.js', offline: '/offline.html', offlineCss: '/offline.css', icon: '/favicon.svg' };

/** The web manifest of a brand: its name, colours and icon. */
export function webManifest(loaded: LoadedBrand['config']): Record<string, unknown> {
  const mode = loaded.tokens[loaded.theme.defaultMode];
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
    icons: [{ src: PWA_FILES.icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

/**
 * The service worker: it makes the site installable and answers a navigation it cannot fetch with the
 * offline page. It touches nothing else (API calls and assets go to the network as before). A new build
 * waits until the page tells it to take over (the update prompt).
 */
export function serviceWorkerSource(buildId: string): string {
  return `// ${buildId}
const CACHE = 'wl-offline-${buildId}';
const OFFLINE = '${PWA_FILES.offline}';
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([OFFLINE, '${PWA_FILES.offlineCss}', '${PWA_FILES.icon}'])));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('wl-offline-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(() => caches.open(CACHE).then((cache) => cache.match(OFFLINE))));
});
`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function offlinePage(config: LoadedBrand['config']): { html: string; css: string } {
  const mode = config.tokens[config.theme.defaultMode];
  const html = `<!doctype html>
<html lang="en" data-theme="${config.theme.defaultMode}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>${escapeHtml(config.name)}</title>
    <link rel="icon" type="image/svg+xml" href="${PWA_FILES.icon}" />
    <link rel="stylesheet" href="${PWA_FILES.offlineCss}" />
  </head>
  <body>
    <main>
      <img src="${PWA_FILES.icon}" alt="${escapeHtml(config.name)}" width="72" height="72" />
      <h1>${escapeHtml(en.common.noInternet)}</h1>
      <p>${escapeHtml(en.errors.network_error)} · ${escapeHtml(config.name)}</p>
      <a href="/m/home">${escapeHtml(en.common.retry)}</a>
    </main>
  </body>
</html>
`;
  const css = `html,body{margin:0;height:100%}
body{display:flex;align-items:center;justify-content:center;background:${mode.color.bg.page};color:${mode.color.text.primary};font-family:${config.tokens.scale.font.family}}
main{display:flex;flex-direction:column;align-items:center;gap:12px;padding:24px;text-align:center}
h1{margin:0;font-size:${config.tokens.scale.font.size.xl}}
p{margin:0;color:${mode.color.text.secondary}}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 24px;border-radius:999px;background:${mode.color.brand.primary};color:${mode.color.text.onPrimary};font-weight:700;text-decoration:none}
`;
  return { html, css };
}

/**
 * PWA per brand: the web manifest from the brand (name, colours, icon), the service worker and the offline
 * page, each a separate file. `worker: false` (the in-browser demo build, whose MSW worker owns the scope)
 * leaves the worker out.
 */
export function pwaPlugin(options: { brand: string; brandsDir: string; worker: boolean }): Plugin {
  let loaded: LoadedBrand;
  return {
    name: 'wl-pwa',
    async configResolved() {
      loaded = await loadBrand(options.brandsDir, options.brand);
    },
    configureServer(server) {
      server.middlewares.use(PWA_FILES.manifest, (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(JSON.stringify(webManifest(loaded.config)));
      });
    },
    transformIndexHtml(html) {
      return html.replace('</head>', `  <link rel="manifest" href="${PWA_FILES.manifest}" />\n  </head>`);
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: PWA_FILES.manifest.slice(1), source: JSON.stringify(webManifest(loaded.config), null, 2) });
      const offline = offlinePage(loaded.config);
      this.emitFile({ type: 'asset', fileName: PWA_FILES.offline.slice(1), source: offline.html });
      this.emitFile({ type: 'asset', fileName: PWA_FILES.offlineCss.slice(1), source: offline.css });
      if (!options.worker) return;
      // the build id changes with any emitted chunk, so a new build is a new worker (and the update prompt)
      const buildId = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: PWA_FILES.worker.slice(1), source: serviceWorkerSource(buildId) });
    },
  };
}
