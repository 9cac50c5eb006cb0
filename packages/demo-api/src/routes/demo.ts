import { Hono } from 'hono';
import { ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { fail, ok } from '../http';
import type { DemoDeps, DemoEnv } from '../http';
import { DEMO_PATH } from '../paths';

/** Demo-only endpoints for tests and demos: not part of the platform's contract. */
export function demoRoutes({ state }: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();

  /** Restores seeded state: of the merchant in the body, query or Merchant header, else of every merchant. */
  app.post(DEMO_PATH.demoReset, async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const fromBody = body && typeof body === 'object' ? (body as { merchant?: unknown }).merchant : undefined;
    const merchant = (typeof fromBody === 'string' && fromBody) || c.req.query('merchant') || c.req.header(HEADER.merchant) || undefined;
    state.reset(merchant);
    return ok(c, { merchant: merchant ?? null });
  });

  /** Expires the session of the Token header, so the next call answers session.expired. */
  app.post(DEMO_PATH.demoExpireSession, (c) => {
    const token = c.req.header(HEADER.token);
    const session = token
      ? state
          .stores()
          .map((s) => s.sessions.get(token))
          .find(Boolean)
      : undefined;
    if (!session) return fail(c, 404, ERROR_CODE.notFound, 'No session for this token.');
    session.expiresAt = state.now() - 1;
    return ok(c, { expired: true });
  });

  /** For tests only: the code of a captcha (it stays usable once). */
  app.get(DEMO_PATH.demoCaptcha, (c) => {
    const id = c.req.param('captchaId');
    const captcha = state
      .stores()
      .map((s) => s.captchas.get(id))
      .find(Boolean);
    if (!captcha) return fail(c, 404, ERROR_CODE.notFound, 'No such captcha.');
    return ok(c, { code: captcha.code });
  });

  /** The platform calls seen since the last full reset, with their Module-Id (no tokens, bodies or queries). */
  app.get(DEMO_PATH.demoRequests, (c) => ok(c, state.requests));

  return app;
}
