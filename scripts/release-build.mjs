#!/usr/bin/env node
// `pnpm release:build [brand ...]`: checks, builds and packages every brand (or those named) into dist/<brand>/
// (scripts/release-brand.mjs says what is in it) and Storybook's static build into dist/storybook/, all as
// turbo tasks: a second run with nothing changed is all cache hits. Prints each brand's budgets.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// the brands folder: brands/, or another of the same shape (a generated fleet; the release checks' tests)
const brandsDir = process.env.WL_BRANDS_DIR ? path.resolve(process.env.WL_BRANDS_DIR) : path.join(root, 'brands');
const known = fs.readdirSync(brandsDir).filter((id) => fs.existsSync(path.join(brandsDir, id, 'brand.config.ts')));
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = named.filter((id) => !known.includes(id));
if (unknown.length) {
  console.error(`✖ no such brand: ${unknown.join(', ')} (brands: ${known.join(', ')})`);
  process.exit(1);
}
const brands = named.length ? named : known;

// errors first: every brand (Storybook shows them all) is checked before anything is built, each problem on one line
// that names the brand, the file and the field or token, and no stack trace for a configuration mistake
const { checkBrands, formatProblem } = await tsImport(path.join(root, 'packages/brand/src/node/index.ts'), import.meta.url);
const problems = await checkBrands(brandsDir, known);
if (problems.length) {
  for (const problem of problems) console.error(formatProblem(problem));
  const failing = [...new Set(problems.map((problem) => problem.brand))];
  console.error(`\n✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} in brand${failing.length === 1 ? '' : 's'} ${failing.join(', ')}: nothing was built`);
  process.exit(1);
}

const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
// the commit the artifacts are built from; a build from uncommitted changes says so
const commit = `${git(['rev-parse', 'HEAD'])}${git(['status', '--porcelain']) ? '-dirty' : ''}`;

// one task at a time: each brand's cold build time is measured alone (its budget is for one brand on 2 cores),
// and on 2 cores parallel Vite builds finish no sooner
const args = ['exec', 'turbo', 'run', 'release', 'storybook:release', '--concurrency=1', '--filter=//', ...brands.map((id) => `--filter=@wl-brands/${id}`)];
const result = spawnSync('pnpm', args, {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
  env: { ...process.env, WL_RELEASE_COMMIT: commit },
});
process.stdout.write(result.stdout);
if (result.status !== 0) {
  console.error('\n✖ release build failed (the first ✖ above names the brand and the figure)');
  process.exit(result.status ?? 1);
}

console.log(`\nRelease artifacts (commit ${commit})\n`);
for (const id of brands) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist', id, 'release.json'), 'utf8'));
  console.log(`dist/${id}/  ${manifest.name} ${manifest.version} (app ${manifest.appVersion}), ${manifest.files.length} files, built ${manifest.builtAt}`);
  const measured = manifest.budgets.filter((row) => row.measured !== null);
  const largestRoute = measured.filter((row) => row.name.startsWith('lazy route')).sort((a, b) => b.measured - a.measured)[0];
  for (const row of [measured[0], largestRoute, ...measured.filter((row) => row.unit === 's')].filter(Boolean)) {
    console.log(`  ✔ ${row.name.padEnd(46)} ${`${row.measured} ${row.unit}`.padStart(10)}   budget ${row.budget} ${row.unit}`);
  }
}
console.log('dist/storybook/  Storybook static build (every brand in its toolbar)');
const cached = /Cached:\s+(\d+) cached, (\d+) total/.exec(result.stdout);
if (cached) console.log(`\n${cached[1] === cached[2] ? 'all cache hits' : 'turbo'}: ${cached[0].trim()}`);
