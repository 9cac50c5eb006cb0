// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseApi } from './baseApi';
import { sessionExpired, type PlatformRequest } from './baseQuery';
import { createWebCryptoCipher, decryptPayload, importPrivateKey } from './cipher';
import { call, type AnyCall } from './catalogue/define';
import { ERROR_CODE, HEADER } from './protocol';
import * as s from './schema';
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

/** A catalogue-like entry for one test (the real entries are checked in demo-api's catalogue test). */
const entry = (path: string, over: Partial<Parameters<typeof call>[0]> = {}): AnyCall => call({ path, answer: s.unknown, ...over });

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
    const { result } = run({ call: entry('/wps/member/info', { module: 'COMM3' }) }, testApiContext({ getToken: () => 'tok-1' }));
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
    await run({ call: entry('/wps/form', { method: 'POST', form: true }), body: multipart }).result;
    await run({ call: entry('/wps/form', { method: 'POST', form: true }), body: { a: '1' } }).result;
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
      { call: entry('/wps/relay/GCSGAME_hotGamesV2', { token: 'none', merchantParam: 'merchantCode' }), params: { language: 'en', empty: '' } },
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
      { call: entry('/wps/session/login', { method: 'POST', encrypted: true }), body: { username: 'demo', password: 'Secret123' } },
      testApiContext({ cipher: createWebCryptoCipher(spki) }),
    );
    await result;
    expect(header).toBe('v1');
    expect(raw).not.toContain('Secret123');
    expect(raw).not.toContain(btoa('Secret123'));
    await expect(decryptPayload(await importPrivateKey(pkcs8), JSON.parse(raw))).resolves.toEqual({ username: 'demo', password: 'Secret123' });
  });

  it('sends nothing and answers network.error when the cipher cannot load (its chunk offline or gone)', async () => {
    let sent = 0;
    server.use(
      http.post('*/wps/session/login', () => {
        sent += 1;
        return HttpResponse.json({ success: true, code: '0', message: '', value: null });
      }),
    );
    const failing = { encrypt: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) };
    const { result } = run({ call: entry('/wps/session/login', { method: 'POST', encrypted: true }), body: { password: 'Secret123' } }, testApiContext({ cipher: failing }));
    await expect(result).rejects.toMatchObject({ code: ERROR_CODE.network });
    expect(sent).toBe(0);
  });

  it('normalises platform errors, including the captcha flag', async () => {
    server.use(
      http.post('*/wps/session/login', () =>
        HttpResponse.json({ success: false, code: 'login.failed', message: 'bad', value: { captcha: true } }, { status: 401 }),
      ),
    );
    const { result } = run({ call: entry('/wps/session/login', { method: 'POST' }), body: {} });
    await expect(result).rejects.toMatchObject({ status: 401, code: 'login.failed', captcha: true });
  });

  it('turns a 500 without an envelope into server.error', async () => {
    server.use(http.get('*/wps/system/status', () => new HttpResponse('oops', { status: 500 })));
    await expect(run({ call: entry('/wps/system/status') }).result).rejects.toMatchObject({ status: 500, code: ERROR_CODE.server });
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
    await expect(store.dispatch(api.endpoints.call.initiate({ call: entry('/wps/wallets/gcs') })).unwrap()).rejects.toMatchObject({
      code: ERROR_CODE.sessionExpired,
    });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('gives up after the timeout with network.timeout, without retrying', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/system/status', async () => {
        calls += 1;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { result } = run({ call: entry('/wps/system/status') }, testApiContext({ timeoutMs: 50 }));
    await expect(result).rejects.toMatchObject({ status: 0, code: ERROR_CODE.timeout });
    expect(calls).toBe(1);
  });

  it('reports a refused connection as network.error after retrying the read twice', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/system/status', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await expect(run({ call: entry('/wps/system/status') }).result).rejects.toMatchObject({ status: 0, code: ERROR_CODE.network });
    expect(calls).toBe(3);
  });

  it('retries a read answered 502, 503 or 504 and shows the answer that came', async () => {
    const answers = [503, 502];
    server.use(
      http.get('*/wps/read', () => {
        const status = answers.shift();
        return status ? new HttpResponse('busy', { status }) : HttpResponse.json({ success: true, code: '0', message: '', value: 'fine' });
      }),
    );
    await expect(run({ call: entry('/wps/read') }).result).resolves.toBe('fine');
    expect(answers).toEqual([]);
  });

  it('never retries a write, nor a read answered 500', async () => {
    let writes = 0;
    let reads = 0;
    server.use(
      http.post('*/wps/write', () => {
        writes += 1;
        return new HttpResponse('busy', { status: 503 });
      }),
      http.get('*/wps/read', () => {
        reads += 1;
        return new HttpResponse('oops', { status: 500 });
      }),
    );
    await expect(run({ call: entry('/wps/write', { method: 'POST' }), body: {} }).result).rejects.toMatchObject({ status: 503 });
    await expect(run({ call: entry('/wps/read') }).result).rejects.toMatchObject({ status: 500 });
    expect({ writes, reads }).toEqual({ writes: 1, reads: 1 });
  });

  it('sends a money call only with its idempotency key, in a header', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/wps/pay', ({ request }) => {
        keys.push(request.headers.get(HEADER.idempotencyKey));
        return HttpResponse.json({ success: true, code: '0', message: '', value: null });
      }),
    );
    const pay = entry('/wps/pay', { method: 'POST', money: true });
    await expect(run({ call: pay, body: { amount: '10.00' } }).result).rejects.toMatchObject({ code: ERROR_CODE.validation });
    await run({ call: pay, body: { amount: '10.00' }, idempotencyKey: 'op-1' }).result;
    expect(keys).toEqual(['op-1']);
  });

  describe('answers that do not fit the catalogue schema', () => {
    const gamesAt = (path: string) => entry(path, { answer: s.object({ list: s.array(s.object({ id: s.string, name: s.string })) }) });
    const games = gamesAt('/wps/games');
    const answer = (value: unknown) => () => HttpResponse.json({ success: true, code: '0', message: '', value });

    it('lets unknown extra fields through', async () => {
      server.use(http.get('*/wps/games', answer({ list: [{ id: '1', name: 'A', extra: true }], more: 1 })));
      await expect(run({ call: games }).result).resolves.toEqual({ list: [{ id: '1', name: 'A', extra: true }], more: 1 });
    });

    it.each([
      ['a string where a list is expected', answer({ list: 'none' })],
      ['value null', answer(null)],
      ['a required field missing', answer({ list: [{ id: '1' }] })],
      ['a wrong-typed field', answer({ list: [{ id: 1, name: 'A' }] })],
      ['an HTML page with status 200', () => new HttpResponse('<html><body>Gateway</body></html>', { headers: { 'Content-Type': 'text/html' } })],
      ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ])('%s: invalid_answer, reported once without the token', async (label, resolver) => {
      const path = `/wps/games/${label.replace(/\W+/g, '-')}`;
      server.use(http.get(`*${path}`, resolver));
      const games = gamesAt(path);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const context = testApiContext({ getToken: () => 'secret-token' });
        await expect(run({ call: games }, context).result).rejects.toMatchObject({ status: 200, code: ERROR_CODE.invalidAnswer });
        await expect(run({ call: games }, context).result).rejects.toMatchObject({ code: ERROR_CODE.invalidAnswer });
        expect(error).toHaveBeenCalledTimes(1);
        expect(String(error.mock.calls[0]?.[0])).toContain(`GET ${path}: invalid answer (value`);
        expect(JSON.stringify(error.mock.calls)).not.toContain('secret-token');
      } finally {
        error.mockRestore();
      }
    });
  });

  it('leaves out the items of a dropping list that do not fit, keeps the rest, and reports the count once', async () => {
    const games = entry('/wps/games/dropping', { answer: s.object({ list: s.array(s.object({ id: s.string, name: s.string }), { dropInvalid: true }) }) });
    const list = [{ id: '1', name: 'A' }, { id: null, name: 'B' }, { id: '3', name: 'C' }, { name: 'D' }];
    server.use(http.get('*/wps/games/dropping', () => HttpResponse.json({ success: true, code: '0', message: '', value: { list } })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(run({ call: games }).result).resolves.toEqual({
        list: [
          { id: '1', name: 'A' },
          { id: '3', name: 'C' },
        ],
      });
      await expect(run({ call: games }).result).resolves.toEqual({
        list: [
          { id: '1', name: 'A' },
          { id: '3', name: 'C' },
        ],
      });
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toBe('[api] GET /wps/games/dropping: 2 list items left out (value.list[1].id: expected string)');
    } finally {
      error.mockRestore();
    }
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
      const { result } = run({ call: entry('/wps/yield') });
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
