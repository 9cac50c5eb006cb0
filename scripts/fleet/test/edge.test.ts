// The fleet edge (scripts/fleet/edge.mjs, deploy/edge/edge.conf.template) in front of the object store (issue 38
// item 3): three merchants published to Ceph's radosgw (test/globalSetup.ts) and served by host name over HTTPS, the
// demo platform behind as their API; the suite's smoke journey in a browser on each; a promote and a rollback while a
// page opened before keeps working; and the edge under load on 20 merchant hosts through three switches.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { loadBrand } from '../../../packages/brand/src/node/loader.ts';
import { browserRules } from '../../../e2e/edgeHosts.ts';
import { freePort } from '../../lib/local.mjs';
import { POINTER_TTL_S, startEdge } from '../edge.mjs';
import { formatStatus, parseTarget, promote, publish, rollback, s3Client, status } from '../store.mjs';
import { ensureReleases, nextVersion, readManifest, root } from './releases.ts';

const store = inject('store');
const BRANDS = ['default', 'sol', 'lotus'];
/** The merchant the switches move: its own release and the next version of it. */
const SWITCHED = 'default';

let work: string;
let target: ReturnType<typeof parseTarget>;
let client: ReturnType<typeof s3Client>;
let edge: Awaited<ReturnType<typeof startEdge>>;
let demo: ChildProcess;
/** brand id -> its name and its first host (the smoke journey's), and the 20 hosts of the load case */
const brands = new Map<string, { name: string; host: string }>();
const loadHosts: { host: string; brand: string }[] = [];
let first: string;
let next: string;
const printed: string[] = [];
const log = (line: string) => printed.push(line);

/** A GET to the edge as a browser on `host` sends it (its certificate is the run's own). */
function get(host: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    https
      .get({ host: '127.0.0.1', port: edge.port, path: pathname, servername: host, rejectUnauthorized: false, headers: { host, ...headers } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      })
      .once('error', reject);
  });
}

/** The release a new page load of `host` gets: the page names it in its entry script's name. */
const entryOf = (html: string) => /<script type="module" crossorigin src="(\/assets\/[^"]+)"/.exec(html)?.[1];

beforeAll(async () => {
  ensureReleases(BRANDS);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-fleet-edge-'));
  const releaseRoot = path.join(work, 'releases');
  for (const brand of BRANDS) fs.cpSync(path.join(root, 'dist', brand), path.join(releaseRoot, brand), { recursive: true });
  // the next version of the switched merchant, in a release root of its own (a later build of the same brand)
  const nextRoot = path.join(work, 'next');
  nextVersion(path.join(releaseRoot, SWITCHED), path.join(nextRoot, SWITCHED), { version: '99.0.0', suffix: '-n' });

  Object.assign(process.env, {
    AWS_ENDPOINT_URL: store.endpoint,
    AWS_REGION: store.region,
    AWS_ACCESS_KEY_ID: store.accessKeyId,
    AWS_SECRET_ACCESS_KEY: store.secretAccessKey,
  });
  client = s3Client();
  target = parseTarget(`s3://${store.bucket}/edge-${Date.now()}`);
  for (const brand of BRANDS) {
    const { release } = await publish({ client, target, releaseRoot, brand, log });
    await promote({ client, target, brand, release, channel: 'production', log });
    if (brand === SWITCHED) first = release;
  }
  next = (await publish({ client, target, releaseRoot: nextRoot, brand: SWITCHED, log })).release;

  const apiPort = await freePort();
  demo = spawn(process.execPath, ['--import', 'tsx', 'packages/demo-api/src/server.ts', '--port', String(apiPort)], { cwd: root, stdio: 'ignore' });
  const configs = await Promise.all(BRANDS.map(async (id) => (await loadBrand(path.join(root, 'brands'), id)).config));
  for (const config of configs) brands.set(config.id, { name: config.name, host: config.hosts![0]! });
  // 20 merchant hosts for the load case: each brand's own, and more of them as a merchant with several domains has
  for (let index = 0; loadHosts.length < 20; index += 1) {
    const config = configs[index % configs.length]!;
    const host = index < configs.length ? config.hosts![0]! : `m${index}.${config.id}.fleet.test`;
    loadHosts.push({ host, brand: config.id });
  }
  const served = configs.map((config) => ({ ...config, hosts: loadHosts.filter((entry) => entry.brand === config.id).map((entry) => entry.host) }));
  edge = await startEdge({
    brands: served,
    target: target.url,
    endpoint: store.endpoint,
    port: await freePort(),
    apiUpstream: `http://127.0.0.1:${apiPort}`,
    demo: true,
    tls: true,
  });
  // the demo platform answers once it has loaded its seed
  await vi.waitFor(async () => expect((await get(brands.get(SWITCHED)!.host, '/wps/system/status', { merchant: 'WLDEMO' })).status).toBe(200), {
    timeout: 30_000,
    interval: 200,
  });
});

afterAll(async () => {
  await edge?.stop();
  demo?.kill('SIGTERM');
  client?.destroy();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('the fleet edge', () => {
  it("serves each merchant its own page and assets by host name, with the release's headers; an unknown host gets nothing", async () => {
    for (const [id, { name, host }] of brands) {
      const page = await get(host, '/m/home', { 'accept-encoding': 'br' });
      expect(page.status, host).toBe(200);
      expect(page.headers['content-encoding'], host).toBe('br');
      expect(page.headers['cache-control'], host).toBe('no-cache');
      // the CSP of the release the channel names, and HSTS: the edge speaks TLS
      expect(page.headers['content-security-policy'], host).toBe(readManifest(path.join(root, 'dist', id)).contentSecurityPolicy);
      expect(page.headers['strict-transport-security'], host).toMatch(/^max-age=31536000/);
      expect(page.headers['cross-origin-opener-policy'], host).toBe('same-origin');
      // nothing of the store's own headers reaches the browser
      expect(
        Object.keys(page.headers).filter((header) => header.startsWith('x-amz-')),
        host,
      ).toEqual([]);
      const plain = await get(host, '/m/activity');
      expect(plain.body, host).toContain(`<title>${name}</title>`);
      const asset = await get(host, entryOf(plain.body)!);
      expect(asset.status, host).toBe(200);
      expect(asset.headers['cache-control'], host).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-security-policy'], host).toBeTruthy();
      // another merchant's asset is not this merchant's
      const other = [...brands.values()].find((brand) => brand.host !== host)!;
      const foreign = await get(host, entryOf((await get(other.host, '/m/home')).body)!);
      expect(foreign.status, `${other.host}'s entry on ${host}`).toBe(404);
      expect(foreign.headers['cache-control']).toBe('no-store');
    }
    for (const pathname of ['/m/home', '/assets/x.js', '/wps/system/status']) expect((await get('unknown.example', pathname)).status, pathname).toBe(404);
    expect((await get(brands.get('sol')!.host, '/not-an-app-route')).status).toBe(404);
  });

  it('passes the smoke journey (home, a game list, login, member centre, deposit) on each merchant', () => {
    const run = spawn('pnpm', ['exec', 'playwright', 'test', '--config', 'e2e/playwright.config.ts', 'e2e/smoke.spec.ts'], {
      cwd: root,
      env: { ...process.env, E2E_EDGE: String(edge.port), E2E_SMOKE: '1', E2E_BRANDS: BRANDS.join(','), E2E_OUTPUT_DIR: path.join(work, 'smoke') },
    });
    let output = '';
    run.stdout.on('data', (chunk) => (output += chunk));
    run.stderr.on('data', (chunk) => (output += chunk));
    return new Promise<void>((resolve, reject) =>
      run.once('close', (code) => {
        process.stdout.write(output);
        try {
          expect(output).toMatch(new RegExp(`\\b${BRANDS.length} passed\\b`));
          expect(code).toBe(0);
          resolve();
        } catch (error) {
          reject(error);
        }
      }),
    );
  });

  it('a promote reaches new page loads within 10 s, a rollback too, and a page opened before keeps working', async () => {
    const { host } = brands.get(SWITCHED)!;
    const before = entryOf((await get(host, '/m/home')).body);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [browserRules([host]), '--ignore-certificate-errors'],
    });
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      await context.addInitScript(() => localStorage.setItem('wl.ageConfirmed', '99'));
      const page = await context.newPage();
      const failed: string[] = [];
      page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`));
      await page.goto(`https://${host}:${edge.port}/m/home`);
      await expect.poll(() => page.getByRole('navigation').first().isVisible(), { timeout: 15_000 }).toBe(true);

      const switches: number[] = [];
      for (const [release, entry] of [
        [next, (html: string) => entryOf(html) !== before],
        [first, (html: string) => entryOf(html) === before],
      ] as const) {
        const start = Date.now();
        if (release === next) await promote({ client, target, brand: SWITCHED, release, channel: 'production', log });
        else await rollback({ client, target, brand: SWITCHED, channel: 'production', log });
        await expect.poll(async () => entry((await get(host, '/m/home')).body), { timeout: 10_000, interval: 100 }).toBe(true);
        switches.push(Date.now() - start);
        // the page loaded before still opens screens whose code it had not loaded yet: its version's chunks
        const screen = release === next ? '/m/slot-games' : '/m/activity';
        if (release === first) await page.goBack();
        await page.locator(`a[href="${screen}"]`).first().click();
        await expect.poll(() => page.url(), { timeout: 15_000 }).toContain(screen);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { timeout: 15_000, message: failed.join('\n') }).toBe(true);
      }
      process.stdout.write(
        `promote and rollback seen by a new page load after ${switches.map((ms) => `${ms} ms`).join(' and ')} (pointer cached ${POINTER_TTL_S} s)\n`,
      );
      expect(failed).toEqual([]);
      expect(await page.getByText('Something went wrong').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('answers every request on 20 merchant hosts through three switches, each with its own brand and assets', async () => {
    const expected = new Map(loadHosts.map(({ host, brand }) => [host, `<title>${brands.get(brand)!.name}</title>`]));
    const wrong: string[] = [];
    // each host's page, and its brand's entry script (of the release every page loaded so far names: kept by any switch)
    const entries = new Map<string, string>();
    for (const [id, { host }] of brands) entries.set(id, entryOf((await get(host, '/m/home')).body)!);
    const requests = loadHosts.flatMap(({ host, brand }) => [
      {
        method: 'GET' as const,
        path: '/m/home',
        headers: { host },
        onResponse: (status: number, body: string) => {
          if (status !== 200 || !body.includes(expected.get(host)!)) wrong.push(`${host}: ${status} ${body.slice(0, 80)}`);
        },
      },
      {
        method: 'GET' as const,
        path: entries.get(brand)!,
        headers: { host, 'accept-encoding': 'br' },
        onResponse: (status: number) => {
          if (status !== 200) wrong.push(`${host} ${entries.get(brand)}: ${status}`);
        },
      },
    ]);
    const load = autocannon({ url: `https://127.0.0.1:${edge.port}`, connections: 20, duration: 12, requests });
    const switches = (async () => {
      for (const step of ['promote', 'rollback', 'promote'] as const) {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        if (step === 'promote') await promote({ client, target, brand: SWITCHED, release: next, channel: 'production', log });
        else await rollback({ client, target, brand: SWITCHED, channel: 'production', log });
      }
    })();
    const [result] = await Promise.all([load, switches]);
    process.stdout.write(
      `edge under load: ${result.requests.total} requests in ${result.duration} s, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.errors} errors, ${result.non2xx} non-2xx\n`,
    );
    expect(result.requests.total).toBeGreaterThan(200);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('prints the fleet status table', async () => {
    const table = formatStatus(await status({ client, target }));
    process.stdout.write(`${table}\n`);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^BRAND\s+CHANNEL\s+RELEASE\s+COMMIT\s+PUBLISHED AT\s+HOME JS\s+VERSIONS KEPT$/);
    for (const brand of BRANDS) expect(lines.some((line: string) => line.startsWith(`${brand} `) && line.includes('production'))).toBe(true);
    expect(lines.find((line: string) => line.startsWith(`${SWITCHED} `))).toContain(next);
  });
});
