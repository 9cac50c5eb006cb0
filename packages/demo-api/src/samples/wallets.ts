import type { Samples } from './sample';

const range = { startDate: '2026-01-01', endDate: '2026-01-31' };

/** Table-test samples of catalogue/wallets.ts (one per built entry). */
export const walletsSamples: Samples = {
  walletBalances: { request: { as: 'demo' }, malformed: { currencySymbol: '$', wallets: [{ vendor: 'MAIN', name: 'MAIN', balance: 12345.68 }] } },
  walletTransfer: { request: { as: 'demo', body: { from: 'MAIN', to: 'PG', amount: '10.00' } }, malformed: { moved: '10.00' } },
  transactionCodes: { request: { params: { lang: 'en' } }, malformed: { code: 'BET' }, leftOut: [{ code: 'BET' }] },
  memberTransactions: {
    request: { as: 'demo', params: { ...range, pageNo: 1, pageSize: 20 } },
    malformed: { list: [{ id: 'TX1', txCode: 'BET', wallet: 'PG', amount: -5, balance: '10.00', createdAt: 0 }], pageNum: 1, totalPages: 1 },
  },
  memberPnl: { request: { as: 'demo', params: range }, malformed: { bet: '1.00', win: '0.00', pnl: '-1.00', days: [{ date: '2026-01-01', bet: 1 }] } },
};
