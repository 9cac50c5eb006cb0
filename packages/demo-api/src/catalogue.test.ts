// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@wl/api-client/catalogue/all';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, HEADER, type Envelope } from '@wl/api-client/protocol';
import { check, unknown } from '@wl/api-client/schema';
import { buildUrl } from '@wl/api-client';
import { createDemoApp } from './app';
import { DEMO_PUBLIC_KEY } from './keys';
import { SAMPLES, type SampleRequest } from './samples';
import { loginToken, MERCHANT } from './testing';

const cipher = createWebCryptoCipher(DEMO_PUBLIC_KEY);
const built = CATALOGUE.filter(({ call }) => !call.planned);

async function send(name: string, request: SampleRequest, token: string | undefined) {
  const { call } = CATALOGUE.find((entry) => entry.name === name)!;
  const headers: Record<string, string> = { [HEADER.merchant]: request.merchant ?? MERCHANT };
  if (token && call.token !== 'none') headers[HEADER.token] = token;
  if (call.modules[0]) headers[HEADER.module] = call.modules[0];
  if (call.money) headers[HEADER.idempotencyKey] = crypto.randomUUID();
  let body: BodyInit | undefined;
  if (request.body !== undefined) {
    if (call.encrypted) {
      headers[HEADER.encryption] = ENCRYPTION_SCHEME;
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(await cipher.encrypt(request.body));
    } else if (call.form) {
      body = request.body instanceof FormData ? request.body : new URLSearchParams(request.body as Record<string, string>);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
  }
  const params = call.merchantParam ? { ...request.params, [call.merchantParam]: request.merchant ?? MERCHANT } : request.params;
  return { call, response: await app.request(buildUrl('', call.path, params), { method: call.method, headers, body }) };
}

const app = createDemoApp();

describe('the catalogue against the demo platform', () => {
  it('has a sample for every built entry, and none for an unknown one', () => {
    expect(built.map((entry) => entry.name).filter((name) => !SAMPLES[name])).toEqual([]);
    expect(Object.keys(SAMPLES).filter((name) => !built.some((entry) => entry.name === name))).toEqual([]);
  });

  it.each(built.map((entry) => [entry.name]))('%s: the schema accepts what the demo answers and rejects a malformed answer', async (name) => {
    const sample = SAMPLES[name]!;
    const first = typeof sample.request === 'function' ? undefined : sample.request;
    const as = first?.as;
    const token = as ? await loginToken(app, as, first?.merchant ?? MERCHANT) : undefined;
    const request = typeof sample.request === 'function' ? await sample.request({ app, token }) : sample.request;
    const sessionToken = request.as && request.as !== as ? await loginToken(app, request.as, request.merchant ?? MERCHANT) : token;
    const { call, response } = await send(name, request, sessionToken);
    const envelope = (await response.json()) as Envelope<unknown>;
    expect({ status: response.status, envelope }).toMatchObject({ status: 200, envelope: { success: true } });
    expect(call.answer.check((envelope as { value: unknown }).value, 'value')).toBeUndefined();
    if (sample.answerIgnored) {
      expect(call.answer).toBe(unknown);
      return;
    }
    expect(call.answer.check(sample.malformed ?? 'not the value', 'value')).toMatch(/^value.*: expected /);
    if (sample.leftOut !== undefined) {
      // a list that leaves out what does not fit: the answer fits without the broken item, which is named
      const left: string[] = [];
      expect(check(call.answer, structuredClone(sample.leftOut), 'value', left)).toBeUndefined();
      expect(left[0]).toMatch(/^value.*: expected /);
    }
  });

  it('planned entries (calls an open issue will build) are not answered yet', async () => {
    for (const { call } of CATALOGUE.filter((entry) => entry.call.planned)) {
      const response = await app.request(call.path, { method: call.method, headers: { [HEADER.merchant]: MERCHANT } });
      expect(response.status, call.path).toBe(404);
    }
  });
});
