import { Hono } from 'hono';
import { ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { fail, ok } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { EVERY_MERCHANT } from '../hostile';
import { DEMO_PATH } from '../paths';

/** Demo-only endpoints for tests and demos: not part of the platform's contract. */
export function demoRoutes({ state }: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();

  /** The JSON body (an object; `{}` when there is none) and the merchant in it, the query or the Merchant header. */
  const controlOf = async (c: DemoContext) => {
    const parsed: unknown = await c.req.json().catch(() => undefined);
    const body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    const merchant = (typeof body.merchant === 'string' && body.merchant) || c.req.query('merchant') || c.req.header(HEADER.merchant) || undefined;
    return { body, merchant };
  };

  /** Restores seeded state: of the merchant in the body, query or Merchant header, else of every merchant. */
  app.post(DEMO_PATH.demoReset, async (c) => {
    const { merchant } = await controlOf(c);
    state.reset(merchant);
    return ok(c, { merchant: merchant ?? null });
  });

  /**
   * For tests only: `{ on: true }` (the default) puts the hostile fixtures (src/hostile.ts) in the content of the
   * merchant in the body, query or Merchant header until its reset; without a merchant in every merchant's until the
   * reset of every merchant. `{ on: false }` takes them out again (without a merchant: everywhere).
   */
  app.post(DEMO_PATH.demoHostile, async (c) => {
    const { body, merchant } = await controlOf(c);
    if (body.on !== undefined && typeof body.on !== 'boolean') return fail(c, 400, ERROR_CODE.validation, '`on` is true or false.', { field: 'on' });
    const on = body.on !== false;
    if (on) state.hostile.add(merchant ?? EVERY_MERCHANT);
    else if (merchant) state.hostile.delete(merchant);
    else state.hostile.clear();
    return ok(c, { merchant: merchant ?? null, on });
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
