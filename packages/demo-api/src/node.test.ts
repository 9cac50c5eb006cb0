// @vitest-environment node
import * as calls from '@wl/api-client/catalogue';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, HEADER } from '@wl/api-client/protocol';
import type { Envelope } from '@wl/api-client/protocol';
import { DEMO_PUBLIC_KEY } from './keys';
import { createDemoMsw } from './node';

const demo = createDemoMsw();
const BASE = 'http://localhost';
const headers = { [HEADER.merchant]: 'WLDEMO' };

beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => demo.reset());
afterAll(() => demo.server.close());

describe('msw/node mount', () => {
  it('logs in with an encrypted body and reads the wallet through fetch', async () => {
    const body = await createWebCryptoCipher(DEMO_PUBLIC_KEY).encrypt({ username: 'demo', password: 'Demo1234', type: 'username' });
    const response = await fetch(`${BASE}${calls.login.path}`, {
      method: 'POST',
      headers: { ...headers, [HEADER.encryption]: ENCRYPTION_SCHEME, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const login = (await response.json()) as Envelope<{ token: string }>;
    if (!login.success) throw new Error(login.code);
    const wallet = await fetch(`${BASE}${calls.wallet.path}`, { headers: { ...headers, [HEADER.token]: login.value.token } });
    expect(await wallet.json()).toEqual({ success: true, code: '0', message: '', value: { sumBalance: '12345.68', currencySymbol: '$' } });
  });

  it('serves icons and 404 envelopes for unknown API paths', async () => {
    const icon = await fetch(`${BASE}/demo-cdn/banners/1002.svg`);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const missing = await fetch(`${BASE}/lgw/unknown`, { headers });
    expect(missing.status).toBe(404);
  });

  it('rejects a fetch aborted during a timeout fault', async () => {
    const controller = new AbortController();
    const pending = fetch(`${BASE}${calls.systemStatus.path}`, { headers: { ...headers, [HEADER.demoFault]: 'timeout' }, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow();
  });
});
