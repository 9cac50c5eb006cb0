#!/usr/bin/env node
// The one test command (README, .ci/run): type check, lint, unit and component tests, the release build of every
// brand (brand checks, budgets, artifacts), story tests in Chromium, visual regression of the screen stories, and Playwright e2e against each brand's
// artifact served by nginx, then the fleet's infrastructure tests on those artifacts. Stops at the first failure. One process per tool over the whole repo (decision 001):
// one TypeScript build, one ESLint run, one Vitest for every package's unit tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

const steps = [
  // two single-threaded tools side by side on two cores
  [
    'type check (packages, app, e2e, Storybook, configs; brands) and lint of the whole repo',
    ['pnpm', ['exec', 'tsc', '-b', 'tsconfig.json', 'tsconfig.brands.json']],
    ['pnpm', ['exec', 'eslint', '.']],
  ],
  ['import-direction rule self-check', 'node', ['scripts/check-import-rule.mjs']],
  ['no circle of imports, type-only imports included (dependency-cruiser, .dependency-cruiser.mjs)', 'pnpm', ['run', '--silent', 'lint:cycles']],
  [
    'unit and component tests of every package and the app (one Vitest, a project per package)',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', '@wl/*', '--maxWorkers=100%'],
  ],
  ['brand config reference is generated from the schema and current', 'node', ['scripts/brand-docs.mjs', '--check']],
  ["ui-kit's typed token contract is built from its DTCG file and current", 'node', ['scripts/tokens-contract.mjs', '--check']],
  ['release build of every brand: brand checks, budgets, artifacts in dist/, Storybook', 'node', ['scripts/release-build.mjs']],
  // three shards side by side on two cores: each runs its story files in one page (vitest.config.ts) and waits on
  // the demo platform part of the time; Vitest's shards are uneven, and a third evens them out (two: 92 s, three: about 70 s)
  [
    'story tests (Chromium headless shell, three shards)',
    ['pnpm', ['exec', 'vitest', 'run', '--project', 'storybook', '--shard=1/3']],
    ['pnpm', ['exec', 'vitest', 'run', '--project', 'storybook', '--shard=2/3']],
    ['pnpm', ['exec', 'vitest', 'run', '--project', 'storybook', '--shard=3/3']],
  ],
  [
    'visual regression: every screen story of the released Storybook in every brand and both modes against visual/baselines',
    'pnpm',
    ['exec', 'playwright', 'test', '--config', 'visual/playwright.config.ts'],
  ],
  [
    "e2e against each brand's artifact served by nginx (Chromium headless shell, phone viewport, zero CSP violations)",
    'pnpm',
    ['exec', 'playwright', 'test', '--config', 'e2e/playwright.config.ts'],
  ],
  // the release artifacts of the build above, published and served as a fleet (docs/operations.md)
  [
    'fleet: object store (Ceph radosgw), publish, promote and roll back, the edge by host name, two runners on one remote cache, images under podman',
    'pnpm',
    ['exec', 'vitest', 'run', '--config', 'scripts/fleet/vitest.config.ts'],
  ],
];

/** Runs one command; resolves with its exit status. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, env });
    child.on('error', () => resolve(1));
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const started = Date.now();
for (const [title, ...step] of steps) {
  // a step is one command (`command, args`) or several run side by side (`[command, args], ...`)
  const commands = typeof step[0] === 'string' ? [step] : step;
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const statuses = await Promise.all(commands.map(([command, args]) => run(command, args)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) {
    console.error(`\n✖ ${title} failed`);
    process.exit(failed);
  }
  console.log(`✔ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
