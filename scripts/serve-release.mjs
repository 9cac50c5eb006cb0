#!/usr/bin/env node
// Serves one brand's built site with Debian's nginx, the demo platform behind it as the API, in the foreground:
//   node scripts/serve-release.mjs --brand sol --port 47302 [--site dist/sol/site] [--api-port 57302] [--tls]
// nginx (installed by scripts/bootstrap.mjs --browser) runs from a prefix under /tmp, no root needed, with the
// brand's site configuration rendered from deploy/nginx/site.conf.template; its workers run as the user who started
// it, so a site anywhere that user can read is served (decision 080), and one it cannot stops the server at once. The demo platform runs without
// --static on --api-port (default port + 10000). SIGINT/SIGTERM stop both and remove the prefix.
// Used by the e2e suite (one per brand) and to preview a release artifact (`pnpm release:serve --brand sol`).
// WL_BRANDS_DIR and WL_RELEASE_ROOT read the brand and its artifact elsewhere than brands/ and dist/
// (scripts/brand-scale.mjs, as scripts/release-brand.mjs writes them).
// A rebuild of the site while it is served is followed: the CSP's style hashes are those of the page served.
// --tls serves HTTPS with HTTP/2 under a self-signed certificate made for the run (openssl), as the TLS terminator
// in front of the site does in production; the Lighthouse bench loads the site this way.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { waitForPort } from './lib/local.mjs';
import { inlineStyleHashes, renderMainConf, renderSiteConf, selfSignedCertificate, unreadableSite } from './lib/nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    brand: { type: 'string', default: 'default' },
    port: { type: 'string', default: '8080' },
    site: { type: 'string' },
    'api-port': { type: 'string' },
    tls: { type: 'boolean', default: false },
  },
});
const brandId = values.brand;
const port = Number(values.port);
const apiPort = Number(values['api-port'] ?? port + 10000);
const releaseRoot = path.resolve(root, process.env.WL_RELEASE_ROOT ?? 'dist');
const siteRoot = path.resolve(root, values.site ?? path.join(releaseRoot, brandId, 'site'));
const log = (line) => process.stdout.write(`[serve ${brandId}] ${line}\n`);

function ensureNginx() {
  if (fs.existsSync('/usr/sbin/nginx') && fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so')) return;
  // installed by `npm test` (scripts/bootstrap.mjs --browser), never here: several servers start at once
  console.error('✖ nginx is missing: run node scripts/bootstrap.mjs --browser (as root), or apt-get install -y nginx libnginx-mod-http-brotli-static');
  process.exit(1);
}


// nginx's workers run as this user (scripts/lib/nginx.mjs workerUserLine): what it cannot read, they cannot serve
const unreadable = unreadableSite(siteRoot);
if (unreadable) {
  console.error(`✖ cannot serve ${siteRoot}: ${unreadable}`);
  process.exit(1);
}
if (!fs.existsSync(path.join(siteRoot, 'index.html'))) {
  console.error(`✖ no built site at ${siteRoot} (run pnpm release:build ${brandId})`);
  process.exit(1);
}
ensureNginx();
const { loadBrand } = await tsImport(path.join(root, 'packages/brand/src/node/loader.ts'), import.meta.url);
const { config } = await loadBrand(path.resolve(process.env.WL_BRANDS_DIR ?? path.join(root, 'brands')), brandId);

/**
 * A runner killed outright (SIGKILL) cannot stop its servers: before starting, stop what an earlier run on this
 * port left behind, by the pids it recorded in its prefix (and only if that pid still runs from that prefix).
 */
function stopLeftovers() {
  for (const name of fs.readdirSync('/tmp').filter((entry) => entry.startsWith(`wl-nginx-${brandId}-${port}-`))) {
    const dir = path.join('/tmp', name);
    for (const pidFile of ['nginx.pid', 'demo.pid']) {
      const pid = Number(fs.existsSync(path.join(dir, pidFile)) ? fs.readFileSync(path.join(dir, pidFile), 'utf8') : NaN);
      const cmdline = Number.isInteger(pid) && fs.existsSync(`/proc/${pid}/cmdline`) ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
      if (cmdline.includes(dir) || (pidFile === 'demo.pid' && cmdline.includes(`--port\0${apiPort}`))) process.kill(pid, 'SIGTERM');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
stopLeftovers();

const prefix = fs.mkdtempSync(`/tmp/wl-nginx-${brandId}-${port}-`);
fs.mkdirSync(path.join(prefix, 'tmp'));
// a certificate for 127.0.0.1 that lives as long as this server's prefix
const tls = values.tls ? selfSignedCertificate(prefix) : undefined;
const page = path.join(siteRoot, 'index.html');
const siteConfFile = path.join(prefix, 'site.conf');
/** The site's configuration for the page's inline styles as they are now: the CSP names their hashes. */
function writeSiteConf(styleHashes) {
  fs.writeFileSync(siteConfFile, renderSiteConf(config, { listen: `127.0.0.1:${port}`, siteRoot, apiUpstream: `http://127.0.0.1:${apiPort}`, demo: true, tls, styleHashes }));
  return styleHashes.join(' ');
}
let servedHashes = writeSiteConf(inlineStyleHashes(fs.readFileSync(page, 'utf8')));
fs.writeFileSync(path.join(prefix, 'nginx.conf'), renderMainConf({ prefix, siteConfFile }));

const children = [];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  // exits once nginx and the demo platform have gone, so that their ports are free for the next server (a bench
  // starts the next brand's site on the same port at once); at most 5 s, then they are killed
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  fs.unwatchFile(page);
  const gone = Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  for (const child of running) child.kill('SIGTERM');
  const force = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), 5000);
  void gone.then(() => {
    clearTimeout(force);
    fs.rmSync(prefix, { recursive: true, force: true });
    process.exit(code);
  });
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

function start(name, command, args) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`✖ ${name} stopped (${signal ?? code})`);
    const errorLog = path.join(prefix, 'error.log');
    if (name === 'nginx' && fs.existsSync(errorLog)) process.stderr.write(fs.readFileSync(errorLog, 'utf8'));
    stop(1);
  });
  return child;
}

/**
 * The page as a player asks for it, once nginx listens: a site nginx cannot serve stops the server now with nginx's
 * own reason in one line, rather than leaving a test runner to time out on 404s.
 */
async function checkServed() {
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}/m/home`;
  const status = await new Promise((resolve) => {
    const get = tls ? import('node:https') : import('node:http');
    void get.then(({ request }) =>
      request(url, { rejectUnauthorized: false }, (response) => (response.resume(), resolve(response.statusCode)))
        .once('error', (error) => resolve(error.message))
        .end(),
    );
  });
  if (status === 200) return;
  const errorLog = path.join(prefix, 'error.log');
  const reason = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').trim().split('\n').at(-1) : undefined;
  console.error(`✖ nginx answers ${status} for ${url}: ${reason ?? 'no error logged'}`);
  stop(1);
  await new Promise(() => {});
}

// CORS only for the origins the brand names (security.corsOrigins; the site behind nginx is on the API's origin)
const corsOrigins = (config.security.corsOrigins ?? []).flatMap((origin) => ['--cors-origin', origin]);
const demo = start('demo platform', process.execPath, ['--import', 'tsx', 'packages/demo-api/src/server.ts', '--port', String(apiPort), ...corsOrigins]);
fs.writeFileSync(path.join(prefix, 'demo.pid'), String(demo.pid));
await waitForPort(apiPort, 30_000);
const nginx = start('nginx', '/usr/sbin/nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')]);
await waitForPort(port, 10_000);
await checkServed();

/**
 * A site rebuilt under the running server (`pnpm release:build` while it serves) has inline styles of other hashes:
 * served with the old CSP, the page would render unstyled. So the page is watched; when its style hashes change, the
 * configuration is rendered again and nginx reloads it (SIGHUP: running connections finish, no request is lost).
 * A page caught in the middle of a rebuild (missing, or unchanged styles) is simply read again at the next change.
 */
fs.watchFile(page, { interval: 500 }, () => {
  let html;
  try {
    html = fs.readFileSync(page, 'utf8');
  } catch {
    return;
  }
  const hashes = inlineStyleHashes(html);
  if (hashes.join(' ') === servedHashes) return;
  servedHashes = writeSiteConf(hashes);
  nginx.kill('SIGHUP');
  log('the site was rebuilt: its Content-Security-Policy names the new page styles (nginx reloaded)');
});
log(`${tls ? 'https' : 'http'}://127.0.0.1:${port}/m/home (nginx, ${siteRoot}; demo platform on ${apiPort})`);
