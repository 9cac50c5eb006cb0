// The served release's headers as the nginx configuration renders them (scripts/lib/nginx.mjs from
// deploy/nginx/site.conf.template; docs/decisions/050-release-artifacts.md). The e2e suite checks the same headers on
// the served release of every brand (e2e/release.spec.ts); what only a rendering shows is checked here: HSTS where
// the site speaks TLS, and that nginx accepts the file.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../packages/brand/src/node/loader.ts';
import { renderEdgeConf } from './fleet/edge.mjs';
import { renderMainConf, renderSiteConf, STRICT_TRANSPORT_SECURITY, unreadableSite } from './lib/nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { config: brand } = await loadBrand(path.join(root, 'brands'), 'default');
const TLS = { certificate: '/etc/ssl/wl/site.crt', key: '/etc/ssl/wl/site.key' };

/** The `add_header` lines of one location block (`location /assets/ {`), by header name (lower case). */
function headersOf(conf: string, location: string): Map<string, string> {
  const start = conf.indexOf(`location ${location} {`);
  expect(start, location).toBeGreaterThanOrEqual(0);
  const block = conf.slice(start, conf.indexOf('\n    }', start));
  return new Map([...block.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map(([, name, value]) => [name!.toLowerCase(), value!]));
}

const LOCATIONS = ['~ ^/(wps|lgw|lotto)/', '/assets/', '@missing_asset', '= /index.html', '= /sw.js', '/m/', '/'];

describe('the nginx configuration of a release', () => {
  it('sends HSTS from every location only where the site itself speaks TLS', () => {
    const tls = renderSiteConf(brand, { siteRoot: '/srv/site', tls: TLS });
    const plain = renderSiteConf(brand, { siteRoot: '/srv/site' });
    for (const location of LOCATIONS) {
      expect(headersOf(tls, location).get('strict-transport-security'), location).toBe(STRICT_TRANSPORT_SECURITY);
      expect(headersOf(plain, location).has('strict-transport-security'), location).toBe(false);
    }
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/^max-age=31536000\b/);
  });

  it('sends the isolation headers and a CSP with Trusted Types from every location', () => {
    const conf = renderSiteConf(brand, { siteRoot: '/srv/site' });
    for (const location of LOCATIONS) {
      const headers = headersOf(conf, location);
      expect(headers.get('cross-origin-opener-policy'), location).toBe('same-origin');
      expect(headers.get('cross-origin-resource-policy'), location).toBe('same-origin');
      expect(headers.get('content-security-policy'), location).toContain("require-trusted-types-for 'script'");
      expect(headers.get('content-security-policy'), location).toMatch(/; trusted-types wl-html [\w -]+$/);
    }
  });

  it('caches only an asset that exists for a year, and never an API answer', () => {
    const conf = renderSiteConf(brand, { siteRoot: '/srv/site' });
    expect(conf).toContain('try_files $uri @missing_asset;');
    expect(headersOf(conf, '@missing_asset').get('cache-control')).toBe('no-store');
    const api = headersOf(conf, '~ ^/(wps|lgw|lotto)/');
    expect(api.get('cache-control')).toBe('no-store');
    expect(api.has('access-control-allow-origin')).toBe(false);
    expect(conf).toContain('proxy_hide_header Access-Control-Allow-Origin;');
    expect(conf).toContain('proxy_hide_header Cache-Control;');
  });

  it("runs a local server's workers as the user who started it (decision 080)", () => {
    const conf = renderMainConf({ prefix: '/tmp/wl-nginx-x', siteConfFile: '/tmp/wl-nginx-x/site.conf' });
    const user = /^user (\S+)(?: (\S+))?;$/m.exec(conf);
    if (process.getuid?.() === 0) {
      // root's workers would otherwise be `nobody`, who cannot enter a clone under a mode-700 folder
      expect(user?.[1]).toBe(os.userInfo().username);
      expect(user?.[2]).toBeTruthy();
    } else {
      expect(user).toBeNull();
    }
  });

  it('says in one line why a site cannot be served, naming the folder the user may not enter', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-unreadable-'));
    try {
      fs.mkdirSync(path.join(folder, 'site'));
      fs.writeFileSync(path.join(folder, 'site/index.html'), '<!doctype html>');
      expect(unreadableSite(path.join(folder, 'site'))).toBeUndefined();
      // root may enter any folder: the refusal is checked where the user is not root
      if (process.getuid?.() !== 0) {
        fs.chmodSync(folder, 0o000);
        expect(unreadableSite(path.join(folder, 'site'))).toMatch(new RegExp(`may not enter ${folder} \\(mode 0\\)`));
      }
    } finally {
      fs.chmodSync(folder, 0o700);
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is a file nginx accepts, with TLS and without, with the demo platform and without', { skip: !fs.existsSync('/usr/sbin/nginx') }, () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-nginx-test-'));
    try {
      fs.mkdirSync(path.join(prefix, 'tmp'));
      // a certificate nginx can read (never served: the check only parses and loads it)
      const tls = { certificate: path.join(prefix, 'tls.crt'), key: path.join(prefix, 'tls.key') };
      const subject = ['-subj', '/CN=127.0.0.1'];
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', tls.key, '-out', tls.certificate], {
        stdio: 'ignore',
      });
      for (const options of [{}, { tls }, { demo: true }, { tls, demo: true, apiUpstream: 'https://127.0.0.1:8443' }]) {
        const siteConfFile = path.join(prefix, 'site.conf');
        fs.writeFileSync(siteConfFile, renderSiteConf(brand, { listen: '127.0.0.1:1', siteRoot: prefix, ...options }));
        fs.writeFileSync(path.join(prefix, 'nginx.conf'), renderMainConf({ prefix, siteConfFile }));
        execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], {
          stdio: 'pipe',
        });
      }
    } finally {
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  });
});

describe("the fleet edge's nginx configuration (deploy/edge/edge.conf.template)", () => {
  it('holds a fleet of 1000 merchants, 2000 host names, without nginx warning of a slower host table', { skip: !fs.existsSync('/usr/sbin/nginx') }, () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-edge-test-'));
    try {
      fs.mkdirSync(path.join(prefix, 'tmp'));
      // a merchant's own host and a long second one, as brands:scale and the fleet bench make them
      const brands = Array.from({ length: 1000 }, (_, index) => ({
        id: `syn-${index}-brand`,
        hosts: [`syn-${index}-brand.fleet.test`, `m${index}.syn-${index}-brand-of-a-longer-name.fleet.test`],
        api: { baseUrl: '/', publicKey: '' },
      }));
      const siteConfFile = path.join(prefix, 'edge.conf');
      fs.writeFileSync(
        siteConfFile,
        renderEdgeConf({ brands, target: 's3://fleet/test', endpoint: 'http://127.0.0.1:1', listen: '127.0.0.1:1', cacheDir: prefix }),
      );
      fs.writeFileSync(path.join(prefix, 'nginx.conf'), renderMainConf({ prefix, siteConfFile }));
      const check = spawnSync('/usr/sbin/nginx', ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], {
        encoding: 'utf8',
      });
      expect(check.stderr).toContain('test is successful');
      // at 200 brands the defaults (map_hash_max_size 2048, bucket 64) made nginx warn and build a slower table
      expect(check.stderr).not.toContain('[warn]');
    } finally {
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  });
});
