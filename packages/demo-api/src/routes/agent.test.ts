// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTRACT_CALLS, contractRequests, currentDividend, downlines, agentTransactions, teamKpi, teamPnl } from '@wl/api-client/catalogue';
import {
  MESSAGES_DEMO_PATH,
  type ContractInfoValue,
  type ContractRequestsValue,
  type ReportValue,
  type TeamKpiValue,
  type TeamPnlRow,
  type TransactionRow,
} from '@wl/api-client/protocol';
import { createDemoApp } from '../app';
import { call, loginToken, valueOf } from '../testing';

const day = (offset = 0) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('agent area', () => {
  it('answers the four team counters for today, non-zero', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const { footer, summary } = valueOf(await call<TeamKpiValue>(app, `${teamKpi.path}?startDate=${day()}&endDate=${day()}&size=0`, { token }));
    expect(footer.teamBetMemberCount).toBeGreaterThan(0);
    expect(footer.teamLoginMemberCount).toBeGreaterThan(0);
    expect(footer.teamOnlineCount).toBeGreaterThan(0);
    expect(summary.teamSize).toBe(28);
    const week = valueOf(await call<TeamKpiValue>(app, `${teamKpi.path}?startDate=${day(-14)}&endDate=${day()}`, { token }));
    expect(Number(week.summary.betAmount)).toBeGreaterThan(Number(summary.betAmount));
    expect((await call(app, `${teamKpi.path}?startDate=${day()}&endDate=${day(-3)}`, { token })).status).toBe(400);
  });

  it('refuses a member of type 0', async () => {
    const app = createDemoApp();
    const result = await call(app, downlines.path, { token: await loginToken(app, 'demo') });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'login.non.agent' });
  });

  it('answers team profit and loss and type A transactions over a date range', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const pnl = valueOf(await call<ReportValue<TeamPnlRow>>(app, `${teamPnl.path}?startDate=${day(-14)}&endDate=${day()}`, { token }));
    expect(pnl.list.length).toBeGreaterThan(5);
    const tx = valueOf(await call<ReportValue<TransactionRow>>(app, `${agentTransactions.path}?types=A&startDate=${day(-30)}&endDate=${day()}`, { token }));
    expect(tx.list.length).toBe(20);
    expect(tx.totalPages).toBe(2);
  });

  it('offers a contract on demand (demo only), raises its request and refuses a body the catalogue does not accept', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const offered = valueOf(await call<{ id: string }>(app, MESSAGES_DEMO_PATH.offerContract, { method: 'POST', token, body: { kind: 'dividend' } }));
    expect(valueOf(await call<ContractRequestsValue>(app, contractRequests.path, { token })).divtypecompperiodreq).toBe('HALF_MONTH');
    const process = CONTRACT_CALLS.dividend.process.path;
    const bad = await call(app, process, { method: 'POST', token, body: { contractId: offered.id, action: 'maybe' } });
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation.failed', value: { field: 'body.action' } } });
    expect(valueOf(await call<{ state: string }>(app, process, { method: 'POST', token, body: { contractId: offered.id, action: 'accept' } })).state).toBe(
      'accepted',
    );
    expect(valueOf(await call<ContractRequestsValue>(app, contractRequests.path, { token })).divtypecompperiodreq).toBe('');
    expect((await call(app, MESSAGES_DEMO_PATH.offerContract, { method: 'POST', token, body: { kind: 'weekly' } })).status).toBe(400);
  });

  it('raises a pending daily-salary request until the agent accepts it', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    expect(valueOf(await call<ContractRequestsValue>(app, contractRequests.path, { token }))).toEqual({
      dailysalreqtype: 'DAILY',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
    const info = valueOf(await call<ContractInfoValue>(app, CONTRACT_CALLS.dailySalary.info.path, { token }));
    expect(info.current).toMatchObject({ id: 'DS-3', state: 'pending' });
    expect(info.history.map((c) => c.state)).toEqual(['accepted', 'rejected']);
    valueOf(await call(app, CONTRACT_CALLS.dailySalary.process.path, { method: 'POST', token, body: { contractId: 'DS-3', action: 'accept' } }));
    expect((await call(app, CONTRACT_CALLS.dailySalary.process.path, { method: 'POST', token, body: { contractId: 'DS-3', action: 'reject' } })).status).toBe(
      409,
    );
    expect(valueOf(await call<ContractRequestsValue>(app, contractRequests.path, { token })).dailysalreqtype).toBe('');
    const after = valueOf(await call<ContractInfoValue>(app, CONTRACT_CALLS.dailySalary.info.path, { token }));
    expect(after.current).toMatchObject({ id: 'DS-3', state: 'accepted' });
    expect(valueOf(await call<{ applicable: boolean }>(app, currentDividend.path, { token })).applicable).toBe(true);
  });
});
