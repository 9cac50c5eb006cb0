import { queryDividend, type DividendPeriod } from '@wl/api-client/catalogue';
import type { ContractKind } from '@wl/api-client/protocol';
import { MESSAGES_DEMO_PATH } from '@wl/api-client/protocol';
import type { DemoApp } from '../app';
import { call, loginToken, valueOf } from '../testing';
import type { Sample, Samples } from './sample';

const range = () => {
  const d = new Date();
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { startDate: day, endDate: day };
};
const badPage = { list: [{ account: 7 }], pageNum: 1, totalPages: 1 };
const badContract = { id: 'DS-1', kind: 'weekly', state: 'pending', tiers: [], period: 'day', createdAt: 0, answeredAt: null };

/** The agent is offered a new contract of a kind (demo-only call), and the sample accepts it. */
const answerOffered = (kind: ContractKind): Sample => ({
  request: async ({ app }: { app: DemoApp }) => {
    const offered = valueOf(
      await call<{ id: string }>(app, MESSAGES_DEMO_PATH.offerContract, { method: 'POST', token: await loginToken(app, 'agent'), body: { kind } }),
    );
    return { as: 'agent', body: { contractId: offered.id, action: 'accept' } };
  },
  malformed: badContract,
});
const contractInfo: Sample = { request: { as: 'agent' }, malformed: { current: badContract, history: [] } };

/** Table-test samples of catalogue/agent.ts. */
export const agentSamples: Samples = {
  teamKpi: { request: { as: 'agent', params: { ...range(), size: 0 } }, malformed: { summary: {}, footer: {} } },
  teamPnl: { request: { as: 'agent', params: { ...range(), pageNo: 1, pageSize: 20 } }, malformed: badPage },
  teamPnlTrend: { request: { as: 'agent', params: range() }, malformed: { list: [{ date: '2026-01-01', deposit: 1.5, bet: '0.00', profitLoss: '0.00' }] } },
  agentIncome: { request: { as: 'agent' }, malformed: { previous: '1.00', current: 2, currentStart: 0, previousStart: 0 } },
  teamBetting: { request: { as: 'agent', params: { ...range(), pageNo: 1, pageSize: 20, account: '' } }, malformed: badPage },
  downlines: {
    request: { as: 'agent', params: { search: '', pageNo: 1, pageSize: 10 } },
    malformed: { list: [], pageNum: 1, totalPages: 1, total: '0' },
  },
  downlineDetail: {
    request: { as: 'agent', params: { account: 'team01' } },
    malformed: { id: '1', account: 'team01', type: 0, registerDate: 0, lastLoginDate: null, balance: 12.5, teamSize: 0, rebates: [] },
  },
  updateDownlineRebates: {
    request: { as: 'agent', body: { account: 'team01', rebates: [{ productType: 'RNG', rebate: 1.5 }] } },
    malformed: { account: 'team01', rebates: [{ productType: 'RNG', rebate: '1.5' }] },
  },
  globalRebateSettings: { request: { as: 'agent' }, malformed: [{ productType: 'RNG', maxRebate: '2' }] },
  downlineQuota: { request: { as: 'agent' }, malformed: [{ minRebate: 0, maxRebate: 0.9, quota: 100, used: 20, remaining: '80' }] },
  registerDownline: {
    request: { as: 'agent', body: { username: 'sample01', password: 'Demo1234', confirmPassword: 'Demo1234', rebate: 1 } },
    malformed: { id: '70000001' },
  },
  transferDownline: {
    request: { as: 'agent', body: { account: 'team01', amount: '1.00', paymentPassword: '123456' } },
    malformed: { orderId: 'AT1', balance: 100, transfers: [] },
  },
  transferMultipleDownline: {
    request: {
      as: 'agent',
      body: {
        transfers: [
          { account: 'team02', amount: '1.50' },
          { account: 'team03', amount: '2.00' },
        ],
        paymentPassword: '123456',
      },
    },
    malformed: { orderId: 'AT2', balance: '10.00', transfers: [{ account: 'team02', amount: 1.5 }] },
  },
  rebateSettings: { request: { as: 'agent' }, malformed: [{ productType: 'RNG', rebate: '1.8', maxRebate: 2 }] },
  agentTransactions: { request: { as: 'agent', params: { ...range(), pageNo: 1, pageSize: 20, types: 'A' } }, malformed: badPage },
  contractRequests: { request: { as: 'agent' }, malformed: { dailysalreqtype: null, divtypecompperiodreq: '', contracthoursalreq: '' } },
  dailySalaryContract: contractInfo,
  dividendContract: contractInfo,
  hourSalaryContract: contractInfo,
  processDailySalContract: answerOffered('dailySalary'),
  processDividendContract: answerOffered('dividend'),
  processHourSalaryContract: answerOffered('hourSalary'),
  currentDividend: { request: { as: 'agent' }, malformed: { applicable: 'yes', amount: 0, periodStart: 0, periodEnd: 0 } },
  queryDividend: {
    request: { as: 'agent', params: { pageNo: 1, pageSize: 5 } },
    malformed: { list: [{ id: 'DVP-1', periodStart: 0, periodEnd: 0, total: 1.5, unpaid: '0', paidAt: null, rows: [] }], pageNum: 1, totalPages: 1 },
  },
  payoutDividend: {
    // the newest unpaid period of the agent's
    request: async ({ app }: { app: DemoApp }) => {
      const token = await loginToken(app, 'agent');
      const { list } = valueOf(await call<{ list: DividendPeriod[] }>(app, `${queryDividend.path}?pageNo=1&pageSize=5`, { token }));
      const period = list.find((p) => p.unpaid !== '0.00');
      return { as: 'agent', body: { periodId: period?.id ?? '', paymentPassword: '123456' } };
    },
    malformed: { orderId: 'DP1', periodId: 'DVP-1', total: 1, paid: [] },
  },
};
