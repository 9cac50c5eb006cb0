import { expect, test } from './fixtures';

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
