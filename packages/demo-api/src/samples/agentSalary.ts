import type { Samples } from './sample';

const day = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const badOffer = {
  id: 'DS-9',
  kind: 'dailySalary',
  state: 'pending',
  tiers: [{ threshold: 1000, reward: '5.00' }],
  period: 'day',
  createdAt: 0,
  answeredAt: null,
};

/** Table-test samples of the daily-salary calls (catalogue/agent.ts, issue 20 item 4). */
export const agentSalarySamples: Samples = {
  currentDailySalary: { request: { as: 'agent' }, malformed: { applicable: true, validBet: 100, amount: '0.00' } },
  queryDailySalary: {
    request: { as: 'agent', params: { startDate: day(), endDate: day(), pageNo: 1, pageSize: 10 } },
    malformed: { list: [{ date: day(), validBet: 12.5, amount: '0.00', status: 'settled' }], pageNum: 1, totalPages: 1, total: '0.00', applicable: true },
  },
  applyDailySalaryContract: {
    // team26 is one of the demo agent's downlines that are agents (seed/agent.ts AGENT_DOWNLINES_FROM)
    request: {
      as: 'agent',
      body: {
        account: 'team26',
        tiers: [
          { threshold: '1000', reward: '10' },
          { threshold: '5000.50', reward: '60.25' },
        ],
      },
    },
    malformed: { ...badOffer, account: 'team26' },
  },
  dailySalaryContractHistory: {
    request: { as: 'agent', params: { pageNo: 1, pageSize: 10 } },
    malformed: { list: [badOffer], pageNum: 1, totalPages: 1 },
  },
};
