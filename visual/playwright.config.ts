import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { listBrands } from '../packages/brand/src/node/loader.ts';
import { STORYBOOK_DIR } from './stories';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.VISUAL_PORT ?? 47401);

/** `VISUAL_BRANDS=default,sol` limits the run to those brands. */
const ONLY = process.env.VISUAL_BRANDS?.split(',');
const brands = listBrands(path.join(root, 'brands')).filter((id) => !ONLY || ONLY.includes(id));

/**
 * Visual regression (issue 22 item 6, docs/storybook.md "Visual regression"): every screen story of Storybook's
 * static build in every brand (a project each) and both colour modes at 360 px, compared with the committed
 * baselines in visual/baselines/<brand>/. `pnpm test:visual` runs it; `pnpm test:visual --update-snapshots`
 * rewrites the baselines after an intended change.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  outputDir: process.env.VISUAL_OUTPUT_DIR ?? '../test-results/visual',
  // each file is one shard that switches stories in one page, in a fixed order (stories.ts)
  fullyParallel: false,
  // three on two cores: a worker waits on Storybook's render and the comparison part of the time (about 160 s to 130 s)
  workers: 3,
  // a screenshot that differs twice is a finding: a retry (a new page, the story alone) only passes when it matches
  // the baseline. Once in a few hundred, a part that renders when it comes near the viewport (home's game area)
  // was still empty when the screenshot settled.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // any pixel whose colour moved beyond anti-aliasing noise fails: a one-token change must show (token-change.visual.ts)
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.1, maxDiffPixels: 0 },
  },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report/visual' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: brands.map((id) => ({ name: id })),
  webServer: {
    command: `node scripts/serve-static.mjs --dir ${STORYBOOK_DIR} --port ${PORT}`,
    cwd: root,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
