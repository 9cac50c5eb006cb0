import { Hono } from 'hono';
import {
  alipayDeposit,
  depositChannels,
  manualTransferDeposit,
  gatewayDeposit,
  depositPromotions,
  qqDeposit,
  depositRecords,
  wechatDeposit,
  type DepositChannel,
  type DepositKind,
  type DepositPromotion,
  type DepositRecord,
} from '@wl/api-client/catalogue';
import { compareAmounts } from '@wl/api-client/money';
import { ERROR_CODE, MEMBER_TYPE } from '@wl/api-client/protocol';
import { absoluteUrl, fail, ok, positiveInt } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { centsOf, decimalOf } from '../cents';
import { post } from '../ledger';
import { requestLanguage, type ContentLanguage, type Localized } from '../language';
import { serve } from '../serve';
import { depositRefusal, type DepositedSince } from './protection';
import { rewardInviter } from './referral';
import type { DemoMember } from '../seed/types';
import { storeExtension, type MerchantStore } from '../state';

/** The demo-only paths of deposits (not platform calls): the payment page, and settling a manual deposit. */
export const DEPOSIT_DEMO_PATH = {
  /** GET: the demo payment page of a gateway or e-wallet order; POST .../pay or .../fail settles it */
  payPage: '/__demo/pay/:orderId',
  pay: '/__demo/pay/:orderId/pay',
  payFail: '/__demo/pay/:orderId/fail',
  /** POST: approves or rejects a pending manual deposit */
  approve: '/__demo/deposits/:orderId/approve',
  reject: '/__demo/deposits/:orderId/reject',
} as const;

/** Where the payment page sends the player back (the site's deposit page, same origin). */
export const DEPOSIT_RETURN_PATH = '/m/voucherCenter';

/** Receipts the platform accepts: JPEG, PNG or WebP up to 5 MB. */
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** The depositor's name: letters (any script) and single spaces, 2 to 50 characters. */
const DEPOSITOR_NAME = /^\p{L}+(?: \p{L}+)*$/u;

const noAccount = null;

/** A file of a multipart body (a Blob from any realm: the test environment's File is not Node's). */
const isFileLike = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).size === 'number' &&
  typeof (value as Blob).type === 'string' &&
  typeof (value as Blob).arrayBuffer === 'function';

/** Channels per merchant: each demo brand offers different ones (catalogue/deposit.ts `depositChannels`). */
const CHANNELS: Record<string, DepositChannel[]> = {
  WLDEMO: [
    {
      channel: 'FASTPAY',
      vendor: 'FastPay',
      kind: 'gateway',
      name: 'FastPay online banking',
      minAmount: '50.00',
      maxAmount: '50000.00',
      fee: '0.00',
      quickAmounts: ['100.00', '500.00', '1000.00', '5000.00'],
      receivingAccount: noAccount,
    },
    {
      channel: 'BANK',
      vendor: 'Bank transfer',
      kind: 'manual',
      name: 'Bank transfer',
      minAmount: '100.00',
      maxAmount: '100000.00',
      fee: '0.00',
      quickAmounts: ['500.00', '1000.00', '10000.00'],
      receivingAccount: { bankName: 'Demo National Bank', accountName: 'Nova Play Ltd', accountNumber: '6222 0210 0011 2233', branch: 'Central branch' },
    },
    {
      channel: 'ALIPAY',
      vendor: 'Alipay',
      kind: 'alipay',
      name: 'Alipay',
      minAmount: '10.00',
      maxAmount: '5000.00',
      fee: '1.50',
      quickAmounts: ['50.00', '100.00', '200.00'],
      receivingAccount: noAccount,
    },
  ],
  SOL: [
    {
      channel: 'PIX',
      vendor: 'PixPay',
      kind: 'gateway',
      name: 'PIX',
      minAmount: '20.00',
      maxAmount: '20000.00',
      fee: '0.00',
      quickAmounts: ['20.00', '50.00', '100.00', '500.00'],
      receivingAccount: noAccount,
    },
    {
      channel: 'TED',
      vendor: 'Transferência',
      kind: 'manual',
      name: 'TED / DOC',
      minAmount: '50.00',
      maxAmount: '50000.00',
      fee: '0.00',
      quickAmounts: ['100.00', '500.00', '1000.00'],
      receivingAccount: { bankName: 'Banco Demo S.A.', accountName: 'Sol Apostas Ltda', accountNumber: '0001 12345-6', branch: 'Agência 0001' },
    },
  ],
  LOTUS: [
    {
      channel: 'VCB',
      vendor: 'Vietcombank',
      kind: 'manual',
      name: 'Vietcombank',
      minAmount: '100.00',
      maxAmount: '200000.00',
      fee: '0.00',
      quickAmounts: ['200.00', '500.00', '2000.00'],
      receivingAccount: { bankName: 'Vietcombank', accountName: 'Lotus Club JSC', accountNumber: '0071 0012 3456 7', branch: null },
    },
    {
      channel: 'MOMOPAY',
      vendor: 'MoMo',
      kind: 'gateway',
      name: 'MoMo',
      minAmount: '50.00',
      maxAmount: '30000.00',
      fee: '0.00',
      quickAmounts: ['100.00', '300.00', '1000.00'],
      receivingAccount: noAccount,
    },
    {
      channel: 'WECHAT',
      vendor: 'WeChat Pay',
      kind: 'wechat',
      name: 'WeChat Pay',
      minAmount: '20.00',
      maxAmount: '5000.00',
      fee: '2.00',
      quickAmounts: ['50.00', '100.00', '500.00'],
      receivingAccount: noAccount,
    },
    {
      channel: 'QQ',
      vendor: 'QQ Wallet',
      kind: 'qq',
      name: 'QQ Wallet',
      minAmount: '20.00',
      maxAmount: '3000.00',
      fee: '2.00',
      quickAmounts: ['50.00', '100.00'],
      receivingAccount: noAccount,
    },
  ],
};

/** Deposit promotions per merchant, their titles in every content language (the call answers the request's). */
const PROMOTIONS: Record<string, (Omit<DepositPromotion, 'title'> & { title: Localized })[]> = {
  WLDEMO: [
    {
      promotionId: 5101,
      title: { en: 'First deposit bonus 100%', pt: 'Bônus de primeiro depósito 100%', vi: 'Thưởng nạp lần đầu 100%', zh: '首存奖金 100%' },
      minDeposit: '100.00',
    },
    {
      promotionId: 5102,
      title: { en: 'Weekend reload 20%', pt: 'Recarga de fim de semana 20%', vi: 'Thưởng nạp lại cuối tuần 20%', zh: '周末续存奖金 20%' },
      minDeposit: '50.00',
    },
  ],
  SOL: [
    {
      promotionId: 5201,
      title: { en: 'First deposit bonus 50%', pt: 'Bônus de primeiro depósito 50%', vi: 'Thưởng nạp lần đầu 50%', zh: '首存奖金 50%' },
      minDeposit: '20.00',
    },
  ],
  LOTUS: [
    {
      promotionId: 5301,
      title: { en: 'First deposit bonus 100%', pt: 'Bônus de primeiro depósito 100%', vi: 'Thưởng nạp lần đầu 100%', zh: '首存奖金 100%' },
      minDeposit: '100.00',
    },
  ],
};

/** The channels of a merchant (trial and unknown merchants: the default merchant's). */
export function channelsOf(merchantCode: string): DepositChannel[] {
  return CHANNELS[merchantCode] ?? CHANNELS.WLDEMO!;
}

/** The deposit promotions of a merchant (as its channels), titled in `language`. */
function promotionsOf(merchantCode: string, language: ContentLanguage = 'en'): DepositPromotion[] {
  return (PROMOTIONS[merchantCode] ?? PROMOTIONS.WLDEMO!).map(({ title, ...promotion }) => ({ ...promotion, title: title[language] }));
}

/** One deposit as the demo platform keeps it: amounts in cents, settled once. */
export interface DemoDeposit {
  orderId: string;
  memberId: string;
  channel: DepositChannel;
  amountCents: number;
  promotionId: number | null;
  status: DepositRecord['status'];
  createdAt: number;
  settledAt: number | null;
}

/** Deposits of a merchant's store by order id, in the order they were made. */
export const depositsOf = storeExtension(() => new Map<string, DemoDeposit>());

function findDeposit(deps: DemoDeps, orderId: string): { store: MerchantStore; deposit: DemoDeposit } | undefined {
  for (const store of deps.state.stores()) {
    const deposit = depositsOf(store).get(orderId);
    if (deposit) return { store, deposit };
  }
  return undefined;
}

function memberById(store: MerchantStore, id: string): DemoMember | undefined {
  for (const member of store.members.values()) if (member.id === id) return member;
  return undefined;
}

/**
 * Settles a pending deposit once: success credits MAIN with exactly its amount (a DEPOSIT transaction); failure
 * moves nothing. A settled deposit stays as it is (answers false).
 */
export function settleDeposit(store: MerchantStore, deposit: DemoDeposit, outcome: 'success' | 'failed', now: number): boolean {
  if (deposit.status !== 'pending') return false;
  const member = memberById(store, deposit.memberId);
  if (!member) return false;
  if (outcome === 'success') {
    post(store, member, 'DEPOSIT', deposit.amountCents, now);
    rewardInviter(store, member, now);
  }
  deposit.status = outcome;
  deposit.settledAt = now;
  return true;
}

type Checked = { ok: true; channel: DepositChannel; cents: number; promotionId: number | null } | { ok: false; response: Response };

/** The checks every deposit shares: a real member (not trial), a channel of this kind, the amount in its limits, an offered promotion. */
function checkDeposit(c: DemoContext, now: number, kinds: readonly DepositKind[], body: { channel: string; amount: string; promotionId?: number | string }): Checked {
  const member = c.get('member');
  if (member.type === MEMBER_TYPE.trial)
    return { ok: false, response: fail(c, 403, ERROR_CODE.freeReject, 'Please login an actual account to use this function') };
  const channel = channelsOf(c.get('merchant')).find((ch) => ch.channel === body.channel && kinds.includes(ch.kind));
  if (!channel) return { ok: false, response: fail(c, 400, ERROR_CODE.validation, 'This deposit channel is not offered.', { field: 'channel' }) };
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(body.amount) || compareAmounts(body.amount, '0') <= 0)
    return { ok: false, response: fail(c, 400, ERROR_CODE.validation, 'The amount must be more than zero, with at most two decimals.', { field: 'amount' }) };
  if (compareAmounts(body.amount, channel.minAmount) < 0 || compareAmounts(body.amount, channel.maxAmount) > 0)
    return {
      ok: false,
      response: fail(c, 400, ERROR_CODE.validation, `The amount must be between ${channel.minAmount} and ${channel.maxAmount}.`, { field: 'amount' }),
    };
  let promotionId: number | null = null;
  if (body.promotionId !== undefined && body.promotionId !== '') {
    const id = Number(body.promotionId);
    const promotion = promotionsOf(c.get('merchant')).find((p) => p.promotionId === id);
    if (!promotion) return { ok: false, response: fail(c, 400, ERROR_CODE.validation, 'This promotion is not offered.', { field: 'promotionId' }) };
    if (compareAmounts(body.amount, promotion.minDeposit) < 0)
      return {
        ok: false,
        response: fail(c, 400, ERROR_CODE.validation, `This promotion needs a deposit of at least ${promotion.minDeposit}.`, { field: 'promotionId' }),
      };
    promotionId = id;
  }
  const refusal = depositRefusal(c, now, centsOf(body.amount), depositedSince(c));
  if (refusal) return { ok: false, response: refusal };
  return { ok: true, channel, cents: centsOf(body.amount), promotionId };
}

/** Cents the member of the request has deposited since a time: pending and successful deposits (the player protection limits). */
export function depositedSince(c: DemoContext): DepositedSince {
  const member = c.get('member');
  const deposits = [...depositsOf(c.get('store')).values()].filter((d) => d.memberId === member.id && d.status !== 'failed');
  return (from) => deposits.filter((d) => d.createdAt >= from).reduce((sum, d) => sum + d.amountCents, 0);
}

function newDeposit(c: DemoContext, deps: DemoDeps, checked: Extract<Checked, { ok: true }>): DemoDeposit {
  const store = c.get('store');
  const deposits = depositsOf(store);
  const deposit: DemoDeposit = {
    orderId: `D${store.merchantCode}${String(deposits.size + 1).padStart(6, '0')}`,
    memberId: c.get('member').id,
    channel: checked.channel,
    amountCents: checked.cents,
    promotionId: checked.promotionId,
    status: 'pending',
    createdAt: deps.state.now(),
    settledAt: null,
  };
  deposits.set(deposit.orderId, deposit);
  return deposit;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The demo payment page: the order, and a Pay and a Fail button (plain forms: no script, no inline style). */
function payPage(deposit: DemoDeposit): string {
  const id = encodeURIComponent(deposit.orderId);
  const settled = deposit.status !== 'pending';
  const action = (path: string, label: string) =>
    `<form method="post" action="${path.replace(':orderId', id)}"><button type="submit"${settled ? ' disabled' : ''}>${label}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo payment</title></head>
<body>
<h1>Demo payment</h1>
<p>Demo platform only: no real money moves.</p>
<dl><dt>Order</dt><dd>${escapeHtml(deposit.orderId)}</dd><dt>Channel</dt><dd>${escapeHtml(deposit.channel.name)}</dd><dt>Amount</dt><dd>${decimalOf(deposit.amountCents)}</dd><dt>Status</dt><dd>${deposit.status}</dd></dl>
${action(DEPOSIT_DEMO_PATH.pay, 'Pay')}
${action(DEPOSIT_DEMO_PATH.payFail, 'Fail')}
<p><a href="${DEPOSIT_RETURN_PATH}?order=${id}">Back to the site</a></p>
</body></html>`;
}

/** Deposits (catalogue/deposit.ts): channels per merchant, gateway, manual and e-wallet deposits, records. */
export function depositRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  const { state } = deps;

  serve(app, depositChannels, deps, (c) => ok(c, channelsOf(c.get('merchant'))));
  serve(app, depositPromotions, deps, (c) => ok(c, promotionsOf(c.get('merchant'), requestLanguage(c))));

  // gateway and e-wallets: an order, pending until the player pays or fails on the demo payment page; WeChat Pay
  // answers the page as a code to scan (qrCodeUrl), the others as a page to open (paymentUrl)
  const redirects = [
    [gatewayDeposit, ['gateway']],
    [alipayDeposit, ['alipay']],
    [qqDeposit, ['qq']],
    [wechatDeposit, ['wechat']],
  ] as const;
  for (const [entry, kinds] of redirects) {
    serve(app, entry, deps, (c, body) => {
      const checked = checkDeposit(c, state.now(), kinds, body);
      if (!checked.ok) return checked.response;
      const deposit = newDeposit(c, deps, checked);
      const page = absoluteUrl(c, DEPOSIT_DEMO_PATH.payPage.replace(':orderId', deposit.orderId));
      return ok(c, { orderId: deposit.orderId, ...(entry === wechatDeposit ? { paymentUrl: null, qrCodeUrl: page } : { paymentUrl: page, qrCodeUrl: null }) });
    });
  }

  // manual transfer: pending until approved or rejected (POST /__demo/deposits/:orderId/approve|reject)
  serve(app, manualTransferDeposit, deps, (c, body) => {
    const checked = checkDeposit(c, state.now(), ['manual'], body);
    if (!checked.ok) return checked.response;
    const name = body.depositorName.trim();
    if (name.length < 2 || name.length > 50 || !DEPOSITOR_NAME.test(name))
      return fail(c, 400, ERROR_CODE.validation, 'The depositor name takes letters and spaces only.', { field: 'depositorName' });
    if (!body.transferTime.trim() || Number.isNaN(Date.parse(body.transferTime)))
      return fail(c, 400, ERROR_CODE.validation, 'The transfer time is not a date and time.', { field: 'transferTime' });
    if ((body.reference ?? '').length > 64) return fail(c, 400, ERROR_CODE.validation, 'The reference is too long.', { field: 'reference' });
    const receipt = body.receipt;
    if (receipt !== undefined && receipt !== '') {
      if (!isFileLike(receipt) || !(RECEIPT_TYPES as readonly string[]).includes(receipt.type) || receipt.size > RECEIPT_MAX_BYTES)
        return fail(c, 400, ERROR_CODE.validation, 'The receipt must be a JPEG, PNG or WebP image up to 5 MB.', { field: 'receipt' });
    }
    const deposit = newDeposit(c, deps, checked);
    return ok(c, { orderId: deposit.orderId, status: deposit.status });
  });

  serve(app, depositRecords, deps, (c) => {
    const pageNo = positiveInt(c.req.query('pageNo'), 1);
    const pageSize = positiveInt(c.req.query('pageSize'), 20);
    if (Number.isNaN(pageNo) || Number.isNaN(pageSize)) return fail(c, 400, ERROR_CODE.validation, 'pageNo and pageSize must be positive integers.');
    const day = (raw: string | undefined, endOfDay: boolean) => {
      const at = raw ? Date.parse(`${raw}T${endOfDay ? '23:59:59.999' : '00:00:00'}Z`) : NaN;
      return Number.isNaN(at) ? undefined : at;
    };
    const from = day(c.req.query('startDate'), false);
    const to = day(c.req.query('endDate'), true);
    const member = c.get('member');
    const rows = [...depositsOf(c.get('store')).values()]
      .filter((d) => d.memberId === member.id && (from === undefined || d.createdAt >= from) && (to === undefined || d.createdAt <= to))
      .reverse()
      .map((d): DepositRecord => ({
        orderId: d.orderId,
        amount: decimalOf(d.amountCents),
        fee: d.channel.fee,
        status: d.status,
        kind: d.channel.kind,
        channelName: d.channel.name,
        createdAt: d.createdAt,
      }));
    const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
    return ok(c, { list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages });
  });

  // demo only: the payment page of a gateway or e-wallet order, and its two outcomes (then back to the site)
  app.get(DEPOSIT_DEMO_PATH.payPage, (c) => {
    const found = findDeposit(deps, c.req.param('orderId'));
    if (!found || found.deposit.channel.kind === 'manual') return c.html('<!doctype html><title>Not found</title><p>No such payment.</p>', 404);
    return c.html(payPage(found.deposit));
  });
  for (const [path, outcome] of [
    [DEPOSIT_DEMO_PATH.pay, 'success'],
    [DEPOSIT_DEMO_PATH.payFail, 'failed'],
  ] as const) {
    app.post(path, (c) => {
      const found = findDeposit(deps, c.req.param('orderId'));
      if (!found || found.deposit.channel.kind === 'manual') return c.html('<!doctype html><title>Not found</title><p>No such payment.</p>', 404);
      settleDeposit(found.store, found.deposit, outcome, state.now());
      return c.redirect(`${DEPOSIT_RETURN_PATH}?order=${encodeURIComponent(found.deposit.orderId)}`, 303);
    });
  }

  // demo only: a back office approving or rejecting a manual deposit
  for (const [path, outcome] of [
    [DEPOSIT_DEMO_PATH.approve, 'success'],
    [DEPOSIT_DEMO_PATH.reject, 'failed'],
  ] as const) {
    app.post(path, (c) => {
      const found = findDeposit(deps, c.req.param('orderId'));
      if (!found) return fail(c, 404, ERROR_CODE.notFound, 'No such deposit.');
      if (!settleDeposit(found.store, found.deposit, outcome, state.now()))
        return fail(c, 409, ERROR_CODE.validation, `The deposit is already ${found.deposit.status}.`);
      const member = memberById(found.store, found.deposit.memberId);
      return ok(c, { orderId: found.deposit.orderId, status: found.deposit.status, mainBalance: decimalOf(member?.wallets.MAIN ?? 0) });
    });
  }

  return app;
}
