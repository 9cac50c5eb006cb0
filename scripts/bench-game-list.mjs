#!/usr/bin/env node
// Part of `pnpm bench` (docs/design.md section 9, issue 4): the time to render the game list with every RNG game
// (600+) at once, in Debian's Chromium at 4x CPU slowdown. Serves a built brand with the demo platform, holds
// the list page's first game-list answer, answers it with every game in one page, and measures from that
// moment: scripting time (CDP ScriptDuration) from letting the answer go until the frame with the first tiles
// is painted, and the time from the answer's arrival in the page (its resource timing) to that painted frame (the
// paint time of the first tile's name, from Element Timing).
// Median of 3 runs.
//   node scripts/bench-game-list.mjs [built site dir, default apps/mobile/dist/<first brand>]
// BENCH_GAMES=35 answers only that many games: the same window with one page, to tell the list-size cost from
// the fixed cost of the page's first render.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/* global document, MutationObserver -- in page.evaluate callbacks, which run in the page */
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET = { scriptingMs: 100, frameMs: 250 };
const RUNS = 3;
const brand = fs.readdirSync(path.join(root, 'brands')).find((id) => fs.existsSync(path.join(root, 'brands', id, 'brand.config.ts')));
const site = path.resolve(process.argv[2] ?? path.join(root, 'apps/mobile/dist', brand));
const port = 47900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

const server = spawn('pnpm', ['--filter', '@wl/demo-api', 'exec', 'tsx', 'src/server.ts', '--port', String(port), '--static', site], {
  cwd: root,
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/m/home`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the demo server did not start on ${base}`);
}

/** Every RNG game of the brand's merchant, as one game-list answer. */
async function allGames(merchant) {
  const games = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const response = await fetch(`${base}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=200&pageNo=${pageNo}`, { headers: { Merchant: merchant } });
    const { value } = await response.json();
    games.push(...value.games);
    if (pageNo >= value.totalPages) break;
  }
  return { success: true, code: '0', message: '', value: { games, pageNum: 1, totalPages: 1 } };
}

async function measure(browser, body) {
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let release;
  const held = new Promise((resolve) => {
    page.route('**/wps/relay/GCSGAME_gameList**', async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('pageNo') !== '1' || url.searchParams.get('gameType') !== 'RNG') return route.continue();
      resolve();
      await new Promise((r) => (release = r));
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    });
  });
  await page.goto(`${base}/m/slot-games`);
  await held;
  // let the page's other first calls settle (the held call times out after 15 s, so not longer)
  await page.waitForTimeout(2000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scriptBefore = await scriptSeconds(cdp);
  const rendered = page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('the first tile was not painted within 10 s')), 10_000);
        // the frame that shows the first tiles: the paint time of the first tile's name (Element Timing), marked
        // when the tile enters the DOM, before that frame is painted
        new PerformanceObserver((list) => {
          const entry = list.getEntries().find((e) => e.identifier === 'bench-first-tile');
          if (entry) resolve({ frame: entry.renderTime, elements: document.querySelectorAll('*').length });
        }).observe({ type: 'element', buffered: true });
        const mark = () => {
          const name = document.querySelector('[role="list"] [role="listitem"] button > span:last-child');
          name?.setAttribute('elementtiming', 'bench-first-tile');
          return !!name;
        };
        if (mark()) return;
        const observer = new MutationObserver(() => {
          if (mark()) observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  release();
  const { frame, elements } = await rendered;
  // from the moment the page has the answer (not the moment the bench lets it go: that adds the browser
  // automation's own latency, which is no part of the page)
  const arrived = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .findLast((e) => e.name.includes('GCSGAME_gameList') && e.name.includes('gameType=RNG') && e.name.includes('pageNo=1'));
    return entry?.responseEnd;
  });
  if (!arrived) throw new Error('no resource timing for the held game list call');
  const scripting = (await scriptSeconds(cdp)) - scriptBefore;
  await page.close();
  return { scriptingMs: scripting * 1000, frameMs: frame - arrived, elements };
}

async function scriptSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let status = 0;
try {
  if (!fs.existsSync(path.join(site, 'index.html'))) throw new Error(`no built site in ${site} (build a brand first)`);
  await waitForServer();
  // the brand's merchant code (the games differ per merchant); any code works on the demo platform
  const merchant = /merchantCode:\s*'([^']+)'/.exec(fs.readFileSync(path.join(root, 'brands', brand, 'brand.config.ts'), 'utf8'))?.[1] ?? 'WLDEMO';
  const body = await allGames(merchant);
  if (process.env.BENCH_GAMES) body.value.games = body.value.games.slice(0, Number(process.env.BENCH_GAMES));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, body));
  await browser.close();
  const scripting = median(runs.map((r) => r.scriptingMs));
  const frame = median(runs.map((r) => r.frameMs));
  const row = (name, value, budget) => {
    const ok = value <= budget;
    if (!ok) status = 1;
    console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(34)} ${`${value.toFixed(0)} ms`.padStart(12)}   target ${budget} ms`);
  };
  console.log(`game list (${body.value.games.length} games, 4x CPU slowdown, median of ${RUNS})`);
  row('scripting of the render', scripting, BUDGET.scriptingMs);
  row('to the next frame', frame, BUDGET.frameMs);
  console.log(`    (${runs.map((r) => r.elements).join(', ')} DOM elements after the render)`);
} catch (error) {
  console.error(`game list bench failed: ${error instanceof Error ? error.message : error}`);
  status = 1;
} finally {
  stop();
}
process.exit(status);
