#!/usr/bin/env node
// The release step of one brand (turbo task `release` of brands/<id>, after its `build`): checks the brand,
// measures the budgets of docs/design.md section 9 on the build, and packages dist/<id>/:
//   site/                 the static site (no .vite/), with .gz and .br next to every compressible file; its
//                         index.html names the integrity of each asset it loads (Subresource Integrity)
//   nginx/site.conf       the brand's nginx server block (deploy/nginx/site.conf.template)
//   release.json          brand, versions and tag, API host, languages, changelog entries, layout variants shipped,
//                         commit, build time,
//                         budgets with measured values, files with sizes and hashes
// Fails, naming the brand, the field or file and the figure, when a check or a budget fails.
// Elsewhere than the repo's own folders (scripts/brand-scale.mjs; unset, the defaults): WL_BRANDS_DIR the brands
// folder (brands/), WL_OUT_DIR the brand's Vite build (apps/mobile/dist/<id>/, as in apps/mobile/vite.config.ts),
// WL_RELEASE_ROOT the folder of the artifacts (dist/, so dist/<id>/).
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { BUDGET, measureSite, siteBudgetRows } from './lib/budgets.mjs';
import { precompress, siteFiles } from './lib/compress.mjs';
import { releaseNotes } from './lib/releaseNotes.mjs';
import { contentSecurityPolicy, inlineStyleHashes, renderSiteConf } from './lib/nginx.mjs';
import { withIntegrity } from './lib/sri.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const id = process.argv[2] ?? path.basename(process.cwd());
// turbo runs the task in the brand's folder (brands/<id>/ or a generated fleet's), whose parent is its brands folder
const brandsDir = path.resolve(process.env.WL_BRANDS_DIR ?? (process.argv[2] ? path.join(root, 'brands') : path.dirname(process.cwd())));
const built = path.resolve(process.env.WL_OUT_DIR ?? path.join(root, 'apps/mobile/dist', id));
const out = path.join(path.resolve(process.env.WL_RELEASE_ROOT ?? path.join(root, 'dist')), id);
/** Where a packaged site is expected on a server (nginx/site.conf's root); ops may render another. */
const SERVER_ROOT = '/srv/wl-mobile';

function fail(lines) {
  console.error(`✖ release of brand "${id}" failed:\n  ${lines.join('\n  ')}`);
  process.exit(1);
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

// 1. the brand: schema, contrast, languages, menu, assets
const { checkBrands, loadBrand, formatProblem } = await tsImport(path.join(root, 'packages/brand/src/node/index.ts'), import.meta.url);
const problems = await checkBrands(brandsDir, [id]);
if (problems.length) fail(problems.map(formatProblem));
const { config } = await loadBrand(brandsDir, id);

// 2. the build: present, no inline script (the CSP allows none), within the budgets
const indexHtml = path.join(built, 'index.html');
if (!fs.existsSync(indexHtml)) fail([`no build at ${path.relative(root, built)} (the build task runs first)`]);
const inlineScripts = fs.readFileSync(indexHtml, 'utf8').match(/<script\b(?![^>]*\bsrc=)[^>]*>/g) ?? [];
if (inlineScripts.length)
  fail([`index.html: ${inlineScripts.length} inline <script> element(s); the Content-Security-Policy allows none: ${inlineScripts[0]}`]);
const budgets = siteBudgetRows(measureSite(built));
const buildInfo = path.join(built, '.vite/build-time.json');
if (fs.existsSync(buildInfo)) {
  const { seconds } = readJson(buildInfo);
  budgets.push({
    name: 'cold build of the brand',
    budget: BUDGET.coldBuildS,
    measured: Math.round(seconds * 10) / 10,
    unit: 's',
    ok: seconds <= BUDGET.coldBuildS,
  });
}
budgets.push(
  { name: 'Lighthouse mobile performance, home route (median of 3)', budget: 95, measured: null, unit: 'score', measuredBy: 'pnpm bench' },
  { name: 'DOM elements of a 600+ game list scrolled to the end', budget: 1400, measured: null, unit: 'elements', measuredBy: 'pnpm bench' },
);
const over = budgets.filter((row) => row.ok === false);
if (over.length) {
  fail(over.map((row) => `budget: ${row.name} is ${row.measured} ${row.unit}, the budget is ${row.budget} ${row.unit} (docs/design.md section 9)`));
}

// 3. the artifact
fs.rmSync(out, { recursive: true, force: true });
const site = path.join(out, 'site');
fs.cpSync(built, site, { recursive: true, filter: (src) => path.basename(src) !== '.vite' });
// the page names the hash of every asset it loads itself (Subresource Integrity; scripts/lib/sri.mjs)
const siteIndex = path.join(site, 'index.html');
fs.writeFileSync(siteIndex, withIntegrity(fs.readFileSync(siteIndex, 'utf8'), site));
const compressed = precompress(site);
const files = siteFiles(site)
  .filter((file) => !/\.(gz|br)$/.test(file))
  .map((file) => {
    const content = fs.readFileSync(file);
    const entry = { path: path.relative(site, file), bytes: content.length, sha256: crypto.createHash('sha256').update(content).digest('hex') };
    return { ...entry, ...compressed.get(file) };
  });
fs.mkdirSync(path.join(out, 'nginx'));
const styleHashes = inlineStyleHashes(fs.readFileSync(path.join(site, 'index.html'), 'utf8'));
fs.writeFileSync(path.join(out, 'nginx/site.conf'), renderSiteConf(config, { siteRoot: `${SERVER_ROOT}/${id}/site`, styleHashes }));

const git = (args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};
const brandPackage = readJson(path.join(brandsDir, id, 'package.json'));
// scripts/release-build.mjs passes the commit (and turbo hashes it); `-dirty`: built from uncommitted changes
const commit = process.env.WL_RELEASE_COMMIT || git(['rev-parse', 'HEAD']);
const manifest = {
  brand: id,
  name: config.name,
  merchantCode: config.merchantCode,
  version: brandPackage.version,
  // the API host, languages, version tag and the changelog entries since the previous release (issue 21 item 7)
  ...releaseNotes({ root, brandsDir, id, config, packageName: brandPackage.name, version: brandPackage.version }),
  // a build from uncommitted changes is never tagged: publishing tags only what a commit holds (issue 38 item 6)
  ...(commit.endsWith('-dirty') ? { tag: null, untagged: 'built from uncommitted changes' } : {}),
  appVersion: readJson(path.join(root, 'apps/mobile/package.json')).version,
  // the layout variants the build ships, by slot, each with its chunk (issue 21; the others are not in the build)
  variants: readJson(path.join(built, '.vite/variants.json')),
  commit,
  builtAt: new Date().toISOString(),
  contentSecurityPolicy: contentSecurityPolicy(config, styleHashes),
  budgets,
  files,
};
fs.writeFileSync(path.join(out, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const home = budgets[0];
console.log(
  `✔ ${id} ${manifest.version}: ${files.length} files, home JS ${home.measured} KB of ${home.budget} KB, ${out.startsWith(`${root}${path.sep}`) ? path.relative(root, out) : out}/`,
);
