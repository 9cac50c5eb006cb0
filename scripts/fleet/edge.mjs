#!/usr/bin/env node
// The fleet edge: one nginx that serves every merchant by host name from the object store (deploy/edge/
// edge.conf.template says how; docs/operations.md for operators).
//
//   import { renderEdgeConf, startEdge } from './edge.mjs';
//   const edge = await startEdge({ brands, target: 's3://fleet/sites', endpoint, port: 8080 });   // { url, reload, stop }
//
// CLI (`pnpm fleet:edge`): serves the brands of brands/ (or WL_BRANDS_DIR) that name hosts, in the foreground, until
// SIGTERM or SIGINT:
//   pnpm fleet:edge --to s3://BUCKET[/prefix] [--port 8080] [--channel production] [--api-upstream URL] [--demo]
// The store is the one of the standard AWS environment (AWS_ENDPOINT_URL); the edge reads only public objects, so it
// needs no credentials. nginx runs from a prefix under /tmp with its workers as the user who started it
// (decision 080); on a server, render the file (`--print`) and include it in Debian's nginx.conf.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { waitForPort } from '../lib/local.mjs';
import { parseTarget } from './store.mjs';
import { DEMO_UPSTREAM, PLATFORM_PREFIXES, demoLocation, fillTemplate, isolationHeaders, listenValues, renderMainConf, selfSignedCertificate } from '../lib/nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEMPLATE = path.join(root, 'deploy/edge/edge.conf.template');

/** How long the edge keeps a channel pointer: a promote or rollback reaches new page loads within this. */
export const POINTER_TTL_S = 2;

/** Every host of every brand, refusing a host two brands claim (one host, one merchant). */
export function hostMap(brands) {
  const owner = new Map();
  for (const brand of brands) {
    for (const host of brand.hosts ?? []) {
      if (owner.has(host)) throw new Error(`host ${host} is named by brands "${owner.get(host)}" and "${brand.id}"`);
      owner.set(host, brand.id);
    }
  }
  return owner;
}

/**
 * The edge's nginx configuration (the http-level part: maps, the store's upstream, the pointer cache, the server).
 * - brands: brand configs (`id`, `hosts`, `api.baseUrl`); target: `s3://bucket[/prefix]`; endpoint: the store's
 *   URL (http://host:port; path-style addressing).
 * - listen (default 80), channel (default production), cacheDir (the pointer cache's folder), apiUpstream (where a
 *   same-origin API goes, default the demo platform), demo (also proxy the demo platform's images and control
 *   pages; default: when apiUpstream is the demo platform), tls: { certificate, key }.
 */
export function renderEdgeConf({ brands, target, endpoint, listen = '80', channel = 'production', cacheDir, apiUpstream = DEMO_UPSTREAM, demo, tls }) {
  const { bucket, prefix } = parseTarget(target);
  const store = new URL(endpoint);
  if (store.protocol !== 'http:') throw new Error(`the edge reaches the store over plain HTTP inside the operator's network: ${endpoint}`);
  const hosts = hostMap(brands);
  demo ??= apiUpstream === DEMO_UPSTREAM;
  const headers = [['Content-Security-Policy', '$wl_csp_sent'], ...isolationHeaders({ tls: Boolean(tls) })]
    .map(([name, value]) => `        add_header ${name} "${value}" always;`)
    .join('\n');
  // the release and its CSP, from the brand's channel pointer (the internal /_wl/pointer location)
  const pointer = [
    'auth_request /_wl/pointer;',
    'auth_request_set $wl_release $upstream_http_x_amz_meta_release;',
    'auth_request_set $wl_csp $upstream_http_x_amz_meta_csp;',
  ]
    .map((line) => `        ${line}`)
    .join('\n');
  const storeRequest = [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    `proxy_set_header Host ${store.host};`,
    // the store is read anonymously: nothing of the player's request (cookies, credentials) goes there
    'proxy_set_header Authorization "";',
    'proxy_set_header Cookie "";',
    'proxy_connect_timeout 5s;',
    'proxy_read_timeout 30s;',
  ]
    .map((line) => `        ${line}`)
    .join('\n');
  // what the store says of itself and of its objects stays between it and the edge
  const storeAnswer = [
    'x-amz-request-id',
    'x-amz-id-2',
    'x-amz-meta-sha256',
    'x-amz-meta-csp',
    'x-amz-meta-release',
    'x-amz-version-id',
    'x-amz-storage-class',
    'x-rgw-object-type',
  ]
    .map((name) => `        proxy_hide_header ${name};`)
    .join('\n');
  const values = {
    HOST_MAP: [...hosts].map(([host, id]) => `    ${host} ${id};`).join('\n'),
    API_MAP: brands
      .filter((brand) => brand.api.baseUrl === '/')
      // a leading backslash: a brand may be called `default`, a word map keeps for itself
      .map((brand) => `    \\${brand.id} 1;`)
      .join('\n'),
    STORE_SERVER: store.host,
    STORE_PATH: `/${bucket}${prefix ? `/${prefix.replace(/\/$/, '')}` : ''}`,
    CHANNEL: channel,
    POINTER_TTL: `${POINTER_TTL_S}s`,
    CACHE_DIR: cacheDir ?? '/var/cache/nginx/wl-edge',
    ...listenValues(listen, tls),
    STORE_REQUEST: storeRequest,
    STORE_ANSWER: storeAnswer,
    HEADERS: headers,
    POINTER: pointer,
    API_PREFIXES: PLATFORM_PREFIXES.join('|'),
    API_UPSTREAM: apiUpstream,
    // the demo platform's images and control pages, for the brands whose API it is
    DEMO_LOCATION: demo ? demoLocation({ upstream: apiUpstream, headers, guard: '        if ($wl_api = "") {\n            return 404;\n        }\n' }) : '',
  };
  return fillTemplate(TEMPLATE, values);
}


/**
 * Starts the edge on 127.0.0.1:`port` with Debian's nginx from a prefix under the system's temp folder.
 * `reload(brands)` renders the configuration again (a merchant's host added) and reloads nginx gracefully: requests
 * in flight finish on the old workers. `stop()` stops nginx by its PID and removes the prefix.
 */
export async function startEdge({ brands, target, endpoint, port, channel, apiUpstream, demo, tls = false }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-edge-'));
  for (const dir of ['tmp', 'cache']) fs.mkdirSync(path.join(prefix, dir));
  const siteConfFile = path.join(prefix, 'edge.conf');
  // `tls`: HTTPS with HTTP/2 under a certificate of the run's own for the merchants' hosts, as players get the site
  const certificate = tls ? selfSignedCertificate(prefix, [...hostMap(brands).keys()]) : undefined;
  const write = (list) =>
    fs.writeFileSync(
      siteConfFile,
      renderEdgeConf({
        brands: list,
        target,
        endpoint,
        listen: `127.0.0.1:${port}`,
        channel,
        cacheDir: path.join(prefix, 'cache'),
        apiUpstream,
        demo,
        tls: certificate,
      }),
    );
  write(brands);
  const mainConf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(mainConf, renderMainConf({ prefix, siteConfFile }));
  const args = ['-p', prefix, '-c', mainConf, '-e', path.join(prefix, 'error.log')];
  const nginx = spawn('/usr/sbin/nginx', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  try {
    await Promise.race([
      waitForPort(port, 10_000, 'no edge'),
      exited.then(() => {
        throw new Error(`the edge's nginx stopped at start: ${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8').trim().split('\n').at(-1)}`);
      }),
    ]);
  } catch (error) {
    nginx.kill('SIGTERM');
    fs.rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    pid: nginx.pid,
    errorLog: path.join(prefix, 'error.log'),
    reload(list) {
      write(list);
      execFileSync('/usr/sbin/nginx', [...args, '-t', '-q'], { stdio: 'pipe' });
      execFileSync('/usr/sbin/nginx', [...args, '-s', 'reload'], { stdio: 'pipe' });
    },
    async stop() {
      if (nginx.exitCode === null && nginx.signalCode === null) {
        nginx.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      to: { type: 'string', default: process.env.WL_RELEASE_TARGET },
      port: { type: 'string', default: '8080' },
      channel: { type: 'string', default: 'production' },
      'api-upstream': { type: 'string' },
      tls: { type: 'boolean', default: false },
      print: { type: 'boolean', default: false },
    },
  });
  const endpoint = process.env.AWS_ENDPOINT_URL;
  if (!values.to || !endpoint) {
    console.error('✖ usage: AWS_ENDPOINT_URL=http://store:7480 pnpm fleet:edge --to s3://BUCKET[/prefix] [--port 8080] [--print]');
    process.exit(1);
  }
  const { tsImport } = await import('tsx/esm/api');
  const { listBrands, loadBrand } = await tsImport(path.join(root, 'packages/brand/src/node/loader.ts'), import.meta.url);
  const brandsDir = path.resolve(process.env.WL_BRANDS_DIR ?? path.join(root, 'brands'));
  const brands = (await Promise.all(listBrands(brandsDir).map(async (id) => (await loadBrand(brandsDir, id)).config))).filter((brand) => brand.hosts?.length);
  const options = { brands, target: values.to, endpoint, channel: values.channel, apiUpstream: values['api-upstream'] };
  if (values.print) {
    process.stdout.write(renderEdgeConf({ ...options, listen: values.port }));
    return;
  }
  const edge = await startEdge({ ...options, port: Number(values.port), tls: values.tls });
  const stop = () => void edge.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`[edge] ${edge.url} serves ${brands.length} brands from ${values.to} (${values.channel}): ${brands.flatMap((brand) => brand.hosts).join(', ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
