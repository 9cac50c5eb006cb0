#!/usr/bin/env node
// Prints a brand's nginx server block for a deployment other than the packaged one (dist/<brand>/nginx/site.conf):
//   node scripts/render-nginx.mjs --brand sol --api-upstream https://api.solbet.example [--listen 8080]
//     [--root /srv/wl-mobile/sol/site] [--server-name m.solbet.example] [--site dist/sol/site] > sol.conf
// The CSP allows the inline boot stylesheet of the build it will serve (--site, default dist/<brand>/site).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { inlineStyleHashes, renderSiteConf } from './lib/nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    brand: { type: 'string', default: 'default' },
    listen: { type: 'string', default: '80' },
    root: { type: 'string' },
    'server-name': { type: 'string', default: '_' },
    'api-upstream': { type: 'string' },
    site: { type: 'string' },
  },
});
const { loadBrand } = await tsImport(path.join(root, 'packages/brand/src/node/loader.ts'), import.meta.url);
const { config } = await loadBrand(path.join(root, 'brands'), values.brand);
process.stdout.write(
  renderSiteConf(config, {
    listen: values.listen,
    serverName: values['server-name'],
    siteRoot: values.root ?? `/srv/wl-mobile/${values.brand}/site`,
    apiUpstream: values['api-upstream'],
    styleHashes: inlineStyleHashes(fs.readFileSync(path.resolve(root, values.site ?? `dist/${values.brand}/site`, 'index.html'), 'utf8')),
  }),
);
