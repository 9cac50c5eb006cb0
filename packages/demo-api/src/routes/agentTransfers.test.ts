// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  downlines,
  memberTransactions,
  TRANSFER_ERROR,
  transferDownline,
  transferMultipleDownline,
  wallet,
  type TransferValue,
} from '@wl/api-client/catalogue';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, ERROR_CODE, HEADER, type DownlinesValue } from '@wl/api-client/protocol';
import { createDemoApp, type DemoApp } from '../app';
import { DEMO_PUBLIC_KEY } from '../keys';
import { call, loginToken, valueOf } from '../testing';

const cipher = createWebCryptoCipher(DEMO_PUBLIC_KEY);
const PASSWORD = '123456';

async function send(app: DemoApp, path: string, token: string, body: unknown, key: string = crypto.randomUUID()) {
  const headers = { [HEADER.encryption]: ENCRYPTION_SCHEME, [HEADER.idempotencyKey]: key, [HEADER.module]: 'AGEDOWNMAN3' };
  return call<TransferValue>(app, path, { method: 'POST', token, headers, body: await cipher.encrypt(body) });
}
const multiple = (app: DemoApp, token: string, transfers: { account: string; amount: string }[], key?: string, paymentPassword = PASSWORD) =>
  send(app, transferMultipleDownline.path, token, { transfers, paymentPassword }, key);

const balanceOf = async (app: DemoApp, token: string) =>
  valueOf(await call<{ sumBalance: string }>(app, wallet.path, { token, headers: { [HEADER.module]: 'COMM3' } })).sumBalance;
const team = async (app: DemoApp, token: string) =>
  new Map(valueOf(await call<DownlinesValue>(app, `${downlines.path}?search=&pageNo=1&pageSize=50`, { token })).list.map((d) => [d.account, d.balance]));
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

describe('agent transfers to downlines', () => {
  it('moves each amount exactly, in cents, and records it on both sides', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const before = await team(app, token);
    const agentBefore = await balanceOf(app, token);
    const rows = [
      { account: 'team01', amount: '0.10' },
      { account: 'team02', amount: '0.20' },
      { account: 'team03', amount: '1234.57' },
    ];
    const value = valueOf(await multiple(app, token, rows));
    expect(value.transfers).toEqual(rows);
    const after = await team(app, token);
    for (const row of rows) expect(cents(after.get(row.account)!) - cents(before.get(row.account)!)).toBe(cents(row.amount));
    expect(cents(agentBefore) - cents(await balanceOf(app, token))).toBe(123_487);
    expect(value.balance).toBe(await balanceOf(app, token));

    const today = new Date().toISOString().slice(0, 10);
    const range = `startDate=${today}&endDate=${today}&pageNo=1&pageSize=20`;
    const records = async (who: string) =>
      valueOf(
        await call<{ list: { txCode: string; amount: string }[] }>(app, `${memberTransactions.path}?${range}`, {
          token: await loginToken(app, who),
          headers: { [HEADER.module]: 'MEMTRANS3' },
        }),
      ).list;
    expect((await records('agent')).filter((r) => r.txCode === 'AGENT_TRANSFER_OUT').map((r) => r.amount)).toEqual(['-1234.57', '-0.20', '-0.10']);
    expect((await records('team03')).find((r) => r.txCode === 'AGENT_TRANSFER_IN')?.amount).toBe('1234.57');
  });

  it('answers a repeated key with the first result and moves nothing more', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const key = crypto.randomUUID();
    const body = { account: 'team04', amount: '5.00', paymentPassword: PASSWORD };
    const first = valueOf(await send(app, transferDownline.path, token, body, key));
    const balance = await balanceOf(app, token);
    expect(valueOf(await send(app, transferDownline.path, token, body, key))).toEqual(first);
    expect(await balanceOf(app, token)).toBe(balance);
    expect((await send(app, transferDownline.path, token, { ...body, amount: '6.00' }, key)).body.code).toBe(ERROR_CODE.idempotencyMismatch);
  });

  it('refuses a total above the balance, a stranger, a wrong password, and moves nothing', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'agent');
    const balance = await balanceOf(app, token);
    const teamBefore = await team(app, token);

    const above = await multiple(app, token, [
      { account: 'team01', amount: '88000.00' },
      { account: 'team02', amount: '888.89' },
    ]);
    expect(above.body).toMatchObject({ code: TRANSFER_ERROR.aboveBalance, value: { limit: balance } });

    const stranger = await multiple(app, token, [
      { account: 'team01', amount: '1.00' },
      { account: 'demo', amount: '1.00' },
    ]);
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ code: TRANSFER_ERROR.notDownline, message: 'demo is not a member of your team.', value: { account: 'demo' } });

    const wrong = await multiple(app, token, [{ account: 'team01', amount: '1.00' }], undefined, '000000');
    expect(wrong.body.code).toBe('payment.password.incorrect');

    for (const amount of ['0.00', '-1.00', '1.234', 'abc']) expect((await multiple(app, token, [{ account: 'team01', amount }])).status).toBe(400);
    expect((await multiple(app, token, [])).status).toBe(400);
    expect(
      (
        await multiple(app, token, [
          { account: 'team01', amount: '1.00' },
          { account: 'TEAM01', amount: '1.00' },
        ])
      ).status,
    ).toBe(400);

    expect(await balanceOf(app, token)).toBe(balance);
    expect(await team(app, token)).toEqual(teamBefore);
  });

  it('is the agents’ only: a member is refused', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    expect((await multiple(app, token, [{ account: 'team01', amount: '1.00' }])).status).toBe(403);
  });
});
