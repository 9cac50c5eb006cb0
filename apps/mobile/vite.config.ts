import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { brandPlugin } from '@wl/brand/node';
import { demoApiPlugin } from '@wl/demo-api/vite';
import { pwaPlugin } from './src/system/pwa/pwaPlugin';
import { inlineStartCss } from './src/system/inlineStartCss';
import { preloadStartSteps } from './src/system/preloadStartSteps';
import { leanPreloads } from './src/system/leanPreloads';
import { minifyStyledCss } from './src/system/minifyStyledCss';
import { variantChunks } from './src/system/variantChunks';

const root = path.dirname(fileURLToPath(import.meta.url));
const brand = process.env.BRAND ?? 'default';
/** Libraries on every page's start path (React, the router, styled-components, Redux Toolkit, i18next). */
const STARTUP_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@reduxjs[\\/]toolkit|immer|redux|reselect|react-redux|redux-thunk|i18next|react-i18next|use-sync-external-store|@standard-schema[\\/]utils)[\\/]/;
/** `VITE_DEMO_MSW=1` builds a static demo that runs the demo platform in the browser (no server needed). */
const browserDemo = process.env.VITE_DEMO_MSW === '1';
/** The start steps main.tsx imports one after another (loaded at start on every page). */
const startSteps = path.resolve(root, 'src/app/start');
const preloads = leanPreloads(startSteps);
/** the layout variants (issue 21): the designs home shows at start are one chunk, preloaded with the page */
const designs = variantChunks(['home_layout', 'home_header', 'tab_bar']);
/**
 * React Router's production build: its package exports only its development build (with its dev warnings), for
 * every condition (remix-run/react-router#12532); a release takes the production one beside it (decision 070).
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, `${path.sep}production${path.sep}index.mjs`);

export default defineConfig(({ command }) => ({
  plugins: [
    // WL_BRANDS_DIR: brands from another folder (scripts/brand-scale.mjs builds synthetic ones from a temporary folder)
    brandPlugin({ brand, brandsDir: path.resolve(process.env.WL_BRANDS_DIR ?? path.resolve(root, '../../brands')) }),
    // web manifest, service worker and offline page of the brand (no worker in the MSW demo: its worker owns the scope)
    pwaPlugin({ brand, brandsDir: path.resolve(process.env.WL_BRANDS_DIR ?? path.resolve(root, '../../brands')), worker: !browserDemo }),
    react(),
    // styled-components' CSS without indentation and comments (decision 069)
    minifyStyledCss(),
    // the steps main.tsx imports one task after another: preloaded by the page like the entry's imports
    preloadStartSteps(startSteps),
    // the layout variants the build ships (release.json) and the designs of home's layout, header and tab bar,
    // preloaded with the page (issue 21; the game tiles load with the game area's own chunks)
    designs,
    // lazy imports preload only what is not loaded at start (decision 069)
    preloads.plugin,
    // the first paint needs the HTML alone (decision 067)
    inlineStartCss(),
    // dev and preview serve the demo platform on the same origin (brand api.baseUrl '/')
    command === 'serve' && !browserDemo ? demoApiPlugin() : null,
  ] satisfies PluginOption[],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  // the MSW worker script is only copied into the browser-demo build
  publicDir: browserDemo ? path.resolve(root, 'public-demo') : false,
  build: {
    // WL_OUT_DIR: a private build (scripts/e2e-dev.mjs) that does not touch the turbo-cached dist/<brand>
    outDir: process.env.WL_OUT_DIR ?? path.resolve(root, 'dist', brand),
    emptyOutDir: true,
    // .vite/manifest.json: lets `pnpm bench` and the release checks measure the chunks of each route
    manifest: true,
    target: 'es2022',
    // every browser the es2022 target reaches supports modulepreload: no polyfill in the entry
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (decision 032): a chunk is loaded when its code is about to run, so every
        // function in it is compiled while the file streams in, off the main thread, instead of lazily on first
        // call in the page's start tasks. After minification, so that the minifier keeps it.
        postBanner: '//# allFunctionsCalledOnLoad',
        codeSplitting: {
          // the libraries every page starts with, as one chunk: one request and one compression context instead of
          // six (the home route's initial JS, docs/design.md section 9), and a chunk that changes only when they do
          groups: [
            { name: 'vendor', test: STARTUP_LIBRARIES },
            { name: 'designs', test: (id: string) => designs.api.shownAtStart(id) },
          ],
          // shared chunks under 8 KB of source are copied into the chunks that use them (decision 032): without
          // this the site was 150 files, most of them 1-3 KB, and home asked for about 50 of them while loading
          // Not the session slice and the toast: both are used by two of the start steps' chunks, and a common chunk
          // inlined into both would put them twice into the home route's initial JS (found with the sourcemaps of
          // a build: each was there twice, about 1.5 KB brotli)
          experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: [/auth\/src\/session\/sessionSlice/, /ui-kit\/src\/Toast\//] },
        },
      },
    },
  },
  preview: { port: 4173 },
}));
