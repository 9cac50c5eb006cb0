#!/usr/bin/env node
// Part of `pnpm bench` (docs/design.md section 9): Lighthouse mobile performance of the home route of each brand,
// median of 3 runs, and its layout shift (CLS). Each brand's release artifact (dist/<brand>/site, written by
// `pnpm release:build`) is served as in production: Debian's nginx with the brand's configuration over HTTPS
// with HTTP/2 (scripts/serve-release.mjs --tls, standing in for the TLS terminator in front of the site), the demo
// platform behind it as the API. Lighthouse runs its mobile profile (simulated slow 4G, the screen and user agent of
// a Moto G Power 2022) in Debian's Chromium, which accepts the run's self-signed certificate.
//   node scripts/bench-lighthouse.mjs [brand ...]
// LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (<brand>-<run>.json) for a closer look.
// Exits 1 when a brand's median score is under 95 or its CLS over 0.05.
//
// How a run is made (decision 032, sixth round):
// - The CPU slowdown is calibrated to the host, as Lighthouse's throttling guide recommends for hosts outside the
//   high-end desktop range its default 4x is meant for: before each run the host's speed is measured with
//   Lighthouse's own benchmark (its benchmark index, median of three), and the slowdown is that index divided by the
//   emulated phone's (264, Chrome DevTools' CPU calibration for the Moto G Power 2022). A fast host gets more than
//   4x, a slow or busy one less, so every run emulates the same phone. A run during which the host's speed changed
//   (before, at Lighthouse's start and after the run differ by more than 20 %) is run again, twice at most.
// - Every run has a browser of its own (as the Lighthouse CLI does): the site is new to it, as on a first visit.
// - One unmeasured visit warms nginx and the demo platform after they start, as a production server is warm.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIGHTHOUSE_BUDGET = { score: 95, cls: 0.05 };
/** The benchmark index of the phone Lighthouse's mobile profile emulates (Moto G Power 2022), from DevTools' calibration. */
const EMULATED_PHONE_INDEX = 264;
const RUNS = 3;
/** A run whose host speed changed by more than this (ratio of slowest to fastest measure) is run again, twice at most. */
const STEADY_HOST = 0.8;
const ATTEMPTS = 3;
const known = fs.readdirSync(path.join(root, 'brands')).filter((id) => fs.existsSync(path.join(root, 'brands', id, 'brand.config.ts')));
const named = process.argv.slice(2);
const brands = named.length ? named : known;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Serves the brand's artifact with nginx and the demo platform until the returned stop() is called. */
async function serve(brand, port) {
  const site = path.join(root, 'dist', brand, 'site');
  if (!fs.existsSync(site)) throw new Error(`${site} is missing: run pnpm release:build ${brand} first`);
  const server = spawn('node', ['scripts/serve-release.mjs', '--brand', brand, '--port', String(port), '--site', site, '--tls'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // serve-release prints the site's address once nginx listens
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('/m/home') && resolve());
    server.once('exit', () => reject(new Error(`the ${brand} site did not start`)));
  });
  return () =>
    new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
}

/**
 * The host's CPU speed now: Lighthouse's benchmark index, measured as Lighthouse does (in a fresh blank page), the
 * median of three so that one burst of another process on a shared machine does not set the slowdown.
 */
async function hostIndex(browser) {
  const indexes = [];
  for (let i = 0; i < 3; i += 1) {
    const page = await browser.newPage();
    indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
    await page.close();
  }
  return Math.round(median(indexes));
}

/** Debian's Chromium, accepting the run's self-signed certificate. */
const launchChromium = (args = []) =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--ignore-certificate-errors', ...args] });

/** One Lighthouse run in a browser of its own, as the Lighthouse CLI does: the site's code is new to it, as on a first visit. */
async function run(url, debuggingPort) {
  const browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`]);
  try {
    const host = await hostIndex(browser);
    // never below 1x: a host slower than the phone cannot be sped up (its runs read low)
    const slowdown = Math.max(1, Math.round((host / EMULATED_PHONE_INDEX) * 10) / 10);
    const result = await lighthouse(url, {
      port: debuggingPort,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      throttling: { cpuSlowdownMultiplier: slowdown },
    });
    if (result.lhr.configSettings.throttling.rttMs !== 150) throw new Error('Lighthouse is not on its mobile network profile');
    // the host's speed when Lighthouse started (its own measure) and after the run: a run is kept when all three
    // agree, so the slowdown it was scored with is the host's speed during it
    const speeds = [host, result.lhr.environment.benchmarkIndex, await hostIndex(browser)];
    return { lhr: result.lhr, host, slowdown, steady: Math.min(...speeds) / Math.max(...speeds) >= STEADY_HOST };
  } finally {
    await browser.close();
  }
}

/**
 * One unmeasured visit before the runs, in a browser that is then closed: nginx and the demo platform have just
 * started, and a production server is not cold for every visitor. Each measured run still has a browser of its own.
 */
async function warmServer(url) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

async function measure(brand, port, debuggingPort) {
  const stop = await serve(brand, port);
  const url = `https://127.0.0.1:${port}/m/home`;
  try {
    await warmServer(url);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      let attempt = await run(url, debuggingPort);
      let tries = 1;
      for (; tries < ATTEMPTS && !attempt.steady; tries += 1) attempt = await run(url, debuggingPort);
      const { lhr, host, slowdown, steady } = attempt;
      if (process.env.LIGHTHOUSE_REPORTS) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${brand}-${i + 1}.json`), JSON.stringify(lhr));
      }
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        host,
        slowdown,
        steady,
        tries,
      });
    }
    return { score: median(runs.map((r) => r.score)), cls: median(runs.map((r) => r.cls)), runs };
  } finally {
    await stop();
  }
}

let failed = false;
console.log(`\nLighthouse mobile performance, home route (median of ${RUNS})`);
console.log(`  CPU slowdown of each run: the host's benchmark index / ${EMULATED_PHONE_INDEX} (the phone Lighthouse's mobile profile emulates)\n`);
for (const [index, brand] of brands.entries()) {
  const { score, cls, runs } = await measure(brand, 47950 + index, 47990 + index);
  const ok = score >= LIGHTHOUSE_BUDGET.score && cls <= LIGHTHOUSE_BUDGET.cls;
  failed ||= !ok;
  console.log(
    `  ${ok ? '✔' : '✖'} ${brand.padEnd(10)} score ${String(score).padStart(3)} (runs ${runs.map((r) => `${r.score} host ${r.host} CPU ${r.slowdown}x${r.tries > 1 ? ` try ${r.tries}` : ''}${r.steady ? '' : ' unsteady'}`).join(', ')})   ` +
      `CLS ${cls.toFixed(3)}   budget >= ${LIGHTHOUSE_BUDGET.score}, CLS <= ${LIGHTHOUSE_BUDGET.cls}`,
  );
}
process.exit(failed ? 1 : 0);
