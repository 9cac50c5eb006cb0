#!/usr/bin/env node
// Runs part of the e2e suite against a private build, on private ports, so that several people (or helpers)
// can work side by side without sharing apps/mobile/dist or the demo platform's state:
//   node scripts/e2e-dev.mjs --name accounts --brands default,sol [--no-build] [playwright args, e.g. e2e/accounts.spec.ts]
// Builds each brand with Vite into /tmp/wl-e2e-<name>/<brand> (precompressed like a release artifact), then runs
// Playwright with E2E_PORT_BASE derived from the name: each brand's site is served by nginx with the release
// configuration (CSP included), the demo platform behind it. The full suite (npm test) uses dist/<brand>/site.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './lib/compress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const take = (flag, fallback) => {
  const i = args.indexOf(flag);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
};
const name = take('--name', 'dev');
const brands = take('--brands', 'default,sol,lotus').split(',');
const noBuild = args.includes('--no-build') ? (args.splice(args.indexOf('--no-build'), 1), true) : false;
const distRoot = `/tmp/wl-e2e-${name}`;
const hash = [...name].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 200, 7);
const portBase = 48000 + hash * 5;

const run = (cmd, cmdArgs, env = {}) => {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!noBuild) {
  for (const brand of brands) {
    console.log(`[e2e-dev] building ${brand} into ${distRoot}/${brand}`);
    run('pnpm', ['--filter', '@wl/mobile', 'exec', 'vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'], {
      BRAND: brand,
      WL_OUT_DIR: `${distRoot}/${brand}`,
    });
    precompress(`${distRoot}/${brand}`);
  }
}
console.log(`[e2e-dev] ports ${portBase}-${portBase + 2}`);
run('pnpm', ['exec', 'playwright', 'test', '--config', 'e2e/playwright.config.ts', ...args], {
  E2E_BRANDS: brands.join(','),
  E2E_DIST_ROOT: distRoot,
  E2E_PORT_BASE: String(portBase),
  E2E_OUTPUT_DIR: `${distRoot}/results`,
});
