// @vitest-environment node
import * as calls from '@wl/api-client/catalogue';
import type { BankCardsValue, SecurityConfigValue, WithdrawRow } from '@wl/api-client/catalogue';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../app';
import { DEMO_PUBLIC_KEY } from '../keys';
import { DEMO_DIALING_CODE, DEMO_MOBILES } from '../seed/accounts';
import { call, loginToken, valueOf } from '../testing';
import { SECURITY_ERROR, WITHDRAW_RULES } from './security';

const cipher = createWebCryptoCipher(DEMO_PUBLIC_KEY);

async function encrypted<T = unknown>(app: DemoApp, path: string, token: string, body: unknown, key?: string) {
  const headers: Record<string, string> = { [HEADER.encryption]: ENCRYPTION_SCHEME };
  if (key) headers[HEADER.idempotencyKey] = key;
  return call<T>(app, path, { method: 'POST', token, headers, body: await cipher.encrypt(body) });
}

const config = async (app: DemoApp, token: string) =>
  valueOf(await call<SecurityConfigValue>(app, calls.securityConfig.path, { token, headers: { [HEADER.module]: 'COMM3' } }));
const cards = async (app: DemoApp, token: string) => valueOf(await call<BankCardsValue>(app, calls.bankCards.path, { token }));
const balance = async (app: DemoApp, token: string) =>
  valueOf(await call<{ sumBalance: string }>(app, calls.wallet.path, { token, headers: { [HEADER.module]: 'COMM3' } })).sumBalance;
const withdraw = (app: DemoApp, token: string, body: { amount: string; bankCardId: string; paymentPassword: string }, key: string = crypto.randomUUID()) =>
  encrypted<{ orderId: string; status: string }>(app, calls.withdraw.path, token, body, key);

describe('security centre', () => {
  it('sets the payee name once and refuses markup or emoji in it', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    expect(await config(app, token)).toMatchObject({ payeeName: null, hasWithdrawalPassword: false, bankCards: 0, maxBankCards: 3, email: 'd***@example.com' });
    for (const bad of ['<b>Bob</b>', 'Bob 😀', '  '])
      expect((await call(app, calls.setPayeeName.path, { method: 'POST', token, body: { payeeName: bad } })).body).toMatchObject({
        code: SECURITY_ERROR.nameInvalid,
      });
    valueOf(await call(app, calls.setPayeeName.path, { method: 'POST', token, body: { payeeName: ' João  da Silva ' } }));
    expect((await config(app, token)).payeeName).toBe('João da Silva');
    const again = await call(app, calls.setPayeeName.path, { method: 'POST', token, body: { payeeName: 'Other Name' } });
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: SECURITY_ERROR.payeeSet });
  });

  it('adds cards up to the maximum, stripping spaces and refusing letters or a wrong length', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    const add = (accountNumber: string) =>
      encrypted<{ id: string; last4: string }>(app, calls.addBankCard.path, token, { bankName: 'Banco', branch: 'Centro', accountNumber });
    expect((await add('1234567890')).body).toMatchObject({ code: SECURITY_ERROR.payeeMissing });
    valueOf(await call(app, calls.setPayeeName.path, { method: 'POST', token, body: { payeeName: 'Demo Player' } }));
    for (const bad of ['12345abcde', '123456789', '12345678901234567890'])
      expect((await add(bad)).body).toMatchObject({ code: SECURITY_ERROR.cardInvalid, value: { field: 'accountNumber' } });
    expect(valueOf(await add('1234 5678 9012 3456'))).toMatchObject({ last4: '3456' });
    expect((await add('1234567890123456')).body).toMatchObject({ code: SECURITY_ERROR.cardExists });
    valueOf(await add('1111222233334444'));
    valueOf(await add('5555666677778888'));
    expect((await add('9999000011112222')).body).toMatchObject({ code: SECURITY_ERROR.cardLimit });
    const list = (await cards(app, token)).list;
    expect(list.map((c) => c.last4)).toEqual(['3456', '4444', '8888']);
    expect(list[0]).toEqual({ id: list[0]!.id, bankName: 'Banco', branch: 'Centro', last4: '3456', accountName: 'Demo Player' });
    expect(JSON.stringify(list)).not.toContain('1234567890123456');
  });

  it('sets, changes and resets the withdrawal password', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    expect((await encrypted(app, calls.setWithdrawalPassword.path, token, { newPassword: '12ab56' })).body).toMatchObject({
      code: SECURITY_ERROR.passwordFormat,
    });
    valueOf(await encrypted(app, calls.setWithdrawalPassword.path, token, { newPassword: '111111' }));
    expect((await encrypted(app, calls.setWithdrawalPassword.path, token, { oldPassword: '999999', newPassword: '222222' })).body).toMatchObject({
      code: SECURITY_ERROR.passwordIncorrect,
      value: { remainingTries: 4 },
    });
    valueOf(await encrypted(app, calls.setWithdrawalPassword.path, token, { oldPassword: '111111', newPassword: '222222' }));
    const answers = [
      { questionId: 1, answer: 'Blue School' },
      { questionId: 2, answer: 'Lisbon' },
    ];
    valueOf(await encrypted(app, calls.setSecurityQuestions.path, token, { answers }));
    expect(valueOf(await call(app, calls.customerSecurityQuestions.path, { token }))).toEqual([{ questionId: 1 }, { questionId: 2 }]);
    const wrong = await encrypted(app, calls.resetWithdrawalPassword.path, token, {
      newPassword: '333333',
      answers: [answers[0], { questionId: 2, answer: 'Porto' }],
    });
    expect(wrong.body).toMatchObject({ code: SECURITY_ERROR.answersIncorrect });
    valueOf(
      await encrypted(app, calls.resetWithdrawalPassword.path, token, {
        newPassword: '333333',
        answers: [{ questionId: 1, answer: ' blue  school' }, answers[1]],
      }),
    );
    valueOf(await encrypted(app, calls.setWithdrawalPassword.path, token, { oldPassword: '333333', newPassword: '444444' }));
  });
  it("resets with an SMS code only when it was sent to the account's own number, and only once", async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo1');
    const sendTo = async (mobileNum: string) =>
      valueOf(
        await call(app, calls.smsCodeNoLogin.path, {
          method: 'POST',
          headers: { [HEADER.module]: 'VERIFICATION3' },
          body: { mobileNum, countryDialingCode: DEMO_DIALING_CODE },
        }),
      );
    const codeOf = async (mobile: string) => valueOf(await call<{ code: string }>(app, `/__demo/sms/${mobile}`)).code;
    const reset = (verificationCode: string) => encrypted(app, calls.resetWithdrawalPassword.path, token, { newPassword: '654321', verificationCode });
    // a code sent to another member's number proves nothing about this account
    await sendTo(DEMO_MOBILES.demo!);
    expect((await reset(await codeOf(DEMO_MOBILES.demo!))).body).toMatchObject({ code: ERROR_CODE.verificationIncorrect });
    await sendTo(DEMO_MOBILES.demo1!);
    const code = await codeOf(DEMO_MOBILES.demo1!);
    valueOf(await reset(code));
    expect((await reset(code)).body).toMatchObject({ code: ERROR_CODE.verificationIncorrect });
    valueOf(await encrypted(app, calls.setWithdrawalPassword.path, token, { oldPassword: '654321', newPassword: '111111' }));
  });
});

describe('withdraw', () => {
  it('holds the money at once, keeps turnover-held money back, and settles through the demo endpoint', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo1');
    const { limits } = await cards(app, token);
    expect(limits).toEqual({ withdrawable: '580.50', turnoverRequired: '1500.00', minAmount: '100.00', maxAmount: '50000.00', fee: '0.00' });
    expect((await withdraw(app, token, { amount: '580.51', bankCardId: 'C1', paymentPassword: '123456' })).body).toMatchObject({
      code: SECURITY_ERROR.aboveWithdrawable,
      value: { limit: '580.50' },
    });
    expect((await withdraw(app, token, { amount: '99.99', bankCardId: 'C1', paymentPassword: '123456' })).body).toMatchObject({
      code: SECURITY_ERROR.belowMin,
    });
    const key = crypto.randomUUID();
    const first = valueOf(await withdraw(app, token, { amount: '250.25', bankCardId: 'C1', paymentPassword: '123456' }, key));
    expect(first.status).toBe('pending');
    // the same key again: the first answer, nothing moves twice
    expect(valueOf(await withdraw(app, token, { amount: '250.25', bankCardId: 'C1', paymentPassword: '123456' }, key))).toEqual(first);
    expect(await balance(app, token)).toBe('630.25');
    const records = valueOf(
      await call<{ list: WithdrawRow[] }>(app, `${calls.withdrawRecords.path}?startDate=2000-01-01&endDate=2999-12-31&pageNo=1&pageSize=20`, { token }),
    );
    expect(records.list).toEqual([
      { orderId: first.orderId, amount: '250.25', fee: '0.00', cardLast4: '4321', status: 'pending', createdAt: expect.any(Number) },
    ]);

    valueOf(await call(app, `/__demo/withdrawals/${first.orderId}/reject`, { method: 'POST' }));
    expect(await balance(app, token)).toBe('880.50');
    expect((await call(app, `/__demo/withdrawals/${first.orderId}/approve`, { method: 'POST' })).status).toBe(409);
    const second = valueOf(await withdraw(app, token, { amount: '100.00', bankCardId: 'C1', paymentPassword: '123456' }));
    valueOf(await call(app, `/__demo/withdrawals/${second.orderId}/approve`, { method: 'POST' }));
    expect(await balance(app, token)).toBe('780.50');
    const after = valueOf(await call<{ list: WithdrawRow[] }>(app, `${calls.withdrawRecords.path}?pageNo=1&pageSize=20`, { token }));
    expect(after.list.map((r) => r.status)).toEqual(['success', 'failed']);
  });

  it('refuses a wrong withdrawal password with the tries left, then locks it', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo1');
    for (let remainingTries = WITHDRAW_RULES.maxTries - 1; remainingTries > 0; remainingTries--) {
      const wrong = await withdraw(app, token, { amount: '100.00', bankCardId: 'C1', paymentPassword: '000000' });
      expect({ status: wrong.status, body: wrong.body }).toMatchObject({
        status: 400,
        body: { code: SECURITY_ERROR.passwordIncorrect, value: { remainingTries } },
      });
    }
    expect((await withdraw(app, token, { amount: '100.00', bankCardId: 'C1', paymentPassword: '000000' })).body).toMatchObject({
      code: SECURITY_ERROR.passwordLocked,
    });
    // locked: even the right password is refused, and nothing moved
    expect((await withdraw(app, token, { amount: '100.00', bankCardId: 'C1', paymentPassword: '123456' })).body).toMatchObject({
      code: SECURITY_ERROR.passwordLocked,
    });
    expect(await balance(app, token)).toBe('880.50');
  });
});
