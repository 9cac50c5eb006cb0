// Fleet releases in S3-compatible object storage (issue 38): publish a brand's release artifact (dist/<brand>/),
// promote it on a channel, roll a channel back, show the fleet's status, prune old releases. The CLIs are
// scripts/fleet/release-{publish,promote,rollback,status,prune}.mjs; docs/operations.md describes the layout:
//
//   PREFIX/<brand>/releases/<RELEASE>/release.json, nginx/site.conf    private
//   PREFIX/<brand>/releases/<RELEASE>/site/<path>(.br|.gz)             public-read, no-cache
//   PREFIX/<brand>/assets/<name>(.br|.gz)                              public-read, immutable, shared by the releases
//   PREFIX/<brand>/releases/<RELEASE>/complete.json                    private, written last: the release is complete
//   PREFIX/<brand>/channels/<channel>.json                             public-read: the pointer, one PutObject
//
// RELEASE is `<version>+<first 12 hex of the commit>[-dirty]`. Every object carries x-amz-meta-sha256 (of its own
// bytes), which is how a re-run knows what is already there and a published release is never given other bytes.
// The client reads the standard AWS environment (AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID,
// AWS_SECRET_ACCESS_KEY, or a profile); nothing here prints or stores a credential.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { contentType } from '../lib/local.mjs';

export const CHANNELS = ['production', 'canary'];
/** Previous pointers kept in a channel's history (newest first). */
const HISTORY = 20;
/** Uploads (and HEADs) at once by default: enough to hide the round trip, few enough for a rate-limited store. */
export const PARALLEL = 8;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENCODINGS = [
  { ext: 'br', encoding: 'br', bytesField: 'brotliBytes' },
  { ext: 'gz', encoding: 'gzip', bytesField: 'gzipBytes' },
];

/** A refusal or failure the operator acts on: printed as it is, without a stack. */
export class ReleaseError extends Error {}

/** `s3://BUCKET[/prefix]` -> { bucket, prefix ('' or 'a/b/') , url }. */
export function parseTarget(url) {
  const match = /^s3:\/\/([^/]+)(\/.*)?$/.exec(url ?? '');
  if (!match) throw new ReleaseError(`the target must be s3://BUCKET[/prefix] (--to or WL_RELEASE_TARGET), not "${url ?? ''}"`);
  const prefix = (match[2] ?? '').split('/').filter(Boolean).join('/');
  return { bucket: match[1], prefix: prefix ? `${prefix}/` : '', url: `s3://${match[1]}${prefix ? `/${prefix}` : ''}` };
}

/**
 * The S3 client of the CLIs: endpoint, region and credentials from the AWS environment (the SDK's default chain).
 * A custom endpoint (Ceph, MinIO, a local gateway) is addressed by path: its buckets have no DNS names.
 */
export function s3Client() {
  // the pinned SDK runs on Node 20 (docs/toolchain.md); its notice that later versions will not is not the operator's
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL) });
}

/** `<version>+<first 12 hex of the commit>[-dirty]`; a release without a known commit cannot be published. */
export function releaseName({ brand, version, commit }) {
  const match = /^([0-9a-f]{12})[0-9a-f]*(-dirty)?$/.exec(commit ?? '');
  if (!version || !match) throw new ReleaseError(`${brand}: release.json has no version or no commit (version "${version}", commit "${commit}")`);
  return `${version}+${match[1]}${match[2] ?? ''}`;
}

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');
const brandKey = (target, brand, rest) => `${target.prefix}${brand}/${rest}`;
const releaseKey = (target, brand, release, rest) => brandKey(target, brand, `releases/${release}/${rest}`);
const channelKey = (target, brand, channel) => brandKey(target, brand, `channels/${channel}.json`);
const json = (value) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** Runs fn over items, at most `limit` at once; stops starting new ones after a failure (and rethrows it). */
async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index], index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const notFound = (error) => error?.name === 'NotFound' || error?.name === 'NoSuchKey' || error?.$metadata?.httpStatusCode === 404;

/** An object's size and recorded sha256, or null when there is none. */
async function head(client, bucket, key) {
  try {
    const response = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { size: response.ContentLength, sha256: response.Metadata?.sha256, metadata: response.Metadata ?? {} };
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

/** A JSON object's content, or null when there is none. */
async function getJson(client, bucket, key) {
  try {
    const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return JSON.parse(await response.Body.transformToString());
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

/** The objects under a prefix: key -> size. */
async function listObjects(client, bucket, prefix) {
  const found = new Map();
  let ContinuationToken;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
    for (const entry of page.Contents ?? []) found.set(entry.Key, entry.Size);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return found;
}

/** The names one level below a prefix (`a/b/` -> the x of every `a/b/x/...`). */
async function listPrefixes(client, bucket, prefix) {
  const found = [];
  let ContinuationToken;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, Delimiter: '/', ContinuationToken }));
    found.push(...(page.CommonPrefixes ?? []).map((entry) => entry.Prefix.slice(prefix.length, -1)));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return found;
}

/** One PutObject: the object's bytes with its sha256 and headers. */
function put(client, bucket, object) {
  return client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: object.key,
      Body: object.body,
      ContentType: object.contentType,
      CacheControl: object.cacheControl,
      ContentEncoding: object.contentEncoding,
      // edges and CDNs read site files, assets and pointers anonymously; the manifest and the nginx config stay private
      ACL: object.publicRead ? 'public-read' : undefined,
      Metadata: { ...object.metadata, sha256: sha256(object.body) },
    }),
  );
}

/**
 * What a brand's artifact (releaseRoot/<brand>/) becomes in the store: every object with its key, bytes and headers.
 * Refuses an artifact whose files do not match its release.json.
 */
export function releasePlan(releaseRoot, brand, target) {
  const dir = path.join(releaseRoot, brand);
  const manifestFile = path.join(dir, 'release.json');
  if (!fs.existsSync(manifestFile)) throw new ReleaseError(`${brand}: no release artifact at ${manifestFile} (pnpm release:build ${brand})`);
  const manifestBytes = fs.readFileSync(manifestFile);
  const manifest = JSON.parse(manifestBytes.toString('utf8'));
  if (manifest.brand !== brand) throw new ReleaseError(`${brand}: ${manifestFile} is the release of brand "${manifest.brand}"`);
  const release = releaseName(manifest);
  const damaged = (file, why) => new ReleaseError(`${brand} ${release}: the artifact is damaged: ${file} ${why} (build it again: pnpm release:build ${brand})`);

  const objects = [];
  for (const entry of manifest.files) {
    const name = `site/${entry.path}`;
    const local = path.join(dir, name);
    if (!fs.existsSync(local)) throw damaged(name, 'is missing');
    const body = fs.readFileSync(local);
    if (body.length !== entry.bytes || sha256(body) !== entry.sha256) throw damaged(name, 'does not match its size and sha256 in release.json');
    // hashed assets are shared by the brand's releases: a page loaded with one version finds its chunks after a switch
    const asset = entry.path.startsWith('assets/');
    const key = asset ? brandKey(target, brand, entry.path) : releaseKey(target, brand, release, name);
    const headers = {
      contentType: contentType(entry.path),
      cacheControl: asset ? IMMUTABLE : 'no-cache',
      publicRead: true,
      // the edge sends the page's Content-Security-Policy from the object it serves (any of the three encodings)
      metadata: entry.path === 'index.html' ? { csp: manifest.contentSecurityPolicy } : {},
    };
    objects.push({ name, key, body, ...headers, asset });
    for (const { ext, encoding, bytesField } of ENCODINGS) {
      const compressed = `${local}.${ext}`;
      if (!fs.existsSync(compressed)) {
        if (entry[bytesField]) throw damaged(`${name}.${ext}`, 'is missing');
        continue;
      }
      const bytes = fs.readFileSync(compressed);
      if (entry[bytesField] && bytes.length !== entry[bytesField]) throw damaged(`${name}.${ext}`, `is not the ${entry[bytesField]} bytes of release.json`);
      objects.push({ name: `${name}.${ext}`, key: `${key}.${ext}`, body: bytes, ...headers, contentEncoding: encoding, asset });
    }
  }
  const conf = path.join(dir, 'nginx/site.conf');
  if (fs.existsSync(conf)) {
    objects.push({
      name: 'nginx/site.conf',
      key: releaseKey(target, brand, release, 'nginx/site.conf'),
      body: fs.readFileSync(conf),
      contentType: contentType('site.conf'),
      cacheControl: 'no-cache',
    });
  }
  // last in the list, so that a conflict is reported on the file that differs rather than on the manifest listing it
  objects.push({
    name: 'release.json',
    key: releaseKey(target, brand, release, 'release.json'),
    body: manifestBytes,
    contentType: contentType('.json'),
    cacheControl: 'no-cache',
  });
  for (const object of objects) object.sha256 = sha256(object.body);
  // one digest of the whole release (keys relative to the brand, and bytes): the completion marker records it, so
  // a re-run of a complete release with the same artifact needs one request
  const digest = sha256(objects.map((object) => `${object.key.slice(target.prefix.length)} ${object.sha256}\n`).join(''));
  return { brand, release, manifest, objects, digest };
}

/**
 * Publishes a brand's release: uploads what the store does not hold yet (at most `parallel` at once), verifies that
 * every object is there, then writes the completion marker. Idempotent and resumable: a re-run after an
 * interruption uploads only what is missing or incomplete. Refuses (before uploading anything) a release or asset
 * that the store holds with other bytes, naming the first differing file.
 *
 * What is there comes from listings (one request per 1,000 objects) and a HEAD of each object listed (its
 * x-amz-meta-sha256): a cold publish of 400 objects makes 400 PUTs, not 1,200 requests, and a re-run of a
 * complete release (its marker records the digest of the whole artifact) a GET and two listings. An upload is checked by
 * the store itself (the signed payload hash), so the verification before the marker is a listing again: every
 * object present with its size (nothing removed it meanwhile, e.g. a prune).
 * @returns {Promise<{ brand: string, release: string, objects: number, uploaded: number, bytes: number }>}
 */
export async function publish({ client, target, releaseRoot, brand, parallel = PARALLEL, log = console.log }) {
  const plan = releasePlan(releaseRoot, brand, target);
  const { release, objects } = plan;
  const label = `${brand} ${release}`;
  const markerKey = releaseKey(target, brand, release, 'complete.json');
  const inStore = async () =>
    new Map([
      ...(await listObjects(client, target.bucket, releaseKey(target, brand, release, ''))),
      ...(await listObjects(client, target.bucket, brandKey(target, brand, 'assets/'))),
    ]);
  const started = Date.now();
  try {
    // complete with this very artifact and every object still there: nothing to do (no HEAD per object)
    const marker = await getJson(client, target.bucket, markerKey);
    const listed = await inStore();
    if (marker?.digest === plan.digest && objects.every((object) => listed.get(object.key) === object.body.length)) {
      log(`= ${label}: already published in ${target.url} (${objects.length} objects, complete since ${marker.publishedAt})`);
      return { brand, release, objects: objects.length, uploaded: 0, bytes: 0 };
    }
    const present = await mapLimit(objects, parallel, (object) => (listed.has(object.key) ? head(client, target.bucket, object.key) : null));
    const conflict = objects.findIndex((object, index) => present[index]?.sha256 && present[index].sha256 !== object.sha256);
    if (conflict >= 0) {
      const { name, asset } = objects[conflict];
      throw new ReleaseError(
        `${label}: refused: ${name} is published with other bytes (sha256 ${present[conflict].sha256.slice(0, 12)}… in the store, ` +
          `${objects[conflict].sha256.slice(0, 12)}… here); ${asset ? 'an asset name never changes bytes' : 'a published release never changes'}: ` +
          'build a new version',
      );
    }
    // missing, or incomplete: a size that differs, or no sha256 (not written by a publish)
    const missing = objects.filter((object, index) => present[index]?.sha256 !== object.sha256 || present[index].size !== object.body.length);
    // release.json goes first and alone: prune keeps the assets it lists while the rest is being uploaded
    const manifestObject = missing.find((object) => object.name === 'release.json');
    if (manifestObject) await put(client, target.bucket, manifestObject);
    await mapLimit(
      missing.filter((object) => object !== manifestObject),
      parallel,
      (object) => put(client, target.bucket, object),
    );
    const stored = await inStore();
    const wrong = objects.find((object) => stored.get(object.key) !== object.body.length);
    if (wrong) throw new ReleaseError(`${label}: verification failed: ${wrong.name} is not in the store as uploaded; publish again`);
    const { version, commit } = plan.manifest;
    await put(client, target.bucket, {
      key: markerKey,
      body: json({ brand, release, version, commit, publishedAt: new Date().toISOString(), objects: objects.length, digest: plan.digest }),
      contentType: contentType('.json'),
      cacheControl: 'no-cache',
    });
    const bytes = missing.reduce((sum, object) => sum + object.body.length, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(
      `✔ ${label}: published in ${target.url}: ${objects.length} objects, ${missing.length} uploaded (${(bytes / 1e6).toFixed(1)} MB), ${objects.length - missing.length} already there, ${seconds} s`,
    );
    return { brand, release, objects: objects.length, uploaded: missing.length, bytes };
  } catch (error) {
    if (error instanceof ReleaseError) throw error;
    throw new ReleaseError(`${label}: publish interrupted (${describe(error)}); the release is not complete and no channel changed: publish again to resume`);
  }
}

/** An SDK or network error in one line (its name and message; never the request, which carries the signature). */
function describe(error) {
  return [error.name, error.message].filter(Boolean).join(': ') || String(error);
}

/** A release name from a release or a version: a version must name exactly one complete release of the brand. */
async function resolveRelease(client, target, brand, spec) {
  if (spec.includes('+')) return spec;
  const candidates = (await listPrefixes(client, target.bucket, brandKey(target, brand, 'releases/'))).filter((release) => release.startsWith(`${spec}+`));
  const complete = [];
  for (const release of candidates) if (await head(client, target.bucket, releaseKey(target, brand, release, 'complete.json'))) complete.push(release);
  if (complete.length === 1) return complete[0];
  if (!candidates.length) throw new ReleaseError(`${brand} ${spec}: refused: no release of version ${spec} in ${target.url}`);
  if (!complete.length) throw new ReleaseError(`${brand} ${spec}: refused: ${candidates.join(', ')} is incomplete (no completion marker): publish it again`);
  throw new ReleaseError(`${brand} ${spec}: version ${spec} names several releases (${complete.join(', ')}): name one`);
}

/** The release's manifest when it may be promoted: complete, within its budgets. */
async function promotable(client, target, brand, release) {
  const marker = await head(client, target.bucket, releaseKey(target, brand, release, 'complete.json'));
  const manifest = await getJson(client, target.bucket, releaseKey(target, brand, release, 'release.json'));
  if (!marker && !manifest) throw new ReleaseError(`${brand} ${release}: refused: no such release in ${target.url}`);
  if (!marker)
    throw new ReleaseError(`${brand} ${release}: refused: the release is incomplete (no completion marker; its publish did not finish): publish it again`);
  const over = manifest.budgets.find((row) => row.ok === false);
  if (over) {
    throw new ReleaseError(
      `${brand} ${release}: refused: it fails its budget "${over.name}" (${over.measured} ${over.unit}, budget ${over.budget} ${over.unit})`,
    );
  }
  return manifest;
}

function checkChannel(brand, channel) {
  if (!CHANNELS.includes(channel)) throw new ReleaseError(`${brand}: no channel "${channel}" (channels: ${CHANNELS.join(', ')})`);
}

/**
 * Points a channel at a release (a release name, or a version naming one complete release): one PutObject of the
 * pointer, so a reader sees the old pointer or the new one, whole. Refuses a release that is missing, incomplete or
 * over its budgets, changing nothing. The pointer's history lists the previous pointers, newest first.
 */
export async function promote({ client, target, brand, release: spec, channel, log = console.log }) {
  checkChannel(brand, channel);
  const release = await resolveRelease(client, target, brand, spec);
  const manifest = await promotable(client, target, brand, release);
  const key = channelKey(target, brand, channel);
  const current = await getJson(client, target.bucket, key);
  if (current?.release === release) {
    log(`= ${brand} ${release}: ${channel} already points to it`);
    return current;
  }
  const history = current ? [{ release: current.release, promotedAt: current.promotedAt }, ...current.history].slice(0, HISTORY) : [];
  const pointer = { brand, channel, release, version: manifest.version, commit: manifest.commit, promotedAt: new Date().toISOString(), history };
  await put(client, target.bucket, {
    key,
    body: json(pointer),
    contentType: contentType('.json'),
    // the edge revalidates the pointer on every use: a switch is visible at once
    cacheControl: 'no-cache',
    publicRead: true,
    // the edge learns the release, and the Content-Security-Policy of its every answer, from the pointer's headers
    metadata: { release, csp: manifest.contentSecurityPolicy },
  });
  log(`✔ ${brand} ${release}: ${channel} now points to it (was ${current?.release ?? 'unset'})`);
  return pointer;
}

/**
 * Points a channel back at the release it pointed to before (the newest entry of its history), as a switch of its
 * own: a second rollback returns to the release rolled back from. Refuses when there is no previous release.
 */
export async function rollback({ client, target, brand, channel = 'production', log = console.log }) {
  checkChannel(brand, channel);
  const current = await getJson(client, target.bucket, channelKey(target, brand, channel));
  if (!current) throw new ReleaseError(`${brand}: refused: ${channel} points to no release in ${target.url}, nothing to roll back`);
  const previous = current.history[0];
  if (!previous) throw new ReleaseError(`${brand} ${current.release}: refused: ${channel} has pointed to no other release, nothing to roll back to`);
  log(`↩ ${brand} ${current.release}: rolling ${channel} back to ${previous.release}`);
  return promote({ client, target, brand, release: previous.release, channel, log });
}

/** The brands with releases or channels under the target. */
async function brands(client, target) {
  const found = [];
  for (const brand of await listPrefixes(client, target.bucket, target.prefix)) {
    const parts = await listPrefixes(client, target.bucket, brandKey(target, brand, ''));
    if (parts.includes('releases') || parts.includes('channels')) found.push(brand);
  }
  return found;
}

/** A brand's releases with their completion markers (null: incomplete), newest published first. */
async function releases(client, target, brand) {
  const names = await listPrefixes(client, target.bucket, brandKey(target, brand, 'releases/'));
  const found = await mapLimit(names, PARALLEL, async (release) => ({
    release,
    marker: await getJson(client, target.bucket, releaseKey(target, brand, release, 'complete.json')),
  }));
  return found.sort((a, b) => (b.marker?.publishedAt ?? '').localeCompare(a.marker?.publishedAt ?? ''));
}

/** A brand's channel pointers. */
async function pointers(client, target, brand) {
  const found = [];
  for (const channel of CHANNELS) {
    const pointer = await getJson(client, target.bucket, channelKey(target, brand, channel));
    if (pointer) found.push(pointer);
  }
  return found;
}

/**
 * One row per brand and channel (a brand without a channel: one row without a release): the release, its commit,
 * when it was published, its home route's initial JS (the first budget row) and how many complete releases are kept.
 */
export async function status({ client, target }) {
  const rows = [];
  for (const brand of await brands(client, target)) {
    const kept = (await releases(client, target, brand)).filter((entry) => entry.marker);
    const channels = await pointers(client, target, brand);
    if (!channels.length) rows.push({ brand, channel: '-', release: '-', commit: '-', publishedAt: '-', homeJs: '-', kept: kept.length });
    for (const pointer of channels) {
      const marker = kept.find((entry) => entry.release === pointer.release)?.marker;
      const manifest = await getJson(client, target.bucket, releaseKey(target, brand, pointer.release, 'release.json'));
      const home = manifest?.budgets[0];
      rows.push({
        brand,
        channel: pointer.channel,
        release: pointer.release,
        commit: pointer.commit.slice(0, 12),
        publishedAt: marker?.publishedAt ?? 'missing',
        homeJs: home ? `${home.measured} ${home.unit}` : 'missing',
        kept: kept.length,
      });
    }
  }
  return rows;
}

/** The status rows as an aligned text table. */
export function formatStatus(rows) {
  const columns = [
    ['brand', 'BRAND'],
    ['channel', 'CHANNEL'],
    ['release', 'RELEASE'],
    ['commit', 'COMMIT'],
    ['publishedAt', 'PUBLISHED AT'],
    ['homeJs', 'HOME JS'],
    ['kept', 'VERSIONS KEPT'],
  ];
  const table = [columns.map(([, title]) => title), ...rows.map((row) => columns.map(([field]) => String(row[field])))];
  const widths = columns.map((_, index) => Math.max(...table.map((cells) => cells[index].length)));
  return table
    .map((cells) =>
      cells
        .map((cell, index) => cell.padEnd(widths[index]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * Retention: removes a brand's complete releases beyond the newest `keep`, except those a channel points to or
 * pointed to in its last `keep` switches; then its shared assets that no remaining release lists. Incomplete
 * releases (a publish under way or interrupted) are left alone. A release's marker goes first, so a release being
 * removed is never promotable half-removed.
 */
export async function prune({ client, target, brand, keep, log = console.log }) {
  if (!Number.isInteger(keep) || keep < 1) throw new ReleaseError(`${brand}: --keep must be a whole number of at least 1`);
  const all = await releases(client, target, brand);
  const complete = all.filter((entry) => entry.marker).map((entry) => entry.release);
  const protectedReleases = new Set(
    (await pointers(client, target, brand)).flatMap((pointer) => [pointer.release, ...pointer.history.slice(0, keep).map((entry) => entry.release)]),
  );
  const removed = complete.filter((release, index) => index >= keep && !protectedReleases.has(release));
  for (const release of removed) {
    await client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: releaseKey(target, brand, release, 'complete.json') }));
    const keys = [...(await listObjects(client, target.bucket, releaseKey(target, brand, release, ''))).keys()];
    await mapLimit(keys, PARALLEL, (key) => client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key })));
  }
  // the assets every remaining release lists (incomplete ones too: their publish may be under way)
  const listed = new Set();
  for (const { release } of all.filter((entry) => !removed.includes(entry.release))) {
    const manifest = await getJson(client, target.bucket, releaseKey(target, brand, release, 'release.json'));
    for (const entry of manifest?.files ?? []) if (entry.path.startsWith('assets/')) listed.add(brandKey(target, brand, entry.path));
  }
  const orphans = [...(await listObjects(client, target.bucket, brandKey(target, brand, 'assets/'))).keys()].filter(
    (key) => !listed.has(key.replace(/\.(br|gz)$/, '')),
  );
  await mapLimit(orphans, PARALLEL, (key) => client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key })));
  const kept = all.map((entry) => entry.release).filter((release) => !removed.includes(release));
  log(
    `✔ ${brand}: kept ${kept.length} release(s) (${kept.join(', ') || 'none'}), removed ${removed.length} (${removed.join(', ') || 'none'}) and ${orphans.length} asset object(s) no kept release lists`,
  );
  return { brand, kept, removed, assetsRemoved: orphans.length };
}

/** Prunes every brand under the target. */
export async function pruneAll({ client, target, keep, log = console.log }) {
  const results = [];
  for (const brand of await brands(client, target)) results.push(await prune({ client, target, brand, keep, log }));
  return results;
}

/**
 * The CLIs' frame: parses the arguments (`--to` or WL_RELEASE_TARGET for the target), runs `main` with an S3 client
 * from the environment, prints a refusal or failure as one line and exits 1 (2 for a usage error).
 */
export async function runCli({ usage, options = {}, main }) {
  let parsed;
  try {
    parsed = parseArgs({ options: { to: { type: 'string' }, ...options }, allowPositionals: true });
  } catch (error) {
    console.error(`✖ ${error.message}\nusage: ${usage}`);
    process.exit(2);
  }
  const client = s3Client();
  try {
    const target = parseTarget(parsed.values.to ?? process.env.WL_RELEASE_TARGET);
    await main({ ...parsed, target, client });
  } catch (error) {
    console.error(`✖ ${error instanceof ReleaseError ? error.message : describe(error)}`);
    process.exitCode = 1;
  } finally {
    client.destroy();
  }
}

/** Refuses a command line without the arguments it needs. */
export function usageError(usage, problem) {
  return new ReleaseError(`${problem}\nusage: ${usage}`);
}
