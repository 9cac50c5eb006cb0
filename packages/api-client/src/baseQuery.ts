import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AnyCall } from './catalogue/define';
import type { PayloadCipher } from './cipher';
import { ENCRYPTION_SCHEME, ERROR_CODE, HEADER, type Envelope, type SuccessEnvelope } from './protocol';
import { collectLeftOut } from './leftOut';

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

/** One platform call as an endpoint sends it: the catalogue entry and this request's values. */
export interface PlatformRequest {
  /** the catalogue entry: path, method, module id, token rule, encryption, form, merchant parameter, answer schema */
  call: AnyCall;
  params?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** the merchant code of this request instead of the session's or brand's (trial play uses the trial merchant) */
  merchantCode?: string;
  /** money calls: the operation's key, made once per operation and sent again only with the same operation */
  idempotencyKey?: string;
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
/** Reads are retried at most this many times, after these pauses (network failure or 502/503/504 only). */
export const READ_RETRY_DELAYS_MS = [400, 1200] as const;
const RETRY_STATUSES = [502, 503, 504];

const reported = new Set<string>();
/**
 * An answer that does not fit its schema (`invalid answer`), or a list that left out items that did not fit
 * (`list items left out`, with their count), reported once per call, kind and page load: path and the first
 * mismatch, no values.
 */
function report(request: PlatformRequest, kind: 'invalid answer' | 'list items left out', issue: string, count = 1) {
  const key = `${request.call.method} ${request.call.path}`;
  if (reported.has(`${key} ${kind}`)) return;
  reported.add(`${key} ${kind}`);
  console.error(`[api] ${key}: ${kind === 'invalid answer' ? kind : `${count} ${kind}`} (${issue})`);
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'code' in error && 'status' in error;
}

/** The field the platform named in a refusal (`value.field`, as a validation error names it), if any. */
export function errorField(error: unknown): string | undefined {
  const field = isApiError(error) ? error.value?.field : undefined;
  return typeof field === 'string' ? field : undefined;
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
  const { call } = request;
  const context = api.extra as ApiContext;
  const state = api.getState();
  const merchantCode = request.merchantCode ?? context.getMerchantCode?.(state) ?? context.merchantCode;
  const headers: Record<string, string> = { [HEADER.merchant]: merchantCode, [HEADER.language]: context.language(), ...context.extraHeaders?.() };
  const token = call.token === 'none' ? undefined : context.getToken(state);
  if (token) headers[HEADER.token] = token;
  if (call.modules[0]) headers[HEADER.module] = call.modules[0];
  const device = context.device();
  if (device) headers[HEADER.device] = device;
  if (call.money) {
    if (!request.idempotencyKey) return { error: { status: 0, code: ERROR_CODE.validation, message: 'A money call needs an idempotency key.' } };
    headers[HEADER.idempotencyKey] = request.idempotencyKey;
  }

  let body: BodyInit | undefined;
  if (request.body !== undefined) {
    if (call.encrypted) {
      headers[HEADER.encryption] = ENCRYPTION_SCHEME;
      headers['Content-Type'] = 'application/json';
      try {
        body = JSON.stringify(await context.cipher.encrypt(request.body));
      } catch {
        // the cipher's code did not load (offline, a redeploy): nothing was sent, the screen offers to try again
        return { error: { status: 0, code: ERROR_CODE.network, message: '' } };
      }
    } else if (call.form && request.body instanceof FormData) {
      // multipart: fetch writes the Content-Type with its boundary
      body = request.body;
    } else if (call.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.body as Record<string, string>).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
  }
  const params = call.merchantParam ? { ...request.params, [call.merchantParam]: merchantCode } : request.params;
  const url = buildUrl(context.baseUrl, call.path, params);
  // only reads are retried by themselves; a write is never sent twice without the player asking
  const retries = call.method === 'GET' && !call.money ? READ_RETRY_DELAYS_MS : [];

  let result = await send(url, { method: call.method, headers, body }, context, api.signal);
  for (const pause of retries) {
    const retryable = result.error && (result.error.code === ERROR_CODE.network || RETRY_STATUSES.includes(result.error.status));
    if (!retryable || api.signal.aborted) break;
    await new Promise((resolve) => setTimeout(resolve, pause));
    result = await send(url, { method: call.method, headers, body }, context, api.signal);
  }
  if (result.error) {
    if (result.error.code === ERROR_CODE.sessionExpired && token) api.dispatch(sessionExpired());
    return { error: result.error };
  }
  // a 200 that is not an envelope (an HTML error page, an empty body) or whose value does not fit the catalogue;
  // items of a list that leaves out what does not fit are gone from the value, and counted
  const leftOut: string[] = [];
  const issue = result.envelope ? collectLeftOut(() => call.answer.check(result.envelope!.value, 'value'), leftOut) : 'value: no envelope';
  if (issue) {
    report(request, 'invalid answer', issue);
    return { error: { status: result.status, code: ERROR_CODE.invalidAnswer, message: '' } };
  }
  if (leftOut[0]) report(request, 'list items left out', leftOut[0], leftOut.length);
  return { data: result.envelope!.value };
};

interface Sent {
  status: number;
  envelope?: SuccessEnvelope<unknown>;
  error?: ApiError;
}

/** One fetch with the timeout: a success envelope, or the failure normalised. */
async function send(url: string, init: RequestInit, context: ApiContext, signal: AbortSignal): Promise<Sent> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), context.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const abort = () => timeout.abort();
  signal.addEventListener('abort', abort);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: timeout.signal });
  } catch {
    const timedOut = timeout.signal.aborted && !signal.aborted;
    return { status: 0, error: { status: 0, code: timedOut ? ERROR_CODE.timeout : ERROR_CODE.network, message: '' } };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
  const envelope = await readEnvelope(response);
  if (response.ok && (!envelope || envelope.success)) return { status: response.status, envelope: envelope as SuccessEnvelope<unknown> | undefined };
  const failure = envelope && !envelope.success ? envelope : undefined;
  return {
    status: response.status,
    error: {
      status: response.status,
      code: failure?.code ?? ERROR_CODE.server,
      message: failure?.message ?? '',
      ...(failure?.value ? { value: failure.value } : {}),
      ...(failure?.value?.captcha ? { captcha: true } : {}),
    },
  };
}
