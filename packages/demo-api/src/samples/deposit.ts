import type { Samples } from './sample';

const payment = (orderId: string) => ({ orderId, paymentUrl: 42, qrCodeUrl: null });

/** Table-test samples of catalogue/deposit.ts (one per built entry). */
export const depositSamples: Samples = {
  depositChannels: {
    request: { as: 'demo' },
    malformed: { channel: 'BANK' },
    leftOut: [
      {
        channel: 'BANK',
        vendor: 'Bank',
        kind: 'manual',
        name: 'Bank',
        minAmount: 100,
        maxAmount: '1000.00',
        fee: '0.00',
        quickAmounts: [],
        receivingAccount: null,
      },
    ],
  },
  depositPromotions: { request: { as: 'demo' }, malformed: { promotionId: 5101 }, leftOut: [{ promotionId: '5101', title: 'Bonus', minDeposit: '100.00' }] },
  gatewayDeposit: { request: { as: 'demo', body: { channel: 'FASTPAY', amount: '100.00' } }, malformed: payment('D1') },
  manualTransferDeposit: {
    request: { as: 'demo1', body: { channel: 'BANK', amount: '250.50', depositorName: 'Ana Souza', transferTime: '2026-11-25T10:30', reference: 'REF123' } },
    malformed: { orderId: 'D1', status: 'approved' },
  },
  alipayDeposit: { request: { as: 'demo', body: { channel: 'ALIPAY', amount: '50.00', promotionId: 5102 } }, malformed: payment('D2') },
  qqDeposit: { request: { as: 'demo', merchant: 'LOTUS', body: { channel: 'QQ', amount: '20.00' } }, malformed: payment('D3') },
  wechatDeposit: { request: { as: 'demo', merchant: 'LOTUS', body: { channel: 'WECHAT', amount: '20.00' } }, malformed: payment('D4') },
  depositRecords: {
    request: { as: 'demo', params: { startDate: '2020-01-01', endDate: '2099-12-31', pageNo: 1, pageSize: 20 } },
    malformed: {
      list: [{ orderId: 'D1', amount: 10.5, fee: '0.00', status: 'pending', kind: 'gateway', channelName: 'FastPay', createdAt: 0 }],
      pageNum: 1,
      totalPages: 1,
    },
  },
};
