// @vitest-environment node
import * as calls from '@wl/api-client/catalogue';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER } from '@wl/api-client/protocol';
import { startDemoServer } from './server';
import type { DemoServer } from './server';

let dir: string;
let server: DemoServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-api-site-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>site</title><div id="root"></div>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  server = await startDemoServer({ port: 0, staticDir: dir });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Node server', () => {
  it('serves the API over HTTP with the socket IP', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}${calls.systemStatus.path}`, { headers: { [HEADER.merchant]: 'WLDEMO' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, value: { status: 0, location: { ip: '127.0.0.1' } } });
    const icon = await fetch(`${server.url}/demo-cdn/banners/1001.svg`);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('serves static files, immutable hashed assets and index.html for deep links', async () => {
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(await robots.text()).toBe('User-agent: *');

    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const path of ['/', '/m/activity', '/m/activityDetail?id=4001']) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<div id="root">');
    }

    const missingAsset = await fetch(`${server.url}/assets/gone-000.js`);
    expect(missingAsset.status).toBe(404);
  });

  it('keeps API paths away from the SPA fallback', async () => {
    const response = await fetch(`${server.url}/wps/nothing-here`, { headers: { [HEADER.merchant]: 'WLDEMO' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 'not.found' });
  });

  it('closes even with a request hanging on the timeout fault', async () => {
    const other = await startDemoServer({ port: 0 });
    const hanging = fetch(`${other.url}${calls.systemStatus.path}`, { headers: { [HEADER.merchant]: 'WLDEMO', [HEADER.demoFault]: 'timeout' } }).catch(
      () => 'closed',
    );
    await new Promise((r) => setTimeout(r, 100));
    await other.close();
    expect(await hanging).toBe('closed');
  });
});
