#!/usr/bin/env node
// The one test command (README, .ci/run): type check, lint, unit and component tests, the release build of every
// brand (brand checks, budgets, artifacts), story tests in Chromium, and Playwright e2e against each brand's
// artifact served by nginx. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };

const steps = [
  ['type check, lint, unit and component tests', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', '--output-logs=errors-only', '--concurrency=2']],
  ['type check of e2e, Storybook and scripts', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']],
  ['import-direction rule self-check', 'node', ['scripts/check-import-rule.mjs']],
  ['lint of e2e, Storybook and scripts', 'pnpm', ['exec', 'eslint', 'e2e', '.storybook', 'scripts', 'vitest.config.ts', 'vitest.shared.ts']],
  ['brand config reference is generated from the schema and current', 'node', ['scripts/brand-docs.mjs', '--check']],
  ['release build of every brand: brand checks, budgets, artifacts in dist/, Storybook', 'node', ['scripts/release-build.mjs']],
  ['story tests (Chromium)', 'pnpm', ['exec', 'vitest', 'run', '--project', 'storybook']],
  [
    "e2e against each brand's artifact served by nginx (Chromium, phone viewport, zero CSP violations)",
    'pnpm',
    ['exec', 'playwright', 'test', '--config', 'e2e/playwright.config.ts'],
  ],
];

const started = Date.now();
for (const [title, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
