#!/usr/bin/env node
// Makes a fresh machine (Node 20 and npm only) ready: the pinned pnpm, the workspace's packages and,
// with --browser, Debian's Chromium for the browser tests and Debian's nginx for the e2e suite. Idempotent
// and quick when all is there.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_CHROMIUM = process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell';

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

// the e2e suite serves each brand's release artifact with Debian's nginx (scripts/serve-release.mjs)
const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];
const nginxMissing = !fs.existsSync('/usr/sbin/nginx') || !fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
if (process.argv.includes('--browser') && nginxMissing) {
  if (process.getuid?.() !== 0) {
    console.error(`✖ nginx is missing. Install Debian's nginx: sudo apt-get install -y ${NGINX_PACKAGES.join(' ')}`);
    process.exit(1);
  }
  console.log("• installing Debian's nginx for the e2e suite (it serves the release artifacts)");
  sh('apt-get', ['update']);
  sh('apt-get', ['install', '-y', ...NGINX_PACKAGES], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

// full Chromium for the visual tests (their baselines), the bench and a headed look; its headless shell for the
// story tests and the e2e suite (about a fifth cheaper a test: docs/decisions/079)
const browserPackages = [...(fs.existsSync(CHROMIUM) ? [] : ['chromium']), ...(fs.existsSync(HEADLESS_CHROMIUM) ? [] : ['chromium-headless-shell'])];
if (process.argv.includes('--browser') && browserPackages.length) {
  if (process.getuid?.() !== 0) {
    console.error(
      `✖ Missing ${browserPackages.join(' and ')}. Install Debian's packages (sudo apt-get install -y ${browserPackages.join(' ')}) or set CHROMIUM_PATH and CHROMIUM_HEADLESS_PATH.`,
    );
    process.exit(1);
  }
  console.log(`• installing Debian's ${browserPackages.join(' and ')} for the browser tests (never a downloaded browser)`);
  sh('apt-get', ['update']);
  sh('apt-get', ['install', '-y', ...browserPackages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

console.log('• installing workspace packages');
sh('pnpm', ['install', '--frozen-lockfile'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
