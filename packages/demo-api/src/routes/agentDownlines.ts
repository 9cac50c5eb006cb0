import { Hono } from 'hono';
import {
  DOWNLINE_ERROR,
  downlineDetail,
  downlineQuota,
  downlines,
  globalRebateSettings,
  registerDownline,
  updateDownlineRebates,
  type Downline,
  type ProductRebate,
  type QuotaLevel,
} from '@wl/api-client/catalogue';
import { ERROR_CODE, MEMBER_TYPE } from '@wl/api-client/protocol';
import { fail, ok } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { decimalOf } from '../cents';
import { totalCents } from '../ledger';
import { downlineRegisteredAt } from '../seed/agent';
import type { DemoMember } from '../seed/types';
import { serve } from '../serve';
import { storeExtension, type MerchantStore } from '../state';
import { lowestRebateLimitOf, rebateLimitsOf, setEveryRebate, tenthsOf } from './agentRebateLimits';
import { REGISTER_SETTINGS } from './accounts';
import { agentOnly, paginate } from './agent';

const DAY = 24 * 60 * 60 * 1000;

/** A downline's username and password follow the merchant's registration rule set (the registration settings call's). */
const matchesRegisterRule = (field: 'username' | 'password', value: string) => new RegExp(REGISTER_SETTINGS[field].pattern ?? '').test(value);

/** A downline's rebates per product type, in the order of the agent's product types (0 where none is set). */
function rebatesOf(store: MerchantStore, account: string): ProductRebate[] {
  const own = store.agent.rebates.get(account.toLowerCase()) ?? {};
  return [...rebateLimitsOf(store).keys()].map((productType) => ({ productType, rebate: own[productType] ?? 0 }));
}

/** The headline rebate of the list: the highest of the downline's rebates per product type. */
const headline = (rebates: readonly ProductRebate[]) => rebates.reduce((max, r) => Math.max(max, r.rebate), 0);

/** A quota level as the demo keeps it: rebates in tenths (inclusive), the accounts allowed and opened. */
interface DemoQuotaLevel {
  minTenths: number;
  maxTenths: number;
  quota: number;
  used: number;
}
/**
 * The quota of every agent of a merchant when first asked: accounts with a rebate up to 0.9 (100, 20 opened), 1 to 1.4
 * (30, 6 opened), 1.5 and above (10, 2 opened). Only accounts the agent opens use it (docs/decisions/075).
 */
export const SEED_QUOTA: readonly Readonly<DemoQuotaLevel>[] = [
  { minTenths: 0, maxTenths: 9, quota: 100, used: 20 },
  { minTenths: 10, maxTenths: 14, quota: 30, used: 6 },
  { minTenths: 15, maxTenths: 25, quota: 10, used: 2 },
];
/** The quota levels per merchant store and agent id, seeded on first use. */
const quotaOf = storeExtension(() => new Map<string, DemoQuotaLevel[]>());

const levelValue = (level: DemoQuotaLevel): QuotaLevel => ({
  minRebate: level.minTenths / 10,
  maxRebate: level.maxTenths / 10,
  quota: level.quota,
  used: level.used,
  remaining: Math.max(0, level.quota - level.used),
});

/**
 * Downlines (issue 20 item 2): the list, one downline's detail, its rebates per product type within the agent's
 * limits, opening an account within the agent's quota, the merchant's ceilings and the quota itself.
 */
export function agentDownlineRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();
  const team = (c: DemoContext, parentId = c.get('member').id): DemoMember[] => [...c.get('store').members.values()].filter((m) => m.parentId === parentId);
  const levelsOf = (c: DemoContext): DemoQuotaLevel[] => {
    const byAgent = quotaOf(c.get('store'));
    const id = c.get('member').id;
    let levels = byAgent.get(id);
    if (!levels) byAgent.set(id, (levels = SEED_QUOTA.map((level) => ({ ...level }))));
    return levels;
  };
  /** A member of the team as the list and the detail show it (`index`: its place in the team, which dates it). */
  const summary = (c: DemoContext, m: DemoMember, index: number) => {
    const now = state.now();
    return {
      id: m.id,
      account: m.account,
      type: m.type,
      registerDate: downlineRegisteredAt(index, now),
      lastLoginDate: index % 4 === 3 ? null : now - (index % 5) * DAY,
      balance: decimalOf(totalCents(m)),
    };
  };

  serve(
    app,
    downlines,
    deps,
    agentOnly((c) => {
      const search = (c.req.query('search') ?? '').trim().toLowerCase();
      const store = c.get('store');
      const all: Downline[] = team(c)
        .map((m, i) => ({ ...summary(c, m, i), rebate: headline(rebatesOf(store, m.account)) }))
        .filter((d) => !search || d.account.toLowerCase().includes(search))
        .sort((a, b) => a.account.localeCompare(b.account));
      const page = paginate(c, all, 10);
      if (!page) return fail(c, 400, ERROR_CODE.validation, 'pageNo and pageSize must be positive integers.');
      return ok(c, { ...page, total: all.length });
    }),
  );

  serve(
    app,
    downlineDetail,
    deps,
    agentOnly((c) => {
      const account = (c.req.query('account') ?? '').trim().toLowerCase();
      const members = team(c);
      const index = members.findIndex((m) => m.account.toLowerCase() === account);
      const member = members[index];
      if (!account || !member) return fail(c, 404, ERROR_CODE.notFound, 'No such downline.');
      return ok(c, { ...summary(c, member, index), teamSize: team(c, member.id).length, rebates: rebatesOf(c.get('store'), member.account) });
    }),
  );

  /** Every rebate within the agent's limit of its type, in steps of 0.1, all or none (types not sent keep theirs). */
  serve(
    app,
    updateDownlineRebates,
    deps,
    agentOnly((c, body) => {
      const store = c.get('store');
      const member = team(c).find((m) => m.account.toLowerCase() === body.account.trim().toLowerCase());
      if (!member) return fail(c, 404, ERROR_CODE.notFound, 'No such downline.');
      const limits = rebateLimitsOf(store);
      if (body.rebates.length === 0) return fail(c, 400, ERROR_CODE.validation, 'Send at least one rebate.', { field: 'rebates' });
      const next: Record<string, number> = { ...store.agent.rebates.get(member.account.toLowerCase()) };
      const seen = new Set<string>();
      for (const { productType, rebate } of body.rebates) {
        const limit = limits.get(productType);
        if (limit === undefined || seen.has(productType))
          return fail(c, 400, ERROR_CODE.validation, `Unknown or repeated product type ${productType}.`, { field: 'rebates', productType });
        seen.add(productType);
        const tenths = tenthsOf(rebate);
        if (Number.isNaN(tenths)) return fail(c, 400, ERROR_CODE.validation, 'A rebate is 0 or more, in steps of 0.1.', { field: 'rebates', productType });
        if (tenths > limit)
          return fail(c, 400, DOWNLINE_ERROR.aboveLimit, `The ${productType} rebate must be at most ${limit / 10}.`, {
            field: 'rebates',
            productType,
            limit: limit / 10,
          });
        next[productType] = tenths / 10;
      }
      store.agent.rebates.set(member.account.toLowerCase(), next);
      return ok(c, { account: member.account, rebates: rebatesOf(store, member.account) });
    }),
  );

  serve(
    app,
    registerDownline,
    deps,
    agentOnly((c, body) => {
      const username = body.username.trim();
      const { password, rebate } = body;
      if (!username || !matchesRegisterRule('username', username)) return fail(c, 400, ERROR_CODE.validation, 'Bad account format', { field: 'username' });
      if (!password || !matchesRegisterRule('password', password)) return fail(c, 400, ERROR_CODE.validation, 'Bad password format', { field: 'password' });
      if (password !== body.confirmPassword) return fail(c, 400, ERROR_CODE.validation, 'confirmation incorrect', { field: 'confirmPassword' });
      const store = c.get('store');
      // one rebate for every product type: at most the agent's lowest limit
      const tenths = tenthsOf(rebate);
      const lowest = lowestRebateLimitOf(store);
      if (Number.isNaN(tenths)) return fail(c, 400, ERROR_CODE.validation, 'Bad rebate', { field: 'rebate' });
      if (tenths > lowest)
        return fail(c, 400, DOWNLINE_ERROR.aboveLimit, `The rebate must be at most ${lowest / 10}.`, { field: 'rebate', limit: lowest / 10 });
      if (store.members.has(username.toLowerCase()))
        return fail(c, 409, ERROR_CODE.usernameExists, 'Sorry, the username already exists', { field: 'username' });
      const level = levelsOf(c).find((l) => tenths >= l.minTenths && tenths <= l.maxTenths);
      if (!level || level.used >= level.quota)
        return fail(c, 409, DOWNLINE_ERROR.quotaExhausted, 'You have no quota left for accounts with this rebate.', {
          field: 'rebate',
          minRebate: level ? level.minTenths / 10 : rebate,
          maxRebate: level ? level.maxTenths / 10 : rebate,
        });
      const agent = c.get('member');
      const member: DemoMember = {
        ...agent,
        id: String(70_000_000 + store.members.size),
        account: username,
        password,
        nickname: null,
        type: MEMBER_TYPE.member,
        clubLabel: null,
        wallets: { MAIN: 0 },
        parentId: agent.id,
      };
      store.members.set(username.toLowerCase(), member);
      setEveryRebate(store, username, tenths / 10);
      level.used += 1;
      return ok(c, { account: username, id: member.id });
    }),
  );

  serve(
    app,
    globalRebateSettings,
    deps,
    agentOnly((c) =>
      ok(
        c,
        Object.entries(c.get('store').seed.agent.globalRebates).map(([productType, maxRebate]) => ({ productType, maxRebate })),
      ),
    ),
  );

  serve(
    app,
    downlineQuota,
    deps,
    agentOnly((c) => ok(c, levelsOf(c).map(levelValue))),
  );

  return app;
}
