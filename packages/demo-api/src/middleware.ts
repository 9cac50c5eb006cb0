import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { systemStatus } from '@wl/api-client/catalogue';
import { ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { fail, sleep } from './http';
import type { DemoContext, DemoEnv, FaultSet } from './http';
import { EXPECTED_MODULE } from './paths';
import type { DemoMember } from './seed/types';
import { sessionMember } from './state';
import type { DemoState } from './state';

/** Default delay of the `latency` fault. */
export const DEFAULT_LATENCY_MS = 1500;
/** The `timeout` fault gives up after this long if the client never aborts. */
export const TIMEOUT_FAULT_MS = 60_000;

/**
 * CORS for the protocol headers, mounted before anything that can refuse a request (preflights carry no token), and
 * only for the origins named (a brand's `security.corsOrigins`; the server's `--cors-origin`): never `*`. A site on
 * the API's own origin (dev server, release behind nginx, MSW) needs none, so by default no origin is allowed.
 */
export function corsMiddleware(origins: readonly string[] = []): MiddlewareHandler {
  return cors({
    origin: [...origins],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    allowHeaders: [...Object.values(HEADER), 'Content-Type'],
    maxAge: 600,
  });
}

/**
 * Platform answers are the player's own (member info, wallets, messages) and the demo's control answers are test
 * state: no cache, the browser's included, may keep them (`Cache-Control: no-store`, whatever a route set).
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/** The merchant code of a request: the Merchant header, else the `merchant` or `merchantCode` query. */
export function merchantOf(c: DemoContext): string | undefined {
  return c.req.header(HEADER.merchant) || c.req.query('merchant') || c.req.query('merchantCode') || undefined;
}

/** Records each platform call with its Module-Id, so tests can assert the client sent the right one. */
export function recordRequests(state: DemoState): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const moduleId = c.req.header(HEADER.module) ?? null;
    const expected = EXPECTED_MODULE[c.req.path] ?? [];
    state.record({
      method: c.req.method,
      path: c.req.path,
      merchant: merchantOf(c) ?? null,
      moduleId,
      expectedModuleIds: [...expected],
      moduleIdMatches: expected.length === 0 ? null : moduleId !== null && expected.includes(moduleId as (typeof expected)[number]),
    });
    await next();
  };
}

/** Parses `latency`, `latency:<ms>`, `500`, `timeout`, `lost`, `maintenance`, `region` (comma separated; unknown ones ignored). */
export function parseFaults(raw: string): FaultSet {
  const faults: FaultSet = { latencyMs: 0, serverError: false, timeout: false, lostAnswer: false, maintenance: false, region: false };
  for (const item of raw.split(',').map((f) => f.trim().toLowerCase())) {
    const [name, arg] = item.split(':');
    if (name === 'latency') faults.latencyMs = arg && /^\d+$/.test(arg) ? Number(arg) : DEFAULT_LATENCY_MS;
    else if (name === '500') faults.serverError = true;
    else if (name === 'timeout') faults.timeout = true;
    else if (name === 'lost') faults.lostAnswer = true;
    else if (name === 'maintenance') faults.maintenance = true;
    else if (name === 'region') faults.region = true;
  }
  return faults;
}

/** Applies the request's faults. System status answers maintenance and region itself (status 1 or 2). */
export const injectFaults: MiddlewareHandler<DemoEnv> = async (c, next) => {
  const faults = parseFaults([c.req.header(HEADER.demoFault), c.req.query('__fault')].filter(Boolean).join(','));
  c.set('faults', faults);
  const signal = c.req.raw.signal;
  if (faults.latencyMs > 0) await sleep(faults.latencyMs, signal);
  if (faults.timeout) {
    await sleep(TIMEOUT_FAULT_MS, signal);
    return fail(c, 504, ERROR_CODE.server, 'Demo fault: the platform did not answer');
  }
  if (faults.serverError) return fail(c, 500, ERROR_CODE.server, 'Demo fault: server error');
  if (c.req.path !== systemStatus.path) {
    if (faults.maintenance) return fail(c, 503, ERROR_CODE.maintenance, 'System upgrading, please try again later.');
    if (faults.region) return fail(c, 403, ERROR_CODE.regionRestricted, 'Access from your region is restricted.');
  }
  await next();
};

/** Every platform call names its merchant; its store is created on first use. */
export function resolveMerchant(state: DemoState): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const merchant = merchantOf(c);
    if (!merchant) return fail(c, 400, ERROR_CODE.validation, 'The Merchant header is required.');
    c.set('merchant', merchant);
    c.set('store', state.store(merchant));
    await next();
  };
}

/** The member of the request's Token header, if its session is live. */
export function currentMember(c: DemoContext, state: DemoState): DemoMember | undefined {
  return sessionMember(c.get('store'), c.req.header(HEADER.token), state.now());
}

/** Calls that need a session: 401 session.expired without a live one. */
export function requireSession(state: DemoState): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const member = currentMember(c, state);
    if (!member) return fail(c, 401, ERROR_CODE.sessionExpired, 'The account has been logged out, please log in again');
    c.set('member', member);
    c.set('token', c.req.header(HEADER.token) ?? '');
    await next();
  };
}
