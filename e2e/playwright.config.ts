import { defineConfig } from '@playwright/test';
import { BRANDS, type BrandFacts } from './brands';

/** Where the built sites are: apps/mobile/dist by default; `E2E_DIST_ROOT` points at another build (absolute). */
const DIST_ROOT = process.env.E2E_DIST_ROOT ?? '../../apps/mobile/dist';

/** `E2E_BRANDS=default,sol` limits the run (and the servers started) to those brands. */
const ONLY = process.env.E2E_BRANDS?.split(',');
const UNDER_TEST = BRANDS.filter(({ facts }) => !ONLY || ONLY.includes(facts.id));

export interface BrandOptions {
  brand: BrandFacts;
}

/**
 * The built site of each brand (apps/mobile/dist/<brand>, built by the test command first) served with
 * the demo platform over HTTP, one server and port per brand, tested in Debian's Chromium on a phone.
 */
export default defineConfig<BrandOptions>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: UNDER_TEST.map(({ facts, port }) => ({
    name: facts.id,
    use: { baseURL: `http://127.0.0.1:${port}`, brand: facts },
  })),
  webServer: UNDER_TEST.map(({ facts, port }) => ({
    command: `pnpm --filter @wl/demo-api exec tsx src/server.ts --port ${port} --static ${DIST_ROOT}/${facts.id}`,
    url: `http://127.0.0.1:${port}/m/home`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  })),
});
