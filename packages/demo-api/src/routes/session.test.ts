// @vitest-environment node
import * as calls from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { createDemoApp } from '../app';
import { call, login, loginToken, valueOf } from '../testing';
import type { MemberInfoValue, WalletValue } from '@wl/api-client/protocol';

describe('login', () => {
  it('accepts a really encrypted body and answers a session', async () => {
    const app = createDemoApp();
    const result = await login(app, { username: 'demo', password: 'Demo1234' });
    expect(result.status).toBe(200);
    const value = valueOf(result);
    expect(value).toEqual({ token: expect.any(String), userName: 'demo', type: 0, firstTimeLogin: false });
    expect(value.token.length).toBeGreaterThan(20);
  });

  it('refuses an unencrypted body, a missing Encryption header and a tampered body', async () => {
    const app = createDemoApp();
    const plain = await call(app, calls.login.path, { method: 'POST', headers: { [HEADER.encryption]: 'v1' }, body: { username: 'demo', password: 'Demo1234' } });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ success: false, code: ERROR_CODE.decrypt });

    const noHeader = await call(app, calls.login.path, { method: 'POST', body: { data: 'a', key: 'b', iv: 'c' } });
    expect(noHeader.body).toMatchObject({ code: ERROR_CODE.decrypt });

    const tampered = await call(app, calls.login.path, { method: 'POST', headers: { [HEADER.encryption]: 'v1' }, body: { data: 'AAAA', key: 'AAAA', iv: 'AAAA' } });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toMatchObject({ code: ERROR_CODE.decrypt });
  });

  it('flags the captcha from the second failure on, then requires a correct one', async () => {
    const app = createDemoApp();
    const first = await login(app, { username: 'demo', password: 'wrong' });
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ success: false, code: ERROR_CODE.loginFailed });
    expect(first.body.success === false && first.body.value).toBeFalsy();

    const second = await login(app, { username: 'demo', password: 'wrong' });
    expect(second.body).toMatchObject({ code: ERROR_CODE.loginFailed, value: { captcha: true } });

    const withoutCaptcha = await login(app, { username: 'demo', password: 'Demo1234' });
    expect(withoutCaptcha.status).toBe(400);
    expect(withoutCaptcha.body).toMatchObject({ code: ERROR_CODE.captchaIncorrect, value: { captcha: true } });

    const image = valueOf(await call<{ captchaId: string; image: string }>(app, calls.captchaImage.path));
    expect(image.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(image.image.split(',')[1] ?? '')).toContain('<svg');
    const wrong = await login(app, { username: 'demo', password: 'Demo1234', captchaId: image.captchaId, captcha: '99999' });
    expect(wrong.body).toMatchObject({ code: ERROR_CODE.captchaIncorrect });

    // captchas are single use: a fresh one, with its code from the demo-only endpoint
    const fresh = valueOf(await call<{ captchaId: string }>(app, calls.captchaImage.path));
    const { code } = valueOf(await call<{ code: string }>(app, `/__demo/captcha/${fresh.captchaId}`));
    expect(code).toMatch(/^\d{4}$/);
    const accepted = await login(app, { username: 'demo', password: 'Demo1234', captchaId: fresh.captchaId, captcha: code });
    expect(accepted.status).toBe(200);
    expect(valueOf(accepted).userName).toBe('demo');

    // success resets the counter: no captcha needed any more
    expect((await login(app, { username: 'demo', password: 'Demo1234' })).status).toBe(200);
    // and a used captcha is gone
    expect((await call(app, `/__demo/captcha/${fresh.captchaId}`)).status).toBe(404);
  });

  it('expires captchas after five minutes', async () => {
    let now = Date.UTC(2026, 0, 10, 12);
    const app = createDemoApp({ now: () => now });
    await login(app, { username: 'demo1', password: 'x' });
    await login(app, { username: 'demo1', password: 'x' });
    const { captchaId } = valueOf(await call<{ captchaId: string }>(app, calls.captchaImage.path));
    const { code } = valueOf(await call<{ code: string }>(app, `/__demo/captcha/${captchaId}`));
    now += 5 * 60 * 1000 + 1;
    const late = await login(app, { username: 'demo1', password: 'Demo1234', captchaId, captcha: code });
    expect(late.body).toMatchObject({ code: ERROR_CODE.captchaIncorrect });
  });

  it('answers account.disabled for the locked account', async () => {
    const result = await login(createDemoApp(), { username: 'locked', password: 'Demo1234' });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ success: false, code: ERROR_CODE.accountDisabled });
  });

  it('logs in every demo account type', async () => {
    const app = createDemoApp();
    for (const [username, type] of [
      ['demo1', 1],
      ['trial', 4],
      ['agent', 2],
    ] as const) {
      expect(valueOf(await login(app, { username, password: 'Demo1234' })).type).toBe(type);
    }
  });

  it('needs a Merchant header', async () => {
    const result = await call(createDemoApp(), calls.systemStatus.path, { merchant: null });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: ERROR_CODE.validation });
  });
});

describe('member, wallet and logout', () => {
  it('member info needs a token: 401 session.expired without one or with an unknown one', async () => {
    const app = createDemoApp();
    for (const token of [undefined, 'not-a-token']) {
      const result = await call(app, calls.memberInfo.path, { token });
      expect(result.status).toBe(401);
      expect(result.body).toMatchObject({ success: false, code: ERROR_CODE.sessionExpired });
    }
    const token = await loginToken(app, 'demo');
    const info = valueOf(await call<MemberInfoValue>(app, calls.memberInfo.path, { token }));
    expect(info).toEqual({ id: expect.stringMatching(/^\d+$/), nickname: 'Lucky Demo', account: 'demo', type: 0, clubLabel: { labelName: 'VIP 3' } });
    const demo1 = valueOf(await call<MemberInfoValue>(app, calls.memberInfo.path, { token: await loginToken(app, 'demo1') }));
    expect(demo1.nickname).toBeNull();
  });

  it('a token belongs to its merchant', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo', 'WLDEMO');
    expect((await call(app, calls.memberInfo.path, { token, merchant: 'SOL' })).status).toBe(401);
  });

  it('answers the wallet in the merchant currency', async () => {
    const app = createDemoApp();
    expect(valueOf(await call<WalletValue>(app, calls.wallet.path, { token: await loginToken(app) }))).toEqual({ sumBalance: '12345.68', currencySymbol: '$' });
    const sol = valueOf(await call<WalletValue>(app, calls.wallet.path, { merchant: 'SOL', token: await loginToken(app, 'demo', 'SOL') }));
    expect(sol.currencySymbol).toBe('R$');
    const lotus = valueOf(await call<WalletValue>(app, calls.wallet.path, { merchant: 'LOTUS', token: await loginToken(app, 'demo', 'LOTUS') }));
    expect(lotus.currencySymbol).toBe('₫');
  });

  it('logout ends the session', async () => {
    const app = createDemoApp();
    const token = await loginToken(app);
    const out = await call(app, calls.logout.path, { method: 'DELETE', token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, code: '0', message: '', value: null });
    expect((await call(app, calls.memberInfo.path, { token })).status).toBe(401);
    expect((await call(app, calls.logout.path, { method: 'DELETE', token })).status).toBe(401);
  });

  it('the demo expire-session endpoint expires a token', async () => {
    const app = createDemoApp();
    const token = await loginToken(app);
    expect((await call(app, '/__demo/expire-session', { method: 'POST', token })).status).toBe(200);
    expect((await call(app, calls.wallet.path, { token })).body).toMatchObject({ code: ERROR_CODE.sessionExpired });
  });

  it('sessions expire after two idle hours', async () => {
    let now = Date.UTC(2026, 0, 10, 12);
    const app = createDemoApp({ now: () => now });
    const token = await loginToken(app);
    now += 60 * 60 * 1000;
    expect((await call(app, calls.wallet.path, { token })).status).toBe(200);
    now += 2 * 60 * 60 * 1000 + 1;
    expect((await call(app, calls.wallet.path, { token })).status).toBe(401);
  });
});
