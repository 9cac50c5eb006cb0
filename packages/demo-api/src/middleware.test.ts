// @vitest-environment node
import * as calls from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '@wl/api-client/protocol';
import { ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { createDemoApp } from './app';
import { parseFaults } from './middleware';
import type { RequestRecord } from './state';
import { call, login, loginToken, valueOf } from './testing';

const fault = (value: string) => ({ headers: { [HEADER.demoFault]: value } });

describe('faults', () => {
  it('parses comma-separated faults', () => {
    expect(parseFaults('latency:20, 500,region')).toEqual({
      latencyMs: 20,
      serverError: true,
      timeout: false,
      lostAnswer: false,
      maintenance: false,
      region: true,
    });
    expect(parseFaults('latency').latencyMs).toBe(1500);
    expect(parseFaults('nonsense')).toEqual(parseFaults(''));
  });

  it('500 answers server.error', async () => {
    const app = createDemoApp();
    for (const path of [calls.systemStatus.path, `${calls.gameList.path}?gameType=RNG`]) {
      const result = await call(app, path, fault('500'));
      expect(result.status).toBe(500);
      expect(result.body).toMatchObject({ success: false, code: ERROR_CODE.server });
    }
    // the query flag works too
    expect((await call(app, `${calls.systemStatus.path}?__fault=500`)).status).toBe(500);
  });

  it('maintenance: status 1, every other call 503', async () => {
    const app = createDemoApp();
    const status = valueOf(await call<SystemStatus>(app, calls.systemStatus.path, fault('maintenance')));
    expect(status).toMatchObject({ status: 1, maintenance: true, regionRestriction: false });
    const other = await call(app, `${calls.gameList.path}?gameType=RNG&__fault=maintenance`);
    expect(other.status).toBe(503);
    expect(other.body).toMatchObject({ code: ERROR_CODE.maintenance });
  });

  it('region: status 2, every other call 403; maintenance wins over region', async () => {
    const app = createDemoApp();
    const status = valueOf(await call<SystemStatus>(app, calls.systemStatus.path, fault('region')));
    expect(status).toMatchObject({ status: 2, maintenance: false, regionRestriction: true, location: { ip: '127.0.0.1' } });
    const other = await call(app, calls.wallet.path, fault('region'));
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: ERROR_CODE.regionRestricted });
    expect(valueOf(await call<SystemStatus>(app, calls.systemStatus.path, fault('maintenance,region'))).status).toBe(1);
    expect(valueOf(await call<SystemStatus>(app, calls.systemStatus.path)).status).toBe(0);
  });

  it('reads the IP from X-Forwarded-For', async () => {
    const status = valueOf(await call<SystemStatus>(createDemoApp(), calls.systemStatus.path, { headers: { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' } }));
    expect(status.location.ip).toBe('203.0.113.7');
  });

  it('latency delays, then answers normally', async () => {
    const started = performance.now();
    const result = await call<SystemStatus>(createDemoApp(), calls.systemStatus.path, fault('latency:120'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(valueOf(result).status).toBe(0);
  });

  it('timeout never answers until the request is aborted', async () => {
    const controller = new AbortController();
    const started = performance.now();
    let answered = false;
    const pending = Promise.resolve(
      createDemoApp().request(calls.systemStatus.path, { headers: { [HEADER.merchant]: 'WLDEMO', [HEADER.demoFault]: 'timeout' }, signal: controller.signal }),
    ).then((r) => {
      answered = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(answered).toBe(false);
    controller.abort();
    await pending;
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('protocol plumbing', () => {
  const preflight = (app: ReturnType<typeof createDemoApp>, origin: string) =>
    app.request(calls.memberInfo.path, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'token,merchant,module-id,encryption' },
    });

  it('answers CORS preflights of a configured origin before any auth, allowing the protocol headers', async () => {
    const response = await preflight(createDemoApp({ corsOrigins: ['https://m.site.test'] }), 'https://m.site.test');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://m.site.test');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of [HEADER.token, HEADER.merchant, HEADER.module, HEADER.encryption, 'Content-Type']) expect(allowed).toContain(header);
  });

  it('allows no other origin, and none at all unless configured (never *)', async () => {
    const configured = createDemoApp({ corsOrigins: ['https://m.site.test'] });
    expect((await preflight(configured, 'https://evil.test')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(createDemoApp(), 'http://site.test')).headers.get('access-control-allow-origin')).toBeNull();
    const answer = await call(createDemoApp(), calls.systemStatus.path, { headers: { Origin: 'https://evil.test' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers every platform call no-store, member info and wallets after login too; images stay cacheable', async () => {
    const app = createDemoApp();
    const token = await loginToken(app);
    for (const path of [calls.systemStatus.path, calls.memberInfo.path, calls.wallet.path, '/wps/relay/NO_SUCH_CALL']) {
      expect((await call(app, path, { token })).headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await call(app, calls.memberInfo.path)).headers.get('cache-control'), 'a refused call').toBe('no-store');
    expect((await call(app, calls.systemStatus.path, fault('500'))).headers.get('cache-control'), 'a fault').toBe('no-store');
    expect((await app.request('/__demo/requests')).headers.get('cache-control')).toBe('no-store');
    const image = await app.request('/demo-cdn/banners/1001.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers unknown API paths with a not.found envelope', async () => {
    const app = createDemoApp();
    const result = await call(app, '/wps/relay/NO_SUCH_CALL');
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ success: false, code: ERROR_CODE.notFound });
    expect((await call(app, '/__demo/nothing')).status).toBe(404);
  });

  it('records the Module-Id of each platform call without refusing a mismatch', async () => {
    const app = createDemoApp();
    await call(app, calls.systemStatus.path, { headers: { [HEADER.module]: calls.systemStatus.modules[0]! } });
    const mismatch = await call(app, `${calls.gameList.path}?gameType=RNG&pageSize=1`, { headers: { [HEADER.module]: calls.inbox.modules[0]! } });
    expect(mismatch.status).toBe(200);
    const records = valueOf(await call<RequestRecord[]>(app, '/__demo/requests'));
    expect(records).toEqual([
      { method: 'GET', path: calls.systemStatus.path, merchant: 'WLDEMO', moduleId: 'COMM3', expectedModuleIds: ['COMM3'], moduleIdMatches: true },
      { method: 'GET', path: calls.gameList.path, merchant: 'WLDEMO', moduleId: 'INBOX3', expectedModuleIds: ['GAMELO3'], moduleIdMatches: false },
    ]);
  });

  it('reset restores the seeded state of one merchant or of all', async () => {
    const app = createDemoApp();
    const wldemo = await loginToken(app, 'demo', 'WLDEMO');
    const sol = await loginToken(app, 'demo', 'SOL');
    await call(app, '/__demo/reset', { method: 'POST', body: { merchant: 'SOL' } });
    expect((await call(app, calls.wallet.path, { merchant: 'SOL', token: sol })).status).toBe(401);
    expect((await call(app, calls.wallet.path, { merchant: 'WLDEMO', token: wldemo })).status).toBe(200);

    // failed-login counters are state too
    await login(app, { username: 'demo', password: 'x' });
    await login(app, { username: 'demo', password: 'x' });
    expect((await login(app, { username: 'demo', password: 'Demo1234' })).status).toBe(400);
    await call(app, '/__demo/reset', { method: 'POST' });
    expect((await call(app, calls.wallet.path, { token: wldemo })).status).toBe(401);
    expect((await login(app, { username: 'demo', password: 'Demo1234' })).status).toBe(200);
  });
});
