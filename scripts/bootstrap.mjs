#!/usr/bin/env node
// Makes a fresh machine (Node 20 and npm only) ready: the pinned pnpm, the workspace's packages and,
// with --browser, Debian's Chromium for the browser tests and Debian's nginx for the e2e suite, and with --fleet
// what the fleet tests run (DEBIAN below). Idempotent and quick when all is there.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

function pnpmVersion() {
  try {
    return execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

if (pnpmVersion() !== PNPM) {
  console.log(`• installing pnpm ${PNPM} (the pinned version; pnpm cannot switch versions itself here)`);
  sh('npm', ['install', '--global', `pnpm@${PNPM}`]);
}

/** Debian packages each option needs, with why (the README's quick start names the options). */
const DEBIAN = {
  // the e2e suite serves each brand's release artifact with Debian's nginx (scripts/serve-release.mjs); full Chromium
  // for the visual tests (their baselines), the bench and a headed look; its headless shell for the story tests and
  // the e2e suite (about a fifth cheaper a test: docs/decisions/079)
  '--browser': {
    why: 'the browser tests (nginx serves the release artifacts; never a downloaded browser)',
    packages: ['nginx', 'libnginx-mod-http-brotli-static', 'chromium', 'chromium-headless-shell'],
    // the fonts Chromium recommends draw the visual baselines
    recommends: true,
  },
  // `pnpm test:fleet` (docs/operations.md): Ceph's S3 gateway as the object store, buildah, podman and a registry for
  // the images, mmdebstrap for their base made from Debian packages
  '--fleet': {
    why: 'the fleet tests (object store, image builder and runtime, registry)',
    packages: ['radosgw', 'ceph-mon', 'ceph-osd', 'buildah', 'podman', 'runc', 'slirp4netns', 'docker-registry', 'mmdebstrap'],
  },
};
/** Whether a Debian package is installed (dpkg's own record). */
function installed(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}
let updated = false;
for (const [option, { why, packages, recommends }] of Object.entries(DEBIAN)) {
  const missing = process.argv.includes(option) ? packages.filter((name) => !installed(name)) : [];
  if (!missing.length) continue;
  const args = ['install', '-y', ...(recommends ? [] : ['--no-install-recommends']), ...missing];
  if (process.getuid?.() !== 0) {
    console.error(`✖ Missing Debian packages for ${why}: sudo apt-get ${args.join(' ')}`);
    process.exit(1);
  }
  console.log(`• installing Debian's ${missing.join(', ')} for ${why}`);
  if (!updated) sh('apt-get', ['update']);
  updated = true;
  sh('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

console.log('• installing workspace packages');
sh('pnpm', ['install', '--frozen-lockfile'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
