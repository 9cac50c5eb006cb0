// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseApi } from './baseApi';
import { sessionExpired, type PlatformRequest } from './baseQuery';
import { createWebCryptoCipher, decryptPayload, importPrivateKey } from './cipher';
import { ERROR_CODE, HEADER, MODULE } from './protocol';
import { createApiTestStore, testApiContext } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    call: build.mutation<unknown, PlatformRequest>({ query: (request) => request }),
  }),
});

function run(request: PlatformRequest, context = testApiContext()) {
  const store = createApiTestStore(context);
  return { store, result: store.dispatch(api.endpoints.call.initiate(request)).unwrap() };
}

describe('platform base query', () => {
  it('sends merchant, module, language and the token only in headers, and unwraps the envelope value', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/wps/member/info', ({ request }) => {
        seen = request;
        return HttpResponse.json({ success: true, code: '0', message: '', value: { id: '7' } });
      }),
    );
    const { result } = run({ path: '/wps/member/info', module: MODULE.COMM3 }, testApiContext({ getToken: () => 'tok-1' }));
    await expect(result).resolves.toEqual({ id: '7' });
    expect(seen?.headers.get(HEADER.token)).toBe('tok-1');
    expect(seen?.headers.get(HEADER.merchant)).toBe('WLDEMO');
    expect(seen?.headers.get(HEADER.module)).toBe('COMM3');
    expect(seen?.headers.get(HEADER.language)).toBe('en');
    expect(seen?.url).not.toContain('tok-1');
  });

  it('sends a FormData body with form as multipart (the boundary from fetch), a plain object url-encoded', async () => {
    const seen: { type: string | null; parts: [string, string][] }[] = [];
    server.use(
      http.post('*/wps/form', async ({ request }) => {
        const type = request.headers.get('Content-Type');
        const form = type?.startsWith('multipart/') ? await request.formData() : new URLSearchParams(await request.text());
        seen.push({ type, parts: [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `${v.name}:${v.type}:${v.size}`]) });
        return HttpResponse.json({ success: true, code: '0', message: '', value: null });
      }),
    );
    const multipart = new FormData();
    multipart.append('front', new File([new Uint8Array(5)], 'front.png', { type: 'image/png' }));
    multipart.append('comments', 'hi');
    await run({ path: '/wps/form', method: 'POST', body: multipart, form: true }).result;
    await run({ path: '/wps/form', method: 'POST', body: { a: '1' }, form: true }).result;
    expect(seen[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.parts).toEqual([
      ['front', 'front.png:image/png:5'],
      ['comments', 'hi'],
    ]);
    expect(seen[1]).toEqual({ type: 'application/x-www-form-urlencoded', parts: [['a', '1']] });
  });

  it('never sends the token on calls marked auth none, and adds the merchant query parameter', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/wps/relay/GCSGAME_hotGamesV2', ({ request }) => {
        seen = request;
        return HttpResponse.json({ success: true, code: '0', message: '', value: [] });
      }),
    );
    const { result } = run(
      { path: '/wps/relay/GCSGAME_hotGamesV2', auth: 'none', merchantParam: 'merchantCode', params: { language: 'en', empty: '' } },
      testApiContext({ getToken: () => 'tok-1' }),
    );
    await result;
    expect(seen?.headers.get(HEADER.token)).toBeNull();
    const url = new URL(seen!.url);
    expect(url.searchParams.get('merchantCode')).toBe('WLDEMO');
    expect(url.searchParams.has('empty')).toBe(false);
  });

  it('encrypts marked bodies so only the private key holder can read them', async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
      'wrapKey',
      'unwrapKey',
    ])) as CryptoKeyPair;
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
    const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', pair.privateKey)).toString('base64');
    let raw = '';
    let header: string | null = null;
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        header = request.headers.get(HEADER.encryption);
        raw = await request.text();
        return HttpResponse.json({ success: true, code: '0', message: '', value: null });
      }),
    );
    const { result } = run(
      { path: '/wps/session/login', method: 'POST', encrypted: true, body: { username: 'demo', password: 'Secret123' } },
      testApiContext({ cipher: createWebCryptoCipher(spki) }),
    );
    await result;
    expect(header).toBe('v1');
    expect(raw).not.toContain('Secret123');
    expect(raw).not.toContain(btoa('Secret123'));
    await expect(decryptPayload(await importPrivateKey(pkcs8), JSON.parse(raw))).resolves.toEqual({ username: 'demo', password: 'Secret123' });
  });

  it('normalises platform errors, including the captcha flag', async () => {
    server.use(
      http.post('*/wps/session/login', () =>
        HttpResponse.json({ success: false, code: 'login.failed', message: 'bad', value: { captcha: true } }, { status: 401 }),
      ),
    );
    const { result } = run({ path: '/wps/session/login', method: 'POST', body: {} });
    await expect(result).rejects.toMatchObject({ status: 401, code: 'login.failed', captcha: true });
  });

  it('turns a 500 without an envelope into server.error', async () => {
    server.use(http.get('*/wps/system/status', () => new HttpResponse('oops', { status: 500 })));
    await expect(run({ path: '/wps/system/status' }).result).rejects.toMatchObject({ status: 500, code: ERROR_CODE.server });
  });

  it('broadcasts session expiry when a call with a token is answered as logged out', async () => {
    server.use(http.get('*/wps/wallets/gcs', () => HttpResponse.json({ success: false, code: ERROR_CODE.sessionExpired, message: '' }, { status: 401 })));
    const seen = vi.fn();
    const store = createApiTestStore(testApiContext({ getToken: () => 'old' }), {
      probe: (state = null, action) => {
        if (sessionExpired.match(action)) seen();
        return state;
      },
    });
    await expect(store.dispatch(api.endpoints.call.initiate({ path: '/wps/wallets/gcs' })).unwrap()).rejects.toMatchObject({ code: ERROR_CODE.sessionExpired });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('gives up after the timeout with network.timeout', async () => {
    server.use(
      http.get('*/wps/system/status', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { result } = run({ path: '/wps/system/status' }, testApiContext({ timeoutMs: 50 }));
    await expect(result).rejects.toMatchObject({ status: 0, code: ERROR_CODE.timeout });
  });

  it('reports a refused connection as network.error', async () => {
    server.use(http.get('*/wps/system/status', () => HttpResponse.error()));
    await expect(run({ path: '/wps/system/status' }).result).rejects.toMatchObject({ status: 0, code: ERROR_CODE.network });
  });

  it('starts the request only after the browser had its turn (scheduler.yield), when the browser has it', async () => {
    let handled = 0;
    server.use(
      http.get('*/wps/yield', () => {
        handled += 1;
        return HttpResponse.json({ success: true, code: '0', message: '', value: 'ok' });
      }),
    );
    let release: () => void = () => undefined;
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (release = resolve)) });
    try {
      const { result } = run({ path: '/wps/yield' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(handled).toBe(0);
      release();
      await expect(result).resolves.toBe('ok');
      expect(handled).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
