// The budgets of docs/design.md section 9 that a built site can be measured against, and the measuring.
// Used by `pnpm bench` and by the release step (scripts/release-brand.mjs), so both report the same figures.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGET = { homeKb: 170, homeTargetKb: 150, routeKb: 40, coldBuildS: 30 };

export const brotliKb = (file) => zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

/** Chunks a manifest entry needs before it runs: the chunk and its static imports, recursively. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * Measures a Vite build with `.vite/manifest.json`: the home route's initial JS (entry, its static imports, the
 * start steps the page preloads (decision 032) and the home screen, which is lazy but loaded at start on the home
 * route) and each lazily loaded route screen's own JS (what it loads beyond the initial JS), brotli-compressed,
 * largest route first.
 */
export function measureSite(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = new Set();
  for (const key of Object.keys(manifest)) {
    if (manifest[key].isEntry || html.includes(`/${manifest[key].file}"`)) closure(manifest, key, initial);
  }
  const sizeOf = (keys) => [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((sum, k) => sum + brotliKb(path.join(dist, manifest[k].file)), 0);
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('pages/HomePage.tsx'));
  const home = homeKey ? closure(manifest, homeKey, new Set(initial)) : initial;
  // a route screen is a dynamic entry (`.../XPage.tsx`), or a chunk a dynamic import loads that the bundler shared
  // with other modules (`_XPage-hash.js`, name `XPage`: its screen is then no entry of its own)
  const dynamicTargets = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const isRoute = (key) =>
    key !== homeKey && ((manifest[key].isDynamicEntry && /Page\.tsx$/.test(key)) || (dynamicTargets.has(key) && !manifest[key].isDynamicEntry && /Page$/.test(manifest[key].name ?? '')));
  const ownOf = (key, counted = new Set()) => [...closure(manifest, key)].filter((k) => !initial.has(k) && !counted.has(k));
  const routes = Object.keys(manifest)
    .filter(isRoute)
    .map((key) => {
      const own = new Set(ownOf(key));
      // a part the screen loads lazily itself, not a route: a layout variant (`.../variants/X.tsx`, one per brand) or
      // a library only this screen needs (the team PnL's chart, decision 076). The largest counts as its own: the
      // screen loads one variant, and a part loaded after the screen's first paint is still the route's weight.
      const parts = (manifest[key].dynamicImports ?? []).filter((k) => manifest[k] && !isRoute(k));
      const variantKb = Math.max(0, ...parts.map((k) => sizeOf(ownOf(k, own))));
      const label = manifest[key].isDynamicEntry ? path.basename(key) : `${manifest[key].name}.tsx`;
      return { key: label, source: key, kb: sizeOf(own) + variantKb };
    })
    .sort((a, b) => b.kb - a.kb);
  return { homeKb: sizeOf(home), routes, largestRoute: routes[0] ?? { key: '-', kb: 0 } };
}

/** The site budgets as rows `{ name, budget, measured, unit, ok }` (one per route screen), for the release manifest. */
export function siteBudgetRows(measured) {
  const round = (kb) => Math.round(kb * 10) / 10;
  return [
    {
      name: 'home route initial JS (brotli)',
      budget: BUDGET.homeKb,
      target: BUDGET.homeTargetKb,
      measured: round(measured.homeKb),
      unit: 'KB',
      ok: measured.homeKb <= BUDGET.homeKb,
    },
    ...measured.routes.map((route) => ({
      name: `lazy route ${path.basename(route.key)} (brotli)`,
      budget: BUDGET.routeKb,
      measured: round(route.kb),
      unit: 'KB',
      ok: route.kb <= BUDGET.routeKb,
    })),
  ];
}
