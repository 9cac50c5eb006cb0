// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyDailySalaryContract,
  CONTRACT_CALLS,
  contractRequests,
  currentDailySalary,
  dailySalaryContractHistory,
  queryDailySalary,
  SALARY_ERROR,
  type ContractInfoValue,
  type ContractTier,
  type CurrentDailySalaryValue,
  type DailySalaryValue,
  type OfferedContract,
} from '@wl/api-client/catalogue';
import { ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { createDemoApp, type DemoApp } from '../app';
import { call, loginToken, valueOf } from '../testing';
import { salaryCents, tierProblem } from './agentSalary';

const MODULE = { [HEADER.module]: 'DAILYSALCONT3' };
const TIERS: ContractTier[] = [
  { threshold: '1000', reward: '10.5' },
  { threshold: '5000.25', reward: '60' },
];

const offer = (app: DemoApp, token: string, account: string, tiers: ContractTier[] = TIERS) =>
  call<OfferedContract>(app, applyDailySalaryContract.path, { method: 'POST', token, headers: MODULE, body: { account, tiers } });
const history = async (app: DemoApp, token: string, merchant?: string) =>
  valueOf(await call<{ list: OfferedContract[] }>(app, `${dailySalaryContractHistory.path}?pageNo=1&pageSize=10`, { token, merchant, headers: MODULE })).list;
const info = async (app: DemoApp, token: string) => valueOf(await call<ContractInfoValue>(app, CONTRACT_CALLS.dailySalary.info.path, { token }));
const day = (offset = 0) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const salary = async (app: DemoApp, token: string, startDate: string, endDate: string, pageNo = 1) =>
  valueOf(await call<DailySalaryValue>(app, `${queryDailySalary.path}?startDate=${startDate}&endDate=${endDate}&pageNo=${pageNo}&pageSize=10`, { token }));

describe('daily salary contracts', () => {
  it('an offer waits on the downline; its answer moves it to accepted, seen by both sides', async () => {
    const app = createDemoApp();
    const agent = await loginToken(app, 'agent');
    const offered = valueOf(await offer(app, agent, 'TEAM25'));
    expect(offered).toMatchObject({
      account: 'team25',
      kind: 'dailySalary',
      state: 'pending',
      period: 'day',
      answeredAt: null,
      tiers: [
        { threshold: '1000.00', reward: '10.50' },
        { threshold: '5000.25', reward: '60.00' },
      ],
    });
    expect((await history(app, agent)).map((k) => [k.id, k.account, k.state])).toEqual([[offered.id, 'team25', 'pending']]);

    // the downline sees the request flag (the contract alert at login) and the contract
    const downline = await loginToken(app, 'team25');
    expect(valueOf(await call<{ dailysalreqtype: string }>(app, contractRequests.path, { token: downline })).dailysalreqtype).not.toBe('');
    expect((await info(app, downline)).current).toMatchObject({ id: offered.id, state: 'pending' });
    // a second offer while one waits is refused
    const again = await offer(app, agent, 'team25');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: SALARY_ERROR.pending, value: { account: 'team25' } });

    const answered = valueOf(
      await call<{ state: string; answeredAt: number }>(app, CONTRACT_CALLS.dailySalary.process.path, {
        method: 'POST',
        token: downline,
        body: { contractId: offered.id, action: 'accept' },
      }),
    );
    expect(answered.state).toBe('accepted');
    expect(answered.answeredAt).toBeGreaterThan(0);
    expect((await info(app, downline)).current).toMatchObject({ id: offered.id, state: 'accepted' });
    expect(valueOf(await call<{ dailysalreqtype: string }>(app, contractRequests.path, { token: downline })).dailysalreqtype).toBe('');
    expect((await history(app, agent))[0]).toMatchObject({ id: offered.id, state: 'accepted', account: 'team25' });
    // answered once only
    const twice = await call(app, CONTRACT_CALLS.dailySalary.process.path, {
      method: 'POST',
      token: downline,
      body: { contractId: offered.id, action: 'reject' },
    });
    expect(twice.status).toBe(409);
    // the agent's own contracts are not the downline's: the agent's seeded pending one is still there
    expect((await info(app, agent)).current?.id).toBe('DS-3');
  });

  it('a rejected offer reads rejected in the history, and a new offer may follow', async () => {
    const app = createDemoApp();
    const agent = await loginToken(app, 'agent');
    const first = valueOf(await offer(app, agent, 'team27'));
    const downline = await loginToken(app, 'team27');
    await call(app, CONTRACT_CALLS.dailySalary.process.path, { method: 'POST', token: downline, body: { contractId: first.id, action: 'reject' } });
    expect((await history(app, agent))[0]).toMatchObject({ id: first.id, state: 'rejected' });
    const second = valueOf(await offer(app, agent, 'team27'));
    expect(second.id).not.toBe(first.id);
    expect((await history(app, agent)).map((k) => k.state)).toEqual(['pending', 'rejected']);
  });

  it('refuses another team’s account, a player, and bad tiers, with the platform’s message', async () => {
    const app = createDemoApp();
    const agent = await loginToken(app, 'agent');
    const stranger = await offer(app, agent, 'demo');
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ code: SALARY_ERROR.notDownline, message: 'demo is not a member of your team.', value: { account: 'demo' } });
    const player = await offer(app, agent, 'team01');
    expect(player.body).toMatchObject({ code: SALARY_ERROR.notAgent, value: { account: 'team01' } });
    const bad: ContractTier[][] = [
      [],
      [{ threshold: 'abc', reward: '1' }],
      [{ threshold: '-5', reward: '1' }],
      [{ threshold: '0', reward: '1' }],
      [{ threshold: '10.555', reward: '1' }],
      [
        { threshold: '100', reward: '5' },
        { threshold: '100', reward: '6' },
      ],
      [
        { threshold: '100', reward: '5' },
        { threshold: '200', reward: '5' },
      ],
      Array.from({ length: 11 }, (_, i) => ({ threshold: String(i + 1), reward: String(i + 1) })),
    ];
    for (const tiers of bad) {
      const refused = await offer(app, agent, 'team28', tiers);
      expect(refused.status, JSON.stringify(tiers)).toBe(400);
      // a value that is no decimal string is refused by the call's schema (naming the field), the rest by the platform's rules
      expect(refused.body).toMatchObject({ code: ERROR_CODE.validation, value: { field: expect.stringMatching(/tiers/) } });
    }
    expect(await history(app, agent)).toEqual([]);
    // a player cannot offer (the agent area is refused)
    const member = await offer(app, await loginToken(app, 'demo'), 'team01');
    expect(member.status).toBe(403);
    expect(member.body.code).toBe(ERROR_CODE.nonAgent);
  });

  it('keeps each merchant’s contracts apart', async () => {
    const app = createDemoApp();
    valueOf(await offer(app, await loginToken(app, 'agent'), 'team25'));
    expect(await history(app, await loginToken(app, 'agent', 'SOL'), 'SOL')).toEqual([]);
    expect(await history(app, await loginToken(app, 'agent'))).toHaveLength(1);
  });

  it('computes the agent’s salary per day from the team’s bets by the accepted contract, in whole cents', async () => {
    const app = createDemoApp();
    const agent = await loginToken(app, 'agent');
    const week = await salary(app, agent, day(-6), day());
    expect(week.applicable).toBe(true);
    expect(week.list.map((r) => r.date)).toEqual([0, -1, -2, -3, -4, -5, -6].map(day));
    expect(week.list[0]!.status).toBe('counting');
    expect(week.list.slice(1).every((r) => r.status === 'settled')).toBe(true);
    // the seeded contract's tiers: 5,000 -> 50, 20,000 -> 250, 100,000 -> 1,500 (team valid bet -> salary)
    const seeded = [
      { threshold: '5000.00', reward: '50.00' },
      { threshold: '20000.00', reward: '250.00' },
      { threshold: '100000.00', reward: '1500.00' },
    ];
    const cents = (decimal: string) => Number(decimal.replace('.', ''));
    for (const row of week.list) {
      expect(row.validBet).toMatch(/^\d+\.\d{2}$/);
      expect(cents(row.amount)).toBe(salaryCents(seeded, cents(row.validBet)));
    }
    expect(week.list.some((r) => cents(r.validBet) > 0)).toBe(true);
    expect(cents(week.total)).toBe(week.list.reduce((sum, r) => sum + cents(r.amount), 0));
    // deterministic: the same answer again
    expect(await salary(app, agent, day(-6), day())).toEqual(week);
    // paged by ten, the total over the whole range
    const month = await salary(app, agent, day(-29), day());
    expect(month.totalPages).toBe(3);
    const second = await salary(app, agent, day(-29), day(), 2);
    expect(second.list[0]!.date).toBe(day(-10));
    expect(second.total).toBe(month.total);
    // a range after today has no day yet; a reversed one is refused
    expect((await salary(app, agent, day(1), day(3))).list).toEqual([]);
    expect((await call(app, `${queryDailySalary.path}?startDate=${day()}&endDate=${day(-3)}&pageNo=1&pageSize=10`, { token: agent })).status).toBe(400);
  });

  it('has no salary without an accepted contract', async () => {
    const app = createDemoApp();
    const downline = await loginToken(app, 'team25');
    const value = await salary(app, downline, day(-6), day());
    expect(value).toMatchObject({ list: [], total: '0.00', applicable: false });
    const today = valueOf(await call<CurrentDailySalaryValue>(app, currentDailySalary.path, { token: downline }));
    expect(today).toEqual({ applicable: false, validBet: '0.00', amount: '0.00' });
  });

  it('answers today’s salary so far as the day’s row of the salary figures', async () => {
    const app = createDemoApp();
    const agent = await loginToken(app, 'agent');
    const [row] = (await salary(app, agent, day(), day())).list;
    const today = valueOf(await call<CurrentDailySalaryValue>(app, currentDailySalary.path, { token: agent }));
    expect(today).toEqual({ applicable: true, validBet: row!.validBet, amount: row!.amount });
  });
});

describe('tier rules', () => {
  it('takes increasing positive amounts of at most two decimals', () => {
    expect(tierProblem(TIERS)).toBeUndefined();
    expect(tierProblem([{ threshold: '1,000', reward: '1' }])?.index).toBe(0);
    expect(salaryCents(TIERS, 99_999)).toBe(0);
    expect(salaryCents(TIERS, 100_000)).toBe(1_050);
    expect(salaryCents(TIERS, 500_025)).toBe(6_000);
  });
});
