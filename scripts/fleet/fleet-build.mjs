#!/usr/bin/env node
// `pnpm fleet:build --shard I/N [--brands-dir DIR]`: builds and releases this runner's slice of the fleet (issue 38
// item 4): the brands of shard I of N (scripts/fleet/shard.mjs: stable as brands are added) among the brand packages
// of DIR (brands/, or a generated fleet: `pnpm brands:scale --generate-only --into fleet-brands`), as the release build
// does (scripts/release-build.mjs: turbo's `release` task of each brand after its `build`, one task at a time), without
// Storybook. With turbo's remote cache settings in the environment (TURBO_API, TURBO_TOKEN, TURBO_TEAM;
// scripts/fleet/remoteCache.mjs starts a server) every runner reads and writes one cache: a brand that another runner
// built from the same inputs is restored (dist/<brand>/, the brands' turbo.json outputs), not built.
// Prints per brand whether its build and release were built or cache hits (local or remote) and their times, then
// the totals; exits with turbo's status.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brandsOfShard, parseShard } from './shard.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { shard: { type: 'string', default: '1/1' }, 'brands-dir': { type: 'string', default: path.join(root, 'brands') } } });
let shard;
try {
  shard = parseShard(values.shard);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
const brandsDir = path.resolve(values['brands-dir']);
// the fleet: the brand packages of the folder (a generated fleet's copy of the reference brand is none)
const fleet = fs.existsSync(brandsDir)
  ? fs
      .readdirSync(brandsDir)
      .filter((id) => ['brand.config.ts', 'package.json'].every((file) => fs.existsSync(path.join(brandsDir, id, file))))
      .sort()
  : [];
if (!fleet.length) {
  console.error(`✖ --brands-dir ${values['brands-dir']}: no brand packages there`);
  process.exit(1);
}
const mine = brandsOfShard(fleet, shard);
/** Each brand's package name (`@wl-brands/<id>`): turbo's filter and its task ids. */
const packageOf = new Map(mine.map((id) => [id, JSON.parse(fs.readFileSync(path.join(brandsDir, id, 'package.json'), 'utf8')).name]));
const remote = ['TURBO_API', 'TURBO_TOKEN', 'TURBO_TEAM'].every((name) => process.env[name]);
console.log(
  `▶ shard ${shard.index}/${shard.count}: ${mine.length} of the ${fleet.length} brands in ${path.relative(root, brandsDir) || '.'}/, ${remote ? `remote cache ${process.env.TURBO_API}` : 'local cache only (no TURBO_API, TURBO_TOKEN, TURBO_TEAM)'}`,
);
if (!mine.length) process.exit(0);

const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
// the commit the artifacts are built from, as scripts/release-build.mjs passes it (turbo hashes it)
const commit = `${git(['rev-parse', 'HEAD'])}${git(['status', '--porcelain']) ? '-dirty' : ''}`;

// --summarize writes the run's summary (each task's hash, cache status and source, times) into .turbo/runs/
const runs = path.join(root, '.turbo/runs');
const before = new Set(fs.existsSync(runs) ? fs.readdirSync(runs) : []);
const started = Date.now();
const result = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'release',
    // one task at a time, as the release build: each brand's cold build time is its own (its budget is for one
    // brand on 2 cores), and on 2 cores parallel Vite builds finish no sooner
    '--concurrency=1',
    '--summarize',
    '--output-logs=errors-only',
    ...mine.map((id) => `--filter=${packageOf.get(id)}`),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, WL_RELEASE_COMMIT: commit } },
);
const wall = (Date.now() - started) / 1000;
const summaryFile = (fs.existsSync(runs) ? fs.readdirSync(runs) : []).find((file) => !before.has(file) && file.endsWith('.json'));
if (!summaryFile) {
  console.error(`✖ turbo exited with ${result.status ?? result.signal} and wrote no run summary`);
  process.exit(result.status ?? 1);
}
const summary = JSON.parse(fs.readFileSync(path.join(runs, summaryFile), 'utf8'));

/** What became of a task: built, or a hit and from which cache; and how long it took. */
function outcome(task) {
  const seconds = ((task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0)) / 1000;
  const what = task.cache.status === 'HIT' ? `${task.cache.source.toLowerCase()} hit` : task.execution?.exitCode === 0 ? 'built' : 'failed';
  return { what, seconds };
}
const byTask = new Map(summary.tasks.map((task) => [task.taskId, task]));
const counts = {};
for (const id of mine) {
  const cells = ['build', 'release'].map((task) => {
    const entry = byTask.get(`${packageOf.get(id)}#${task}`);
    if (!entry) return `${task} not run`;
    const { what, seconds } = outcome(entry);
    counts[what] = (counts[what] ?? 0) + 1;
    return `${task} ${what} ${seconds.toFixed(1)} s`;
  });
  console.log(`  ${id.padEnd(24)} ${cells.map((cell) => cell.padEnd(28)).join('')}`);
}
console.log(
  `${result.status === 0 ? '✔' : '✖'} shard ${shard.index}/${shard.count}: ${mine.length} brands in ${wall.toFixed(1)} s; tasks: ${Object.entries(counts)
    .map(([what, count]) => `${count} ${what}`)
    .join(', ')} (turbo summary: ${path.relative(root, path.join(runs, summaryFile))})`,
);
process.exit(result.status ?? 1);
