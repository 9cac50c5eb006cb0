import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { BRANDS, siteOf, type BrandFacts } from './brands';
import { browserRules, resolveToLoopback } from './edgeHosts';
import { PHONE } from './phone';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `E2E_BRANDS=default,sol` limits the run (and the servers started) to those brands. */
const ONLY = process.env.E2E_BRANDS?.split(',');
const UNDER_TEST = BRANDS.filter(({ facts }) => !ONLY || ONLY.includes(facts.id));

/**
 * The reference brand (the first under test) runs every test; the other brands run the tests tagged
 * `@every-brand`: those whose behaviour a brand changes (flags, menu keys, tokens, templates, its nginx
 * configuration). A test that is the same in every brand runs once, which keeps CI well under its time.
 * `E2E_FULL_MATRIX=1` runs every test in every brand (before a merchant's release, say).
 */
const FULL_MATRIX = process.env.E2E_FULL_MATRIX === '1';
/** Review screenshots (`@shots`, screens.spec.ts) are taken only when asked: `E2E_SHOTS=1`. */
const SHOTS = process.env.E2E_SHOTS === '1';
/**
 * The smoke journey (`@smoke`, smoke.spec.ts) repeats what the suite's own tests check, in one test per brand: it
 * runs only when asked, `E2E_SMOKE=1` (scripts/brand-scale.mjs runs it in many brands at once).
 */
const SMOKE = process.env.E2E_SMOKE === '1';
const LEFT_OUT = [...(SHOTS ? [] : ['@shots']), ...(SMOKE ? [] : ['@smoke'])];

/**
 * Sites already served elsewhere, no server started:
 * - `E2E_EDGE=<port>`: the fleet edge (scripts/fleet/edge.mjs) on https://127.0.0.1:<port>, each brand on its first
 *   host name (brand config `hosts`), which resolves to 127.0.0.1 for the browser and the tests (e2e/edgeHosts.ts):
 *   as a player's browser asks the merchant's domain. Its certificate is the run's own, so certificate errors are
 *   ignored (`pnpm test:fleet`).
 * - `E2E_SITE=<url>`: one site at that URL (an image under test), for the brand of `E2E_BRANDS`.
 */
const EDGE_PORT = process.env.E2E_EDGE;
const SITE = process.env.E2E_SITE;
const EDGE_HOSTS = EDGE_PORT ? UNDER_TEST.map(({ facts }) => facts.hosts[0] ?? '').filter(Boolean) : [];
if (EDGE_PORT) resolveToLoopback(EDGE_HOSTS);
const siteURL = (facts: BrandFacts, port: number) => (EDGE_PORT ? `https://${facts.hosts[0]}:${EDGE_PORT}` : (SITE ?? `http://127.0.0.1:${port}`));

export interface BrandOptions {
  /** the project's brand; tests read it as the `brand` fixture (fixtures.ts) */
  brandFacts: BrandFacts;
}

/**
 * The built site of each brand served by Debian's nginx with the brand's release configuration (CSP and
 * all; scripts/serve-release.mjs), the demo platform behind it as the API, one server and port per brand,
 * tested in Debian's Chromium (its headless shell) on a phone. Any CSP violation fails the test that caused it (fixtures.ts).
 */
export default defineConfig<BrandOptions>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e',
  fullyParallel: true,
  // three on two cores: a test waits on the site and the demo platform about a fifth of its time (decision 079)
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    ...PHONE,
    trace: 'retain-on-failure',
    // Debian's headless shell, about a fifth cheaper a test than full Chromium (decision 079)
    launchOptions: {
      executablePath: process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell',
      // the service worker's script is fetched outside the page's certificate exceptions: the browser ignores them
      args: EDGE_PORT ? [browserRules(EDGE_HOSTS), '--ignore-certificate-errors'] : [],
    },
    ignoreHTTPSErrors: Boolean(EDGE_PORT),
  },
  projects: UNDER_TEST.map(({ facts, port }, index) => ({
    name: facts.id,
    grep: index === 0 || FULL_MATRIX ? undefined : /@every-brand/,
    grepInvert: LEFT_OUT.length ? new RegExp(LEFT_OUT.join('|')) : undefined,
    use: { baseURL: siteURL(facts, port), brandFacts: facts },
  })),
  webServer: (EDGE_PORT || SITE ? [] : UNDER_TEST).map(({ facts, port }) => ({
    command: `node scripts/serve-release.mjs --brand ${facts.id} --port ${port} --site ${siteOf(facts.id)}`,
    cwd: root,
    url: `http://127.0.0.1:${port}/m/home`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    // SIGTERM lets the script stop nginx and the demo platform and remove nginx's prefix under /tmp
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  })),
});
