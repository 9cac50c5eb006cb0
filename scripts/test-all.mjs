#!/usr/bin/env node
// The one test command (README, .ci/run): type check, lint, unit and component tests, the build of every
// brand, story tests in Chromium, and Playwright e2e against each brand's build. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };

const steps = [
  ['type check, lint, unit and component tests', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', '--output-logs=errors-only']],
  ['type check of e2e, Storybook and scripts', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']],
  ['import-direction rule self-check', 'node', ['scripts/check-import-rule.mjs']],
  ['lint of e2e, Storybook and scripts', 'pnpm', ['exec', 'eslint', 'e2e', '.storybook', 'scripts', 'vitest.config.ts', 'vitest.shared.ts']],
  ['build every brand', 'pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./brands/*', '--output-logs=errors-only']],
  ['story tests (Chromium)', 'pnpm', ['exec', 'vitest', 'run', '--project', 'storybook']],
  ['e2e (Chromium, phone viewport, every brand)', 'pnpm', ['exec', 'playwright', 'test', '--config', 'e2e/playwright.config.ts']],
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
