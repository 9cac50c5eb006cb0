import * as calls from '@wl/api-client/catalogue';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, HEADER } from '@wl/api-client/protocol';
import type { Envelope } from '@wl/api-client/protocol';
import type { DemoApp } from './app';
import { DEMO_PUBLIC_KEY } from './keys';
import type { LoginValue } from '@wl/api-client/protocol';

/** Test helpers of this package (not exported). */

export const MERCHANT = 'WLDEMO';

const cipher = createWebCryptoCipher(DEMO_PUBLIC_KEY);

export interface CallInit {
  method?: string;
  merchant?: string | null;
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface CallResult<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

/** One JSON call to the app with the Merchant header (null: without it). */
export async function call<T = unknown>(app: DemoApp, path: string, init: CallInit = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.merchant !== null) headers[HEADER.merchant] = init.merchant ?? MERCHANT;
  if (init.token) headers[HEADER.token] = init.token;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await app.request(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
}

/** A login with a really encrypted body, as the site sends it. */
export async function login(app: DemoApp, payload: Record<string, unknown>, merchant = MERCHANT): Promise<CallResult<LoginValue>> {
  return call<LoginValue>(app, calls.login.path, {
    method: 'POST',
    merchant,
    headers: { [HEADER.encryption]: ENCRYPTION_SCHEME },
    body: await cipher.encrypt({ type: 'username', ...payload }),
  });
}

/** The token of a successful login (throws otherwise). */
export async function loginToken(app: DemoApp, username = 'demo', merchant = MERCHANT): Promise<string> {
  const result = await login(app, { username, password: 'Demo1234' }, merchant);
  if (!result.body.success) throw new Error(`login of ${username} failed: ${result.body.code}`);
  return result.body.value.token;
}

/** The value of a success envelope (throws on an error envelope). */
export function valueOf<T>(result: CallResult<T>): T {
  if (!result.body.success) throw new Error(`expected success, got ${result.status} ${result.body.code}`);
  return result.body.value;
}
