#!/usr/bin/env node
// `pnpm brands:scale [--count N] [--keep] [--port-base P]`: proves the house takes many merchants (issue 21 item 8).
// Generates N synthetic brands (default 20; scripts/lib/syntheticBrands.mjs) into a temporary folder outside the
// repo, and for each: validates it with the release checks (@wl/brand/node checkBrands), builds it as the release
// build does (Vite, then scripts/release-brand.mjs: checks, budgets, the artifact with its nginx configuration),
// one brand after another, into that folder (never apps/mobile/dist/ or dist/, so the turbo-cached builds of the real
// brands are untouched); then runs the smoke e2e (e2e/smoke.spec.ts) in every built brand in one Playwright run, a
// project per brand, each served by nginx with its release configuration and its own demo platform. Prints a report
// (per brand: checks, build and release times, smoke result; the wall time) and exits non-zero when any step failed.
// The folder is removed at the end unless --keep is given or something failed (its logs and traces are then there).
// docs/brand-scale.md says how to read it.
// `pnpm brands:scale --generate-only --into <dir> [--count N]`: only writes the N brands into <dir> (replacing a
// previous generation there), for a fleet that turbo builds (scripts/fleet/fleet-build.mjs --brands-dir <dir>): <dir>
// is then a workspace folder (pnpm-workspace.yaml: fleet-brands/), and the same N gives the same brands, so two
// runners that generate them get the same turbo hashes.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { writeSyntheticBrands } from './lib/syntheticBrands.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
    'generate-only': { type: 'boolean', default: false },
    into: { type: 'string' },
    // far from the e2e suite's ports (47301 on, scripts/e2e-dev.mjs 48000 on), and each + 10000 for the demo platform
    'port-base': { type: 'string', default: '45100' },
  },
});
const count = Number(values.count);
const portBase = Number(values['port-base']);
// past the 96 layout combinations, layouts repeat; names, merchant codes and palettes still differ
if (!Number.isInteger(count) || count < 1 || count > 999) {
  console.error('✖ --count: a whole number from 1 to 999');
  process.exit(1);
}
if (values['generate-only'] !== Boolean(values.into)) {
  console.error('✖ --generate-only and --into <dir> go together');
  process.exit(1);
}
if (values.into) {
  const into = path.resolve(values.into);
  // only a folder this generated (its .gitignore says so) is replaced, never one with anything else in it
  const marker = path.join(into, '.gitignore');
  const ours = fs.existsSync(marker) && fs.readFileSync(marker, 'utf8').includes('scripts/lib/syntheticBrands.mjs');
  if (fs.existsSync(into) && fs.readdirSync(into).length > 0 && !ours) {
    console.error(`✖ --into ${values.into}: a folder with other things in it (only a previous generation is replaced)`);
    process.exit(1);
  }
  fs.rmSync(into, { recursive: true, force: true });
  const t0 = Date.now();
  const brands = await writeSyntheticBrands({ brandsDir: into, count });
  console.log(`✔ ${count} synthetic brands in ${into} (${Date.now() - t0} ms): ${brands.map((brand) => brand.id).join(' ')}`);
  process.exit(0);
}

const started = Date.now();
const seconds = (ms) => Math.round(ms / 100) / 10;
const since = (t0) => seconds(Date.now() - t0);

// --- before anything: what the run needs ---------------------------------------------------------------------------
// the e2e suite's browser (e2e/playwright.config.ts)
const chromium = process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell';
const missing = [
  [chromium, "Chromium's headless shell (apt-get install chromium-headless-shell, or node scripts/bootstrap.mjs --browser)"],
  ['/usr/sbin/nginx', 'nginx (node scripts/bootstrap.mjs --browser)'],
].filter(([file]) => !fs.existsSync(file));
if (missing.length) {
  console.error(`✖ missing: ${missing.map(([, what]) => what).join('; ')}`);
  process.exit(1);
}
const portFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
// the e2e config gives brand number i of the folder (the reference brand copy first) port base + i
const ports = Array.from({ length: count + 1 }, (_, i) => portBase + i).flatMap((port) => [port, port + 10000]);
const busy = (await Promise.all(ports.map(async (port) => ((await portFree(port)) ? [] : [port])))).flat();
if (busy.length) {
  console.error(`✖ ports in use: ${busy.join(', ')} (another run?); choose others with --port-base`);
  process.exit(1);
}

// --- the folder ----------------------------------------------------------------------------------------------------
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-brand-scale-'));
const dirs = {
  brands: path.join(work, 'brands'),
  builds: path.join(work, 'builds'),
  release: path.join(work, 'release'),
  logs: path.join(work, 'logs'),
  e2e: path.join(work, 'e2e'),
};
for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true });
const env = {
  ...process.env,
  WL_BRANDS_DIR: dirs.brands,
  WL_RELEASE_ROOT: dirs.release,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  CHROMIUM_HEADLESS_PATH: chromium,
};
console.log(`▶ ${count} synthetic brands in ${work}`);

/** Runs a command with its output in a log file; resolves with its exit status. */
function run(command, args, { cwd = root, extraEnv = {}, log }) {
  return new Promise((resolve) => {
    const out = fs.openSync(log, 'w');
    const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', out, out] });
    child.once('error', () => resolve(1));
    child.once('close', (code, signal) => {
      fs.closeSync(out);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}
const tail = (file, lines = 15) =>
  fs
    .readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .slice(-lines)
    .map((line) => `    ${line}`)
    .join('\n');

// --- 1. generate ---------------------------------------------------------------------------------------------------
let t0 = Date.now();
const brands = await writeSyntheticBrands({ brandsDir: dirs.brands, count });
const phases = { generate: since(t0) };
/** One row of the report per brand. */
const rows = new Map(brands.map((brand) => [brand.id, { checks: '-', buildS: null, releaseS: null, homeKb: null, smoke: '-', smokeS: null, problems: [] }]));
console.log(`✔ generated in ${phases.generate} s`);

// --- 2. validate: the release checks -------------------------------------------------------------------------------
t0 = Date.now();
const { checkBrands, formatProblem } = await tsImport(path.join(root, 'packages/brand/src/node/index.ts'), import.meta.url);
for (const brand of brands) {
  const row = rows.get(brand.id);
  const problems = await checkBrands(dirs.brands, [brand.id]);
  row.checks = problems.length ? 'fail' : 'pass';
  row.problems.push(...problems.map(formatProblem));
}
phases.validate = since(t0);
const valid = brands.filter((brand) => rows.get(brand.id).checks === 'pass');
console.log(`${valid.length === count ? '✔' : '✖'} brand checks: ${valid.length} of ${count} pass (${phases.validate} s)`);

// --- 3. build and release, one brand at a time (two cores: parallel Vite builds finish no sooner) -------------------
const commit = (() => {
  try {
    const git = (args) => execFileSync('git', ['--no-optional-locks', ...args], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return `${git(['rev-parse', 'HEAD'])}${git(['status', '--porcelain']) ? '-dirty' : ''}`;
  } catch {
    return 'unknown';
  }
})();
t0 = Date.now();
for (const [index, brand] of valid.entries()) {
  const row = rows.get(brand.id);
  const out = path.join(dirs.builds, brand.id);
  const step = `[${index + 1}/${valid.length}] ${brand.id}`;
  // the build as scripts/build-brand.mjs runs it inside a brand, its time recorded for the release's budget row
  const b0 = Date.now();
  const buildLog = path.join(dirs.logs, `${brand.id}.build.log`);
  const built = await run('pnpm', ['exec', 'vite', 'build', '--configLoader', 'runner'], {
    cwd: path.join(root, 'apps/mobile'),
    extraEnv: { BRAND: brand.id, WL_OUT_DIR: out },
    log: buildLog,
  });
  row.buildS = since(b0);
  if (built !== 0) {
    row.problems.push(`build failed (${path.relative(work, buildLog)})`);
    console.error(`✖ ${step}: build failed after ${row.buildS} s\n${tail(buildLog)}`);
    continue;
  }
  fs.writeFileSync(path.join(out, '.vite/build-time.json'), `${JSON.stringify({ seconds: (Date.now() - b0) / 1000 })}\n`);
  // the release step of the release build: checks again, inline scripts, budgets, the artifact
  const r0 = Date.now();
  const releaseLog = path.join(dirs.logs, `${brand.id}.release.log`);
  const releaseStatus = await run('node', ['scripts/release-brand.mjs', brand.id], {
    extraEnv: { WL_OUT_DIR: out, WL_RELEASE_COMMIT: commit },
    log: releaseLog,
  });
  row.releaseS = since(r0);
  if (releaseStatus !== 0) {
    row.problems.push(`release step failed (${path.relative(work, releaseLog)})`);
    console.error(`✖ ${step}: release step failed\n${tail(releaseLog)}`);
    continue;
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dirs.release, brand.id, 'release.json'), 'utf8'));
  row.homeKb = manifest.budgets[0].measured;
  row.released = true;
  console.log(`✔ ${step}: built in ${row.buildS} s, released in ${row.releaseS} s, home JS ${row.homeKb} KB`);
}
phases.build = since(t0);
const released = valid.filter((brand) => rows.get(brand.id).released);

// --- 4. smoke e2e: one Playwright run, a project (and a server) per brand ------------------------------------------
t0 = Date.now();
let smokeStatus = 0;
if (released.length) {
  console.log(`▶ smoke e2e in ${released.length} brands (e2e/smoke.spec.ts, a server per brand from port ${portBase})`);
  const jsonReport = path.join(dirs.e2e, 'report.json');
  smokeStatus = await new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'playwright', 'test', '--config', 'e2e/playwright.config.ts', 'e2e/smoke.spec.ts', '--reporter=list,json'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...env,
        E2E_SMOKE: '1',
        E2E_BRANDS: released.map((brand) => brand.id).join(','),
        E2E_PORT_BASE: String(portBase),
        E2E_OUTPUT_DIR: path.join(dirs.e2e, 'results'),
        PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport,
      },
    });
    child.once('error', () => resolve(1));
    child.once('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
  // each test's outcome by project (= brand)
  const report = fs.existsSync(jsonReport) ? JSON.parse(fs.readFileSync(jsonReport, 'utf8')) : { suites: [] };
  const walk = (suite) => [...(suite.specs ?? []).flatMap((spec) => spec.tests), ...(suite.suites ?? []).flatMap(walk)];
  for (const test of report.suites.flatMap(walk)) {
    const row = rows.get(test.projectName);
    if (!row) continue;
    const last = test.results.at(-1);
    row.smoke = test.status === 'expected' ? 'pass' : test.status === 'flaky' ? 'flaky' : test.status === 'skipped' ? 'skipped' : 'fail';
    row.smokeS = seconds(test.results.reduce((sum, result) => sum + result.duration, 0));
    if (row.smoke === 'fail') row.problems.push(`smoke: ${(last?.error?.message ?? last?.status ?? 'no result').split('\n')[0]}`);
  }
  for (const brand of released) {
    const row = rows.get(brand.id);
    if (row.smoke === '-') {
      row.smoke = 'fail';
      row.problems.push('smoke: no result (see the Playwright output above)');
    }
  }
}
phases.smoke = since(t0);

// --- 5. the report -------------------------------------------------------------------------------------------------
const total = since(started);
const short = { mem_cen: 'mc', dep_func: 'df', home_layout: '', game_tile: '', tab_bar: 'tabs:', home_header: 'hdr:' };
const layout = (templates) =>
  Object.entries(templates)
    .map(([slot, variant]) => `${short[slot]}${variant}`)
    .join(' ');
const table = [
  ['brand', 'name', 'mode', 'languages', 'layout', 'checks', 'build s', 'release s', 'home KB', 'smoke', 'smoke s'],
  ...brands.map((brand) => {
    const row = rows.get(brand.id);
    const languages = `${brand.languages.default} (${brand.languages.enabled.join(',')})`;
    const figure = (value) => (value === null ? '-' : String(value));
    return [
      brand.id,
      brand.name,
      brand.defaultMode,
      languages,
      layout(brand.templates),
      row.checks,
      figure(row.buildS),
      figure(row.releaseS),
      figure(row.homeKb),
      row.smoke,
      figure(row.smokeS),
    ];
  }),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
const numeric = new Set([6, 7, 8, 10]);
const format = (line) => line.map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
const failed = brands.filter((brand) => {
  const row = rows.get(brand.id);
  return row.checks !== 'pass' || !row.released || !['pass', 'flaky'].includes(row.smoke);
});
const buildTimes = brands.map((brand) => rows.get(brand.id).buildS).filter((value) => value !== null);
const summary = {
  count,
  passed: count - failed.length,
  wallSeconds: total,
  phases,
  meanBuildSeconds: buildTimes.length ? seconds((buildTimes.reduce((a, b) => a + b, 0) / buildTimes.length) * 1000) : null,
  commit,
  brands: brands.map((brand) => ({ ...brand, ...rows.get(brand.id) })),
};
fs.writeFileSync(path.join(work, 'report.json'), `${JSON.stringify(summary, null, 2)}\n`);

console.log(`\nBrand scale: ${count} synthetic brands (commit ${commit})\n`);
console.log(format(table[0]));
console.log(format(widths.map((width) => '-'.repeat(width))));
for (const line of table.slice(1)) console.log(format(line));
console.log(
  `\nphases: generate ${phases.generate} s, checks ${phases.validate} s, build and release ${phases.build} s (mean build ${summary.meanBuildSeconds ?? '-'} s), smoke e2e ${phases.smoke} s`,
);
for (const brand of failed) for (const problem of rows.get(brand.id).problems) console.log(`✖ ${brand.id}: ${problem}`);
if (failed.length === 0 && smokeStatus !== 0) console.log(`✖ Playwright exited with ${smokeStatus}`);
const ok = failed.length === 0 && smokeStatus === 0;
console.log(
  `\n${ok ? '✔' : '✖'} ${count - failed.length} of ${count} brands passed checks, build, release and smoke e2e; wall time ${total} s (${(total / 60).toFixed(1)} min)`,
);
if (ok && !values.keep) fs.rmSync(work, { recursive: true, force: true });
else console.log(`  kept: ${work} (brands/, builds/, release/, logs/, e2e/ with traces, report.json)`);
process.exit(ok ? 0 : 1);
