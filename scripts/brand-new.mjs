#!/usr/bin/env node
// `pnpm brand:new <id> --extends <brand> --name "Display Name" --logo logo.svg --icon icon.svg --primary '#rrggbb'
// [--secondary '#rrggbb'] [--page '#rrggbb'] [--merchant CODE] [--telegram URL] [--facebook URL] [--instagram URL]`: a
// new merchant as one folder, brands/<id>/, extending another brand (packages/brand/src/node/scaffold.ts). Its
// identity is its own, never the other brand's: on a terminal it asks for the name, the logo and icon artwork, the
// brand colour and the contact links it was not given; elsewhere (CI) they are flags. From the colours it derives a
// dark and a light palette that passes the contrast checks, in brands/<id>/tokens.json (`--primary inherit` keeps
// the colours of the brand it extends). Links it into the workspace (pnpm install: the lockfile gains the new
// package) and checks it like a release does. Nothing else needs a change: builds, Storybook and the e2e suite
// discover brands from brands/.
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
    primary: { type: 'string' },
    secondary: { type: 'string' },
    page: { type: 'string' },
    ...Object.fromEntries(CONTACT.map((key) => [key, { type: 'string' }])),
  },
});
const [id] = positionals;
const usage =
  "usage: pnpm brand:new <id> --extends <brand> --name \"Display Name\" --logo logo.svg --icon icon.svg --primary '#rrggbb' [--secondary '#rrggbb'] [--page '#rrggbb'] [--merchant CODE] [--telegram URL] [--facebook URL] [--instagram URL]";
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
  values.primary ??= (await ask.question(`Brand colour (#rrggbb; "inherit" keeps ${values.extends}'s colours): `)).trim() || undefined;
  if (values.primary && values.primary !== 'inherit') {
    values.secondary ??= (await ask.question('Second colour (#rrggbb, empty: derived from the brand colour): ')).trim() || undefined;
    values.page ??= (await ask.question('Page background of one mode (#rrggbb, empty: derived): ')).trim() || undefined;
  }
  for (const key of CONTACT) values[key] ??= (await ask.question(`${key} contact link (https, empty for none): `)).trim() || undefined;
  ask.close();
}
const missing = ['name', 'logo', 'icon', 'primary'].filter((key) => !values[key]);
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
    colours: values.primary === 'inherit' ? undefined : { primary: values.primary, secondary: values.secondary, page: values.page },
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
  console.error(`${problems.map(formatProblem).join('\n')}\n✖ brands/${id} does not pass the brand checks`);
  process.exit(1);
}
console.log(`✔ brands/${id} extends ${values.extends} and passes the brand checks. Next:
  - set what else differs in brands/${id}/brand.config.ts (fields: docs/brand-config.md): social and download
    links, a logo per colour mode (logoDark, logoLight); its colours and sizes in brands/${id}/tokens.json (DTCG: a
    designer's Figma or Tokens Studio export can replace it; docs/storybook.md "Tokens from a design tool")
  - pnpm dev with BRAND=${id}, Storybook's brand toolbar, or pnpm release:build ${id}
  - pnpm changeset: the first release of @wl-brands/${id}, then commit the folder and pnpm-lock.yaml`);
