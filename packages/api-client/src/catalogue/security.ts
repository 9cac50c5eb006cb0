// Catalogue: withdrawals and the security centre (issue "Cashier"; spec 001 section 7, Withdraw and Security): bank
// cards, the withdrawal and its records, the withdrawal password, security questions, email, payee name, nickname.
// Amounts are decimal strings; a withdrawal is `money: true` (docs/decisions/062-money-exactly-once.md).
// Entries still `planned` have provisional schemas: the cashier issue settles each as its screen is built.
import * as s from '../schema';
import { call, moneyOperationValue as operation, pageOf, typed } from './define';

const relay = '/wps/relay/';

/** The member's bank cards, masked to the last four digits. */
export const bankCards = call({
  path: `${relay}MCS2_bankCards`,
  token: 'required',
  planned: true,
  answer: s.object({ max: s.number, list: s.array(s.object({ id: s.string, bankName: s.string, last4: s.string, accountName: s.string })) }),
});

/** Withdraws to a bank card with the withdrawal password; the body is encrypted. */
export const withdraw = call({
  path: '/wps/transaction/withdraw',
  method: 'POST',
  token: 'required',
  encrypted: true,
  money: true,
  planned: true,
  body: s.object({ amount: s.decimal, bankCardId: s.string, paymentPassword: s.string }),
  answer: operation,
});

/** The member's withdrawals with their state. */
export const withdrawRecords = call({
  path: `${relay}MCS2_WithdrawTransactionReport`,
  token: 'required',
  planned: true,
  params: typed<{ startDate: string; endDate: string; pageNo: number; pageSize: number }>(),
  answer: pageOf(s.object({ orderId: s.string, amount: s.decimal, status: s.literal('pending', 'success', 'failed'), createdAt: s.number })),
});

/** Whether the member has set a withdrawal password. */
export const hasWithdrawalPassword = call({ path: '/wps/member/hasWithdrawalPassword', token: 'required', planned: true, answer: s.boolean });

/** Sets or changes the withdrawal password; the body is encrypted. */
export const setWithdrawalPassword = call({
  path: '/wps/member/paymentPassword',
  method: 'POST',
  token: 'required',
  encrypted: true,
  planned: true,
  body: s.object({ oldPassword: s.optional(s.string), newPassword: s.string }),
  answer: s.unknown,
});

/** Resets the withdrawal password by SMS code or security answers; the body is encrypted. */
export const resetWithdrawalPassword = call({
  path: '/wps/member/paymentPassword/reset',
  method: 'POST',
  token: 'required',
  encrypted: true,
  planned: true,
  body: s.object({ newPassword: s.string, verificationCode: s.optional(s.string), answers: s.optional(s.array(s.object({ questionId: s.number, answer: s.string }))) }),
  answer: s.unknown,
});

/** Adds a bank card (account name fixed to the payee name); the body is encrypted. */
export const addBankCard = call({
  path: '/wps/member/bankCard',
  method: 'POST',
  token: 'required',
  encrypted: true,
  planned: true,
  body: s.object({ bankName: s.string, branch: s.string, accountNumber: s.string }),
  answer: s.object({ id: s.string, last4: s.string }),
});

/** The security centre's items and their state. */
export const securityConfig = call({
  path: '/wps/member/securityConfig',
  module: 'COMM3',
  token: 'required',
  planned: true,
  answer: s.record(s.boolean),
});

/** The questions a member may choose for password recovery. */
export const securityQuestions = call({ path: '/wps/member/securityQuestions', token: 'required', planned: true, answer: s.array(s.object({ id: s.number, question: s.string })) });

/** The member's chosen security questions (answers are never returned). */
export const customerSecurityQuestions = call({
  path: '/wps/member/customerSecurityQuestions',
  token: 'required',
  planned: true,
  answer: s.array(s.object({ questionId: s.number })),
});

/** Sets the member's email. */
export const setEmail = call({ path: '/wps/member/info/email', method: 'POST', token: 'required', planned: true, body: s.object({ email: s.string }), answer: s.unknown });

/** Sets the payee name (once). */
export const setPayeeName = call({ path: '/wps/member/info/payeename', method: 'POST', token: 'required', planned: true, body: s.object({ payeeName: s.string }), answer: s.unknown });

/** Sets the nickname. */
export const setNickname = call({ path: '/wps/member/info/nickname', method: 'POST', token: 'required', planned: true, body: s.object({ nickname: s.string }), answer: s.unknown });
