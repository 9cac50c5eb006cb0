#!/usr/bin/env node
/* global document, requestAnimationFrame -- the page.evaluate callbacks run in the browser */
// Red-packet rain: screenshots and a performance trace of a built release (manual, not part of CI).
//   node scripts/release-build.mjs default sol && node scripts/redrain-capture.mjs [--brands default,sol] [--port 47391]
// For each brand it serves dist/<brand>/site (scripts/serve-release.mjs, its own demo platform), starts rounds with
// the demo's control and saves, on a 360 px phone in dark and light mode, the countdown, the falling round, the
// result and the reduced-motion screen, and the same at 320 px with 200 % text (test-results/redrain/). Then, on the
// first brand, it records a Chromium trace of a running round at 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate)
// and prints the frames, the longest frame gaps, long tasks and layouts during the round (test-results/redrain/trace.json).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { brands: { type: 'string', default: 'default,sol' }, port: { type: 'string', default: '47391' } } });
const brands = values.brands.split(',');
const out = path.join(root, 'test-results', 'redrain');
fs.mkdirSync(out, { recursive: true });

async function serve(brand, port) {
  const child = spawn('node', ['scripts/serve-release.mjs', '--brand', brand, '--port', String(port), '--site', path.join('dist', brand, 'site')], { cwd: root, stdio: 'ignore' });
  for (let i = 0; i < 120; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/m/home`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`${brand}: the site did not start on ${port}`);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

async function session(base, { mode, width, textSize, account }) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 780 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'en-US' });
  await context.addInitScript((theme) => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('theme', theme);
  }, mode);
  const page = await context.newPage();
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(account);
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/m\/home$/);
  const sized = async () => {
    if (textSize) await page.evaluate((size) => (document.documentElement.style.fontSize = size), textSize);
  };
  return { context, page, sized };
}

/** Taps (a touch) the centre of a packet that is inside the field now; false when none is. */
async function tapPacket(page) {
  const point = await page.evaluate(() => {
    const field = document.querySelector('[role="group"][aria-label="Falling red packets"]')?.getBoundingClientRect();
    if (!field) return undefined;
    for (const button of document.querySelectorAll('[role="group"][aria-label="Falling red packets"] button')) {
      const r = button.getBoundingClientRect();
      if (r.top > field.top + 8 && r.bottom < field.bottom - 24) return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }
    return undefined;
  });
  if (point) await page.touchscreen.tap(point.x, point.y);
  return !!point;
}

const start = (page, inMs, lengthMs) => page.request.post('/__demo/redRain/start', { data: { inMs, lengthMs } });

async function shots(brand, base, options) {
  const { page, context, sized } = await session(base, options);
  const name = (what) => path.join(out, `${brand}-${options.width}-${options.mode}${options.textSize ? '-200' : ''}-${what}.png`);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await start(page, 8_000, 6_000);
  await page.goto('/m/redRain');
  await sized();
  await page.getByRole('heading', { name: 'Next round in' }).waitFor();
  await page.screenshot({ path: name('countdown') });
  const field = page.getByRole('group', { name: 'Falling red packets' });
  await field.waitFor({ timeout: 15_000 });
  await page.waitForTimeout(2_000);
  for (let i = 0; i < 3; i += 1) await tapPacket(page);
  await page.screenshot({ path: name('round') });
  await page.getByRole('heading', { name: /^(You won .+|Empty this time|You caught no packets this round\.)$/ }).waitFor({ timeout: 30_000 });
  await page.screenshot({ path: name('result') });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await start(page, 0, 6_000);
  await page.getByRole('button', { name: 'Next round' }).click();
  await page.getByRole('heading', { name: 'A round is on' }).waitFor();
  await page.screenshot({ path: name('still') });
  await page.getByRole('button', { name: 'Open a packet' }).click();
  await page.getByRole('heading', { name: /^(You won .+|Empty this time)$/ }).waitFor({ timeout: 15_000 });
  await page.screenshot({ path: name('still-result') });
  await page.waitForTimeout(6_000); // the still round ends before the next session counts down to its own
  await context.close();
}

async function trace(base) {
  const { page, context } = await session(base, { mode: 'dark', width: 360, account: 'demo' });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await start(page, 3_000, 12_000);
  await page.goto('/m/redRain');
  await page.getByRole('group', { name: 'Falling red packets' }).waitFor({ timeout: 10_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'blink', 'cc', 'gpu'] },
  });
  // main-thread frames as the page sees them, and taps like a player's
  const frames = page.evaluate(
    () =>
      new Promise((resolve) => {
        const times = [];
        const step = (t) => {
          times.push(t);
          if (times.length && t - times[0] < 6_000) requestAnimationFrame(step);
          else resolve(times);
        };
        requestAnimationFrame(step);
      }),
  );
  for (let i = 0; i < 6; i += 1) {
    await page.waitForTimeout(800);
    await tapPacket(page);
  }
  const times = await frames;
  await cdp.send('Tracing.end');
  await done;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  fs.writeFileSync(path.join(out, 'trace.json'), JSON.stringify({ traceEvents: events }));
  const gaps = times.slice(1).map((t, i) => t - times[i]);
  const span = (times.at(-1) - times[0]) / 1000;
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = (e) => mainThreads.has(`${e.pid}:${e.tid}`);
  const longTasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.dur > 50_000).map((e) => Math.round(e.dur / 1000));
  const layouts = events.filter((e) => onMain(e) && e.name === 'Layout').length;
  const styles = events.filter((e) => onMain(e) && e.name === 'UpdateLayoutTree').length;
  const compositorFrames = events.filter((e) => e.name === 'DrawFrame').length;
  const dropped = events.filter((e) => e.name === 'DroppedFrame').length;
  const report = {
    cpuSlowdown: 4,
    seconds: Number(span.toFixed(2)),
    rafFrames: times.length,
    rafFps: Number((times.length / span).toFixed(1)),
    rafGapsOver20ms: gaps.filter((g) => g > 20).length,
    longestRafGapMs: Math.round(Math.max(...gaps)),
    compositorDrawFrames: compositorFrames,
    droppedFrames: dropped,
    longTasksMs: longTasks,
    layouts,
    styleRecalcs: styles,
  };
  fs.writeFileSync(path.join(out, 'trace-summary.json'), JSON.stringify(report, null, 2));
  console.warn('red-packet rain at 4x CPU slowdown:', report);
  await context.close();
}

const servers = [];
try {
  for (const [index, brand] of brands.entries()) {
    const port = Number(values.port) + index;
    servers.push(await serve(brand, port));
    const base = `http://127.0.0.1:${port}`;
    await shots(brand, base, { mode: 'dark', width: 360, account: 'demo1' });
    await shots(brand, base, { mode: 'light', width: 360, account: 'agent' });
    await shots(brand, base, { mode: 'dark', width: 320, textSize: '200%', account: 'demo' });
    if (index === 0) await trace(base);
  }
  console.warn(`screenshots in ${path.relative(root, out)}`);
} finally {
  await browser.close();
  for (const server of servers) server.kill('SIGTERM');
}
