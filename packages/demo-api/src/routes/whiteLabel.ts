import { Hono } from 'hono';
import { whiteLabelMenu, whiteLabelTemplates } from '@wl/api-client/catalogue';
import { ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { fail, ok } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { serve } from '../serve';
import type { WhiteLabel } from '../seed/types';
import { storeExtension, type MerchantStore } from '../state';

// The merchant's white-label (issue 21, product decision 21): the menu keys that are on and the templates, as its
// back office has them. It starts as the merchant's profile has it (its brand's build values, seed/merchants.ts);
// a merchant the demo does not know has none, and both calls answer 404 until a demo control sets one. The demo
// control stands in for the back office: a test switches a key or a template, and the site's next start follows.

/** Demo-only controls (not the platform's), for the merchant of the body's `merchant`, the query or the Merchant header. */
export const WHITE_LABEL_DEMO_PATH = '/__demo/whitelabel';

const whiteLabelOf = storeExtension((store) => ({ current: startingWhiteLabel(store) }));

function startingWhiteLabel(store: MerchantStore): Partial<WhiteLabel> {
  const profile = store.seed.profile.whiteLabel;
  return profile ? { menu: [...profile.menu], templates: { ...profile.templates } } : {};
}

export function whiteLabelRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();
  const none = (c: DemoContext) => fail(c, 404, ERROR_CODE.notFound, 'No white-label is set for this merchant.');

  serve(app, whiteLabelMenu, deps, (c) => {
    const { menu } = whiteLabelOf(c.get('store')).current;
    return menu ? ok(c, menu) : none(c);
  });

  serve(app, whiteLabelTemplates, deps, (c) => {
    const { templates } = whiteLabelOf(c.get('store')).current;
    return templates ? ok(c, templates) : none(c);
  });

  /** The merchant's store a control names, and the control's body (an object, or empty). */
  const target = async (c: DemoContext) => {
    const raw: unknown = await c.req.json().catch(() => undefined);
    const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const merchant = (typeof body.merchant === 'string' && body.merchant) || c.req.query('merchant') || c.req.header(HEADER.merchant);
    return { body, store: merchant ? state.store(merchant) : undefined };
  };

  /**
   * POST { menu?, templates? }: `menu` replaces the keys that are on; `templates` sets the values it names, the
   * others stay. Each is checked against its call's answer schema, so the calls answer only what the platform may.
   */
  app.post(WHITE_LABEL_DEMO_PATH, async (c) => {
    const { body, store } = await target(c);
    if (!store) return fail(c, 400, ERROR_CODE.validation, 'Name the merchant (Merchant header).');
    const issue =
      (body.menu === undefined ? undefined : whiteLabelMenu.answer.check(body.menu, 'menu')) ??
      (body.templates === undefined ? undefined : whiteLabelTemplates.answer.check(body.templates, 'templates'));
    if (issue) return fail(c, 400, ERROR_CODE.validation, `Invalid white-label: ${issue}`, { field: issue.split(':')[0]! });
    const held = whiteLabelOf(store);
    const { menu, templates } = body as Partial<WhiteLabel>;
    held.current = { ...held.current, ...(menu && { menu: [...menu] }), ...(templates && { templates: { ...held.current.templates, ...templates } }) };
    return ok(c, held.current);
  });

  /** DELETE: the merchant's white-label as it started (its profile's), the rest of its state untouched. */
  app.delete(WHITE_LABEL_DEMO_PATH, async (c) => {
    const { store } = await target(c);
    if (!store) return fail(c, 400, ERROR_CODE.validation, 'Name the merchant (Merchant header).');
    const held = whiteLabelOf(store);
    held.current = startingWhiteLabel(store);
    return ok(c, held.current);
  });

  return app;
}
