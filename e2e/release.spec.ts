import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteOf } from './brands';
import { expect, logIn, test } from './fixtures';

// The site as the release artifact is served: nginx with the brand's configuration (deploy/nginx), the demo
// platform behind it. What a browser and a cache in between see.
test.describe('the release artifact behind nginx', { tag: '@every-brand' }, () => {
  test('a deep link loads the app, not a 404', async ({ page, brand }) => {
    const response = await page.goto('/m/activity');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(brand.name);
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });

  test('every home path of the spec shows home, with or without a trailing slash', async ({ page }) => {
    for (const path of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('link', { name: 'Home' }), path).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the page carries a strict Content-Security-Policy and the security headers', async ({ request }) => {
    const response = await request.get('/m/home');
    expect(response.headers()['content-type']).toContain('text/html');
    const csp = response.headers()['content-security-policy'] ?? '';
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", 'frame-ancestors ', 'connect-src ']) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test('hashed assets are immutable and precompressed; a missing one is a 404, never the page', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // the libraries' chunk every page starts with (the entry itself is a few bytes: nothing under 1 KB is precompressed)
    const script = /<link rel="modulepreload" crossorigin href="(\/assets\/vendor-[^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzipped = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect((await request.get('/assets/missing-0000.js')).status()).toBe(404);
    expect((await request.get('/not-an-app-route')).status()).toBe(404);
  });

  test('the page names the integrity of every script and style it loads, and the served bytes match it', async ({ request }) => {
    const html = await (await request.get('/m/home')).text();
    const tags = [...html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="(\/assets\/[^"]+)"[^>]*>/g)];
    expect(tags.length).toBeGreaterThan(3);
    for (const [tag, url] of tags) {
      const integrity = /\sintegrity="sha384-([^"]+)"/.exec(tag)?.[1];
      expect(integrity, tag).toBeTruthy();
      const bytes = await (await request.get(url!)).body();
      expect(crypto.createHash('sha384').update(bytes).digest('base64'), url).toBe(integrity);
    }
  });

  test('the service worker and the web manifest are revalidated on every load', async ({ request }) => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const response = await request.get(file);
      test.skip(response.status() === 404, `${file} is not in this build`);
      expect(response.headers()['cache-control'], file).toBe('no-cache');
    }
  });

  // read-only: resetting the demo platform here would wipe what the tests running beside this one just did
  test('the platform API answers on the same origin through nginx', async ({ page, baseURL }) => {
    const status = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/system/status');
    await page.goto('/m/home');
    const response = await status;
    expect(new URL(response.url()).origin).toBe(new URL(baseURL!).origin);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, value: { status: 0 } });
  });
});

/**
 * The headers a merchant's security review checks (issue 26 item 2; docs/decisions/050-release-artifacts.md), on
 * each kind of answer the served release gives: the page, a hashed asset, a missing asset, an API answer after
 * login. HSTS is only sent where the site itself speaks TLS (scripts/nginx.test.ts); here it is plain HTTP.
 */
test.describe('the security headers of the served release', { tag: '@every-brand' }, () => {
  function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, what).toContain("script-src 'self'");
    expect(csp, what).toContain("require-trusted-types-for 'script'");
    expect(csp, what).toMatch(/(?:^|; )trusted-types wl-html\b/);
    expect(csp, what).not.toMatch(/trusted-types[^;]*(?:'allow-duplicates'|\bdefault\b)/);
    expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], what).toContain('camera=()');
    expect(headers['access-control-allow-origin'], what).toBeUndefined();
  }

  test('the page and a hashed asset carry every security header', async ({ request }) => {
    const page = await request.get('/m/home');
    expect(page.status()).toBe(200);
    expectSecurityHeaders(page.headers(), 'index.html');
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset.headers(), 'a hashed asset');
  });

  test('a missing hashed asset is a 404 no cache keeps, with every security header', async ({ request }) => {
    // a request racing a deploy: cached for a year, the 404 would outlive the files that arrive a moment later
    const missing = await request.get('/assets/index-missing0.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
    expect(missing.headers()['cache-control']).not.toContain('immutable');
    expectSecurityHeaders(missing.headers(), 'a missing asset');
  });

  test("the player's member info and wallet after login are stored by no cache and offered to no other origin", async ({ page }) => {
    const answers = ['/wps/member/info', '/wps/wallets/gcs'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() !== 'OPTIONS'),
    );
    await logIn(page);
    for (const answer of await Promise.all(answers)) {
      const what = new URL(answer.url()).pathname;
      expect(answer.status(), what).toBe(200);
      const headers = await answer.allHeaders();
      expect(headers['cache-control'], what).toBe('no-store');
      expectSecurityHeaders(headers, what);
    }
    // another origin asking (a preflight as its browser would send it) is not allowed
    const preflight = await page.request.fetch('/wps/member/info', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'token,merchant' },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  });
});

/**
 * `pnpm release:serve` (and every local server: this suite's, the bench's, brands:scale's) from wherever the project
 * was cloned, a folder only its owner may enter included (issue 46, decision 080): nginx's workers run as the user
 * who started it, not as an unprivileged one that cannot reach the site.
 */
test.describe('a release served from a private folder', () => {
  /**
   * `serve-release` on a copy of the brand's site in a new mode-700 folder, on a port of this suite's range no brand
   * uses (e2e/brands.ts gives brands 47301 up, their platforms 10000 above); stopped by its PID after `check`.
   */
  async function servePrivateCopy(brandId: string, port: number, check: (site: string, output: () => string) => Promise<void>) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-private-'));
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    const site = path.join(folder, 'site');
    fs.cpSync(siteOf(brandId), site, { recursive: true });
    const server = spawn(process.execPath, ['scripts/serve-release.mjs', '--brand', brandId, '--port', String(port), '--site', site], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    try {
      // serve-release prints the address once nginx serves the page, or exits saying why it cannot
      await expect.poll(() => (server.exitCode === null ? output : `exited ${server.exitCode}: ${output}`), { timeout: 30_000 }).toContain(`http://127.0.0.1:${port}/m/home`);
      await check(site, () => output);
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }

  test('a copy of the site in a mode-700 folder is served: 200 for /m/home', async ({ brandFacts }) => {
    await servePrivateCopy(brandFacts.id, 47399, async () => {
      const response = await fetch('http://127.0.0.1:47399/m/home');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<title>${brandFacts.name}</title>`);
    });
  });

  test('a site rebuilt while it is served keeps its styles: the CSP follows the new page styles', async ({ brandFacts }) => {
    await servePrivateCopy(brandFacts.id, 47398, async (site, output) => {
      const hashOf = (css: string) => `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`;
      const page = path.join(site, 'index.html');
      const html = fs.readFileSync(page, 'utf8');
      const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
      expect(css, 'the page has an inline style').toBeDefined();
      const csp = async () => (await fetch('http://127.0.0.1:47398/m/home')).headers.get('content-security-policy') ?? '';
      expect(await csp()).toContain(hashOf(css!));
      // a rebuild writes the page with other styles (a brand's colours changed)
      const rebuilt = `${css} :root{--wl-rebuilt:1}`;
      fs.writeFileSync(page, html.replace(css!, rebuilt));
      await expect.poll(csp, { timeout: 10_000 }).toContain(hashOf(rebuilt));
      expect(await csp()).not.toContain(hashOf(css!));
      expect(output()).toContain('the site was rebuilt');
    });
  });
});
