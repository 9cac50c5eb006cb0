// Fleet releases in a real object store (issue 38): publish, promote, roll back, status and prune against Ceph's
// radosgw (test/globalSetup.ts), through the CLIs an operator runs and, where the order of requests is checked,
// the library with a client that records them. Each test works under its own prefix of the bucket. The release is
// a copy of dist/default (built first when missing), varied by version, renamed assets or a changed byte.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startObjectStore } from '../objectStore.mjs';
import { parseTarget, promote, publish, releaseName } from '../store.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const store = inject('store');
const { bucket } = store;
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Manifest = {
  brand: string;
  version: string;
  commit: string;
  contentSecurityPolicy: string;
  budgets: { name: string; measured: number; unit: string; ok?: boolean }[];
  files: { path: string; bytes: number; sha256: string; gzipBytes?: number; brotliBytes?: number }[];
};

type Server = { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };
function client({ endpoint, region, accessKeyId, secretAccessKey }: Server = store) {
  return new S3Client({ endpoint, region, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } });
}
const s3 = client();

/** Every line printed by the commands and the library in these tests (checked for credentials at the end). */
const printed: string[] = [];
const log = (line: string) => printed.push(line);

let work: string;
let snapshot: string;
let releaseRoot: string;

beforeAll(() => {
  const source = path.join(root, 'dist/default');
  if (!fs.existsSync(path.join(source, 'release.json'))) {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    execFileSync('pnpm', ['exec', 'turbo', 'run', 'release', '--filter=@wl-brands/default'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, WL_RELEASE_COMMIT: commit },
    });
  }
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-fleet-store-test-'));
  // a copy: dist/ may be rebuilt while the tests run
  snapshot = path.join(work, 'default');
  fs.cpSync(source, snapshot, { recursive: true });
  releaseRoot = path.join(work, 'releases');
  fs.mkdirSync(releaseRoot);
});

afterAll(() => {
  s3.destroy();
  fs.rmSync(work, { recursive: true, force: true });
});

const readManifest = (dir: string): Manifest => JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8'));
const sha256 = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Replaces a site file of an artifact (and its entry in release.json; its .br/.gz are dropped). */
function rewrite(dir: string, manifest: Manifest, file: string, bytes: Buffer) {
  const entry = manifest.files.find((candidate) => candidate.path === file)!;
  fs.writeFileSync(path.join(dir, 'site', file), bytes);
  for (const ext of ['br', 'gz']) fs.rmSync(path.join(dir, 'site', `${file}.${ext}`), { force: true });
  Object.assign(entry, { bytes: bytes.length, sha256: sha256(bytes), gzipBytes: undefined, brotliBytes: undefined });
}

/**
 * A release artifact of `brand` in the test's release root: dist/default's, with another version, its hashed assets
 * renamed with a suffix (new asset objects, as a new build has) and any other change.
 */
function makeRelease(brand: string, options: { version?: string; assetSuffix?: string; edit?: (manifest: Manifest, dir: string) => void } = {}) {
  const dir = path.join(releaseRoot, brand);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(snapshot, dir, { recursive: true });
  const manifest = readManifest(dir);
  manifest.brand = brand;
  manifest.version = options.version ?? '0.1.0';
  if (options.assetSuffix) {
    for (const entry of manifest.files.filter((candidate) => candidate.path.startsWith('assets/'))) {
      const renamed = entry.path.replace(/(\.\w+)$/, `${options.assetSuffix}$1`);
      for (const ext of ['', '.br', '.gz']) {
        const from = path.join(dir, 'site', entry.path + ext);
        if (fs.existsSync(from)) fs.renameSync(from, path.join(dir, 'site', renamed + ext));
      }
      entry.path = renamed;
    }
  }
  options.edit?.(manifest, dir);
  fs.writeFileSync(path.join(dir, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest, release: releaseName(manifest) as string };
}

/** The environment a CLI gets: the standard AWS variables, the release root. */
function cliEnv(endpoint = store.endpoint) {
  return {
    ...process.env,
    AWS_ENDPOINT_URL: endpoint,
    AWS_REGION: store.region,
    AWS_ACCESS_KEY_ID: store.accessKeyId,
    AWS_SECRET_ACCESS_KEY: store.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    WL_RELEASE_ROOT: releaseRoot,
  };
}

/** Starts `node scripts/fleet/release-<command>.mjs ...args` as an operator would; its output is kept. */
function start(command: string, args: string[], endpoint?: string) {
  const child = spawn('node', [path.join(root, `scripts/fleet/release-${command}.mjs`), ...args], { cwd: root, env: cliEnv(endpoint) });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => {
      printed.push(...`${stdout}${stderr}`.split('\n'));
      resolve({ code, stdout, stderr });
    }),
  );
  return { child, done };
}
const cli = (command: string, ...args: string[]) => start(command, args).done;

async function keys(prefix: string, s3Client = s3) {
  const found: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3Client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
    found.push(...(page.Contents ?? []).map((entry) => entry.Key!));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return found.sort();
}
const headObject = (key: string, s3Client = s3) => s3Client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
async function exists(key: string, s3Client = s3) {
  return headObject(key, s3Client).then(
    () => true,
    (error) => (error.name === 'NotFound' ? false : Promise.reject(error)),
  );
}
async function getBytes(key: string, s3Client = s3) {
  const response = await s3Client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { bytes: Buffer.from(await response.Body!.transformToByteArray()), metadata: response.Metadata ?? {} };
}
/** A channel's pointer as stored: its raw text and parsed body and its x-amz-meta-release. */
async function pointer(prefix: string, brand: string, channel = 'production', s3Client = s3) {
  const key = `${prefix}/${brand}/channels/${channel}.json`;
  if (!(await exists(key, s3Client))) return null;
  const { bytes, metadata } = await getBytes(key, s3Client);
  return { text: bytes.toString('utf8'), body: JSON.parse(bytes.toString('utf8')), metaRelease: metadata.release };
}
const marker = (prefix: string, brand: string, release: string) => `${prefix}/${brand}/releases/${release}/complete.json`;

/** Every file of an artifact's site/ (relative paths, compressed variants included). */
function siteFiles(dir: string): string[] {
  return (fs.readdirSync(path.join(dir, 'site'), { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(dir, 'site'), path.join(entry.parentPath, entry.name)));
}

describe('publish', () => {
  it('uploads the release under its layout with its headers, the marker last, public objects readable anonymously', async () => {
    const prefix = 'publish';
    const { dir, manifest, release } = makeRelease('default');
    const calls: string[] = [];
    const recording = client();
    recording.middlewareStack.add(
      (next, context) => async (args) => {
        calls.push(`${context.commandName} ${(args.input as { Key?: string; Prefix?: string }).Key ?? (args.input as { Prefix?: string }).Prefix}`);
        return next(args);
      },
      { step: 'initialize' },
    );
    const result = await publish({ client: recording, target: parseTarget(`s3://${bucket}/${prefix}`), releaseRoot, brand: 'default', log });
    recording.destroy();

    const base = `${prefix}/default`;
    const expected = [
      `${base}/releases/${release}/release.json`,
      `${base}/releases/${release}/nginx/site.conf`,
      `${base}/releases/${release}/complete.json`,
      ...siteFiles(dir).map((file) => (file.startsWith('assets/') ? `${base}/${file}` : `${base}/releases/${release}/site/${file}`)),
    ].sort();
    expect(await keys(`${prefix}/`)).toEqual(expected);
    expect(result).toMatchObject({ release, objects: expected.length - 1, uploaded: expected.length - 1 });

    // the marker is the last write, after the verification (a listing of the release) that follows every upload
    const puts = calls.map((call, index) => ({ call, index })).filter(({ call }) => call.startsWith('PutObjectCommand'));
    expect(puts.at(-1)!.call).toBe(`PutObjectCommand ${marker(prefix, 'default', release)}`);
    const verification = calls.findLastIndex((call) => call === `ListObjectsV2Command ${base}/releases/${release}/`);
    expect(verification).toBeGreaterThan(puts.at(-2)!.index);
    expect(verification).toBeLessThan(puts.at(-1)!.index);

    const index = await headObject(`${base}/releases/${release}/site/index.html`);
    expect(index).toMatchObject({ ContentType: 'text/html; charset=utf-8', CacheControl: 'no-cache' });
    expect(index.Metadata).toEqual({ sha256: manifest.files.find((entry) => entry.path === 'index.html')!.sha256, csp: manifest.contentSecurityPolicy });
    const indexBr = await headObject(`${base}/releases/${release}/site/index.html.br`);
    expect(indexBr).toMatchObject({ ContentType: 'text/html; charset=utf-8', ContentEncoding: 'br', CacheControl: 'no-cache' });
    expect(indexBr.Metadata!.sha256).toBe(sha256(fs.readFileSync(path.join(dir, 'site/index.html.br'))));
    for (const [file, type] of [
      ['sw.js', 'text/javascript; charset=utf-8'],
      ['manifest.webmanifest', 'application/manifest+json'],
      ['icon-192.png', 'image/png'],
    ]) {
      expect(await headObject(`${base}/releases/${release}/site/${file}`)).toMatchObject({ ContentType: type, CacheControl: 'no-cache' });
    }
    const chunk = manifest.files.find((entry) => entry.path.endsWith('.js') && entry.brotliBytes)!.path;
    expect(await headObject(`${base}/${chunk}`)).toMatchObject({ ContentType: 'text/javascript; charset=utf-8', CacheControl: IMMUTABLE });
    expect(await headObject(`${base}/${chunk}.gz`)).toMatchObject({
      ContentType: 'text/javascript; charset=utf-8',
      ContentEncoding: 'gzip',
      CacheControl: IMMUTABLE,
    });
    const chunkBr = await getBytes(`${base}/${chunk}.br`);
    expect(chunkBr.bytes.equals(fs.readFileSync(path.join(dir, 'site', `${chunk}.br`)))).toBe(true);
    const css = manifest.files.find((entry) => entry.path.startsWith('assets/') && entry.path.endsWith('.css'))!.path;
    expect(await headObject(`${base}/${css}`)).toMatchObject({ ContentType: 'text/css; charset=utf-8', CacheControl: IMMUTABLE });

    // anonymous plain HTTP, as an edge or a CDN reads: '+' of the release percent-encoded (%2B) and as it is
    const url = (key: string) => `${store.endpoint}/${bucket}/${key}`;
    const page = fs.readFileSync(path.join(dir, 'site/index.html'), 'utf8');
    for (const name of [release.replace('+', '%2B'), release]) {
      const response = await fetch(url(`${base}/releases/${name}/site/index.html`));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-amz-meta-csp')).toBe(manifest.contentSecurityPolicy);
      expect(await response.text()).toBe(page);
    }
    const asset = await fetch(url(`${base}/${chunk}`));
    expect([asset.status, asset.headers.get('cache-control')]).toEqual([200, IMMUTABLE]);
    expect(sha256(Buffer.from(await asset.arrayBuffer()))).toBe(manifest.files.find((entry) => entry.path === chunk)!.sha256);
    for (const file of ['release.json', 'nginx/site.conf', 'complete.json']) {
      expect((await fetch(url(`${base}/releases/${release.replace('+', '%2B')}/${file}`))).status, file).toBe(403);
    }
  });

  it('a re-run uploads nothing', async () => {
    const calls: string[] = [];
    const recording = client();
    recording.middlewareStack.add(
      (next, context) => async (args) => {
        calls.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize' },
    );
    const result = await publish({ client: recording, target: parseTarget(`s3://${bucket}/publish`), releaseRoot, brand: 'default', log });
    recording.destroy();
    expect(result.uploaded).toBe(0);
    expect(calls.filter((call) => call === 'PutObjectCommand')).toEqual([]);

    const { code, stdout } = await cli('publish', 'default', '--to', `s3://${bucket}/publish`);
    expect(code).toBe(0);
    expect(stdout).toContain(`default ${result.release}: already published`);
  });

  it('a publish killed half-way leaves production as it was; a re-run completes it', async () => {
    const prefix = 'killed';
    const first = makeRelease('kill', { version: '1.0.0' });
    expect((await cli('publish', 'kill', '--to', `s3://${bucket}/${prefix}`)).code).toBe(0);
    expect((await cli('promote', 'kill', first.release, '--channel', 'production', '--to', `s3://${bucket}/${prefix}`)).code).toBe(0);
    const before = await pointer(prefix, 'kill');
    const objectsBefore = (await keys(`${prefix}/kill/`)).length;

    const second = makeRelease('kill', { version: '1.1.0', assetSuffix: '-v2' });
    // one upload at a time, so that the kill lands in the middle
    const { child, done } = start('publish', ['kill', '--parallel', '1', '--to', `s3://${bucket}/${prefix}`]);
    while ((await keys(`${prefix}/kill/`)).length < objectsBefore + 20) await new Promise((resolve) => setTimeout(resolve, 25));
    child.kill('SIGKILL');
    await done;

    expect(await exists(marker(prefix, 'kill', second.release))).toBe(false);
    expect(await pointer(prefix, 'kill')).toEqual(before);
    const refused = await cli('promote', 'kill', second.release, '--channel', 'production', '--to', `s3://${bucket}/${prefix}`);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`kill ${second.release}: refused: the release is incomplete`);
    expect(await pointer(prefix, 'kill')).toEqual(before);

    const partial = (await keys(`${prefix}/kill/`)).length - objectsBefore;
    const rerun = await cli('publish', 'kill', '--to', `s3://${bucket}/${prefix}`);
    expect(rerun.code).toBe(0);
    const [total, uploaded] = /: (\d+) objects, (\d+) uploaded/.exec(rerun.stdout)!.slice(1).map(Number);
    // only what the killed run did not upload
    expect(partial).toBeGreaterThan(0);
    expect(uploaded).toBe(total! - partial);
    expect(await exists(marker(prefix, 'kill', second.release))).toBe(true);
    expect((await cli('promote', 'kill', '1.1.0', '--channel', 'production', '--to', `s3://${bucket}/${prefix}`)).code).toBe(0);
    expect((await pointer(prefix, 'kill'))!.body.release).toBe(second.release);
  });

  it('a release that exists with other bytes, or an asset name with other bytes, is refused naming the file', async () => {
    const prefix = 'conflict';
    const target = `s3://${bucket}/${prefix}`;
    const { release } = makeRelease('clash');
    expect((await cli('publish', 'clash', '--to', target)).code).toBe(0);
    const stored = await headObject(`${prefix}/clash/releases/${release}/site/offline.html`);

    makeRelease('clash', { edit: (manifest, dir) => rewrite(dir, manifest, 'offline.html', Buffer.from('<!doctype html><title>other bytes</title>')) });
    const refused = await cli('publish', 'clash', '--to', target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`clash ${release}: refused: site/offline.html is published with other bytes`);
    expect((await headObject(`${prefix}/clash/releases/${release}/site/offline.html`)).Metadata).toEqual(stored.Metadata);

    // a new version reusing an asset's name with other bytes
    const svg = 'assets/logo-CxHnbggl.svg';
    const next = makeRelease('clash', {
      version: '0.2.0',
      edit: (manifest, dir) => rewrite(dir, manifest, svg, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    });
    const refusedAsset = await cli('publish', 'clash', '--to', target);
    expect(refusedAsset.code).toBe(1);
    expect(refusedAsset.stderr).toContain(`clash ${next.release}: refused: site/${svg} is published with other bytes`);
    expect(await keys(`${prefix}/clash/releases/${next.release}/`)).toEqual([]);
  });
});

describe('publish during an outage of the object store', () => {
  let outage: Awaited<ReturnType<typeof startObjectStore>>;
  let outageS3: S3Client;
  beforeAll(async () => {
    outage = await startObjectStore();
    await outage.createBucket(bucket);
    outageS3 = client(outage);
  });
  afterAll(async () => {
    outageS3?.destroy();
    await outage?.stop();
  });

  it('a publish cut off by a gateway stop leaves production as it was; a re-run after the restart completes it', async () => {
    const prefix = 'outage';
    const target = parseTarget(`s3://${bucket}/${prefix}`);
    const first = makeRelease('cut', { version: '1.0.0' });
    await publish({ client: outageS3, target, releaseRoot, brand: 'cut', log });
    await promote({ client: outageS3, target, brand: 'cut', release: first.release, channel: 'production', log });
    const before = await pointer(prefix, 'cut', 'production', outageS3);
    const objectsBefore = (await keys(`${prefix}/cut/`, outageS3)).length;

    const second = makeRelease('cut', { version: '1.1.0', assetSuffix: '-v2' });
    // its own client: the gateway's stop breaks its connections
    const publishing = client(outage);
    const interrupted = publish({ client: publishing, target, releaseRoot, brand: 'cut', parallel: 1, log }).then(
      () => null,
      (error: Error) => error,
    );
    while ((await keys(`${prefix}/cut/`, outageS3)).length < objectsBefore + 20) await new Promise((resolve) => setTimeout(resolve, 25));
    await outage.stopGateway();
    const error = await interrupted;
    publishing.destroy();
    expect(error?.message).toContain(`cut ${second.release}: publish interrupted`);
    await outage.startGateway();

    expect(await exists(marker(prefix, 'cut', second.release), outageS3)).toBe(false);
    expect(await pointer(prefix, 'cut', 'production', outageS3)).toEqual(before);
    const partial = (await keys(`${prefix}/cut/`, outageS3)).length - objectsBefore;
    const rerun = await publish({ client: outageS3, target, releaseRoot, brand: 'cut', log });
    expect(partial).toBeGreaterThan(0);
    expect(rerun.uploaded).toBe(rerun.objects - partial);
    expect(await exists(marker(prefix, 'cut', second.release), outageS3)).toBe(true);
    expect(await pointer(prefix, 'cut', 'production', outageS3)).toEqual(before);
  });
});

describe('channels', () => {
  const prefix = 'channels';
  const target = `s3://${bucket}/${prefix}`;
  const releases: Record<string, string> = {};
  beforeAll(async () => {
    // versions of one build: their assets are shared, each publish after the first uploads the release's own files;
    // 1.3.0 fails its home JS budget
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) {
      const overBudget = (manifest: Manifest) => version === '1.3.0' && Object.assign(manifest.budgets[0]!, { measured: 999, ok: false });
      releases[version] = makeRelease('gate', { version, edit: overBudget }).release;
      expect((await cli('publish', 'gate', '--to', target)).code).toBe(0);
    }
  });

  it('promote refuses a missing, incomplete or over-budget release and changes nothing', async () => {
    expect((await cli('promote', 'gate', '1.0.0', '--channel', 'production', '--to', target)).code).toBe(0);
    const before = await pointer(prefix, 'gate');
    expect(before!.body).toMatchObject({ brand: 'gate', channel: 'production', release: releases['1.0.0']! });
    expect(before!.metaRelease).toBe(releases['1.0.0']!);
    // the pointer is readable anonymously (the edge reads it)
    expect((await fetch(`${store.endpoint}/${bucket}/${prefix}/gate/channels/production.json`)).status).toBe(200);

    const missing = await cli('promote', 'gate', '9.9.9', '--channel', 'production', '--to', target);
    expect([missing.code, missing.stderr.trim()]).toEqual([1, `✖ gate 9.9.9: refused: no release of version 9.9.9 in ${target}`]);
    const missingRelease = await cli('promote', 'gate', '9.9.9+0123456789ab', '--channel', 'production', '--to', target);
    expect(missingRelease.stderr).toContain('gate 9.9.9+0123456789ab: refused: no such release');

    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: marker(prefix, 'gate', releases['1.2.0']!) }));
    const incomplete = await cli('promote', 'gate', releases['1.2.0']!, '--channel', 'production', '--to', target);
    expect([incomplete.code, incomplete.stderr]).toEqual([1, expect.stringContaining(`gate ${releases['1.2.0']!}: refused: the release is incomplete`)]);
    // publishing it again completes it (the marker is all it lacks)
    makeRelease('gate', { version: '1.2.0' });
    const repaired = await cli('publish', 'gate', '--to', target);
    expect(repaired.stdout).toContain(`gate ${releases['1.2.0']!}: published in ${target}: ${siteFiles(snapshot).length + 2} objects, 0 uploaded`);

    const overBudget = await cli('promote', 'gate', '1.3.0', '--channel', 'production', '--to', target);
    expect([overBudget.code, overBudget.stderr]).toEqual([
      1,
      expect.stringContaining(`gate ${releases['1.3.0']!}: refused: it fails its budget "home route initial JS (brotli)" (999 KB`),
    ]);

    expect(await pointer(prefix, 'gate')).toEqual(before);
  });

  it('two promotes at once leave the pointer whole, at one of them', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([
        cli('promote', 'gate', releases['1.1.0']!, '--channel', 'canary', '--to', target),
        cli('promote', 'gate', releases['1.2.0']!, '--channel', 'canary', '--to', target),
      ]);
      expect([a.code, b.code]).toEqual([0, 0]);
      const canary = await pointer(prefix, 'gate', 'canary');
      const version = canary!.body.version as string;
      expect([releases['1.1.0']!, releases['1.2.0']!]).toContain(canary!.body.release);
      // one write: body and metadata name the same release, and the version is that release's
      expect(canary!.body.release).toBe(releases[version]!);
      expect(canary!.metaRelease).toBe(canary!.body.release);
      // back to a known state for the next round
      expect((await cli('promote', 'gate', releases['1.0.0']!, '--channel', 'canary', '--to', target)).code).toBe(0);
    }
  });

  it('rollback returns the channel to the release before (a second one undoes it), and refuses with no release before', async () => {
    const canary = await pointer(prefix, 'gate', 'canary');
    for (const version of ['1.0.0', '1.1.0']) expect((await cli('promote', 'gate', version, '--channel', 'production', '--to', target)).code).toBe(0);
    const rolled = await cli('rollback', 'gate', '--to', target);
    expect(rolled.code).toBe(0);
    expect(rolled.stdout).toContain(`gate ${releases['1.1.0']!}: rolling production back to ${releases['1.0.0']!}`);
    const production = await pointer(prefix, 'gate');
    expect(production!.body).toMatchObject({ release: releases['1.0.0']!, history: [{ release: releases['1.1.0']! }, { release: releases['1.0.0']! }] });
    expect(production!.metaRelease).toBe(releases['1.0.0']!);
    expect((await cli('rollback', 'gate', '--channel', 'production', '--to', target)).code).toBe(0);
    expect((await pointer(prefix, 'gate'))!.body.release).toBe(releases['1.1.0']!);
    // the other channel did not move
    expect(await pointer(prefix, 'gate', 'canary')).toEqual(canary);

    const { release } = makeRelease('lonely');
    expect((await cli('publish', 'lonely', '--to', target)).code).toBe(0);
    expect((await cli('promote', 'lonely', '0.1.0', '--channel', 'production', '--to', target)).code).toBe(0);
    const nothingBefore = await cli('rollback', 'lonely', '--to', target);
    expect([nothingBefore.code, nothingBefore.stderr.trim()]).toEqual([
      1,
      `✖ lonely ${release}: refused: production has pointed to no other release, nothing to roll back to`,
    ]);
  });

  it('status prints a row per brand and channel', async () => {
    for (const [version, channel] of [
      ['1.1.0', 'production'],
      ['1.2.0', 'canary'],
    ] as const) {
      expect((await cli('promote', 'gate', version, '--channel', channel, '--to', target)).code).toBe(0);
    }
    const { code, stdout } = await cli('status', '--to', target);
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]!.split(/\s{2,}/)).toEqual(['BRAND', 'CHANNEL', 'RELEASE', 'COMMIT', 'PUBLISHED AT', 'HOME JS', 'VERSIONS KEPT']);
    const gate = lines.filter((line) => line.startsWith('gate ')).map((line) => line.split(/\s{2,}/));
    const manifest = readManifest(snapshot);
    const publishedAt = async (version: string) => JSON.parse((await getBytes(marker(prefix, 'gate', releases[version]!))).bytes.toString('utf8')).publishedAt;
    const row = async (channel: string, version: string) => [
      'gate',
      channel,
      releases[version]!,
      manifest.commit.slice(0, 12),
      await publishedAt(version),
      `${manifest.budgets[0]!.measured} KB`,
      '4',
    ];
    expect(gate).toEqual([await row('production', '1.1.0'), await row('canary', '1.2.0')]);
  });
});

describe('prune', () => {
  it('removes releases beyond the newest N except those a channel points or pointed to, and the assets only they list', async () => {
    const prefix = 'prune';
    const target = `s3://${bucket}/${prefix}`;
    const made: Record<string, string> = {};
    // r1 and r2 with assets of their own, r3 to r5 sharing dist/default's
    for (const [version, assetSuffix] of [['0.0.1', '-r1'], ['0.0.2', '-r2'], ['0.0.3'], ['0.0.4'], ['0.0.5']] as [string, string?][]) {
      made[version] = makeRelease('old', { version, assetSuffix }).release;
      expect((await cli('publish', 'old', '--to', target)).code).toBe(0);
    }
    // production: r1, then r4 (r1 is its last switch's release); an incomplete r6 is a publish under way
    expect((await cli('promote', 'old', '0.0.1', '--channel', 'production', '--to', target)).code).toBe(0);
    expect((await cli('promote', 'old', '0.0.4', '--channel', 'production', '--to', target)).code).toBe(0);
    made['0.0.6'] = makeRelease('old', { version: '0.0.6' }).release;
    expect((await cli('publish', 'old', '--to', target)).code).toBe(0);
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: marker(prefix, 'old', made['0.0.6']) }));

    const { code, stdout } = await cli('prune', 'old', '--keep', '2', '--to', target);
    expect(code).toBe(0);
    expect(stdout).toContain(`removed 2 (${made['0.0.3']}, ${made['0.0.2']})`);
    const left = await keys(`${prefix}/old/`);
    const releasesLeft = [...new Set(left.filter((key) => key.includes('/releases/')).map((key) => key.split('/')[3]))].sort();
    expect(releasesLeft).toEqual([made['0.0.1'], made['0.0.4'], made['0.0.5'], made['0.0.6']].sort());
    for (const version of ['0.0.1', '0.0.4', '0.0.5']) expect(await exists(marker(prefix, 'old', made[version]!))).toBe(true);
    const assets = left.filter((key) => key.startsWith(`${prefix}/old/assets/`));
    expect(assets.filter((key) => key.includes('-r2'))).toEqual([]);
    const assetObjects = siteFiles(snapshot).filter((file) => file.startsWith('assets/')).length;
    expect(assets.filter((key) => key.includes('-r1'))).toHaveLength(assetObjects);
    expect(assets.filter((key) => !key.includes('-r1'))).toHaveLength(assetObjects);

    // nothing more to remove: a second prune keeps everything
    expect((await cli('prune', '--all', '--keep', '2', '--to', target)).stdout).toContain('removed 0 (none) and 0 asset object(s)');
  });
});

describe('credentials', () => {
  it('appear in no line printed and no published object', async () => {
    const secrets = [store.accessKeyId, store.secretAccessKey];
    expect(printed.length).toBeGreaterThan(50);
    for (const line of printed) for (const secret of secrets) expect(line).not.toContain(secret);
    // every object of a whole published release, and every object the commands write themselves (manifests,
    // markers, pointers) anywhere in the bucket: bytes and metadata
    const all = await keys('');
    const checked = all.filter((key) => key.startsWith('publish/') || key.endsWith('.json'));
    expect(checked.length).toBeGreaterThan(siteFiles(snapshot).length + 3);
    let next = 0;
    const check = async () => {
      while (next < checked.length) {
        const key = checked[next++]!;
        const { bytes, metadata } = await getBytes(key);
        const text = `${bytes.toString('latin1')}\n${JSON.stringify(metadata)}`;
        for (const secret of secrets) expect(text.includes(secret), key).toBe(false);
      }
    };
    await Promise.all(Array.from({ length: 8 }, check));
  });
});
