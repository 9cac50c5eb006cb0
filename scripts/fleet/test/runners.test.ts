// Many runners, one cache (issue 38 item 4): three runners, each a fresh `git clone` of this repo (with the working
// tree's uncommitted changes copied in, so the test runs what is on disk) and its own install, share Turborepo's
// remote cache (scripts/fleet/remoteCache.mjs) kept in the object store (test/globalSetup.ts). Each generates the same
// small fleet (`brands:scale --generate-only`); runners A and B build shards 1/2 and 2/2 of it at the same time,
// which between them build every brand exactly once; runner C then builds the whole fleet and builds nothing: every
// task a remote hit, each dist/<brand>/release.json the one its shard's runner built. What runner C has is then
// published to the object store, promoted and served by host name through the edge, as a release engineer ships it.
// Prints each step's time and the fleet's status table.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadBrand } from '../../../packages/brand/src/node/loader.ts';
import { freePort } from '../../lib/local.mjs';
import { startEdge } from '../edge.mjs';
import { startRemoteCache, type RemoteCache } from '../remoteCache.mjs';
import { brandsOfShard } from '../shard.mjs';
import { formatStatus, parseTarget, promote, publish, releaseName, status } from '../store.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
/** Two brands: one on each of two shards (pinned by scripts/fleet/shard.test.ts), the least that tests a split. */
const FLEET = ['syn-01-aurora', 'syn-02-boreal'];
const FLEET_DIR = 'fleet-brands';

const store = inject('store');
const s3 = new S3Client({
  endpoint: store.endpoint,
  region: store.region,
  forcePathStyle: true,
  credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
});
const bucket = `turbo-cache-${process.pid}`;

let work: string;
let cache: RemoteCache;
const timings: [string, number][] = [];
async function timed<T>(step: string, action: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await action();
  } finally {
    timings.push([step, (performance.now() - t0) / 1000]);
  }
}

/** A runner: a fresh clone of HEAD plus the working tree's changes, installed offline from the lockfile. */
async function cloneRunner(name: string, changed: string[], deleted: string[]) {
  const dir = path.join(work, name);
  await run('git', ['clone', '--quiet', root, dir]);
  for (const file of changed) fs.cpSync(path.join(root, file), path.join(dir, file));
  for (const file of deleted) fs.rmSync(path.join(dir, file), { force: true });
  await run('pnpm', ['install', '--offline', '--frozen-lockfile'], { cwd: dir });
  await run('node', ['scripts/brand-scale.mjs', '--generate-only', '--into', FLEET_DIR, '--count', String(FLEET.length)], { cwd: dir });
  return dir;
}

interface TaskSummary {
  taskId: string;
  hash: string;
  command: string;
  cache: { status: 'HIT' | 'MISS'; source?: 'LOCAL' | 'REMOTE' };
}
/** `pnpm fleet:build --shard I/N` on a runner: its output and turbo's run summary (the file it names). */
async function fleetBuild(dir: string, shard: string) {
  const { stdout } = await run('node', ['scripts/fleet/fleet-build.mjs', '--shard', shard, '--brands-dir', FLEET_DIR], {
    cwd: dir,
    env: { ...process.env, ...cache.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const summaryFile = /turbo summary: (\S+)\)/.exec(stdout)?.[1];
  expect(summaryFile, stdout).toBeTruthy();
  const summary = JSON.parse(fs.readFileSync(path.join(dir, summaryFile!), 'utf8')) as { tasks: TaskSummary[] };
  // the brands' build and release tasks (the packages' `transit` tasks have no command)
  const tasks = summary.tasks.filter((task) => /^@wl-brands\/.+#(build|release)$/.test(task.taskId));
  return { stdout, tasks, brands: [...new Set(tasks.map((task) => task.taskId.replace(/^@wl-brands\/([^#]+)#.*$/, '$1')))].sort() };
}
/** A GET to the edge for `host` over plain HTTP (the edge's TLS is the edge test's). */
function get(port: number, host: string, pathname: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      })
      .once('error', reject);
  });
}

const release = (dir: string, brand: string) => fs.readFileSync(path.join(dir, 'dist', brand, 'release.json'), 'utf8');

let runners: Record<'a' | 'b' | 'c', string>;
beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-fleet-runners-'));
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  cache = await timed('remote cache server start', () => startRemoteCache({ s3: { ...store, bucket } }));
  const git = async (args: string[]) => (await run('git', args, { cwd: root })).stdout.split('\n').filter(Boolean);
  const [changed, deleted] = await Promise.all([git(['ls-files', '--modified', '--others', '--exclude-standard']), git(['ls-files', '--deleted'])]);
  const live = changed.filter((file) => !deleted.includes(file));
  const [a, b, c] = await timed('3 runners: clone, install, generate the fleet (in parallel)', () =>
    Promise.all(['a', 'b', 'c'].map((name) => cloneRunner(name, live, deleted))),
  );
  runners = { a: a!, b: b!, c: c! };
}, 300_000);

let statusTable = '';
afterAll(async () => {
  await cache?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
  process.stdout.write(`runners test, step times:\n${timings.map(([step, seconds]) => `  ${step.padEnd(64)} ${seconds.toFixed(1)} s\n`).join('')}`);
  if (statusTable) process.stdout.write(`the generated fleet in the object store:\n${statusTable}\n`);
});

describe('fleet runners sharing the remote cache', () => {
  let shards: Awaited<ReturnType<typeof fleetBuild>>[];

  it('generate the same fleet on every runner', () => {
    for (const dir of Object.values(runners)) {
      expect(fs.readdirSync(path.join(dir, FLEET_DIR)).filter((id) => fs.existsSync(path.join(dir, FLEET_DIR, id, 'package.json')))).toEqual(FLEET);
      for (const id of FLEET)
        expect(fs.readFileSync(path.join(dir, FLEET_DIR, id, 'brand.config.ts'), 'utf8')).toBe(
          fs.readFileSync(path.join(runners.a, FLEET_DIR, id, 'brand.config.ts'), 'utf8'),
        );
    }
  });

  it('two runners build shards 1/2 and 2/2: every brand exactly once, nothing from the cache', async () => {
    shards = await timed('runners A and B build shards 1/2 and 2/2 (cold, at the same time)', () =>
      Promise.all([fleetBuild(runners.a, '1/2'), fleetBuild(runners.b, '2/2')]),
    );
    for (const [index, shard] of shards.entries()) {
      expect(shard.brands).toEqual(brandsOfShard(FLEET, { index: index + 1, count: 2 }));
      expect(shard.brands.length, 'each shard has a brand of this fleet').toBeGreaterThan(0);
      expect(shard.tasks.map((task) => task.cache.status)).toEqual(shard.tasks.map(() => 'MISS'));
    }
    expect(shards.flatMap((shard) => shard.brands).sort()).toEqual(FLEET);
    // what they built is in the object store: the cache server keeps an artifact per task there
    const { KeyCount } = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
    expect(KeyCount).toBe(FLEET.length * 2);
  }, 600_000);

  it('a third runner from a fresh clone builds nothing: every task a remote hit, the same artifacts', async () => {
    const whole = await timed('runner C builds the whole fleet (--shard 1/1; all remote hits)', () => fleetBuild(runners.c, '1/1'));
    expect(whole.brands).toEqual(FLEET);
    expect(whole.tasks).toHaveLength(FLEET.length * 2);
    for (const task of whole.tasks) expect(task.cache, task.taskId).toMatchObject({ status: 'HIT', source: 'REMOTE' });
    expect(whole.stdout).toMatch(new RegExp(`tasks: ${FLEET.length * 2} remote hit \\(`));
    // the same task hashes as the runners that built them (the same inputs on every clone)
    const built = new Map(shards.flatMap((shard) => shard.tasks).map((task) => [task.taskId, task.hash]));
    for (const task of whole.tasks) expect(task.hash, task.taskId).toBe(built.get(task.taskId));
    // dist/<brand>/ restored, byte for byte what its builder wrote (release.json's builtAt and hashes included)
    for (const [index, shard] of shards.entries()) {
      const builder = index === 0 ? runners.a : runners.b;
      for (const brand of shard.brands) expect(release(runners.c, brand)).toBe(release(builder, brand));
    }
  }, 300_000);

  it("runner C's fleet is published, promoted and served by host name through the edge", async () => {
    const target = parseTarget(`s3://${store.bucket}/runners-${process.pid}`);
    const releaseRoot = path.join(runners.c, 'dist');
    const log = () => {};
    await timed('publish and promote the fleet runner C built', async () => {
      for (const brand of FLEET) {
        const published = await publish({ client: s3, target, releaseRoot, brand, log });
        await promote({ client: s3, target, brand, release: published.release, channel: 'production', log });
      }
    });
    const rows = await status({ client: s3, target });
    // each brand's production channel names the release runner C has (version+commit)
    expect(rows.filter((row) => row.channel === 'production').map((row) => [row.brand, row.release])).toEqual(
      FLEET.map((brand) => {
        const { version, commit } = JSON.parse(release(runners.c, brand)) as { version: string; commit: string };
        return [brand, releaseName({ brand, version, commit })];
      }),
    );
    statusTable = formatStatus(rows);
    const configs = await Promise.all(FLEET.map(async (id) => (await loadBrand(path.join(runners.c, FLEET_DIR), id)).config));
    const edge = await startEdge({ brands: configs, target: target.url, endpoint: store.endpoint, port: await freePort() });
    try {
      for (const config of configs) {
        const host = config.hosts![0]!;
        const page = await get(edge.port, host, '/m/home');
        expect(page.status, host).toBe(200);
        expect(page.body, host).toContain(`<title>${config.name}</title>`);
        const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+)"/.exec(page.body)?.[1];
        expect(entry, host).toBeTruthy();
        expect((await get(edge.port, host, entry!)).status, `${host}${entry}`).toBe(200);
      }
    } finally {
      await edge.stop();
    }
  }, 120_000);
});
