// Catalogue: withdrawals and the security centre (issue "Cashier"; spec 001 section 7, Withdraw and Security): bank
// cards, the withdrawal and its records, the withdrawal password, security questions, email, payee name, nickname.
// Amounts are decimal strings; a withdrawal is `money: true` (docs/decisions/062-money-exactly-once.md).
import * as s from '../schema';
import { call, moneyOperationValue as operation, pageOf, typed } from './define';

const relay = '/wps/relay/';

const bankCard = s.object({ id: s.string, bankName: s.string, branch: s.string, last4: s.string, accountName: s.string });
export type BankCard = s.Infer<typeof bankCard>;

const withdrawLimits = s.object({
  /** what may be withdrawn now: the main wallet less what turnover still holds */
  withdrawable: s.decimal,
  /** turnover (bets) still required before the held part may be withdrawn; "0.00" when none */
  turnoverRequired: s.decimal,
  minAmount: s.decimal,
  maxAmount: s.decimal,
  /** taken from each withdrawal by the merchant (the balance falls by the amount; the card receives amount - fee) */
  fee: s.decimal,
});
export type WithdrawLimits = s.Infer<typeof withdrawLimits>;

const bankCardsValue = s.object({ max: s.number, list: s.array(bankCard), limits: withdrawLimits });
export type BankCardsValue = s.Infer<typeof bankCardsValue>;

/** The member's bank cards, masked to the last four digits, the platform's maximum, and the withdrawal limits. */
export const bankCards = call({ path: `${relay}MCS2_bankCards`, token: 'required', answer: bankCardsValue });

/** A withdrawal password as the platform takes it, wherever a money operation asks for one: six digits. */
export const WITHDRAWAL_PASSWORD = /^\d{6}$/;

const withdrawBody = s.object({ amount: s.decimal, bankCardId: s.string, paymentPassword: s.string });
export type WithdrawBody = s.Infer<typeof withdrawBody>;

/**
 * Withdraws to a bank card with the withdrawal password; the body is encrypted. The money is held at once and the
 * withdrawal stays `pending` until the merchant pays it (success) or refuses it (failed: the money comes back).
 * Refusals: `payment.password.incorrect` (value.remainingTries), `payment.password.locked` (value.lockedUntil),
 * `withdraw.above.withdrawable`, `withdraw.below.min`, `withdraw.above.max`, `bank.card.unknown`.
 */
export const withdraw = call({
  path: '/wps/transaction/withdraw',
  method: 'POST',
  token: 'required',
  encrypted: true,
  money: true,
  body: withdrawBody,
  answer: operation,
});

const withdrawRow = s.object({
  orderId: s.string,
  amount: s.decimal,
  fee: s.decimal,
  cardLast4: s.string,
  status: s.literal('pending', 'success', 'failed'),
  createdAt: s.number,
});
export type WithdrawRow = s.Infer<typeof withdrawRow>;

/** The member's withdrawals with their state, newest first (dates YYYY-MM-DD, end inclusive). */
export const withdrawRecords = call({
  path: `${relay}MCS2_WithdrawTransactionReport`,
  token: 'required',
  params: typed<{ startDate: string; endDate: string; pageNo: number; pageSize: number }>(),
  answer: pageOf(withdrawRow),
});

/** Whether the member has set a withdrawal password. */
export const hasWithdrawalPassword = call({ path: '/wps/member/hasWithdrawalPassword', token: 'required', answer: s.boolean });

/** Sets (no oldPassword) or changes the withdrawal password (six digits); the body is encrypted. */
export const setWithdrawalPassword = call({
  path: '/wps/member/paymentPassword',
  method: 'POST',
  token: 'required',
  encrypted: true,
  body: s.object({ oldPassword: s.optional(s.string), newPassword: s.string }),
  answer: s.unknown,
});

/** Resets a forgotten withdrawal password with the answers to the member's security questions; encrypted. */
export const resetWithdrawalPassword = call({
  path: '/wps/member/paymentPassword/reset',
  method: 'POST',
  token: 'required',
  encrypted: true,
  body: s.object({
    newPassword: s.string,
    verificationCode: s.optional(s.string),
    answers: s.optional(s.array(s.object({ questionId: s.number, answer: s.string }))),
  }),
  answer: s.unknown,
});

/** Adds a bank card (the account name is the payee name); the body is encrypted. `bank.card.limit` past the maximum. */
export const addBankCard = call({
  path: '/wps/member/bankCard',
  method: 'POST',
  token: 'required',
  encrypted: true,
  body: s.object({ bankName: s.string, branch: s.string, accountNumber: s.string }),
  answer: s.object({ id: s.string, last4: s.string }),
});

const securityConfigValue = s.object({
  /** the payee name (set once), null until set */
  payeeName: s.nullable(s.string),
  hasWithdrawalPassword: s.boolean,
  bankCards: s.number,
  maxBankCards: s.number,
  hasSecurityQuestions: s.boolean,
  /** masked (a***@example.com), null when none */
  email: s.nullable(s.string),
  nickname: s.nullable(s.string),
});
export type SecurityConfigValue = s.Infer<typeof securityConfigValue>;

/** The security centre's items and their state (spec 001's path; the v2 path of docs/api-map.md was dropped). */
export const securityConfig = call({ path: '/wps/member/securityConfig', module: 'COMM3', token: 'required', answer: securityConfigValue });

/** The questions a member may choose for recovering the withdrawal password. */
export const securityQuestions = call({
  path: '/wps/member/securityQuestions',
  token: 'required',
  answer: s.array(s.object({ id: s.number, question: s.string })),
});

/** The member's chosen security questions (answers are never returned). */
export const customerSecurityQuestions = call({
  path: '/wps/member/customerSecurityQuestions',
  token: 'required',
  answer: s.array(s.object({ questionId: s.number })),
});

/** Chooses the member's security questions and their answers (two different questions); the body is encrypted. */
export const setSecurityQuestions = call({
  path: '/wps/member/customerSecurityQuestions',
  method: 'POST',
  token: 'required',
  encrypted: true,
  body: s.object({ answers: s.array(s.object({ questionId: s.number, answer: s.string })) }),
  answer: s.unknown,
});

/** Sets the member's email. */
export const setEmail = call({ path: '/wps/member/info/email', method: 'POST', token: 'required', body: s.object({ email: s.string }), answer: s.unknown });

/** Sets the payee name (once: a second set is refused with `payee.name.set`). */
export const setPayeeName = call({
  path: '/wps/member/info/payeename',
  method: 'POST',
  token: 'required',
  body: s.object({ payeeName: s.string }),
  answer: s.unknown,
});

/** Sets the nickname. */
export const setNickname = call({
  path: '/wps/member/info/nickname',
  method: 'POST',
  token: 'required',
  body: s.object({ nickname: s.string }),
  answer: s.unknown,
});
