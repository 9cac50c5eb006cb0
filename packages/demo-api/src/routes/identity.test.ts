// @vitest-environment node
import * as calls from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import type { IdentityTokenValue, MemberInfoValue } from '@wl/api-client/protocol';
import { createDemoApp, type DemoApp } from '../app';
import { ID_TOKEN_TTL_MS } from '../identity';
import { DEMO_DIALING_CODE, DEMO_MOBILES } from '../seed/accounts';
import { DEMO_PUBLIC_KEY } from '../keys';
import { call, login, MERCHANT, valueOf } from '../testing';

async function socialToken(app: DemoApp, email = 'ana@gmail.example', channel = 'google', merchant = MERCHANT): Promise<string> {
  return valueOf(await call<IdentityTokenValue>(app, calls.demoIdentityToken.path, { method: 'POST', merchant, body: { channel, email, name: 'Ana Souza' } }))
    .idToken;
}

const firebase = (firebaseIdToken: string, firebaseChannel = 'google', extra: Record<string, unknown> = {}) => ({
  type: 'firebase',
  firebaseChannel,
  firebaseIdToken,
  portal: 'member',
  ...extra,
});

describe('demo identity provider', () => {
  it('creates the player on the first social login and logs the same account in next time', async () => {
    const app = createDemoApp();
    const first = valueOf(await login(app, firebase(await socialToken(app))));
    expect(first).toMatchObject({ type: 0, firstTimeLogin: true });
    expect(first.userName).toMatch(/^google\d{6}$/);
    const info = valueOf(await call<MemberInfoValue>(app, calls.memberInfo.path, { token: first.token }));
    expect(info).toMatchObject({ account: first.userName, nickname: 'Ana Souza' });

    const again = valueOf(await login(app, firebase(await socialToken(app))));
    expect(again).toMatchObject({ userName: first.userName, firstTimeLogin: false });
    // another provider's account is another player
    const facebook = valueOf(await login(app, firebase(await socialToken(app, 'ana@gmail.example', 'facebook'), 'facebook')));
    expect(facebook.userName).toMatch(/^facebook\d{6}$/);
  });

  it('refuses a forged, expired, other-merchant or other-channel token', async () => {
    let now = Date.UTC(2026, 0, 1);
    const app = createDemoApp({ now: () => now });
    const token = await socialToken(app);
    const [header, body] = token.split('.');
    const forged = `${header}.${body}.${'A'.repeat(43)}`;
    for (const payload of [firebase(forged), firebase(token, 'facebook'), firebase(await socialToken(app, 'x@y.example', 'google', 'SOL'))]) {
      expect((await login(app, payload)).body).toMatchObject({ success: false, code: ERROR_CODE.loginFailed });
    }
    now += ID_TOKEN_TTL_MS + 1;
    expect((await login(app, firebase(token))).body).toMatchObject({ success: false, code: ERROR_CODE.loginFailed });
  });

  it('verifies a phone by code and logs in the member with that number', async () => {
    const app = createDemoApp();
    const phone = { mobileNo: DEMO_MOBILES.demo!, countryDialingCode: DEMO_DIALING_CODE };
    valueOf(await call(app, calls.demoPhoneCode.path, { method: 'POST', body: phone }));
    const wrong = await call(app, calls.demoPhoneToken.path, { method: 'POST', body: { ...phone, code: '000000x' } });
    expect(wrong.body).toMatchObject({ success: false, code: ERROR_CODE.verificationIncorrect });
    // a code works once: request a new one after the failure
    valueOf(await call(app, calls.demoPhoneCode.path, { method: 'POST', body: phone }));
    const { code } = valueOf(await call<{ code: string }>(app, `/__demo/identity/sms/${phone.mobileNo}`));
    const { idToken } = valueOf(await call<IdentityTokenValue>(app, calls.demoPhoneToken.path, { method: 'POST', body: { ...phone, code } }));

    // the number in the payload must be the verified one
    const other = await login(app, firebase(idToken, 'sms', { firebaseMobileNo: '912345678', countryDialingCode: phone.countryDialingCode }));
    expect(other.body).toMatchObject({ success: false });
    const value = valueOf(await login(app, firebase(idToken, 'sms', { firebaseMobileNo: phone.mobileNo, countryDialingCode: phone.countryDialingCode })));
    expect(value).toMatchObject({ userName: 'demo', firstTimeLogin: false });
  });

  it('asks for a provider and an email', async () => {
    const app = createDemoApp();
    const bad = await call(app, calls.demoIdentityToken.path, { method: 'POST', body: { channel: 'myspace', email: 'a@b.example' } });
    expect(bad.body).toMatchObject({ success: false, code: ERROR_CODE.validation });
  });

  it('accepts the provider token of the number for set password by phone and mobile registration, not another number', async () => {
    const app = createDemoApp();
    const cipher = createWebCryptoCipher(DEMO_PUBLIC_KEY);
    const phoneToken = async (mobileNo: string) => {
      const phone = { mobileNo, countryDialingCode: DEMO_DIALING_CODE };
      valueOf(await call(app, calls.demoPhoneCode.path, { method: 'POST', body: phone }));
      const { code } = valueOf(await call<{ code: string }>(app, `/__demo/identity/sms/${mobileNo}`));
      return valueOf(await call<IdentityTokenValue>(app, calls.demoPhoneToken.path, { method: 'POST', body: { ...phone, code } })).idToken;
    };
    const encrypted = async (path: string, method: string, body: unknown) =>
      call(app, path, { method, headers: { [HEADER.encryption]: ENCRYPTION_SCHEME }, body: await cipher.encrypt(body) });

    const demoToken = await phoneToken(DEMO_MOBILES.demo!);
    const setPassword = {
      mobileNum: DEMO_MOBILES.demo,
      countryDialingCode: DEMO_DIALING_CODE,
      verificationCode: '',
      newPassword: 'Phone123',
      firebaseChannel: 'sms',
    };
    const wrong = await encrypted(calls.passwordByPhone.path, 'POST', { ...setPassword, firebaseIdToken: await phoneToken('912340001') });
    expect(wrong.body).toMatchObject({ success: false, code: ERROR_CODE.verificationIncorrect });
    const right = await encrypted(calls.passwordByPhone.path, 'POST', { ...setPassword, firebaseIdToken: demoToken });
    expect(right.body).toMatchObject({ success: true, value: { userName: 'demo' } });

    const register = {
      registerUrl: 'localhost',
      registerMethod: 'H5',
      type: 0,
      domain: 'localhost',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '912340002',
      countryDialingCode: DEMO_DIALING_CODE,
      firebaseChannel: 'sms',
    };
    const forged = await encrypted(calls.registerByMobile.path, 'PUT', { ...register, firebaseIdToken: demoToken });
    expect(forged.body).toMatchObject({ success: false, code: ERROR_CODE.verificationIncorrect });
    const created = await encrypted(calls.registerByMobile.path, 'PUT', { ...register, firebaseIdToken: await phoneToken('912340002') });
    expect(created.body).toMatchObject({ success: true, value: { userName: '912340002', firstTimeLogin: true } });
  });
});
