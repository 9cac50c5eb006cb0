import { defineConfig } from '@playwright/test';
import { BRANDS, type BrandFacts } from './brands';

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
  outputDir: '../test-results/e2e',
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
  projects: BRANDS.map(({ facts, port }) => ({
    name: facts.id,
    use: { baseURL: `http://127.0.0.1:${port}`, brand: facts },
  })),
  webServer: BRANDS.map(({ facts, port }) => ({
    command: `pnpm --filter @wl/demo-api exec tsx src/server.ts --port ${port} --static ../../apps/mobile/dist/${facts.id}`,
    url: `http://127.0.0.1:${port}/m/home`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  })),
});
