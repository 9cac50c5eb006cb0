// Catalogue: deposits (issue "Cashier"; spec 001 section 7, Deposit): the merchant's channels and promotions, the
// payment gateway, manual bank transfer and e-wallet deposits, and the deposit records. Amounts are decimal strings
// (s.decimal) end to end; every deposit is `money: true` (docs/decisions/062-money-exactly-once.md).
import * as s from '../schema';
import { call, moneyOperationValue as operation, pageOf, typed } from './define';

const relay = '/wps/relay/';

/** How a channel takes the money: a payment gateway, a manual bank transfer, or an e-wallet (QR code or redirect). */
export const DEPOSIT_KINDS = ['gateway', 'manual', 'alipay', 'qq', 'wechat'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

const depositChannel = s.object({
  /** the channel's code, sent with a deposit */
  channel: s.string,
  /** the vendor (payment provider or bank) the channel belongs to */
  vendor: s.string,
  kind: s.literal(...DEPOSIT_KINDS),
  name: s.string,
  minAmount: s.decimal,
  maxAmount: s.decimal,
  /** a fixed fee charged on each deposit of this channel ("0.00": none) */
  fee: s.decimal,
  quickAmounts: s.array(s.decimal, { dropInvalid: true }),
  /** manual transfer only: the merchant's receiving account */
  receivingAccount: s.nullable(s.object({ bankName: s.string, accountName: s.string, accountNumber: s.string, branch: s.nullable(s.string) })),
});
export type DepositChannel = s.Infer<typeof depositChannel>;

/** Deposit channels of the merchant, grouped by vendor (payment gateway, manual transfer, e-wallets). */
export const depositChannels = call({
  path: `${relay}MCS2_depositBanksByVendor`,
  token: 'required',
  // a channel that does not fit is left out: the player pays through another (decision 060)
  answer: s.array(depositChannel, { dropInvalid: true }),
});

const depositPromotion = s.object({ promotionId: s.number, title: s.string, minDeposit: s.decimal });
export type DepositPromotion = s.Infer<typeof depositPromotion>;

/** Deposit promotions offered with a deposit (the chosen one goes with the deposit). */
export const depositPromotions = call({
  path: `${relay}depositPromoList`,
  token: 'required',
  answer: s.array(depositPromotion, { dropInvalid: true }),
});

const depositBody = s.object({ channel: s.string, amount: s.decimal, promotionId: s.optional(s.number) });
export type DepositBody = s.Infer<typeof depositBody>;
/**
 * A gateway or e-wallet deposit: its order, and where the player pays: a page to open (`paymentUrl`), or the address
 * a wallet app scans (`qrCodeUrl`, drawn by the site as a QR code; decision 062).
 */
const paymentAnswer = s.object({ orderId: s.string, paymentUrl: s.nullable(s.string), qrCodeUrl: s.nullable(s.string) });
export type DepositPaymentValue = s.Infer<typeof paymentAnswer>;

/** Deposit through a payment gateway: the platform answers the payment page's URL. */
export const gatewayDeposit = call({
  path: `${relay}depositPaymentGateway`,
  method: 'POST',
  token: 'required',
  money: true,
  body: depositBody,
  answer: paymentAnswer,
});

/**
 * Manual bank transfer to the merchant's account, with an optional receipt image: multipart (a FormData body), so
 * every field is text (`promotionId` too) and `receipt` a file.
 */
export const manualTransferDeposit = call({
  path: `${relay}depositManualTransfer`,
  method: 'POST',
  token: 'required',
  form: true,
  money: true,
  body: s.object({
    channel: s.string,
    amount: s.decimal,
    depositorName: s.string,
    transferTime: s.string,
    reference: s.optional(s.string),
    promotionId: s.optional(s.string),
    receipt: s.optional(s.unknown),
  }),
  answer: operation,
});

/** Deposit by Alipay: a QR code or a redirect URL. */
export const alipayDeposit = call({ path: `${relay}DepositAlipay`, method: 'POST', token: 'required', money: true, body: depositBody, answer: paymentAnswer });

/** Deposit by QQ wallet: a QR code or a redirect URL. */
export const qqDeposit = call({ path: `${relay}DepositQQ`, method: 'POST', token: 'required', money: true, body: depositBody, answer: paymentAnswer });

/** Deposit by WeChat: a QR code or a redirect URL. */
export const wechatDeposit = call({ path: `${relay}depositWechat`, method: 'POST', token: 'required', money: true, body: depositBody, answer: paymentAnswer });

const depositRecord = s.object({
  orderId: s.string,
  amount: s.decimal,
  fee: s.decimal,
  status: s.literal('pending', 'success', 'failed'),
  kind: s.literal(...DEPOSIT_KINDS),
  channelName: s.string,
  createdAt: s.number,
});
export type DepositRecord = s.Infer<typeof depositRecord>;

/** The member's deposits with their state, newest first (dates YYYY-MM-DD, end inclusive). */
export const depositRecords = call({
  path: `${relay}depositTransactioNReport`,
  token: 'required',
  params: typed<{ startDate: string; endDate: string; pageNo: number; pageSize: number }>(),
  answer: pageOf(depositRecord),
});
