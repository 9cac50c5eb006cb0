// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  depositChannels,
  manualTransferDeposit,
  gatewayDeposit,
  depositRecords,
  wallet,
  type DepositChannel,
  type DepositPaymentValue,
  type DepositRecord,
} from '@wl/api-client/catalogue';
import { HEADER } from '@wl/api-client/protocol';
import { createDemoApp, type DemoApp } from '../app';
import { call, loginToken, MERCHANT, valueOf } from '../testing';
import { DEPOSIT_DEMO_PATH } from './deposit';

const balance = async (app: DemoApp, token: string, merchant = MERCHANT) =>
  valueOf(await call<{ sumBalance: string }>(app, wallet.path, { token, merchant })).sumBalance;

const gateway = (app: DemoApp, token: string, body: unknown, key: string = crypto.randomUUID()) =>
  call<DepositPaymentValue>(app, gatewayDeposit.path, { method: 'POST', token, body, headers: { [HEADER.idempotencyKey]: key } });

function manualForm(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const MANUAL = { channel: 'BANK', amount: '250.50', depositorName: 'Ana Souza', transferTime: '2026-11-25T10:30' };

async function manual(app: DemoApp, token: string, fields: Record<string, string | File>, key: string = crypto.randomUUID()) {
  const response = await app.request(manualTransferDeposit.path, {
    method: 'POST',
    headers: { [HEADER.merchant]: MERCHANT, [HEADER.token]: token, [HEADER.idempotencyKey]: key },
    body: manualForm(fields),
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; code: string; value: { orderId: string; status: string; field?: string } },
  };
}

const records = async (app: DemoApp, token: string) =>
  valueOf(await call<{ list: DepositRecord[] }>(app, `${depositRecords.path}?startDate=2000-01-01&endDate=2099-12-31&pageNo=1&pageSize=20`, { token })).list;

const demoPost = (app: DemoApp, path: string, orderId: string) => app.request(path.replace(':orderId', orderId), { method: 'POST' });

describe('deposit channels', () => {
  it('differ per merchant, with limits as decimal strings and the receiving account of manual channels', async () => {
    const app = createDemoApp();
    const codes: Record<string, string[]> = {};
    for (const merchant of ['WLDEMO', 'SOL', 'LOTUS']) {
      const list = valueOf(await call<DepositChannel[]>(app, depositChannels.path, { token: await loginToken(app, 'demo', merchant), merchant }));
      codes[merchant] = list.map((ch) => ch.channel);
      for (const ch of list) expect(ch.receivingAccount !== null).toBe(ch.kind === 'manual');
    }
    expect(codes).toEqual({ WLDEMO: ['FASTPAY', 'BANK', 'ALIPAY'], SOL: ['PIX', 'TED'], LOTUS: ['VCB', 'MOMOPAY', 'WECHAT', 'QQ'] });
  });
});

describe('gateway deposit', () => {
  it('answers a payment page URL; paying credits MAIN by exactly the amount once and returns to the site', async () => {
    const app = createDemoApp();
    const token = await loginToken(app);
    const before = await balance(app, token);
    const { orderId, paymentUrl } = valueOf(await gateway(app, token, { channel: 'FASTPAY', amount: '100.05' }));
    expect(paymentUrl).toBe(`http://localhost${DEPOSIT_DEMO_PATH.payPage.replace(':orderId', orderId)}`);
    const page = await app.request(new URL(paymentUrl!).pathname);
    const html = await page.text();
    expect(html).toContain('100.05');
    expect(html).not.toMatch(/<script|style=/);
    expect((await records(app, token))[0]).toMatchObject({ orderId, status: 'pending', amount: '100.05' });

    const paid = await demoPost(app, DEPOSIT_DEMO_PATH.pay, orderId);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/m/voucherCenter?order=${orderId}`);
    // a second press of Pay moves nothing
    await demoPost(app, DEPOSIT_DEMO_PATH.pay, orderId);
    await demoPost(app, DEPOSIT_DEMO_PATH.payFail, orderId);
    expect(await balance(app, token)).toBe('12445.73');
    expect(before).toBe('12345.68');
    expect((await records(app, token))[0]).toMatchObject({ orderId, status: 'success' });
  });

  it('a failed payment moves nothing', async () => {
    const app = createDemoApp();
    const token = await loginToken(app);
    const { orderId } = valueOf(await gateway(app, token, { channel: 'FASTPAY', amount: '60.00' }));
    await demoPost(app, DEPOSIT_DEMO_PATH.payFail, orderId);
    expect(await balance(app, token)).toBe('12345.68');
    expect((await records(app, token))[0]).toMatchObject({ orderId, status: 'failed' });
  });

  it('one order per idempotency key; refuses amounts outside the limits, other channels and trial accounts', async () => {
    const app = createDemoApp();
    const token = await loginToken(app);
    const key = crypto.randomUUID();
    const first = valueOf(await gateway(app, token, { channel: 'FASTPAY', amount: '100.00' }, key));
    const again = valueOf(await gateway(app, token, { channel: 'FASTPAY', amount: '100.00' }, key));
    expect(again.orderId).toBe(first.orderId);
    expect(await records(app, token)).toHaveLength(1);

    for (const amount of ['49.99', '50000.01', '0.00']) {
      const refused = await gateway(app, token, { channel: 'FASTPAY', amount });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation.failed', value: { field: 'amount' } });
    }
    expect((await gateway(app, token, { channel: 'BANK', amount: '100.00' })).body).toMatchObject({ value: { field: 'channel' } });
    for (const amount of ['100.001', '-60.00'])
      expect((await gateway(app, token, { channel: 'FASTPAY', amount })).body).toMatchObject({ value: { field: 'amount' } });
    expect((await gateway(app, token, { channel: 'FASTPAY', amount: '60.00', promotionId: 5101 })).body).toMatchObject({ value: { field: 'promotionId' } });
    const trial = await gateway(app, await loginToken(app, 'trial'), { channel: 'FASTPAY', amount: '100.00' });
    expect(trial).toMatchObject({ status: 403, body: { code: 'free_reject' } });
  });
});

describe('manual transfer', () => {
  it('stays pending until the demo approves it; approval credits MAIN exactly once', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo1');
    const sent = await manual(app, token, { ...MANUAL, reference: 'REF-1', receipt: new File([new Uint8Array(2048)], 'receipt.png', { type: 'image/png' }) });
    expect(sent.status).toBe(200);
    const { orderId } = sent.body.value;
    expect(sent.body.value.status).toBe('pending');
    expect(await balance(app, token)).toBe('880.50');

    const approved = await demoPost(app, DEPOSIT_DEMO_PATH.approve, orderId);
    expect(approved.status).toBe(200);
    expect(await balance(app, token)).toBe('1131.00');
    expect((await demoPost(app, DEPOSIT_DEMO_PATH.approve, orderId)).status).toBe(409);
    expect((await demoPost(app, DEPOSIT_DEMO_PATH.reject, orderId)).status).toBe(409);
    expect(await balance(app, token)).toBe('1131.00');
    expect((await records(app, token))[0]).toMatchObject({ orderId, status: 'success', amount: '250.50' });
  });

  it('a rejected transfer moves nothing; an unknown order answers 404', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo1');
    const { orderId } = (await manual(app, token, MANUAL)).body.value;
    expect((await demoPost(app, DEPOSIT_DEMO_PATH.reject, orderId)).status).toBe(200);
    expect(await balance(app, token)).toBe('880.50');
    expect((await records(app, token))[0]).toMatchObject({ orderId, status: 'failed' });
    expect((await demoPost(app, DEPOSIT_DEMO_PATH.approve, 'DNOPE')).status).toBe(404);
  });

  it.each([
    ['a name with HTML', { depositorName: '<b>Ana</b>' }, 'depositorName'],
    ['a name with emoji', { depositorName: 'Ana 😀' }, 'depositorName'],
    ['a transfer time that is no date', { transferTime: 'yesterday' }, 'transferTime'],
    ['a receipt that is not an image', { receipt: new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }) }, 'receipt'],
    ['a receipt over 5 MB', { receipt: new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }) }, 'receipt'],
  ])('refuses %s, naming the field', async (_what, change, field) => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo1');
    const refused = await manual(app, token, { ...MANUAL, ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.value.field).toBe(field);
    expect(await records(app, token)).toEqual([]);
  });

  it('accepts names in any script', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo1');
    expect((await manual(app, token, { ...MANUAL, depositorName: 'Nguyễn Văn An' })).status).toBe(200);
    expect((await manual(app, token, { ...MANUAL, depositorName: '王小明' })).status).toBe(200);
  });
});
