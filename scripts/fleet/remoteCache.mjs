#!/usr/bin/env node
// Turborepo's remote cache for the fleet's runners: the `turborepo-remote-cache` server (npm) on a loopback port,
// its artifacts in S3-compatible storage (the object store, STORAGE_PROVIDER=s3) or, without one, in a local folder.
// Every runner given `env` (TURBO_API, TURBO_TOKEN, TURBO_TEAM: turbo's own settings) reads and writes it, so a
// task one runner built is a cache hit on every other (scripts/fleet/fleet-build.mjs).
//
//   import { startRemoteCache } from './remoteCache.mjs';
//   const cache = await startRemoteCache({ s3: { endpoint, region, accessKeyId, secretAccessKey, bucket } });
//   // or startRemoteCache({ dir }) for local storage
//   spawn('pnpm', ['fleet:build', '--shard', '1/2'], { env: { ...process.env, ...cache.env } }); ...; await cache.stop();
//
// CLI: `node scripts/fleet/remoteCache.mjs [--port P] (--dir D | --bucket NAME)` (with --bucket, the object store
// from the standard AWS_* environment) prints the TURBO_* lines of a runner's environment and runs until SIGTERM or
// SIGINT. The token is random at each start: this server's own throw-away credential, printed for a developer.
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, sleep } from '../lib/local.mjs';

const SERVER = path.join(path.dirname(createRequire(import.meta.url).resolve('turborepo-remote-cache/package.json')), 'dist/cli.js');
/** It answers within a second here; far beyond that something is wrong. */
const START_TIMEOUT_MS = 20_000;
/** The server closes gracefully on SIGTERM (close-with-grace, 10 s at most); then it is killed. */
const STOP_TIMEOUT_MS = 12_000;

/**
 * Starts the cache server; resolves once it answers a request with the token. `s3`: the bucket (created
 * beforehand) and the object store's endpoint, region and keys; `dir`: local storage instead. `token` and `team`:
 * random and `wl-fleet` unless given. Returns { url, token, team, env: { TURBO_API, TURBO_TOKEN, TURBO_TEAM }, pid, stop() }.
 */
export async function startRemoteCache({ port, dir, s3, token = crypto.randomBytes(24).toString('hex'), team = 'wl-fleet' } = {}) {
  if (!dir === !s3) throw new Error('startRemoteCache: storage is either `s3` (the object store and a bucket) or `dir`');
  const listen = port ?? (await freePort());
  const storage = s3
    ? {
        STORAGE_PROVIDER: 's3',
        STORAGE_PATH: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_ACCESS_KEY: s3.accessKeyId,
        S3_SECRET_KEY: s3.secretAccessKey,
      }
    : { STORAGE_PROVIDER: 'local', STORAGE_PATH: path.resolve(dir), STORAGE_PATH_USE_TMP_FOLDER: 'false' };
  // only what the server needs: none of the caller's own credentials or TURBO_* settings
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(listen),
    TURBO_TOKEN: token,
    LOG_LEVEL: 'warn',
    ENABLE_STATUS_LOG: 'false',
    ...storage,
  };
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  // the last of its output, for the error when it does not start (its log names no credential)
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output = `${output}${chunk}`.slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  let stopped = false;
  const stop = async () => {
    if (stopped) return exited;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.exitCode === null && child.signalCode === null && process.kill(child.pid, 'SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    return exited;
  };

  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the remote cache server exited at start:\n${output}`);
    // an artifact that is not there, asked with the token: 404 once the server, the token and the storage answer
    // (its status route needs no token, so it would prove less)
    const status = await fetch(`${url}/v8/artifacts/0?slug=${team}`, { method: 'HEAD', headers: { authorization: `Bearer ${token}` } }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 404) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the remote cache server did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s (last status ${status}):\n${output}`);
    }
    await sleep(100);
  }
  return { url, token, team, env: { TURBO_API: url, TURBO_TOKEN: token, TURBO_TEAM: team }, pid: child.pid, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' }, bucket: { type: 'string' } } });
  const cache = await startRemoteCache({
    port: values.port ? Number(values.port) : undefined,
    dir: values.dir,
    s3: values.bucket && {
      bucket: values.bucket,
      endpoint: process.env.AWS_ENDPOINT_URL,
      region: process.env.AWS_REGION,
      accessKeyId: process.env.AWS_ACCESS_KEY_ID,
      secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY,
    },
  });
  for (const [name, value] of Object.entries(cache.env)) console.log(`${name}=${value}`);
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => cache.stop().then(() => process.exit(0)));
}
