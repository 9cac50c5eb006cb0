import { Hono } from 'hono';
import { PATH, type MemberInfoValue, type WalletValue } from '@wl/api-client/protocol';
import { ok } from '../http';
import type { DemoDeps, DemoEnv } from '../http';
import { requireSession } from '../middleware';

export function memberRoutes({ state }: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  const session = requireSession(state);

  app.get(PATH.memberInfo, session, (c) => {
    const { id, nickname, account, type, clubLabel } = c.get('member');
    return ok<MemberInfoValue>(c, { id, nickname, account, type, clubLabel });
  });

  app.get(PATH.wallet, session, (c) =>
    ok<WalletValue>(c, { sumBalance: c.get('member').sumBalance, currencySymbol: c.get('store').seed.profile.currencySymbol }),
  );

  return app;
}
