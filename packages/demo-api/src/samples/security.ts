import { setPayeeName } from '@wl/api-client/catalogue';
import type { DemoApp } from '../app';
import { call, loginToken } from '../testing';
import type { Samples } from './sample';

/** Gives the demo member a payee name first (a second set is refused and changes nothing). */
async function withPayee(app: DemoApp) {
  await call(app, setPayeeName.path, { method: 'POST', token: await loginToken(app, 'demo'), body: { payeeName: 'Demo Player' } });
}

const limits = { withdrawable: '580.50', turnoverRequired: '1500.00', minAmount: '100.00', maxAmount: '50000.00', fee: '0.00' };
const ignored = 'the screen reads the state again (securityConfig, bankCards) after a change';

/** Table-test samples of catalogue/security.ts (demo1 is seeded with a payee name, password 123456 and card C1). */
export const securitySamples: Samples = {
  bankCards: { request: { as: 'demo1' }, malformed: { max: 3, list: [{ id: 'C1', bankName: 'B', branch: 'X', last4: 4321, accountName: 'M' }], limits } },
  withdraw: {
    request: { as: 'demo1', body: { amount: '100.00', bankCardId: 'C1', paymentPassword: '123456' } },
    malformed: { orderId: 'WD1', status: 'queued' },
  },
  withdrawRecords: {
    request: { as: 'demo1', params: { startDate: '2000-01-01', endDate: '2999-12-31', pageNo: 1, pageSize: 20 } },
    malformed: { list: [{ orderId: 'WD1', amount: 100, fee: '0.00', cardLast4: '4321', status: 'pending', createdAt: 0 }], pageNum: 1, totalPages: 1 },
  },
  hasWithdrawalPassword: { request: { as: 'demo1' }, malformed: 'yes' },
  setWithdrawalPassword: { request: { as: 'demo', body: { newPassword: '654321' } }, answerIgnored: ignored },
  resetWithdrawalPassword: {
    request: {
      as: 'demo1',
      body: {
        newPassword: '123456',
        answers: [
          { questionId: 1, answer: 'Escola Azul' },
          { questionId: 2, answer: 'Recife' },
        ],
      },
    },
    answerIgnored: ignored,
  },
  addBankCard: {
    request: async ({ app }) => {
      await withPayee(app);
      return { as: 'demo', body: { bankName: 'Banco Demo', branch: 'Centro', accountNumber: '1234 5678 9012 3456' } };
    },
    malformed: { id: 'C1', last4: 3456 },
  },
  securityConfig: {
    request: { as: 'demo1' },
    malformed: { payeeName: null, hasWithdrawalPassword: 'no', bankCards: 0, maxBankCards: 3, hasSecurityQuestions: false, email: null, nickname: null },
  },
  securityQuestions: { request: { as: 'demo' }, malformed: [{ id: '1', question: 'x' }] },
  customerSecurityQuestions: { request: { as: 'demo1' }, malformed: [{ questionId: '1' }] },
  setSecurityQuestions: {
    request: {
      as: 'demo',
      body: {
        answers: [
          { questionId: 3, answer: 'Souza' },
          { questionId: 4, answer: 'Rex' },
        ],
      },
    },
    answerIgnored: ignored,
  },
  setEmail: { request: { as: 'demo', body: { email: 'player@example.com' } }, answerIgnored: ignored },
  setPayeeName: { request: { as: 'agent', body: { payeeName: 'Ana Souza' } }, answerIgnored: ignored },
  setNickname: { request: { as: 'demo', body: { nickname: 'Lucky Seven' } }, answerIgnored: ignored },
};
