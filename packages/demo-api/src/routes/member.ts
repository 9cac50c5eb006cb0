import { Hono } from 'hono';
import { memberInfo, wallet } from '@wl/api-client/catalogue';
import { ok } from '../http';
import { decimalOf } from '../cents';
import { totalCents } from '../ledger';
import type { DemoDeps, DemoEnv } from '../http';
import { serve } from '../serve';

export function memberRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();

  serve(app, memberInfo, deps, (c) => {
    const { id, nickname, account, type, clubLabel } = c.get('member');
    return ok(c, { id, nickname, account, type, clubLabel });
  });

  serve(app, wallet, deps, (c) => ok(c, { sumBalance: decimalOf(totalCents(c.get('member'))), currencySymbol: c.get('store').seed.profile.currencySymbol }));

  return app;
}
