import { Hono } from 'hono';
import {
  applyDailySalaryContract,
  dailySalaryContractHistory,
  MAX_SALARY_TIERS,
  queryDailySalary,
  currentDailySalary,
  SALARY_ERROR,
  type ContractTier,
  type DailySalaryRow,
  type OfferedContract,
} from '@wl/api-client/catalogue';
import { ERROR_CODE, MEMBER_TYPE } from '@wl/api-client/protocol';
import { fail, ok } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { centsOf, decimalOf } from '../cents';
import { betsAt, contract, contractsHeldBy, contractValue, nextContractId, startOfDay, type DemoContract } from '../seed/agent';
import type { MerchantStore } from '../state';
import { serve } from '../serve';
import { agentOnly, paginate, rangeOf } from './agent';

const DAY = 24 * 60 * 60 * 1000;
const NON_AGENT_TYPES: readonly number[] = [MEMBER_TYPE.member, MEMBER_TYPE.trial, MEMBER_TYPE.nonAgent];
/** A tier's amount as the platform takes it: digits, at most two decimals, no sign (never rounded). */
const TIER_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** `YYYY-MM-DD` of a local day. */
const dayOf = (time: number) => {
  const d = new Date(time);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * What is wrong with an offer's tiers (the platform's message), or undefined: 1 to MAX_SALARY_TIERS tiers, each
 * threshold and reward a positive amount of at most two decimals, both above the previous tier's.
 */
export function tierProblem(tiers: readonly ContractTier[]): { message: string; index?: number } | undefined {
  if (tiers.length === 0 || tiers.length > MAX_SALARY_TIERS) return { message: `A contract has 1 to ${MAX_SALARY_TIERS} tiers.` };
  let previous: { threshold: number; reward: number } | undefined;
  for (const [index, tier] of tiers.entries()) {
    if (!TIER_AMOUNT.test(tier.threshold) || !TIER_AMOUNT.test(tier.reward))
      return { message: 'Thresholds and rewards are amounts with at most two decimals.', index };
    const threshold = centsOf(tier.threshold);
    const reward = centsOf(tier.reward);
    if (threshold <= 0 || reward <= 0) return { message: 'Thresholds and rewards must be more than zero.', index };
    if (previous && (threshold <= previous.threshold || reward <= previous.reward))
      return { message: 'Each tier must have a higher threshold and a higher reward than the one before.', index };
    previous = { threshold, reward };
  }
  return undefined;
}

/** The daily salary of a team valid bet (cents) by a contract's tiers: the reward of the highest tier reached. */
export function salaryCents(tiers: readonly ContractTier[], validBetCents: number): number {
  let reward = 0;
  for (const tier of tiers) if (centsOf(tier.threshold) <= validBetCents) reward = Math.max(reward, centsOf(tier.reward));
  return reward;
}

/** The account as members know it (the holder is kept in lower case). */
const accountOf = (store: MerchantStore, holder: string) => store.members.get(holder)?.account ?? holder;

/** An offered contract as the agent's history answers it: the contract and the downline it went to. */
const offeredValue = (store: MerchantStore, k: DemoContract): OfferedContract => ({ ...contractValue(k), account: accountOf(store, k.holder) });

/**
 * Daily salary (issue 20 item 4): the agent's own salary per day by the contract it accepted, offers of contracts to
 * its downlines that are agents, and the history of those offers. The downline answers an offer with the contract
 * calls of routes/agent.ts (CONTRACT_CALLS.dailySalary.process); contracts are per account in the merchant's store.
 */
export function agentSalaryRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();

  /** The team's valid bet of each day in cents (95 % of the direct downlines' seeded bets), by the day's start. */
  const validBetByDay = (c: DemoContext): Map<number, number> => {
    const store = c.get('store');
    const agentId = c.get('member').id;
    const accounts = new Set([...store.members.values()].filter((m) => m.parentId === agentId).map((m) => m.account));
    const byDay = new Map<number, number>();
    for (const bet of betsAt(store.seed.agent.bets, state.now())) {
      if (!accounts.has(bet.account)) continue;
      const day = startOfDay(bet.betTime);
      byDay.set(day, (byDay.get(day) ?? 0) + Math.round((bet.betCents * 95) / 100));
    }
    return byDay;
  };

  serve(
    app,
    currentDailySalary,
    deps,
    agentOnly((c) => {
      const inForce = contractsHeldBy(c.get('store').agent.contracts, c.get('member').account).find((k) => k.kind === 'dailySalary' && k.state === 'accepted');
      const validBet = validBetByDay(c).get(startOfDay(state.now())) ?? 0;
      const cents = inForce ? salaryCents(inForce.tiers, validBet) : 0;
      return ok(c, { applicable: inForce !== undefined, validBet: decimalOf(validBet), amount: decimalOf(cents) });
    }),
  );

  serve(
    app,
    queryDailySalary,
    deps,
    agentOnly((c) => {
      const now = state.now();
      const range = rangeOf(c, now);
      if (!range) return fail(c, 400, ERROR_CODE.validation, 'startDate and endDate must be YYYY-MM-DD, start before end.');
      const inForce = contractsHeldBy(c.get('store').agent.contracts, c.get('member').account).find((k) => k.kind === 'dailySalary' && k.state === 'accepted');
      const rows: DailySalaryRow[] = [];
      let total = 0;
      if (inForce) {
        const byDay = validBetByDay(c);
        const today = startOfDay(now);
        // newest first, from the range's last day (never after today) back to its first
        for (let day = Math.min(startOfDay(range[1] - 1), today); day >= range[0]; day = startOfDay(day - DAY / 2)) {
          const validBet = byDay.get(day) ?? 0;
          const cents = salaryCents(inForce.tiers, validBet);
          total += cents;
          rows.push({ date: dayOf(day), validBet: decimalOf(validBet), amount: decimalOf(cents), status: day === today ? 'counting' : 'settled' });
        }
      }
      const page = paginate(c, rows, 10);
      if (!page) return fail(c, 400, ERROR_CODE.validation, 'pageNo and pageSize must be positive integers.');
      return ok(c, { ...page, total: decimalOf(total), applicable: inForce !== undefined });
    }),
  );

  serve(
    app,
    applyDailySalaryContract,
    deps,
    agentOnly((c, body) => {
      const store = c.get('store');
      const agent = c.get('member');
      const account = body.account.trim();
      const member = store.members.get(account.toLowerCase());
      if (!member || member.parentId !== agent.id)
        return fail(c, 403, SALARY_ERROR.notDownline, `${account} is not a member of your team.`, { account, field: 'account' });
      if (NON_AGENT_TYPES.includes(member.type))
        return fail(c, 403, SALARY_ERROR.notAgent, `${member.account} is a player: only agents sign a daily salary contract.`, {
          account: member.account,
          field: 'account',
        });
      const problem = tierProblem(body.tiers);
      if (problem)
        return fail(c, 400, ERROR_CODE.validation, problem.message, { field: 'tiers', ...(problem.index === undefined ? {} : { index: problem.index }) });
      const { contracts } = store.agent;
      if (contractsHeldBy(contracts, member.account).some((k) => k.kind === 'dailySalary' && k.state === 'pending'))
        return fail(c, 409, SALARY_ERROR.pending, `${member.account} has not answered your last offer yet.`, { account: member.account, field: 'account' });
      const offered: DemoContract = {
        ...contract(nextContractId(contracts, 'dailySalary'), 'dailySalary', 'pending', state.now(), null),
        // as sent, in the platform's two-decimal form
        tiers: body.tiers.map((tier) => ({ threshold: decimalOf(centsOf(tier.threshold)), reward: decimalOf(centsOf(tier.reward)) })),
        holder: member.account.toLowerCase(),
        offeredBy: agent.account.toLowerCase(),
      };
      contracts.unshift(offered);
      return ok(c, offeredValue(store, offered));
    }),
  );

  serve(
    app,
    dailySalaryContractHistory,
    deps,
    agentOnly((c) => {
      const store = c.get('store');
      const agent = c.get('member').account.toLowerCase();
      const offered = store.agent.contracts.filter((k) => k.kind === 'dailySalary' && k.offeredBy === agent).sort((a, b) => b.createdAt - a.createdAt);
      const page = paginate(c, offered, 10);
      if (!page) return fail(c, 400, ERROR_CODE.validation, 'pageNo and pageSize must be positive integers.');
      return ok(c, { ...page, list: page.list.map((k) => offeredValue(store, k)) });
    }),
  );

  return app;
}
