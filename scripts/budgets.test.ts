// The route weights `pnpm bench` and the release report (scripts/lib/budgets.mjs, docs/design.md section 9), on a
// small Vite manifest: a route's own JS is what it loads beyond the home's initial JS, with the largest part it
// loads lazily itself (a layout variant, the team PnL's chart: docs/decisions/076-team-pnl-charts.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliKb, measureSite } from './lib/budgets.mjs';

/** A site of chunks with incompressible content of the given sizes (bytes), and its manifest. */
function site(chunks: Record<string, { bytes: number; manifest: Record<string, unknown> }>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-budgets-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  const manifest: Record<string, unknown> = {};
  for (const [key, { bytes, manifest: entry }] of Object.entries(chunks)) {
    const file = `assets/${path.basename(key).replace(/\.tsx?$/, '')}.js`;
    // random bytes as hex: brotli cannot shrink them much, so sizes stay ordered
    fs.writeFileSync(path.join(dist, file), Array.from({ length: bytes }, () => Math.floor(Math.random() * 16).toString(16)).join(''));
    manifest[key] = { file, ...entry };
  }
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, 'index.html'), '<script type="module" src="/assets/main.js"></script>');
  return dist;
}

describe('route weights', () => {
  it('count a part a route loads lazily itself (its chart), never in the home, and the largest of several', () => {
    const dist = site({
      'src/main.tsx': {
        bytes: 4000,
        manifest: { isEntry: true, dynamicImports: ['src/pages/HomePage.tsx', 'packages/agent/src/reports/TeamPnlPage.tsx', 'packages/x/XPage.tsx'] },
      },
      'src/pages/HomePage.tsx': { bytes: 2000, manifest: { isDynamicEntry: true } },
      'packages/agent/src/reports/TeamPnlPage.tsx': {
        bytes: 3000,
        manifest: { isDynamicEntry: true, dynamicImports: ['packages/agent/src/reports/PnlChart.tsx'] },
      },
      'packages/agent/src/reports/PnlChart.tsx': { bytes: 20000, manifest: { isDynamicEntry: true } },
      'packages/x/XPage.tsx': { bytes: 1000, manifest: { isDynamicEntry: true, dynamicImports: ['packages/x/variants/A.tsx', 'packages/x/variants/B.tsx'] } },
      'packages/x/variants/A.tsx': { bytes: 5000, manifest: { isDynamicEntry: true } },
      'packages/x/variants/B.tsx': { bytes: 9000, manifest: { isDynamicEntry: true } },
    });
    const kb = (key: string) => brotliKb(path.join(dist, `assets/${key}.js`));
    const m = measureSite(dist);
    expect(m.homeKb).toBeCloseTo(kb('main') + kb('HomePage'), 5);
    const pnl = m.routes.find((r) => r.key === 'TeamPnlPage.tsx');
    expect(pnl?.source).toBe('packages/agent/src/reports/TeamPnlPage.tsx');
    expect(pnl?.kb).toBeCloseTo(kb('TeamPnlPage') + kb('PnlChart'), 5);
    expect(m.routes.find((r) => r.key === 'XPage.tsx')?.kb).toBeCloseTo(kb('XPage') + kb('B'), 5);
    // the chart is no route of its own
    expect(m.routes.map((r) => r.key).sort()).toEqual(['TeamPnlPage.tsx', 'XPage.tsx']);
    expect(m.largestRoute.key).toBe('TeamPnlPage.tsx');
  });
});
