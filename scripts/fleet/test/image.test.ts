// The image of a brand's release (scripts/fleet/image.mjs, pnpm release:image) as an operator gets it: built from the
// release artifact dist/default (built first when missing), pushed to an OCI registry (Debian's docker-registry on a
// loopback port, plain HTTP), pulled back from it and run under podman the way Kubernetes runs it (non-root, read-only
// root file system, no capabilities; deploy/kubernetes/), with the demo platform on the host as its API upstream; then
// the suite's smoke journey (e2e/smoke.spec.ts: home, a game list, login, member centre, deposit) passes in a browser
// against the container. Prints the image build time, its size and the time from container start to the first 200.
// Everything started here is stopped by its PID or by podman after.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrand } from '../../../packages/brand/src/node/loader.ts';
import { freePort, waitForPort } from '../../lib/local.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// this machine's podman: no systemd (cgroupfs), runc, and limits given outright (the defaults read ones it may not set)
const PODMAN = ['--runtime', 'runc', '--cgroup-manager', 'cgroupfs'];
const LIMITS = ['--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=1024:1024'];
// slirp4netns reaches the host's loopback at this address, where the demo platform listens (127.0.0.1 only)
const HOST_LOOPBACK = '10.0.2.2';

const podman = (...args: string[]) => execFileSync('podman', [...PODMAN, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();


/** Resolves when `url` answers 200 (the time it took, in ms), or rejects after `ms`. */
async function first200(url: string, ms: number): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return performance.now() - t0;
    if (performance.now() - t0 > ms) throw new Error(`${url}: no 200 in ${ms} ms (last ${status || 'no answer'})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}


const children: ChildProcess[] = [];
/** Starts a server whose stderr goes to `log` (a file), or to this process's stderr. */
function start(command: string, args: string[], log?: string): ChildProcess {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', log ? fs.openSync(log, 'w') : 'inherit'] });
  children.push(child);
  return child;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-image-test-'));
const containerName = `wl-image-test-${process.pid}`;
let registry = '';
let demoPort = 0;
let tag = '';
const registryLog = path.join(tmp, 'registry.log');

beforeAll(async () => {
  if (!fs.existsSync(path.join(root, 'dist/default/release.json'))) {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    execFileSync('pnpm', ['exec', 'turbo', 'run', 'release', '--filter=@wl-brands/default'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, WL_RELEASE_COMMIT: commit },
    });
  }
  const registryPort = await freePort();
  registry = `127.0.0.1:${registryPort}`;
  const config = path.join(tmp, 'registry.yml');
  fs.writeFileSync(
    config,
    `version: 0.1\nlog:\n  level: warn\nstorage:\n  filesystem:\n    rootdirectory: ${path.join(tmp, 'registry')}\nhttp:\n  addr: ${registry}\n`,
  );
  // the registry logs every HEAD of a blob it has not got yet (each push asks) as an error: read only when a push fails
  start('docker-registry', ['serve', config], registryLog);
  demoPort = await freePort();
  start(process.execPath, ['--import', 'tsx', 'packages/demo-api/src/server.ts', '--port', String(demoPort)]);
  await Promise.all([first200(`http://${registry}/v2/`, 15_000), waitForPort(demoPort, 30_000)]);
});

afterAll(async () => {
  spawnSync('podman', [...PODMAN, 'rm', '--force', '--time', '2', containerName], { stdio: 'ignore' });
  if (tag) spawnSync('podman', [...PODMAN, 'rmi', tag], { stdio: 'ignore' });
  const exits = children.filter((child) => child.exitCode === null).map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(exits);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the image of a brand (pnpm release:image)', () => {
  it('is built from the release artifact without pulling a base, tagged with its version and commit, and pushed', () => {
    const t0 = performance.now();
    const build = spawnSync(process.execPath, ['scripts/fleet/image.mjs', 'default', '--push', registry], { cwd: root, encoding: 'utf8' });
    expect(build.status, `${build.stderr}\n${fs.readFileSync(registryLog, 'utf8')}`).toBe(0);
    const output = build.stdout;
    const seconds = (performance.now() - t0) / 1000;
    process.stdout.write(output);
    const release = JSON.parse(fs.readFileSync(path.join(root, 'dist/default/release.json'), 'utf8'));
    const version = `${release.version}-${release.commit.slice(0, 12)}${release.commit.endsWith('-dirty') ? '-dirty' : ''}`;
    tag = `${registry}/wl-mobile/default:${version}`;
    expect(output).toContain(`✔ ${tag} pushed (sha256:`);
    // the operator's kustomization entry for deploy/kubernetes/
    expect(output).toContain(`  - name: registry.invalid/wl-mobile/default\n    newName: ${registry}/wl-mobile/default\n    newTag: ${version}\n`);

    const labels = JSON.parse(podman('image', 'inspect', tag, '--format', '{{json .Labels}}'));
    expect(labels).toMatchObject({
      'org.opencontainers.image.version': release.version,
      'org.opencontainers.image.revision': release.commit.replace(/-dirty$/, ''),
    });
    expect(labels['org.opencontainers.image.source']).toBeTruthy();
    const size = Number(podman('image', 'inspect', tag, '--format', '{{.Size}}'));
    process.stdout.write(`release:image default: ${seconds.toFixed(1)} s (the base image made first if it was missing), ${(size / 1e6).toFixed(0)} MB\n`);

    // the registry has it: what runs next is pulled from there, not the local build
    podman('rmi', tag);
    podman('pull', '--quiet', '--tls-verify=false', tag);
  });

  it('runs under podman as Kubernetes runs it and passes the smoke journey with the demo platform as its API', async () => {
    expect(tag, 'the image of the test before').not.toBe('');
    const port = await freePort();
    const t0 = performance.now();
    podman(
      'run',
      '--detach',
      '--name',
      containerName,
      // deploy/kubernetes/: non-root (the image's user), read-only root file system with /tmp writable, no capability
      '--read-only',
      '--cap-drop=all',
      '--security-opt=no-new-privileges',
      ...LIMITS,
      '--network',
      'slirp4netns:allow_host_loopback=true',
      '--publish',
      `127.0.0.1:${port}:8080`,
      '--env',
      `WL_API_UPSTREAM=http://${HOST_LOOPBACK}:${demoPort}`,
      '--env',
      'WL_DEMO_PLATFORM=1',
      tag,
    );
    const startMs = await first200(`http://127.0.0.1:${port}/m/home`, 20_000);
    process.stdout.write(
      `container start to the first 200 of /m/home: ${((performance.now() - t0) / 1000).toFixed(2)} s (${(startMs / 1000).toFixed(2)} s after podman run returned)\n`,
    );
    expect(podman('inspect', containerName, '--format', '{{.Config.User}}')).toBe('33:33');
    // nginx logs to the container's stdout: the access log has the request above
    expect(podman('logs', containerName)).toMatch(/"GET \/m\/home HTTP\/1\.1" 200/);

    // the suite's smoke journey, unchanged, against the container (E2E_SITE: the site is served, no server started)
    const smoke = spawnSync('pnpm', ['exec', 'playwright', 'test', '--config', 'e2e/playwright.config.ts', 'e2e/smoke.spec.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        E2E_SMOKE: '1',
        E2E_BRANDS: 'default',
        E2E_SITE: `http://127.0.0.1:${port}`,
        E2E_OUTPUT_DIR: path.join(os.tmpdir(), `wl-image-smoke-${port}`),
      },
    });
    process.stdout.write(smoke.stdout);
    expect(smoke.stdout, smoke.stderr).toMatch(/\b1 passed\b/);
    expect(smoke.status, smoke.stderr).toBe(0);
  });

  it('stops at start, saying why, when a brand with its API on its own origin is given no upstream', () => {
    expect(tag, 'the image of the first test').not.toBe('');
    const run = spawnSync('podman', [...PODMAN, 'run', '--rm', '--read-only', ...LIMITS, tag], { encoding: 'utf8' });
    expect(run.status).toBe(64);
    expect(run.stderr).toContain('default serves its API on its own origin: set WL_API_UPSTREAM');
  });

  it('with --fleet, serves each brand on its hosts only and any other host a 404', async () => {
    const build = spawnSync(process.execPath, ['scripts/fleet/image.mjs', '--fleet', 'default'], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const fleetTag = /✔ (\S+) in /.exec(build.stdout)?.[1];
    expect(fleetTag).toMatch(/^localhost\/wl-mobile\/fleet:[\da-f]{12}/);
    const { config } = await loadBrand(path.join(root, 'brands'), 'default');
    const name = `${containerName}-fleet`;
    const port = await freePort();
    try {
      podman(
        'run',
        '--detach',
        '--name',
        name,
        '--read-only',
        ...LIMITS,
        '--publish',
        `127.0.0.1:${port}:8080`,
        '--env',
        'WL_API_UPSTREAM=http://127.0.0.1:9',
        fleetTag!,
      );
      // the brand's first host (brand.config.ts), and one no brand has
      const home = (host: string) =>
        new Promise<number>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path: '/m/home', headers: { host } }, (response) => (response.resume(), resolve(response.statusCode!)))
            .once('error', reject);
        });
      await waitForPort(port, 10_000);
      await expect.poll(() => home(config.hosts![0]!).catch(() => 0), { timeout: 10_000 }).toBe(200);
      expect(await home('m.another-merchant.example')).toBe(404);
    } finally {
      spawnSync('podman', [...PODMAN, 'rm', '--force', '--time', '2', name], { stdio: 'ignore' });
      spawnSync('podman', [...PODMAN, 'rmi', fleetTag!], { stdio: 'ignore' });
    }
  });
});
