#!/usr/bin/env node
// A real S3 server on loopback for the fleet's tests and benches: Debian's Ceph (packages radosgw, ceph-mon,
// ceph-osd) as a one-monitor, one-OSD cluster on the in-memory object store (memstore), with the radosgw gateway in
// front. Everything of the cluster lives in one folder (ceph.conf, monitor and OSD data, run/, log/); nothing is
// read from or written to /etc/ceph, no systemd. stop() stops each daemon by its PID and removes the folder.
//
//   import { startObjectStore } from './objectStore.mjs';
//   const store = await startObjectStore({ port: 7480 });   // { endpoint, region, accessKeyId, ..., env }
//   await store.createBucket('fleet'); ...; await store.stop();
//
// CLI: `node scripts/fleet/objectStore.mjs [--port 7480] [--dir D] [--bucket NAME]` prints the AWS_* lines of a
// client's environment and runs until SIGTERM or SIGINT. The keys are random at each start: this local server's
// own throw-away credentials, printed so that a developer can point a client at it.
import crypto from 'node:crypto';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { CreateBucketCommand, ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort, sleep } from '../lib/local.mjs';

const run = promisify(execFile);
const REGION = 'us-east-1';
/** A cold start takes about 10 s here (the gateway creates its pools); far beyond that something is wrong. */
const START_TIMEOUT_MS = 90_000;

function cephConf({ dir, fsid, monPort, port }) {
  return `[global]
fsid = ${fsid}
mon host = v2:127.0.0.1:${monPort}
mon initial members = a
public addr = 127.0.0.1
cluster addr = 127.0.0.1
# a private test cluster on loopback: no cephx
auth cluster required = none
auth service required = none
auth client required = none
# with cephx off, clients must still offer the crc mode or the gateway waits for authentication forever
ms mon client mode = crc secure
ms client mode = crc secure
# one OSD: pools of one replica, few placement groups, replicas chosen among OSDs (not hosts)
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd crush chooseleaf type = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
mon warn on insecure global id reclaim allowed = false
mon data avail warn = 1
osd objectstore = memstore
memstore device bytes = 1073741824
run dir = ${dir}/run
admin socket = ${dir}/run/$name.asok
pid file = ${dir}/run/$name.pid
log file = ${dir}/log/$name.log
keyring = ${dir}/keyring
mon data = ${dir}/mon/$name
osd data = ${dir}/osd/$name
rgw data = ${dir}/rgw/$name

[client.rgw.a]
rgw frontends = beast endpoint=127.0.0.1:${port}
`;
}

/** The last lines of a daemon's log and of its console output, for an error message. */
function logTail(dir, name, lines = 25) {
  return ['log', 'out']
    .map((ext) => path.join(dir, 'log', `${name}.${ext}`))
    .filter((file) => fs.existsSync(file) && fs.statSync(file).size > 0)
    .map((file) => `--- ${file} (last lines)\n${fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')}`)
    .join('\n');
}

/**
 * Starts the cluster and its gateway; resolves when an S3 call with the new user's keys answers.
 * @param {{ dir?: string, port?: number }} [options] dir: a folder that does not exist yet or is empty (default: a
 *   new one under the system's temp folder); port: the gateway's port on 127.0.0.1 (default: a free one)
 */
export async function startObjectStore({ dir, port } = {}) {
  if (port && (await portOpen(port))) throw new Error(`object store: port ${port} on 127.0.0.1 is in use`);
  if (dir) {
    if (fs.existsSync(dir) && fs.readdirSync(dir).length) throw new Error(`object store: ${dir} is not empty (it is removed on stop)`);
    fs.mkdirSync(dir, { recursive: true });
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-object-store-'));
  }
  dir = path.resolve(dir);
  port ??= await freePort();
  for (const sub of ['run', 'log', 'mon', 'osd', 'rgw']) fs.mkdirSync(path.join(dir, sub));
  const conf = path.join(dir, 'ceph.conf');
  const fsid = crypto.randomUUID();
  const monPort = await freePort();
  fs.writeFileSync(conf, cephConf({ dir, fsid, monPort, port }));
  const endpoint = `http://127.0.0.1:${port}`;

  /** The running daemons by log name (`mon.a`): each a child process in the foreground (-f), stopped by its PID. */
  const daemons = new Map();
  const launch = (name, command, args) => {
    const out = fs.openSync(path.join(dir, 'log', `${name}.out`), 'a');
    const child = spawn(command, ['-c', conf, ...args, '-f'], { stdio: ['ignore', out, out] });
    fs.closeSync(out);
    child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
    daemons.set(name, child);
    return child;
  };
  const stopDaemon = async (name) => {
    const child = daemons.get(name);
    if (!child) return;
    daemons.delete(name);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([child.exited.then(() => true), sleep(10_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await child.exited;
      }
    }
  };
  // if the process that started the store exits without stop() (an exception, process.exit), no daemon outlives it
  const killAll = () => {
    for (const child of daemons.values()) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', killAll);

  /** Fails naming the daemon and quoting its log when one of them has exited during the start. */
  const checkAlive = () => {
    for (const [name, child] of daemons) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`object store: ${name} exited (${child.exitCode ?? child.signalCode}) while starting\n${logTail(dir, name)}`);
      }
    }
  };
  const ceph = async (name, args) => {
    try {
      return (await run(name, ['-c', conf, ...args], { timeout: 60_000 })).stdout;
    } catch (error) {
      checkAlive();
      throw new Error(`object store: \`${name} ${args.join(' ')}\` failed: ${error.stderr || error.message}\n${logTail(dir, 'mon.a')}`);
    }
  };

  let accessKeyId;
  let secretAccessKey;
  let client;
  /** Resolves when the gateway answers an S3 call (ListBuckets with the user's keys). */
  const waitForGateway = async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      checkAlive();
      try {
        await client.send(new ListBucketsCommand({}));
        return;
      } catch (error) {
        if (Date.now() > deadline) {
          throw new Error(`object store: radosgw does not answer S3 at ${endpoint} (${error.name})\n${logTail(dir, 'client.rgw.a')}`);
        }
        await sleep(250);
      }
    }
  };
  const startGateway = async () => {
    launch('client.rgw.a', 'radosgw', ['-n', 'client.rgw.a']);
    await waitForGateway();
  };

  const stop = async () => {
    for (const name of ['client.rgw.a', 'osd.0', 'mon.a']) await stopDaemon(name);
    process.off('exit', killAll);
    client?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const started = Date.now();
  try {
    // the monitor: a monitor map of one, then its store
    await ceph('ceph-authtool', ['--create-keyring', path.join(dir, 'keyring'), '--gen-key', '-n', 'mon.', '--cap', 'mon', 'allow *']);
    await ceph('monmaptool', ['--create', '--fsid', fsid, '--addv', 'a', `[v2:127.0.0.1:${monPort}]`, path.join(dir, 'monmap')]);
    await ceph('ceph-mon', ['--mkfs', '-i', 'a', '--monmap', path.join(dir, 'monmap')]);
    launch('mon.a', 'ceph-mon', ['-i', 'a']);
    // the OSD: registered with the monitor (the CLI waits for the monitor to answer), then its (in-memory) store
    const osdUuid = crypto.randomUUID();
    const osdId = (await ceph('ceph', ['osd', 'new', osdUuid])).trim();
    fs.mkdirSync(path.join(dir, 'osd', `osd.${osdId}`));
    await ceph('ceph-osd', ['-i', osdId, '--mkfs', '--osd-uuid', osdUuid]);
    launch('osd.0', 'ceph-osd', ['-i', osdId]);
    // the gateway creates its pools once the OSD is up; it opens its port when ready
    launch('client.rgw.a', 'radosgw', ['-n', 'client.rgw.a']);
    for (let deadline = Date.now() + START_TIMEOUT_MS; !(await portOpen(port)); await sleep(200)) {
      checkAlive();
      if (Date.now() > deadline) throw new Error(`object store: radosgw did not open port ${port}\n${logTail(dir, 'client.rgw.a')}`);
    }
    // the S3 user, with keys the gateway generates (never on a command line)
    const user = JSON.parse(await ceph('radosgw-admin', ['user', 'create', '--uid=fleet', '--display-name=fleet releases']));
    ({ access_key: accessKeyId, secret_key: secretAccessKey } = user.keys[0]);
    client = new S3Client({
      endpoint,
      region: REGION,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
      // a gateway that accepts and never answers is retried, not waited for forever
      requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 },
    });
    await waitForGateway();
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    endpoint,
    region: REGION,
    accessKeyId,
    secretAccessKey,
    dir,
    /** Seconds from the first command to the first S3 answer. */
    startSeconds: Math.round((Date.now() - started) / 100) / 10,
    env: { AWS_ENDPOINT_URL: endpoint, AWS_REGION: REGION, AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey },
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    /** Stops the gateway alone (the cluster keeps its objects): an outage of the S3 endpoint. */
    stopGateway: () => stopDaemon('client.rgw.a'),
    /** Starts the gateway again; resolves when it answers. */
    startGateway,
    stop,
  };
}

async function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' }, bucket: { type: 'string' } } });
  try {
    const store = await startObjectStore({ dir: values.dir, port: values.port ? Number(values.port) : undefined });
    if (values.bucket) await store.createBucket(values.bucket);
    for (const [key, value] of Object.entries(store.env)) console.log(`${key}=${value}`);
    console.error(`object store ready in ${store.startSeconds} s (Ceph in ${store.dir}); SIGTERM stops it`);
    const shutdown = () => store.stop().then(() => process.exit(0));
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
