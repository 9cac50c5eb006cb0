import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { loadBrand, type LoadedBrand } from '@wl/brand/node';
import fs from 'node:fs';
import { offlineI18n, offlinePage, offlineTexts, PWA_FILES, PWA_ICONS, serviceWorkerSource, webManifest, type OfflineTexts } from './pwaFiles';
import { renderIcon } from './pwaIcons';

export { PWA_FILES } from './pwaFiles';

// The offline page's translations load while this module is evaluated (top-level await): Vite's config loader
// (`--configLoader runner`) closes its module runner once the config is loaded, after which the i18n resources'
// dynamic imports would fail and leave the page in English.
const i18n = await offlineI18n();

/**
 * PWA per brand: the web manifest from the brand (name, colours, icons: the SVG and PNGs drawn from it), the
 * service worker and the offline
 * page, each a separate file. `worker: false` (the in-browser demo build, whose MSW worker owns the scope)
 * leaves the worker out.
 */
export function pwaPlugin(options: { brand: string; brandsDir: string; worker: boolean }): Plugin {
  let loaded: LoadedBrand;
  let texts: Record<string, OfflineTexts>;
  return {
    name: 'wl-pwa',
    async configResolved() {
      loaded = await loadBrand(options.brandsDir, options.brand);
      texts = offlineTexts(loaded.config, i18n);
    },
    configureServer(server) {
      server.middlewares.use(PWA_FILES.manifest, (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(JSON.stringify(webManifest(loaded.config)));
      });
      for (const icon of PWA_ICONS)
        server.middlewares.use(icon.file, (_req, res) => {
          res.setHeader('Content-Type', 'image/png');
          res.end(renderIcon(fs.readFileSync(loaded.assetFiles.icon, 'utf8'), icon, String(webManifest(loaded.config).background_color)));
        });
    },
    transformIndexHtml(html) {
      const apple = PWA_ICONS.find((icon) => icon.purpose === 'apple')!;
      return html.replace(
        '</head>',
        `  <link rel="manifest" href="${PWA_FILES.manifest}" />\n    <link rel="apple-touch-icon" href="${apple.file}" />\n  </head>`,
      );
    },
    generateBundle(_options, bundle) {
      const manifest = webManifest(loaded.config);
      this.emitFile({ type: 'asset', fileName: PWA_FILES.manifest.slice(1), source: JSON.stringify(manifest, null, 2) });
      // the installed app's PNG icons, drawn from the brand's own artwork on its manifest background
      const artwork = fs.readFileSync(loaded.assetFiles.icon, 'utf8');
      for (const icon of PWA_ICONS)
        this.emitFile({ type: 'asset', fileName: icon.file.slice(1), source: renderIcon(artwork, icon, String(manifest.background_color)) });
      const offline = offlinePage(loaded.config, texts);
      this.emitFile({ type: 'asset', fileName: PWA_FILES.offline.slice(1), source: offline.html });
      this.emitFile({ type: 'asset', fileName: PWA_FILES.offlineCss.slice(1), source: offline.css });
      this.emitFile({ type: 'asset', fileName: PWA_FILES.offlineScript.slice(1), source: offline.script });
      if (!options.worker) return;
      // the build id changes with any emitted chunk, so a new build is a new worker (and the update prompt)
      const buildId = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
      // the build's code (every chunk and style sheet), which the worker holds for offline use once the page is idle
      const code = Object.keys(bundle)
        .filter((file) => /\.(js|css)$/.test(file) && file.startsWith('assets/'))
        .sort()
        .map((file) => `/${file}`);
      this.emitFile({ type: 'asset', fileName: PWA_FILES.worker.slice(1), source: serviceWorkerSource(buildId, code) });
    },
  };
}
