// The fleet edge's nginx configuration as rendered (scripts/fleet/edge.mjs, deploy/edge/edge.conf.template): a file
// nginx accepts, one merchant a host. What it serves is checked against a real object store by `pnpm test:fleet`
// (scripts/fleet/test/edge.test.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../packages/brand/src/node/loader.ts';
import { renderMainConf } from '../lib/nginx.mjs';
import { renderEdgeConf } from './edge.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const brands = await Promise.all(['default', 'sol', 'lotus'].map(async (id) => (await loadBrand(path.join(root, 'brands'), id)).config));
const options = { brands, target: 's3://fleet/sites', endpoint: 'http://127.0.0.1:7480' };

describe('the fleet edge configuration', () => {
  it('maps each host to its brand and reads the channel pointer under the bucket and prefix', () => {
    const conf = renderEdgeConf({ ...options, channel: 'canary' });
    expect(conf).toMatch(/^ {4}m\.novaplay\.example default;$/m);
    expect(conf).toMatch(/^ {4}m\.solbet\.example sol;$/m);
    // a brand may be called `default`, a word nginx's map keeps for itself
    expect(conf).toMatch(/^ {4}\\default 1;$/m);
    expect(conf).toContain('proxy_pass http://wl_store/fleet/sites/$wl_brand/channels/canary.json;');
    expect(conf).toContain('proxy_pass http://wl_store/fleet/sites/$wl_brand/releases/$wl_release_key/site/index.html$wl_encoded;');
    expect(conf).not.toContain('{{');
    // the edge keeps the pointer for its TTL although the pointer tells browsers and CDNs `no-cache`
    expect(conf).toMatch(/proxy_cache_valid 200 2s;\s+#[^\n]*\n\s+proxy_ignore_headers Cache-Control Expires Set-Cookie;/);
  });

  it('refuses a host two brands name', () => {
    const taken = { ...brands[1]!, hosts: ['m.novaplay.example'] };
    expect(() => renderEdgeConf({ ...options, brands: [brands[0]!, taken] })).toThrow('host m.novaplay.example is named by brands "default" and "sol"');
  });

  it('is a file nginx accepts, with TLS and without', { skip: !fs.existsSync('/usr/sbin/nginx') }, () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-edge-test-'));
    try {
      fs.mkdirSync(path.join(prefix, 'tmp'));
      const tls = { certificate: path.join(prefix, 'tls.crt'), key: path.join(prefix, 'tls.key') };
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', tls.key, '-out', tls.certificate], {
        stdio: 'ignore',
      });
      for (const extra of [{}, { tls }]) {
        const siteConfFile = path.join(prefix, 'edge.conf');
        fs.writeFileSync(siteConfFile, renderEdgeConf({ ...options, ...extra, listen: '127.0.0.1:1', cacheDir: path.join(prefix, 'cache') }));
        fs.writeFileSync(path.join(prefix, 'nginx.conf'), renderMainConf({ prefix, siteConfFile }));
        execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], { stdio: 'pipe' });
      }
    } finally {
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  });
});
