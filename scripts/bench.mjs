#!/usr/bin/env node
// `pnpm bench`: the budgets of docs/design.md section 9 that a build can measure, per brand, each beside its
// budget: home-route initial JS (brotli), the largest lazily loaded route chunk (brotli), each agent route (brotli,
// with the part it loads lazily itself: the team PnL chart), the cold build
// time of one brand, the time of a fully cached rebuild of all brands (which must be all cache hits), the
// game-list render time (scripts/bench-game-list.mjs) and Lighthouse on each brand's home route
// (scripts/bench-lighthouse.mjs, on the release artifacts behind nginx).
// Exits 1 when a figure is over its budget.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET, measureSite } from './lib/budgets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brands = fs.readdirSync(path.join(root, 'brands')).filter((id) => fs.existsSync(path.join(root, 'brands', id, 'brand.config.ts')));

function timed(args) {
  const t0 = performance.now();
  const result = spawnSync('pnpm', ['exec', 'turbo', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    process.exit(1);
  }
  return { seconds: (performance.now() - t0) / 1000, output: result.stdout };
}

// cold build of one brand, then all brands once, then the cached rebuild
const cold = timed(['run', 'build', `--filter=@wl-brands/${brands[0]}`, '--force']);
timed(['run', 'build', '--filter=./brands/*']);
const cached = timed(['run', 'build', '--filter=./brands/*']);
const cachedLine = cached.output.match(/Cached:\s+(\d+) cached, (\d+) total/);
const allHits = Boolean(cachedLine && cachedLine[1] === cachedLine[2]);

let over = false;
const row = (name, value, budget, ok) => {
  over ||= !ok;
  console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(34)} ${value.padStart(12)}   budget ${budget}`);
};
console.log('\nBudgets (docs/design.md section 9)\n');
for (const brand of brands) {
  const m = measureSite(path.join(root, 'apps/mobile/dist', brand));
  console.log(`${brand}`);
  row('home route initial JS (brotli)', `${m.homeKb.toFixed(1)} KB`, `${BUDGET.homeKb} KB (target ${BUDGET.homeTargetKb})`, m.homeKb <= BUDGET.homeKb);
  row(
    `largest lazy route (${path.basename(m.largestRoute.key)})`,
    `${m.largestRoute.kb.toFixed(1)} KB`,
    `${BUDGET.routeKb} KB`,
    m.largestRoute.kb <= BUDGET.routeKb,
  );
  // the agent area's routes one by one (issue 20: each within the route budget, a lazily loaded chart counted)
  for (const route of m.routes.filter((r) => r.source.includes('packages/agent/'))) {
    row(`agent ${path.basename(route.key, '.tsx')}`, `${route.kb.toFixed(1)} KB`, `${BUDGET.routeKb} KB`, route.kb <= BUDGET.routeKb);
  }
}
console.log('build');
row(`cold build of ${brands[0]}`, `${cold.seconds.toFixed(1)} s`, `${BUDGET.coldBuildS} s`, cold.seconds <= BUDGET.coldBuildS);
row('cached rebuild of all brands', `${cached.seconds.toFixed(1)} s`, 'all cache hits', allHits);
console.log(allHits ? `    (${cachedLine[0]})` : `    not all cache hits: ${cachedLine?.[0] ?? 'no turbo summary'}`);
// the game list render time (scripts/bench-game-list.mjs) on the first brand's build
over ||= spawnSync('node', [path.join(root, 'scripts/bench-game-list.mjs')], { cwd: root, stdio: 'inherit' }).status !== 0;
// Lighthouse on each brand's release artifact behind nginx (the release build is cached when nothing changed)
const release = spawnSync('node', [path.join(root, 'scripts/release-build.mjs'), ...brands], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (release.status !== 0) process.exit(1);
over ||= spawnSync('node', [path.join(root, 'scripts/bench-lighthouse.mjs'), ...brands], { cwd: root, stdio: 'inherit' }).status !== 0;
process.exit(over ? 1 : 0);
