#!/usr/bin/env node
// `node scripts/bench-fleet.mjs [--count N] [--skip-shards | --shards-only] [--from DIR]`: the fleet bench of issue 38. On this machine, for a
// generated fleet of N brands (default 200; scripts/brand-scale.mjs --generate-only), it measures:
//   - the cold build and release of the whole fleet on one runner, the warm rebuild (nothing changed: all cache hits),
//     a fresh clone on the remote cache (all remote hits), and the two shards of a two-runner pipeline;
//   - the publish of every brand to the object store and the promote of each;
//   - the time from a promote (and a rollback) to the first new page load through the edge that shows it;
//   - the edge under load: requests per second and latency on 20 merchant hosts, each answer checked.
// It composes the fleet's own pieces (docs/operations.md, decision 081): Ceph's radosgw (scripts/fleet/objectStore.mjs),
// turborepo-remote-cache on it (remoteCache.mjs), runners that are fresh clones of HEAD building with
// scripts/fleet/fleet-build.mjs (as scripts/fleet/test/runners.test.ts makes them), the store library (store.mjs),
// the nginx edge (edge.mjs) in front of the demo platform, and autocannon. Prints a table of every figure; exits 1
// when a check failed (a warm build that built something, a wrong page under load...). Everything it starts is
// stopped by its PID at the end or on SIGINT/SIGTERM, and its temporary folder removed.
//
// A 200-brand run takes hours (about 47 s per brand cold, each runner building one brand at a time): develop with
// --count 3. Below 200 brands the report adds per-brand figures and a line extrapolated to 200, marked as such.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, sleep, waitForPort } from './lib/local.mjs';
import { POINTER_TTL_S, startEdge } from './fleet/edge.mjs';
import { startObjectStore } from './fleet/objectStore.mjs';
import { startRemoteCache } from './fleet/remoteCache.mjs';
import { parseTarget, promote, publish, rollback, s3Client } from './fleet/store.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// the pinned AWS SDK runs on Node 20 (docs/toolchain.md); its notice about later versions only fills the report
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '200' },
    'skip-shards': { type: 'boolean', default: false },
    'shards-only': { type: 'boolean', default: false },
    from: { type: 'string' },
  },
});
/**
 * `--shards-only`: the two cold shards alone, on one fresh runner (no one-runner builds, no publish, no edge): with
 * `--from DIR` for the rest, a 200-brand fleet's figures are taken in two runs of about an hour each, not one of hours.
 */
const shardsOnly = values['shards-only'];
if (shardsOnly && (values.from || values['skip-shards'])) {
  console.error('✖ --shards-only measures the shards alone: it takes neither --from nor --skip-shards');
  process.exit(1);
}
/**
 * `--from DIR`: the publish, switch and load phases alone, on a fleet built before (DIR holds its `dist/` and its
 * `fleet-brands/`, as a runner has them): the builds of a 200-brand run take hours, its publish and edge figures
 * minutes. The build rows are then absent from the report.
 */
const fromDir = values.from && path.resolve(values.from);
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 999) {
  console.error('✖ --count: a whole number from 1 to 999 (brands:scale generates at most 999)');
  process.exit(1);
}
/** The fleet size the issue asks about: smaller runs are extrapolated to it. */
const TARGET_COUNT = 200;
/** The folder name a runner's generated fleet must have: pnpm-workspace.yaml lists fleet-brands/*. */
const FLEET_DIR = 'fleet-brands';
/** The load case of the edge (the same shape as scripts/fleet/test/edge.test.ts's, longer). */
const LOAD = { connections: 20, seconds: 20, hosts: 20 };
const POLL_MS = 50;
const SWITCH_TIMEOUT_MS = 30_000;

// --- the report: every figure with its unit, and the checks -------------------------------------------------------
const rows = [];
let failed = false;
const row = (what, value, unit, note = '') => rows.push({ what, value: String(value), unit, note });
/** A check of the run: a ✖ in the report (and exit 1), not an exception, so the other figures are still measured. */
const check = (ok, what) => {
  if (!ok) failed = true;
  return `${ok ? '✔' : '✖'} ${what}`;
};
const s = (seconds) => seconds.toFixed(1);
const ms = (milliseconds) => String(Math.round(milliseconds));

function printReport(error) {
  const widths = ['what', 'value', 'unit'].map((key) => Math.max(...rows.map((r) => r[key].length), key.length));
  const line = (r) => `  ${r.what.padEnd(widths[0])}  ${r.value.padStart(widths[1])}  ${r.unit.padEnd(widths[2])}  ${r.note}`.trimEnd();
  console.log(`\nFleet bench: ${count} generated brands${error ? ' (INCOMPLETE: the run failed, figures so far)' : ''}\n`);
  console.log(line({ what: 'what', value: 'figure', unit: 'unit', note: 'note' }));
  console.log(line({ what: '-'.repeat(widths[0]), value: '-'.repeat(widths[1]), unit: '-'.repeat(widths[2]), note: '----' }));
  for (const r of rows) console.log(line(r));
}

// --- what the bench starts: stopped in reverse order at the end, on an error, or on SIGINT/SIGTERM ----------------
const stops = [];
let cleaning;
let interrupted = false;
/** The load case while it runs (an interrupt stops it). */
let load;
/** Registers a stop; the returned function stops it now (once), so a phase can free its servers early. */
function own(stop) {
  let stopping;
  const once = () => (stopping ??= Promise.resolve().then(stop));
  stops.push(once);
  // something that finished starting after an interrupt's cleanup began is stopped at once
  if (cleaning) void once();
  return once;
}
/** Child processes running now, each the leader of its own process group (spawned detached). */
const children = new Set();
/** Stops a child and what it started (pnpm, turbo, Vite) through its process group, which is its own PID. */
function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
function cleanup() {
  cleaning ??= (async () => {
    load?.stop();
    for (const child of children) killGroup(child);
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error(`(cleanup: ${error.message})`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n✖ ${signal}: stopping everything the bench started`);
    printReport(new Error(signal));
    void cleanup().then(() => process.exit(130));
  });
}

/**
 * Runs a command in a process group of its own (so an interrupt stops it and its children by its PID); resolves
 * with its output and wall time, rejects with the end of its output. `echo` streams the output as it comes.
 */
function run(command, args, { cwd = root, env = {}, echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    if (cleaning) killGroup(child);
    let output = '';
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        output += chunk;
        if (echo) sink.write(chunk);
      });
    }
    child.once('error', reject);
    child.once('close', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve({ output, seconds: (performance.now() - t0) / 1000 });
      else reject(new Error(`\`${command} ${args.join(' ')}\` in ${cwd} exited with ${code ?? signal}\n${output.slice(-4000)}`));
    });
  });
}

async function timed(action) {
  const t0 = performance.now();
  const result = await action();
  return { result, seconds: (performance.now() - t0) / 1000 };
}

/** A runner: a fresh clone of the committed HEAD, installed offline from the lockfile, with the generated fleet. */
async function cloneRunner(work, name) {
  const dir = path.join(work, name);
  await run('git', ['clone', '--quiet', root, dir]);
  await run('pnpm', ['install', '--offline', '--frozen-lockfile'], { cwd: dir });
  // generated after the install: the fleet's brands are workspace packages that link to the installed ones
  await run('node', ['scripts/brand-scale.mjs', '--generate-only', '--into', FLEET_DIR, '--count', String(count)], { cwd: dir });
  return { name, dir };
}

/** An object store with a bucket and a remote cache server on it; stop() stops both. */
async function startCache(label) {
  const store = await startObjectStore();
  const stopStore = own(() => store.stop());
  await store.createBucket('turbo-cache');
  const { endpoint, region, accessKeyId, secretAccessKey } = store;
  const cache = await startRemoteCache({ s3: { endpoint, region, accessKeyId, secretAccessKey, bucket: 'turbo-cache' } });
  const stopCache = own(() => cache.stop());
  console.log(`▶ ${label}: object store ${endpoint} (started in ${store.startSeconds} s), remote cache ${cache.url}`);
  return { store, env: cache.env, stop: async () => (await stopCache(), await stopStore()) };
}

/**
 * `fleet-build.mjs --shard I/N` on a runner: its wall time, and from turbo's run summary how many of the brands'
 * build and release tasks were built or cache hits (local or remote), and the built ones' time by task.
 */
async function fleetBuild(runner, shard, cacheEnv) {
  console.log(`\n▶ runner ${runner.name}: fleet-build --shard ${shard}`);
  const { output, seconds } = await run('node', ['scripts/fleet/fleet-build.mjs', '--shard', shard, '--brands-dir', FLEET_DIR], {
    cwd: runner.dir,
    env: cacheEnv,
    echo: true,
  });
  const summaryFile = /turbo summary: (\S+)\)/.exec(output)?.[1];
  if (!summaryFile) throw new Error(`fleet-build on runner ${runner.name} named no turbo summary`);
  const summary = JSON.parse(fs.readFileSync(path.join(runner.dir, summaryFile), 'utf8'));
  // the brands' own tasks (the packages' `transit` tasks have no command)
  const tasks = summary.tasks.filter((task) => /^@wl-brands\/[^#]+#(?:build|release)$/.test(task.taskId));
  const result = { seconds, brands: new Set(tasks.map((task) => task.taskId.split('#')[0])).size, tasks: tasks.length, built: 0, local: 0, remote: 0 };
  result.taskSeconds = { build: 0, release: 0 };
  for (const task of tasks) {
    if (task.cache.status === 'HIT') result[task.cache.source === 'REMOTE' ? 'remote' : 'local'] += 1;
    else {
      result.built += 1;
      result.taskSeconds[task.taskId.split('#')[1]] += (task.execution.endTime - task.execution.startTime) / 1000;
    }
  }
  return result;
}
const outcome = (build) => `${build.built} built, ${build.local} local hits, ${build.remote} remote hits of ${build.tasks} tasks`;

/** A GET to the edge as a browser on `host` sends it (the edge's certificate is the run's own). */
function get(port, host, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    https
      .get({ host: '127.0.0.1', port, path: pathname, servername: host, rejectUnauthorized: false, headers: { host, ...headers } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      })
      .once('error', reject);
  });
}

/**
 * A second release of the brand built in `from`, at `to`: the same artifact under another version, with one comment
 * added to its page so that a page load shows which release it got (the same bytes under another version would be
 * indistinguishable). The page's precompressed copies are left out (the edge then serves the page itself), and
 * release.json lists the page's new size and hash, as the publish checks.
 */
function secondRelease(from, to) {
  fs.cpSync(from, to, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(to, 'release.json'), 'utf8'));
  manifest.version = `${manifest.version}-bench.2`;
  const marker = `<!-- fleet bench: ${manifest.version} -->`;
  const page = path.join(to, 'site/index.html');
  const html = fs.readFileSync(page, 'utf8').replace('</head>', `  ${marker}\n  </head>`);
  fs.writeFileSync(page, html);
  for (const ext of ['br', 'gz']) fs.rmSync(`${page}.${ext}`, { force: true });
  const entry = manifest.files.find((file) => file.path === 'index.html');
  Object.assign(entry, { bytes: Buffer.byteLength(html), sha256: crypto.createHash('sha256').update(html).digest('hex') });
  delete entry.gzipBytes;
  delete entry.brotliBytes;
  fs.writeFileSync(path.join(to, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return marker;
}

// --- the run ---------------------------------------------------------------------------------------------------------
const machine = { cpus: os.availableParallelism(), model: os.cpus()[0]?.model ?? '?', loadBefore: os.loadavg() };
const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-fleet-'));
own(() => fs.rmSync(work, { recursive: true, force: true }));
const quiet = () => {};
const started = performance.now();
let error;
try {
  if (execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim()) {
    console.log(`(the runners build the committed HEAD ${head}: this working tree's uncommitted changes are not measured)`);
  }
  console.log(`▶ fleet bench: ${count} brands, ${machine.cpus} CPUs, load ${machine.loadBefore.map((l) => l.toFixed(2)).join(' ')}; work folder ${work}`);

  let runnerA = { name: 'A', dir: fromDir };
  let cold, warm, hits, shards;
  if (!fromDir) {
    // 1. runner A's cache (one object store per cache namespace and one for the releases: each store keeps its objects
    //    in 1 GiB of memory, and 200 brands make about 0.5 GB of cache artifacts per namespace and 0.7 GB of releases)
    let runnerB;
    if (shardsOnly) {
      const setup = await timed(() => cloneRunner(work, 'b'));
      runnerB = setup.result;
      row('one runner: clone, install --offline, generate', s(setup.seconds), 's', 'not part of the build figures');
    } else {
      const [cacheA, setup] = await Promise.all([
        startCache("runner A's remote cache"),
        timed(() => Promise.all(['a', 'b'].map((name) => cloneRunner(work, name)))),
      ]);
      [runnerA, runnerB] = setup.result;
      runnerA.name = 'A';
      row('object store (Ceph radosgw) start', s(cacheA.store.startSeconds), 's');
      row('two runners: clone, install --offline, generate', s(setup.seconds), 's', 'in parallel, not part of the build figures');

      // 2. builds. A cold, then warm (nothing changed); then B, a fresh clone, on A's cache (all remote hits)
      cold = await fleetBuild(runnerA, '1/1', cacheA.env);
      row('cold build + release, one runner', s(cold.seconds), 's', check(cold.built === 2 * count, outcome(cold)));
      row('  of which Vite builds / release steps', `${s(cold.taskSeconds.build)} / ${s(cold.taskSeconds.release)}`, 's', 'sum of the tasks');
      warm = await fleetBuild(runnerA, '1/1', cacheA.env);
      row('warm rebuild (nothing changed), one runner', s(warm.seconds), 's', check(warm.local + warm.remote === 2 * count, outcome(warm)));
      hits = await fleetBuild(runnerB, '1/1', cacheA.env);
      row('fresh clone on the remote cache, one runner', s(hits.seconds), 's', check(hits.remote === 2 * count, outcome(hits)));
      await cacheA.stop();
    }
    runnerB.name = 'B';

    // the two shards on B, one after the other (this machine has 2 cores: two runners at once would share them), on
    // a cache of their own so that both are cold; B's local cache (filled by the run above) is removed first
    if (!values['skip-shards']) {
      fs.rmSync(path.join(runnerB.dir, '.turbo/cache'), { recursive: true, force: true });
      const cacheShards = await startCache("the shards' fresh remote cache");
      shards = [await fleetBuild(runnerB, '1/2', cacheShards.env), await fleetBuild(runnerB, '2/2', cacheShards.env)];
      await cacheShards.stop();
      for (const [index, shard] of shards.entries()) {
        row(
          `cold shard ${index + 1}/2 (${shard.brands} brand${shard.brands === 1 ? '' : 's'})`,
          s(shard.seconds),
          's',
          check(shard.built === shard.tasks, outcome(shard)),
        );
      }
      const brandsBuilt = shards[0].brands + shards[1].brands;
      row(
        'two runners, wall time (the larger shard)',
        s(Math.max(...shards.map((shard) => shard.seconds))),
        's',
        check(brandsBuilt === count, `shards ran one after the other here; two runners take the larger (${brandsBuilt} brands in all)`),
      );
    }
  }
  // 3 to 5: publish, switches and load, on runner A's fleet (or --from DIR); --shards-only stops before them
  if (!shardsOnly) {
    const fleet = fs
      .readdirSync(path.join(runnerA.dir, FLEET_DIR))
      .filter((id) => fs.existsSync(path.join(runnerA.dir, FLEET_DIR, id, 'package.json')))
      .sort();
    if (fleet.length !== count) throw new Error(`the fleet in ${path.join(runnerA.dir, FLEET_DIR)} has ${fleet.length} brands, not ${count}`);

    // 3. publish every brand of A's dist/ (the library, one process, one brand after another as release:publish does)
    const releases = await startObjectStore();
    own(() => releases.stop());
    await releases.createBucket('fleet');
    // the store library's client reads the standard AWS environment (the demo platform and edge never need it)
    Object.assign(process.env, releases.env);
    const client = s3Client();
    own(() => client.destroy());
    const target = parseTarget('s3://fleet/bench');
    const releaseRoot = path.join(runnerA.dir, 'dist');
    const published = [];
    console.log(`\n▶ publish ${count} brands to ${target.url} (${releases.endpoint})`);
    const publishing = await timed(async () => {
      for (const brand of fleet) published.push(await publish({ client, target, releaseRoot, brand }));
    });
    const objects = published.reduce((sum, p) => sum + p.objects, 0);
    const megabytes = published.reduce((sum, p) => sum + p.bytes, 0) / 1e6;
    row('publish every brand, cold', s(publishing.seconds), 's', `${objects} objects, ${megabytes.toFixed(1)} MB uploaded`);
    const promoting = await timed(async () => {
      for (const { brand, release } of published) await promote({ client, target, brand, release, channel: 'production', log: quiet });
    });
    row('promote every brand to production', s(promoting.seconds), 's', `${ms((promoting.seconds * 1000) / count)} ms per brand`);

    // 4. the demo platform and the edge, serving the whole fleet by host name over TLS
    const apiPort = await freePort();
    const demo = spawn(process.execPath, ['--import', 'tsx', 'packages/demo-api/src/server.ts', '--port', String(apiPort)], {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    });
    children.add(demo);
    own(() => killGroup(demo));
    await waitForPort(apiPort, 30_000, 'no demo platform');
    const { tsImport } = await import('tsx/esm/api');
    const { loadBrand } = await tsImport(path.join(root, 'packages/brand/src/node/loader.ts'), import.meta.url);
    const configs = await Promise.all(fleet.map(async (id) => (await loadBrand(path.join(runnerA.dir, FLEET_DIR), id)).config));
    // 20 merchant hosts: each brand's own; a fleet smaller than 20 gets more hosts per brand (a merchant with several
    // domains), as the edge test does
    const loadHosts = [];
    for (let index = 0; loadHosts.length < LOAD.hosts; index += 1) {
      const config = configs[index % configs.length];
      loadHosts.push({ host: index < configs.length ? config.hosts[0] : `m${index}.${config.id}.fleet.test`, config });
    }
    const served = configs.map((config) => ({
      ...config,
      hosts: [...new Set([...config.hosts, ...loadHosts.filter((entry) => entry.config === config).map((entry) => entry.host)])],
    }));
    const edge = await startEdge({
      brands: served,
      target: target.url,
      endpoint: releases.endpoint,
      port: await freePort(),
      apiUpstream: `http://127.0.0.1:${apiPort}`,
      demo: true,
      tls: true,
    });
    own(() => edge.stop());
    console.log(`\n▶ edge ${edge.url}: ${served.reduce((sum, brand) => sum + brand.hosts.length, 0)} hosts of ${count} brands`);
    const wrongAtStart = [];
    for (const { host, config } of loadHosts) {
      const page = await get(edge.port, host, '/m/home');
      if (page.status !== 200 || !page.body.includes(`<title>${config.name}</title>`)) wrongAtStart.push(`${host}: ${page.status}`);
    }
    // the platform API through the edge answers once the demo platform has loaded its seed
    let api = 0;
    for (const deadline = Date.now() + 30_000; api !== 200 && Date.now() < deadline; await sleep(200)) {
      api = (await get(edge.port, loadHosts[0].host, '/wps/system/status', { merchant: 'WLDEMO' })).status;
    }
    row(
      'edge: each load host serves its own page',
      `${LOAD.hosts - wrongAtStart.length}/${LOAD.hosts}`,
      'hosts',
      check(!wrongAtStart.length && api === 200, `${wrongAtStart.slice(0, 3).join(', ') || 'all 200 with their <title>'}; platform API ${api}`),
    );

    // promote to the first new page load: a second release of one brand; its host is loaded every 50 ms throughout,
    // as traffic keeps the edge's pointer cached, and the switch lands at a random moment of that cache's 2 s; the
    // time runs from the promote's start to the first page load that shows the new release. Then a rollback and the
    // promote again
    const switched = fleet[0];
    const host = configs[0].hosts[0];
    const marker = secondRelease(path.join(releaseRoot, switched), path.join(work, 'next', switched));
    const next = await publish({ client, target, releaseRoot: path.join(work, 'next'), brand: switched, log: quiet });
    const shows = async () => (await get(edge.port, host, '/m/home')).body.includes(marker);
    if (await shows()) throw new Error(`${host} shows the second release before its promote`);
    const switches = [];
    for (const step of ['promote', 'rollback', 'promote']) {
      for (const until = performance.now() + Math.random() * POINTER_TTL_S * 1000; performance.now() < until; await sleep(POLL_MS)) await shows();
      const t0 = performance.now();
      if (step === 'promote') await promote({ client, target, brand: switched, release: next.release, channel: 'production', log: quiet });
      else await rollback({ client, target, brand: switched, channel: 'production', log: quiet });
      const written = performance.now() - t0;
      while ((await shows()) !== (step === 'promote')) {
        if (performance.now() - t0 > SWITCH_TIMEOUT_MS) throw new Error(`${step} of ${switched} not seen on ${host} within ${SWITCH_TIMEOUT_MS} ms`);
        await sleep(POLL_MS);
      }
      switches.push({ step, written, seen: performance.now() - t0 });
    }
    row(
      'promote / rollback to the first new page load',
      switches.map((entry) => ms(entry.seen)).join(' / '),
      'ms',
      `promote, rollback, promote; the pointer write itself ${switches.map((entry) => ms(entry.written)).join(' / ')} ms; the edge's pointer TTL is ${POINTER_TTL_S} s`,
    );

    // the load case: every answer must be 200 and carry its own brand's title
    const wrong = [];
    const requests = loadHosts.map(({ host: loadHost, config }) => ({
      method: 'GET',
      path: '/m/home',
      headers: { host: loadHost },
      onResponse: (status, body) => {
        if (status !== 200 || !body.includes(`<title>${config.name}</title>`)) wrong.push(`${loadHost}: ${status}`);
      },
    }));
    console.log(`\n▶ load: ${LOAD.connections} connections, ${LOAD.seconds} s, ${LOAD.hosts} hosts`);
    load = autocannon({ url: edge.url, connections: LOAD.connections, duration: LOAD.seconds, requests });
    const result = await load;
    load = undefined;
    const note = `${result.requests.total} requests, ${LOAD.connections} connections, ${LOAD.seconds} s, ${LOAD.hosts} hosts`;
    row('edge under load: requests per second', Math.round(result.requests.average), 'req/s', note);
    row('edge under load: latency p50 / p99', `${result.latency.p50} / ${result.latency.p99}`, 'ms');
    row(
      'edge under load: errors / timeouts / non-2xx / wrong pages',
      `${result.errors} / ${result.timeouts} / ${result.non2xx} / ${wrong.length}`,
      '',
      check(!result.errors && !result.timeouts && !result.non2xx && !wrong.length, wrong.slice(0, 3).join(', ') || 'every answer its own brand'),
    );

    // whether the edge kept the pointers it read (its proxy cache, the folder `cache` beside its error log): with none
    // kept, every page load reads its brand's pointer from the store, and a switch is seen at once
    const pointers = fs
      .readdirSync(path.join(path.dirname(edge.errorLog), 'cache'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile()).length;
    row(
      "edge: pointers in the edge's cache after the load",
      pointers,
      'entries',
      pointers ? `one per brand read, kept ${POINTER_TTL_S} s` : 'none: every page load read its pointer from the store',
    );

    // per brand, and extrapolated to 200 (linear in the brands; the fixed start of turbo and of each run is in it)
    if (count < TARGET_COUNT && cold) {
      const per = (seconds) => seconds / count;
      const extrapolated = (seconds) => `${s((per(seconds) * TARGET_COUNT) / 60)} min`;
      row('per brand: cold / warm / remote hits / publish', [cold, warm, hits, publishing].map((entry) => s(per(entry.seconds))).join(' / '), 's');
      const parts = [`one runner cold ${extrapolated(cold.seconds)}`];
      // two runners: each builds half the fleet at the shards' own per-brand time
      if (shards) parts.push(`two runners cold ${extrapolated((shards[0].seconds + shards[1].seconds) / 2)}`);
      parts.push(
        `warm ${extrapolated(warm.seconds)}`,
        `fresh clone on remote hits ${extrapolated(hits.seconds)}`,
        `publish ${extrapolated(publishing.seconds)}`,
      );
      row(`EXTRAPOLATED to ${TARGET_COUNT} brands from ${count} (not measured)`, '', '', parts.join('; '));
    }
  }
} catch (caught) {
  error = caught;
  failed = true;
} finally {
  const loadAfter = os.loadavg();
  row('total wall time of the bench', s((performance.now() - started) / 1000), 's');
  row(
    'machine',
    machine.cpus,
    'CPUs',
    `${machine.model}; load average (1/5/15 min) before ${machine.loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}; commit ${head}; Node ${process.version}`,
  );
  await cleanup();
}
// after an interrupt, the signal handler reports and exits
if (!interrupted) {
  printReport(error);
  if (error) console.error(`\n✖ ${error.stack ?? error.message}`);
  process.exit(failed ? 1 : 0);
}
