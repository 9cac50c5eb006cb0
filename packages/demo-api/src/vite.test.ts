// @vitest-environment node
import * as calls from '@wl/api-client/catalogue';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'vite';
import type { ViteDevServer } from 'vite';
import { HEADER } from '@wl/api-client/protocol';
import { demoApiPlugin } from './vite';

let dir: string;
let vite: ViteDevServer;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-api-vite-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>vite site</title>');
  vite = await createServer({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [demoApiPlugin({ quiet: true })],
    server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false, watch: null },
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await vite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Vite plugin', () => {
  it('answers API paths with the demo platform and leaves the rest to Vite', async () => {
    const status = await fetch(`${base}${calls.systemStatus.path}`, { headers: { [HEADER.merchant]: 'WLDEMO' } });
    expect(await status.json()).toMatchObject({ success: true, value: { status: 0 } });
    const page = await fetch(`${base}/`);
    expect(await page.text()).toContain('vite site');
  });
});
