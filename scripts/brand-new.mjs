#!/usr/bin/env node
// `pnpm brand:new <id> --extends <brand> --name "Display Name" --logo logo.svg --icon icon.svg [--merchant CODE]
// [--telegram URL] [--facebook URL] [--instagram URL]`: a new merchant as one folder, brands/<id>/, extending another
// brand (packages/brand/src/node/scaffold.ts). Its identity is its own, never the other brand's: on a terminal it
// asks for the name, the logo and icon artwork and the contact links it was not given; elsewhere (CI) they are
// flags. Links it into the workspace (pnpm install: the lockfile gains the new package) and checks it like a release
// does. Nothing else needs a change: builds, Storybook and the e2e suite discover brands from brands/.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTACT = ['telegram', 'facebook', 'instagram'];
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    extends: { type: 'string' },
    name: { type: 'string' },
    merchant: { type: 'string' },
    logo: { type: 'string' },
    icon: { type: 'string' },
    ...Object.fromEntries(CONTACT.map((key) => [key, { type: 'string' }])),
  },
});
const [id] = positionals;
const usage = 'usage: pnpm brand:new <id> --extends <brand> --name "Display Name" --logo logo.svg --icon icon.svg [--merchant CODE] [--telegram URL] [--facebook URL] [--instagram URL]';
if (!id || !values.extends) {
  console.error(usage);
  process.exit(1);
}
// the identity: asked for on a terminal, required as flags elsewhere
if (process.stdin.isTTY) {
  const ask = createInterface({ input: process.stdin, output: process.stdout });
  values.name ??= (await ask.question('Display name of the brand: ')).trim() || undefined;
  values.logo ??= (await ask.question('Logo artwork (an SVG file): ')).trim() || undefined;
  values.icon ??= (await ask.question('App icon artwork (a square SVG file): ')).trim() || undefined;
  for (const key of CONTACT) values[key] ??= (await ask.question(`${key} contact link (https, empty for none): `)).trim() || undefined;
  ask.close();
}
const missing = ['name', 'logo', 'icon'].filter((key) => !values[key]);
if (missing.length) {
  console.error(`✖ a brand's identity is its own: give ${missing.map((key) => `--${key}`).join(', ')}\n${usage}`);
  process.exit(1);
}
const brandsDir = path.join(root, 'brands');
const { scaffoldBrand, checkBrands, formatProblem, BrandError } = await tsImport(path.join(root, 'packages/brand/src/node/index.ts'), import.meta.url);
try {
  const files = scaffoldBrand({
    brandsDir,
    id,
    extends: values.extends,
    name: values.name,
    merchantCode: values.merchant,
    logo: path.resolve(values.logo),
    icon: path.resolve(values.icon),
    contact: Object.fromEntries(CONTACT.filter((key) => values[key]).map((key) => [key, values[key]])),
  });
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
  - set what else differs in brands/${id}/brand.config.ts (fields: docs/brand-config.md): social and download
    links, a logo per colour mode (logoDark, logoLight), own colours in a tokens.ts (copy brands/${values.extends}/tokens.ts)
  - pnpm dev with BRAND=${id}, Storybook's brand toolbar, or pnpm release:build ${id}
  - pnpm changeset: the first release of @wl-brands/${id}, then commit the folder and pnpm-lock.yaml`);
