// Catalogue: deposits (issue "Cashier"; spec 001 section 7, Deposit): the merchant's channels and promotions, the
// payment gateway, manual bank transfer and e-wallet deposits, and the deposit records. Amounts are decimal strings
// (s.decimal) end to end; every deposit is `money: true` (docs/decisions/062-money-exactly-once.md).
// Entries still `planned` have provisional schemas: the cashier issue settles each as its screen is built.
import * as s from '../schema';
import { call, moneyOperationValue as operation, pageOf, typed } from './define';

const relay = '/wps/relay/';
const amountLimits = { minAmount: s.decimal, maxAmount: s.decimal, fee: s.decimal };

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
