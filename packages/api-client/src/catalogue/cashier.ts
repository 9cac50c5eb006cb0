// Catalogue: the cashier, wallets, records and security centre (issue "Cashier"; spec 001 section 7, Wallet,
// Withdraw, Deposit, Security). All planned: the cashier issue builds them and settles their schemas. Amounts
// are decimal strings (s.decimal) end to end; every operation that moves money is `money: true`.
import * as s from '../schema';
import { call, pageOf, typed } from './define';

const relay = '/wps/relay/';
const amountLimits = { minAmount: s.decimal, maxAmount: s.decimal, fee: s.decimal };
const operation = s.object({ orderId: s.string, status: s.literal('pending', 'success', 'failed') });

/** Deposit channels of the merchant, grouped by vendor (payment gateway, manual transfer, e-wallets). */
export const depositChannels = call({
  path: `${relay}MCS2_depositBanksByVendor`,
  token: 'required',
  planned: true,
  answer: s.array(s.object({ vendor: s.string, channel: s.string, name: s.string, ...amountLimits, quickAmounts: s.array(s.decimal) })),
});

/** Deposit promotions offered with a deposit. */
export const depositPromotions = call({
  path: `${relay}depositPromoList`,
  token: 'required',
  planned: true,
  answer: s.array(s.object({ promotionId: s.number, title: s.string })),
});

const depositBody = s.object({ channel: s.string, amount: s.decimal, promotionId: s.optional(s.number) });
const paymentUrl = s.object({ orderId: s.string, paymentUrl: s.string });

/** Deposit through a payment gateway: the platform answers the payment page's URL. */
export const depositPaymentGateway = call({ path: `${relay}depositPaymentGateway`, method: 'POST', token: 'required', money: true, planned: true, body: depositBody, answer: paymentUrl });

/** Manual bank transfer to the merchant's account, with an optional receipt image (multipart). */
export const depositManualTransfer = call({
  path: `${relay}depositManualTransfer`,
  method: 'POST',
  token: 'required',
  form: true,
  money: true,
  planned: true,
  body: s.object({ channel: s.string, amount: s.decimal, depositorName: s.string, transferTime: s.string, reference: s.optional(s.string), receipt: s.optional(s.unknown) }),
  answer: operation,
});

/** Deposit by Alipay: a QR code or a redirect URL. */
export const depositAlipay = call({ path: `${relay}DepositAlipay`, method: 'POST', token: 'required', money: true, planned: true, body: depositBody, answer: paymentUrl });
/** Deposit by QQ wallet: a QR code or a redirect URL. */
export const depositQq = call({ path: `${relay}DepositQQ`, method: 'POST', token: 'required', money: true, planned: true, body: depositBody, answer: paymentUrl });
/** Deposit by WeChat: a QR code or a redirect URL. */
export const depositWechat = call({ path: `${relay}depositWechat`, method: 'POST', token: 'required', money: true, planned: true, body: depositBody, answer: paymentUrl });

/** The member's deposits with their state. */
export const depositRecords = call({
  path: `${relay}depositTransactioNReport`,
  token: 'required',
  planned: true,
  params: typed<{ startDate: string; endDate: string; pageNo: number; pageSize: number }>(),
  answer: pageOf(s.object({ orderId: s.string, amount: s.decimal, status: s.literal('pending', 'success', 'failed'), createdAt: s.number })),
});

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

/** The member's transactions by type and date range. */
export const memberTransactions = call({
  path: `${relay}ODS2_MemberTransaction`,
  token: 'required',
  planned: true,
  params: typed<{ txCode?: string; startDate: string; endDate: string; pageNo: number; pageSize: number }>(),
  answer: pageOf(s.object({ id: s.string, txCode: s.string, amount: s.decimal, balance: s.decimal, createdAt: s.number })),
});

/** Transaction type names. */
export const transactionCodes = call({ path: `${relay}GLS2_TxCodeList`, planned: true, answer: s.array(s.object({ code: s.string, name: s.string })) });

/** The member's profit and loss by period. */
export const memberPnl = call({
  path: `${relay}ODSFE2_MemPNL`,
  token: 'required',
  planned: true,
  params: typed<{ startDate: string; endDate: string }>(),
  answer: s.object({ bet: s.decimal, win: s.decimal, pnl: s.decimal }),
});

/** Moves money between the main wallet and a vendor wallet, or recalls every vendor wallet to main. */
export const walletTransfer = call({
  path: `${relay}GCS_walletTransfer`,
  method: 'POST',
  token: 'required',
  money: true,
  planned: true,
  body: s.object({ from: s.string, to: s.string, amount: s.optional(s.decimal), all: s.optional(s.boolean) }),
  answer: s.object({ mainBalance: s.decimal }),
});

/** The main and vendor wallets with their balances. */
export const walletBalances = call({
  path: '/wps/v2/wallets/balance',
  module: 'COMM3',
  token: 'required',
  planned: true,
  answer: s.array(s.object({ vendor: s.string, balance: s.decimal })),
});
