// Renders deploy/nginx/site.conf.template for one brand, and a whole nginx.conf that runs one site as a
// non-root-friendly foreground server under a prefix in /tmp (tests, local preview). The one place that
// turns a brand's config into its Content-Security-Policy (docs/decisions/050-release-artifacts.md).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEMPLATE = path.join(root, 'deploy/nginx/site.conf.template');

/** Prefixes of the platform API (packages/demo-api/src/paths.ts); the demo adds its own two. */
export const PLATFORM_PREFIXES = ['wps', 'lgw', 'lotto'];
export const DEMO_PREFIXES = ['demo-cdn', '__demo'];
/** Where the demo platform listens in a packaged artifact's default configuration. */
export const DEMO_UPSTREAM = 'http://127.0.0.1:8787';

const originOf = (url) => new URL(url).origin;

/**
 * The Trusted Types policies the site may create (CSP `trusted-types`): ours (packages/ui-kit/src/shared/trustedTypes.ts
 * TRUSTED_TYPES_POLICIES, kept in step by scripts/trusted-types.test.ts) and `dompurify`, the policy the sanitiser
 * parses server HTML through. No `default` policy and no `'allow-duplicates'`.
 */
export const TRUSTED_TYPES_POLICIES = ['wl-html', 'wl-service-worker', 'wl-identity-script', 'dompurify'];

/**
 * The CSP of a brand's site: scripts, styles, fonts, workers and the manifest from the site itself only; no inline
 * script; data only to the brand's API host ('self' when api.baseUrl is '/'); images also from its image CDNs;
 * framing only by the origins the brand names; every script sink (innerHTML, a script's src, a worker's URL) takes
 * only values made by our named Trusted Types policies.
 */
export function contentSecurityPolicy(brand, styleHashes = []) {
  const api = brand.api.baseUrl === '/' ? "'self'" : originOf(brand.api.baseUrl);
  const images = ["'self'", 'data:', 'blob:', ...new Set([api, ...brand.imageCdn.map(originOf)].filter((o) => o !== "'self'"))];
  const ancestors = brand.security.frameAncestors.length ? brand.security.frameAncestors.join(' ') : "'none'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components injects <style> elements at run time (decision 050)
    // and index.html carries the boot stylesheet inline (decision 067), allowed by its hash
    `style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='${styleHashes.map((hash) => ` '${hash}'`).join('')}`,
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${api}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

/**
 * The CSP sources ('sha256-...') of the inline `<style>` elements of a built index.html (the boot stylesheet,
 * decision 067): the site's nginx configuration is rendered from the build it serves.
 */
export function inlineStyleHashes(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `sha256-${crypto.createHash('sha256').update(css).digest('base64')}`);
}

/** HSTS where the site itself speaks TLS (a TLS terminator in front adds the same: README "Releases"). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers added to every response (`always`: error responses too). The opener policy keeps a window of
 * another site that opens ours out of our browsing context group, and ours out of the windows it opens (game and
 * payment windows start blank in the tap, drop their `opener`, and are not read once they navigate). The
 * resource policy keeps its files and answers from being embedded elsewhere.
 * `tls`: the site itself speaks HTTPS, so browsers are told to use nothing else.
 */
export function securityHeaders(brand, styleHashes = [], { tls = false } = {}) {
  return [['Content-Security-Policy', contentSecurityPolicy(brand, styleHashes)], ...isolationHeaders({ tls })];
}

/** The security headers that are the same for every brand: all of securityHeaders' but the CSP. */
export function isolationHeaders({ tls = false } = {}) {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(tls ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]] : []),
  ];
}

/**
 * The site configuration of one brand.
 * - listen: nginx listen value (default 80); serverName (default `_`); siteRoot: absolute folder of the site.
 * - apiUpstream: where the API prefixes go (default: the brand's API host when api.baseUrl is absolute, else
 *   the demo platform on 127.0.0.1:8787); demo: also proxy the demo platform's /demo-cdn/ and /__demo/
 *   (default: when the upstream is that demo platform).
 * - tls: { certificate, key } files: the site itself speaks HTTPS with HTTP/2 (in production a TLS terminator in
 *   front does; the Lighthouse bench serves this way to load the site as players get it).
 * - styleHashes: `inlineStyleHashes` of the index.html served (its inline boot stylesheet).
 */
export function renderSiteConf(brand, { listen = '80', serverName = '_', siteRoot, apiUpstream, demo, tls, styleHashes = [] }) {
  const upstream = apiUpstream ?? (brand.api.baseUrl === '/' ? DEMO_UPSTREAM : originOf(brand.api.baseUrl));
  // the demo platform also serves its images and control routes
  demo ??= upstream === DEMO_UPSTREAM;
  const headers = securityHeaders(brand, styleHashes, { tls: Boolean(tls) })
    .map(([name, value]) => `        add_header ${name} "${value}" always;`)
    .join('\n');
  const values = {
    ...listenValues(listen, tls),
    SERVER_NAME: serverName,
    ROOT: siteRoot,
    API_PREFIXES: PLATFORM_PREFIXES.join('|'),
    API_UPSTREAM: upstream,
    DEMO_LOCATION: demo ? demoLocation({ upstream, headers }) : '',
    HEADERS: headers,
  };
  return fillTemplate(TEMPLATE, values);
}

/** A template's text with each `{{NAME}}` replaced by `values.NAME`; a name without a value is an error. */
export function fillTemplate(file, values) {
  return fs.readFileSync(file, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`${path.basename(file)}: no value for {{${key}}}`);
    return values[key];
  });
}

/** The `listen` value and, with `tls` ({ certificate, key }), the certificate lines of a server block. */
export function listenValues(listen, tls) {
  return {
    LISTEN: tls ? `${listen} ssl http2` : String(listen),
    TLS: tls ? `    ssl_certificate ${tls.certificate};\n    ssl_certificate_key ${tls.key};\n` : '',
  };
}

/**
 * The location of the demo platform's images (cached as it says) and control pages, beside the platform API (a
 * configuration served with the demo platform only); `guard`: lines that refuse the request first.
 */
export function demoLocation({ upstream, headers, guard = '' }) {
  return `
    # the demo platform's images and control pages (a configuration served with the demo platform only)
    location ~ ^/(${DEMO_PREFIXES.join('|')})/ {
${guard}        proxy_pass ${upstream};
        proxy_http_version 1.1;
        proxy_set_header X-Forwarded-Host $http_host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_read_timeout 60s;
${headers}
    }
`;
}

/**
 * The `user` line of a local server's nginx.conf: its workers run as the user who started it, so that they read
 * whatever that user can (a clone in a mode-700 home folder included). Only a master started as root switches its
 * workers' user (to `nobody` when none is named); another user's workers are that user already, and nginx would warn
 * about the line. Production keeps Debian's nginx.conf and its unprivileged worker user (decision 080).
 */
export function workerUserLine() {
  if (process.getuid?.() !== 0) return '';
  const { username, gid } = os.userInfo();
  const group = fs
    .readFileSync('/etc/group', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[2] === String(gid))?.[0];
  return `user ${username}${group ? ` ${group}` : ''};\n`;
}

/**
 * Why the user running this process (whose nginx workers are that user too: workerUserLine) cannot serve the site
 * at `siteRoot`, in one line, or undefined when it can (or when there is no index.html to read): every folder on the
 * way must be searchable and index.html readable.
 */
export function unreadableSite(siteRoot) {
  const index = path.join(siteRoot, 'index.html');
  let dir = path.dirname(index);
  const folders = [];
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) folders.unshift(dir);
  for (const folder of folders) {
    try {
      fs.accessSync(folder, fs.constants.X_OK);
    } catch {
      return `${os.userInfo().username} may not enter ${folder} (mode ${(fs.statSync(folder).mode & 0o777).toString(8)}), so nginx cannot read ${index}`;
    }
  }
  if (!fs.existsSync(index)) return undefined;
  try {
    fs.accessSync(index, fs.constants.R_OK);
  } catch {
    return `${os.userInfo().username} may not read ${index}`;
  }
  return undefined;
}

/**
 * A self-signed certificate made for a local server's run (openssl), in `dir`, for 127.0.0.1 and the host names given
 * (the fleet edge's merchants): the local stand-in for the TLS a terminator or the CDN gives the site in production.
 */
export function selfSignedCertificate(dir, hosts = []) {
  const tls = { certificate: path.join(dir, 'tls.crt'), key: path.join(dir, 'tls.key') };
  const names = ['IP:127.0.0.1', ...hosts.map((host) => `DNS:${host}`)].join(',');
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', `subjectAltName=${names}`];
  execFileSync('openssl', [...args, '-keyout', tls.key, '-out', tls.certificate], { stdio: 'ignore' });
  return tls;
}

/** A complete nginx.conf that runs one site in the foreground with every path under `prefix`. */
export function renderMainConf({ prefix, siteConfFile }) {
  // Debian's package loads it with a path relative to /etc/nginx; our prefix is elsewhere
  const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  const tmp = (name) => path.join(prefix, 'tmp', name);
  return `# generated by scripts/lib/nginx.mjs
load_module ${brotli};
${workerUserLine()}daemon off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${tmp('body')};
    proxy_temp_path ${tmp('proxy')};
    fastcgi_temp_path ${tmp('fastcgi')};
    uwsgi_temp_path ${tmp('uwsgi')};
    scgi_temp_path ${tmp('scgi')};
    include ${siteConfFile};
}
`;
}
