#!/usr/bin/env node
// Prints a brand's nginx server block for a deployment other than the packaged one (dist/<brand>/nginx/site.conf):
//   node scripts/render-nginx.mjs --brand sol --api-upstream https://api.solbet.example [--listen 8080]
//     [--root /srv/wl-mobile/sol/site] [--server-name m.solbet.example] [--site dist/sol/site]
//     [--tls-certificate /etc/ssl/sol.crt --tls-key /etc/ssl/sol.key] > sol.conf
// With the two TLS files nginx itself speaks HTTPS (HTTP/2) and sends HSTS; without, the TLS terminator in front
// adds HSTS (README "Releases").
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
    // default 80, or 443 with the TLS files
    listen: { type: 'string' },
    root: { type: 'string' },
    'server-name': { type: 'string', default: '_' },
    'api-upstream': { type: 'string' },
    site: { type: 'string' },
    'tls-certificate': { type: 'string' },
    'tls-key': { type: 'string' },
  },
});
if (Boolean(values['tls-certificate']) !== Boolean(values['tls-key'])) {
  console.error('✖ --tls-certificate and --tls-key go together');
  process.exit(1);
}
const tls = values['tls-certificate'] ? { certificate: values['tls-certificate'], key: values['tls-key'] } : undefined;
const { loadBrand } = await tsImport(path.join(root, 'packages/brand/src/node/loader.ts'), import.meta.url);
const { config } = await loadBrand(path.join(root, 'brands'), values.brand);
process.stdout.write(
  renderSiteConf(config, {
    listen: values.listen ?? (tls ? '443' : '80'),
    serverName: values['server-name'],
    siteRoot: values.root ?? `/srv/wl-mobile/${values.brand}/site`,
    apiUpstream: values['api-upstream'],
    tls,
    styleHashes: inlineStyleHashes(fs.readFileSync(path.resolve(root, values.site ?? `dist/${values.brand}/site`, 'index.html'), 'utf8')),
  }),
);
