#!/usr/bin/env node
// `pnpm brand:new <id> --extends <brand> [--name "Display Name"] [--merchant CODE]`: a new merchant as one folder,
// brands/<id>/, extending another brand (packages/brand/src/node/scaffold.ts). Links it into the workspace
// (pnpm install: the lockfile gains the new package) and checks it like a release does. Nothing else needs a
// change: builds, Storybook and the e2e suite discover brands from brands/.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { extends: { type: 'string' }, name: { type: 'string' }, merchant: { type: 'string' } },
});
const [id] = positionals;
if (!id || !values.extends) {
  console.error('usage: pnpm brand:new <id> --extends <brand> [--name "Display Name"] [--merchant CODE]');
  process.exit(1);
}
const brandsDir = path.join(root, 'brands');
const { scaffoldBrand, checkBrands, formatProblem, BrandError } = await tsImport(path.join(root, 'packages/brand/src/node/index.ts'), import.meta.url);
try {
  const files = scaffoldBrand({ brandsDir, id, extends: values.extends, name: values.name, merchantCode: values.merchant });
  for (const file of files) console.log(`• wrote ${path.relative(root, file)}`);
} catch (error) {
  if (!(error instanceof BrandError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

console.log('• linking it into the workspace (pnpm install)');
const install = spawnSync('pnpm', ['install', '--prefer-offline'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
if (install.status !== 0) process.exit(install.status ?? 1);

const problems = await checkBrands(brandsDir, [id]);
if (problems.length) {
  console.error(`✖ brands/${id} does not pass the brand checks:\n  ${problems.map(formatProblem).join('\n  ')}`);
  process.exit(1);
}
console.log(`✔ brands/${id} extends ${values.extends} and passes the brand checks. Next:
  - set what differs in brands/${id}/brand.config.ts (fields: docs/brand-config.md); own colours in a
    tokens.ts (copy brands/${values.extends}/tokens.ts if it has one) and own logo and icon in brands/${id}/assets/
  - pnpm dev with BRAND=${id}, Storybook's brand toolbar, or pnpm release:build ${id}
  - pnpm changeset: the first release of @wl-brands/${id}, then commit the folder and pnpm-lock.yaml`);
