import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { PayloadCipher } from './cipher';
import { ENCRYPTION_SCHEME, ERROR_CODE, HEADER, type Envelope, type ModuleId } from './protocol';

/** Everything the base query needs from the app, passed once as the thunk extra argument. */
export interface ApiContext {
  /** platform API host from the brand: `/` (same origin) or an absolute URL */
  baseUrl: string;
  merchantCode: string;
  cipher: PayloadCipher;
  /** reads the session token from the store (auth owns the session) */
  getToken: (state: unknown) => string | undefined;
  /** reads the merchant code to send: a trial session uses the trial merchant code */
  getMerchantCode?: (state: unknown) => string | undefined;
  language: () => string;
  /** `OTHERS` when running as an installed web app (spec 000 section 6) */
  device: () => string | undefined;
  /** extra headers for every request (the demo fault selector in tests and demos) */
  extraHeaders?: () => Record<string, string>;
  timeoutMs?: number;
}

/** One platform call, as endpoints describe it. */
export interface PlatformRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  module?: ModuleId;
  params?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** send the body as a form instead of JSON: multipart when it is FormData (files), else url-encoded */
  form?: boolean;
  /** encrypt the body with the payload cipher and send the Encryption header (API-MAP.md) */
  encrypted?: boolean;
  /** `none`: never send the token, even with a session (API-MAP.md token "no") */
  auth?: 'auto' | 'none';
  /** add the merchant code as this query parameter (game calls) */
  merchantParam?: 'merchant' | 'merchantCode';
  /** the merchant code of this request instead of the session's or brand's (trial play uses the trial merchant) */
  merchantCode?: string;
}

/** Every failure, normalised: HTTP status (0 when the network failed), platform code, message. */
export interface ApiError {
  status: number;
  code: string;
  message: string;
  /** set when a failed login asks for the captcha */
  captcha?: boolean;
  value?: Record<string, unknown>;
}

/** Dispatched when the platform answers that the session is over; auth ends the session on it. */
export const sessionExpired = createAction('api/sessionExpired');

export const DEFAULT_TIMEOUT_MS = 15_000;

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'code' in error && 'status' in error;
}

export function buildUrl(baseUrl: string, path: string, params: PlatformRequest['params'] = {}): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | undefined> {
  try {
    const data: unknown = await response.json();
    return data && typeof data === 'object' && 'success' in data ? (data as Envelope<unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lets the browser run what is waiting before a call starts (`scheduler.yield` where the browser has it): a screen
 * whose parts ask for ten things as they mount starts ten requests in ten short tasks instead of one long task that
 * holds the page (decision 032). Elsewhere the call starts at once.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}

/**
 * The one base query: brand API host, merchant code, token header, module id, optional encrypted body,
 * one envelope, errors normalised to ApiError, a timeout, and session expiry broadcast.
 */
export const platformBaseQuery: BaseQueryFn<PlatformRequest, unknown, ApiError> = async (request, api) => {
  await yieldToBrowser();
  const context = api.extra as ApiContext;
  const state = api.getState();
  const merchantCode = request.merchantCode ?? context.getMerchantCode?.(state) ?? context.merchantCode;
  const headers: Record<string, string> = { [HEADER.merchant]: merchantCode, [HEADER.language]: context.language(), ...context.extraHeaders?.() };
  const token = request.auth === 'none' ? undefined : context.getToken(state);
  if (token) headers[HEADER.token] = token;
  if (request.module) headers[HEADER.module] = request.module;
  const device = context.device();
  if (device) headers[HEADER.device] = device;

  let body: BodyInit | undefined;
  if (request.body !== undefined) {
    if (request.encrypted) {
      headers[HEADER.encryption] = ENCRYPTION_SCHEME;
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(await context.cipher.encrypt(request.body));
    } else if (request.form && request.body instanceof FormData) {
      // multipart: fetch writes the Content-Type with its boundary
      body = request.body;
    } else if (request.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.body as Record<string, string>).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
  }
  const params = request.merchantParam ? { ...request.params, [request.merchantParam]: merchantCode } : request.params;
  const url = buildUrl(context.baseUrl, request.path, params);

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), context.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const abort = () => timeout.abort();
  api.signal.addEventListener('abort', abort);
  let response: Response;
  try {
    response = await fetch(url, { method: request.method ?? 'GET', headers, body, signal: timeout.signal });
  } catch {
    const timedOut = timeout.signal.aborted && !api.signal.aborted;
    return { error: { status: 0, code: timedOut ? ERROR_CODE.timeout : ERROR_CODE.network, message: '' } };
  } finally {
    clearTimeout(timer);
    api.signal.removeEventListener('abort', abort);
  }

  const envelope = await readEnvelope(response);
  if (envelope?.success && response.ok) return { data: envelope.value };
  const failure = envelope && !envelope.success ? envelope : undefined;
  const error: ApiError = {
    status: response.status,
    code: failure?.code ?? ERROR_CODE.server,
    message: failure?.message ?? '',
    ...(failure?.value ? { value: failure.value } : {}),
    ...(failure?.value?.captcha ? { captcha: true } : {}),
  };
  if (error.code === ERROR_CODE.sessionExpired && token) api.dispatch(sessionExpired());
  return { error };
};
