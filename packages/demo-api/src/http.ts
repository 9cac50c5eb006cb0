import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorEnvelope, SuccessEnvelope } from '@wl/api-client/protocol';
import type { DemoMember } from './seed/types';
import type { DemoState, MerchantStore } from './state';

/** Faults chosen for one request (X-Demo-Fault header or `__fault` query). */
export interface FaultSet {
  latencyMs: number;
  serverError: boolean;
  timeout: boolean;
  /** a money call is carried out, then its answer never comes (the `timeout` fault, after the operation) */
  lostAnswer: boolean;
  maintenance: boolean;
  region: boolean;
}

export interface DemoVariables {
  merchant: string;
  store: MerchantStore;
  faults: FaultSet;
  /** set by requireSession */
  member: DemoMember;
  token: string;
}

export type DemoEnv = { Variables: DemoVariables };
export type DemoContext = Context<DemoEnv>;

/** What route groups share. */
export interface DemoDeps {
  state: DemoState;
  /** the demo private key for encrypted bodies */
  privateKey: () => Promise<CryptoKey>;
}

/** A success envelope. */
export function ok<T>(c: Context, value: T): Response {
  const body: SuccessEnvelope<T> = { success: true, code: '0', message: '', value };
  return c.json(body, 200);
}

/** An error envelope with its HTTP status. */
export function fail(c: Context, status: ContentfulStatusCode, code: string, message: string, value?: ErrorEnvelope['value']): Response {
  const body: ErrorEnvelope = { success: false, code, message, ...(value === undefined ? {} : { value }) };
  return c.json(body, status);
}

/** An absolute URL on this app for one of its paths (honours X-Forwarded-Proto/Host of a proxy). */
export function absoluteUrl(c: Context, path: string): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.slice(0, -1);
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || url.host;
  return `${proto}://${host}${path}`;
}

/** Waits `ms`, or less when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** An SVG image answer with cache headers. */
export function svgResponse(c: Context, svg: string): Response {
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
  });
}

/** An integer query parameter: the fallback when absent, NaN when not a positive integer. */
export function positiveInt(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}
