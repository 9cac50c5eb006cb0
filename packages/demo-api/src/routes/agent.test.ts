// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  AGENT_PATH,
  type ContractInfoValue,
  type ContractRequestsValue,
  type DownlinesValue,
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
    const { footer, summary } = valueOf(await call<TeamKpiValue>(app, `${AGENT_PATH.teamKpi}?startDate=${day()}&endDate=${day()}&size=0`, { token }));
    expect(footer.teamBetMemberCount).toBeGreaterThan(0);
    expect(footer.teamLoginMemberCount).toBeGreaterThan(0);
    expect(footer.teamOnlineCount).toBeGreaterThan(0);
    expect(summary.teamSize).toBe(28);
    const week = valueOf(await call<TeamKpiValue>(app, `${AGENT_PATH.teamKpi}?startDate=${day(-14)}&endDate=${day()}`, { token }));
    expect(week.summary.betAmount).toBeGreaterThan(summary.betAmount);
    expect((await call(app, `${AGENT_PATH.teamKpi}?startDate=${day()}&endDate=${day(-3)}`, { token })).status).toBe(400);
  });

  it('refuses a member of type 0', async () => {
    const app = createDemoApp();
    const result = await call(app, AGENT_PATH.downlines, { token: await loginToken(app, 'demo') });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'login.non.agent' });
  });

  it('pages and searches downlines and updates a rebate within the agent maximum', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const page1 = valueOf(await call<DownlinesValue>(app, `${AGENT_PATH.downlines}?pageNo=1&pageSize=10`, { token }));
    expect(page1).toMatchObject({ total: 28, totalPages: 3, pageNum: 1, maxRebate: 2 });
    expect(page1.list[0]?.account).toBe('team01');
    const found = valueOf(await call<DownlinesValue>(app, `${AGENT_PATH.downlines}?search=team2`, { token }));
    expect(found.list.map((d) => d.account)).toEqual(['team20', 'team21', 'team22', 'team23', 'team24', 'team25', 'team26', 'team27', 'team28']);
    expect((await call(app, AGENT_PATH.updateDownlineRebates, { method: 'POST', token, body: { account: 'team01', rebate: 2.5 } })).status).toBe(400);
    valueOf(await call(app, AGENT_PATH.updateDownlineRebates, { method: 'POST', token, body: { account: 'team01', rebate: 1.7 } }));
    const after = valueOf(await call<DownlinesValue>(app, `${AGENT_PATH.downlines}?search=team01`, { token }));
    expect(after.list[0]?.rebate).toBe(1.7);
  });

  it('opens a downline account by the registration rules', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const put = (body: unknown) => call(app, AGENT_PATH.downline, { method: 'PUT', token, body });
    expect((await put({ username: 'ab', password: 'abc123', confirmPassword: 'abc123', rebate: 1 })).body).toMatchObject({ value: { field: 'username' } });
    expect((await put({ username: 'newbie1', password: 'abc123', confirmPassword: 'abc124', rebate: 1 })).body).toMatchObject({
      value: { field: 'confirmPassword' },
    });
    expect((await put({ username: 'team01', password: 'abc123', confirmPassword: 'abc123', rebate: 1 })).body).toMatchObject({ code: 'username.exists' });
    valueOf(await put({ username: 'newbie1', password: 'Demo1234', confirmPassword: 'Demo1234', rebate: 1 }));
    expect(valueOf(await call<DownlinesValue>(app, `${AGENT_PATH.downlines}?search=newbie`, { token })).list[0]).toMatchObject({
      account: 'newbie1',
      rebate: 1,
    });
    await loginToken(app, 'newbie1');
  });

  it('answers team profit and loss and type A transactions over a date range', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const pnl = valueOf(await call<ReportValue<TeamPnlRow>>(app, `${AGENT_PATH.teamPnl}?startDate=${day(-14)}&endDate=${day()}`, { token }));
    expect(pnl.list.length).toBeGreaterThan(5);
    const tx = valueOf(await call<ReportValue<TransactionRow>>(app, `${AGENT_PATH.transactions}?types=A&startDate=${day(-30)}&endDate=${day()}`, { token }));
    expect(tx.list.length).toBe(20);
    expect(tx.totalPages).toBe(2);
  });

  it('raises a pending daily-salary request until the agent accepts it', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    expect(valueOf(await call<ContractRequestsValue>(app, AGENT_PATH.contractRequests, { token }))).toEqual({
      dailysalreqtype: 'DAILY',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
    const info = valueOf(await call<ContractInfoValue>(app, AGENT_PATH.dailySalaryInfo, { token }));
    expect(info.current).toMatchObject({ id: 'DS-3', state: 'pending' });
    expect(info.history.map((c) => c.state)).toEqual(['accepted', 'rejected']);
    valueOf(await call(app, AGENT_PATH.dailySalaryProcess, { method: 'POST', token, body: { contractId: 'DS-3', action: 'accept' } }));
    expect((await call(app, AGENT_PATH.dailySalaryProcess, { method: 'POST', token, body: { contractId: 'DS-3', action: 'reject' } })).status).toBe(409);
    expect(valueOf(await call<ContractRequestsValue>(app, AGENT_PATH.contractRequests, { token })).dailysalreqtype).toBe('');
    const after = valueOf(await call<ContractInfoValue>(app, AGENT_PATH.dailySalaryInfo, { token }));
    expect(after.current).toMatchObject({ id: 'DS-3', state: 'accepted' });
    expect(valueOf(await call<{ applicable: boolean }>(app, AGENT_PATH.currentDividend, { token })).applicable).toBe(true);
  });
});
