// @vitest-environment node
import * as calls from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import type { CaptchaValue, FreePlayValue, LoginValue, MemberInfoValue, SliderChallenge, SmsCodeValue } from '@wl/api-client/protocol';
import { createDemoApp, type DemoApp } from '../app';
import { DEMO_PUBLIC_KEY } from '../keys';
import { call, login, loginToken, MERCHANT, valueOf } from '../testing';
import { DEMO_MOBILES } from '../seed/accounts';
import { SMS_TTL_MS } from './accounts';

const cipher = createWebCryptoCipher(DEMO_PUBLIC_KEY);

async function encrypted<T>(app: DemoApp, path: string, body: unknown, init: { method?: string; token?: string; merchant?: string } = {}) {
  return call<T>(app, path, {
    method: init.method ?? 'POST',
    token: init.token,
    merchant: init.merchant,
    headers: { [HEADER.encryption]: ENCRYPTION_SCHEME },
    body: await cipher.encrypt(body),
  });
}

async function captcha(app: DemoApp): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = valueOf(await call<CaptchaValue>(app, calls.captchaImage.path));
  const { code } = valueOf(await call<{ code: string }>(app, `/__demo/captcha/${captchaId}`));
  return { captchaId, captcha: code };
}

async function sms(app: DemoApp, mobile: string): Promise<string> {
  return valueOf(await call<{ code: string }>(app, `/__demo/sms/${mobile}`)).code;
}

const base = { registerUrl: 'localhost', registerMethod: 'H5', type: 0, domain: 'localhost', password: 'Secret123', confirmPassword: 'Secret123' };

describe('registration', () => {
  it('answers the rule set per field', async () => {
    const settings = valueOf(
      await call<Record<string, { enabled: boolean; required: boolean; pattern: string | null }>>(createDemoApp(), calls.registerSettings.path),
    );
    expect(settings.username).toMatchObject({ enabled: true, required: true });
    expect(new RegExp(settings.username!.pattern!).test('player01')).toBe(true);
    expect(settings.email).toMatchObject({ required: false });
  });

  it('registers by username with a captcha and logs the player in', async () => {
    const app = createDemoApp();
    const result = await encrypted<LoginValue>(
      app,
      calls.registerByUsername.path,
      { ...base, username: 'newbie01', ...(await captcha(app)) },
      { method: 'PUT' },
    );
    const value = valueOf(result);
    expect(value).toMatchObject({ userName: 'newbie01', type: 0, firstTimeLogin: true });
    const info = valueOf(await call<MemberInfoValue>(app, calls.memberInfo.path, { token: value.token }));
    expect(info.account).toBe('newbie01');
    // the new password works at login
    expect((await login(app, { username: 'newbie01', password: 'Secret123' })).status).toBe(200);
  });

  it('refuses a taken username, a wrong captcha, a bad field and an unknown invitation code', async () => {
    const app = createDemoApp();
    const taken = await call(app, `${calls.checkUsername.path}?username=demo`);
    expect(taken.body).toMatchObject({ code: ERROR_CODE.usernameExists });
    expect(valueOf(await call(app, `${calls.checkUsername.path}?username=freeName1`))).toEqual({ available: true });

    const dup = await encrypted(app, calls.registerByUsername.path, { ...base, username: 'Demo', ...(await captcha(app)) }, { method: 'PUT' });
    expect(dup.body).toMatchObject({ code: ERROR_CODE.usernameExists, value: { field: 'username' } });

    const badCaptcha = await encrypted(app, calls.registerByUsername.path, { ...base, username: 'other01', captchaId: 'x', captcha: '1' }, { method: 'PUT' });
    expect(badCaptcha.body).toMatchObject({ code: ERROR_CODE.captchaIncorrect });

    const badEmail = await encrypted(
      app,
      calls.registerByUsername.path,
      { ...base, username: 'other01', email: 'not-an-email', ...(await captcha(app)) },
      { method: 'PUT' },
    );
    expect(badEmail.body).toMatchObject({ code: ERROR_CODE.validation, value: { field: 'email' } });

    const mismatch = await encrypted(
      app,
      calls.registerByUsername.path,
      { ...base, confirmPassword: 'Other123', username: 'other01', ...(await captcha(app)) },
      { method: 'PUT' },
    );
    expect(mismatch.body).toMatchObject({ value: { field: 'confirmPassword' } });

    const invitation = await encrypted(
      app,
      calls.registerByUsername.path,
      { ...base, username: 'other01', affiliateCode: 'NOPE99', ...(await captcha(app)) },
      { method: 'PUT' },
    );
    expect(invitation.body).toMatchObject({ code: ERROR_CODE.invitationInvalid, value: { field: 'affiliateCode' } });

    const accepted = await encrypted(
      app,
      calls.registerByUsername.path,
      { ...base, username: 'other01', affiliateCode: 'NOVA2024', ...(await captcha(app)) },
      { method: 'PUT' },
    );
    expect(accepted.status).toBe(200);
  });

  it('registers by mobile with an SMS code that expires', async () => {
    let now = Date.UTC(2026, 0, 1);
    const app = createDemoApp({ now: () => now });
    const sent = valueOf(
      await call<SmsCodeValue>(app, calls.smsCodeRegister.path, {
        method: 'POST',
        body: { mobileNo: '912345678', countryDialingCode: '55', ...(await captcha(app)) },
      }),
    );
    expect(sent.expirationTime).toBe(now + SMS_TTL_MS);
    const code = await sms(app, '912345678');
    expect(code).toMatch(/^\d{6}$/);

    now += SMS_TTL_MS + 1;
    const late = await encrypted(app, calls.registerByMobile.path, { ...base, mobileNum: '912345678', verificationCode: code }, { method: 'PUT' });
    expect(late.body).toMatchObject({ code: ERROR_CODE.verificationIncorrect });

    await call(app, calls.smsCodeRegister.path, { method: 'POST', body: { mobileNo: '912345678', countryDialingCode: '55', ...(await captcha(app)) } });
    const wrong = await encrypted(app, calls.registerByMobile.path, { ...base, mobileNum: '912345678', verificationCode: '000000x' }, { method: 'PUT' });
    expect(wrong.body).toMatchObject({ code: ERROR_CODE.verificationIncorrect });

    await call(app, calls.smsCodeRegister.path, { method: 'POST', body: { mobileNo: '912345678', countryDialingCode: '55', ...(await captcha(app)) } });
    const ok = await encrypted<LoginValue>(
      app,
      calls.registerByMobile.path,
      { ...base, mobileNum: '912345678', verificationCode: await sms(app, '912345678') },
      { method: 'PUT' },
    );
    expect(valueOf(ok).userName).toBe('912345678');
  });

  it('asks for a captcha before sending a registration SMS and refuses a registered number', async () => {
    const app = createDemoApp();
    const noCaptcha = await call(app, calls.smsCodeRegister.path, { method: 'POST', body: { mobileNo: '912345678', countryDialingCode: '55' } });
    expect(noCaptcha.body).toMatchObject({ code: ERROR_CODE.captchaIncorrect });
    const known = await call(app, calls.smsCodeRegister.path, {
      method: 'POST',
      body: { mobileNo: DEMO_MOBILES.demo, countryDialingCode: '55', ...(await captcha(app)) },
    });
    expect(known.body).toMatchObject({ code: ERROR_CODE.usernameExists });
  });
});

describe('trial play', () => {
  it('creates a type 4 session on the trial merchant that is refused nothing but what the site gates', async () => {
    const app = createDemoApp();
    const { userName } = valueOf(await call<{ userName: string }>(app, calls.trialUser.path, { merchant: 'WLDEMO_TRIAL' }));
    expect(userName).toMatch(/^guest\d{6}$/);
    const trial = valueOf(await call<FreePlayValue>(app, calls.freePlayLogin.path, { method: 'POST', merchant: 'WLDEMO_TRIAL', body: { username: userName } }));
    expect(trial).toMatchObject({ userName, customerType: 4 });
    const info = valueOf(await call<MemberInfoValue>(app, calls.memberInfo.path, { token: trial.token, merchant: 'WLDEMO_TRIAL' }));
    expect(info.type).toBe(4);
    // the trial session belongs to the trial merchant only
    expect((await call(app, calls.memberInfo.path, { token: trial.token, merchant: MERCHANT })).status).toBe(401);
  });
});

describe('password flows', () => {
  it('forgot password by email needs the matching username and email', async () => {
    const app = createDemoApp();
    const form = (username: string, email: string) =>
      app.request(calls.passwordByEmail.path, {
        method: 'POST',
        headers: { [HEADER.merchant]: MERCHANT, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, email }).toString(),
      });
    expect((await form('demo', 'demo@example.com')).status).toBe(200);
    expect(await (await form('demo', 'other@example.com')).json()).toMatchObject({ code: ERROR_CODE.accountDisabled });
    expect(await (await form('nobody', 'demo@example.com')).json()).toMatchObject({ code: ERROR_CODE.accountDisabled });
  });

  it('changes the password: old checked, same refused with modify.new.old.same, then the new one logs in', async () => {
    const app = createDemoApp();
    const token = await loginToken(app);
    const wrongOld = await encrypted(
      app,
      calls.changePassword.path,
      { oldPassword: 'nope', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' },
      { token },
    );
    expect(wrongOld.status).toBe(400);
    const same = await encrypted(
      app,
      calls.changePassword.path,
      { oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' },
      { token },
    );
    expect(same.body).toMatchObject({ code: ERROR_CODE.samePassword });
    const changed = await encrypted(
      app,
      calls.changePassword.path,
      { oldPassword: 'Demo1234', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' },
      { token },
    );
    expect(changed.status).toBe(200);
    expect((await login(app, { username: 'demo', password: 'Demo1234' })).status).toBe(401);
    expect((await login(app, { username: 'demo', password: 'Fresh123' })).status).toBe(200);
    expect((await encrypted(app, calls.changePassword.path, { oldPassword: 'Fresh123', newPassword: 'x', confirmNewPassword: 'x' })).status).toBe(401);
  });

  it('sets a password by phone with an SMS code; the same password is refused and the code is spent', async () => {
    const app = createDemoApp();
    const mobile = DEMO_MOBILES.demo!;
    expect((await call(app, calls.smsCodeNoLogin.path, { method: 'POST', body: { mobileNum: '900000000', countryDialingCode: '55' } })).body).toMatchObject({
      code: ERROR_CODE.accountDisabled,
    });
    await call(app, calls.smsCodeNoLogin.path, { method: 'POST', body: { mobileNum: mobile, countryDialingCode: '55' } });
    const same = await encrypted(app, calls.passwordByPhone.path, { mobileNum: mobile, verificationCode: await sms(app, mobile), newPassword: 'Demo1234' });
    expect(same.body).toMatchObject({ code: ERROR_CODE.samePassword });
    expect((await call(app, `/__demo/sms/${mobile}`)).status).toBe(404);

    await call(app, calls.smsCodeNoLogin.path, { method: 'POST', body: { mobileNum: mobile, countryDialingCode: '55' } });
    const set = await encrypted<{ userName: string }>(app, calls.passwordByPhone.path, {
      mobileNum: mobile,
      verificationCode: await sms(app, mobile),
      newPassword: 'Phone123',
    });
    expect(valueOf(set)).toEqual({ userName: 'demo' });
    expect((await login(app, { username: 'demo', password: 'Phone123' })).status).toBe(200);
  });
});

describe('a password is kept exactly as typed (issue 26)', () => {
  const spaced = '  Abc12345  ';

  it('registers with surrounding spaces: login works as typed, not trimmed', async () => {
    const app = createDemoApp();
    const registered = await encrypted(
      app,
      calls.registerByUsername.path,
      { ...base, password: spaced, confirmPassword: spaced, username: 'spaced01', ...(await captcha(app)) },
      { method: 'PUT' },
    );
    expect(registered.status).toBe(200);
    expect((await login(app, { username: 'spaced01', password: spaced })).status).toBe(200);
    expect((await login(app, { username: 'spaced01', password: spaced.trim() })).status).toBe(401);
  });

  it('takes a confirmation that differs only by spaces as a mismatch', async () => {
    const app = createDemoApp();
    const mismatch = await encrypted(
      app,
      calls.registerByUsername.path,
      { ...base, password: spaced, confirmPassword: spaced.trim(), username: 'spaced02', ...(await captcha(app)) },
      { method: 'PUT' },
    );
    expect(mismatch.body).toMatchObject({ code: ERROR_CODE.validation, value: { field: 'confirmPassword' } });
  });

  it('changes and sets by phone to a password with spaces, compared exactly after', async () => {
    const app = createDemoApp();
    const changed = await encrypted(
      app,
      calls.changePassword.path,
      { oldPassword: 'Demo1234', newPassword: spaced, confirmNewPassword: spaced },
      { token: await loginToken(app) },
    );
    expect(changed.status).toBe(200);
    expect((await login(app, { username: 'demo', password: spaced.trim() })).status).toBe(401);
    const token = valueOf(await login(app, { username: 'demo', password: spaced })).token;
    // the old password as typed, not trimmed
    const wrongOld = await encrypted(
      app,
      calls.changePassword.path,
      { oldPassword: spaced.trim(), newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' },
      { token },
    );
    expect(wrongOld.body).toMatchObject({ code: ERROR_CODE.loginFailed });

    const mobile = DEMO_MOBILES.demo!;
    await call(app, calls.smsCodeNoLogin.path, { method: 'POST', body: { mobileNum: mobile, countryDialingCode: '55' } });
    const set = await encrypted(app, calls.passwordByPhone.path, { mobileNum: mobile, verificationCode: await sms(app, mobile), newPassword: ' Phone123 ' });
    expect(set.status).toBe(200);
    expect((await login(app, { username: 'demo', password: ' Phone123 ' })).status).toBe(200);
    expect((await login(app, { username: 'demo', password: 'Phone123' })).status).toBe(401);
  });

  it('refuses a 100,000-character email quickly, and trims an affiliate code', async () => {
    const app = createDemoApp();
    const start = performance.now();
    const long = await encrypted(
      app,
      calls.registerByUsername.path,
      { ...base, username: 'longmail1', email: `${'a'.repeat(100_000)}!`, ...(await captcha(app)) },
      { method: 'PUT' },
    );
    expect(long.body).toMatchObject({ code: ERROR_CODE.validation, value: { field: 'email' } });
    expect(performance.now() - start).toBeLessThan(1000);
    const invited = await encrypted(
      app,
      calls.registerByUsername.path,
      { ...base, username: 'invited01', affiliateCode: '  NOVA2024  ', ...(await captcha(app)) },
      { method: 'PUT' },
    );
    expect(invited.status).toBe(200);
  });
});

describe('slider challenge', () => {
  it('accepts a dragged answer within a few pixels once, and refuses a jump or a miss', async () => {
    const app = createDemoApp();
    const challenge = async () => valueOf(await call<SliderChallenge>(app, calls.sliderChallenge.path));
    const first = await challenge();
    expect(first.background).toMatch(/^data:image\/svg\+xml;base64,/);
    // the answer is only in the image (the hole's x in the SVG), as a player sees it
    const holeX = (c: SliderChallenge) => Number(/<rect x="(\d+)" y="\d+" width="44"/.exec(atob(c.background.split(',')[1]!))![1]);
    const drag = (x: number) => [
      [0, 0],
      [x / 2, 120],
      [x, 260],
    ];
    const ok = await login(app, {
      username: 'demo',
      password: 'Demo1234',
      slider: { challengeId: first.challengeId, x: holeX(first) + 2, trail: drag(holeX(first)) },
    });
    expect(ok.status).toBe(200);
    const reused = await login(app, {
      username: 'demo',
      password: 'Demo1234',
      slider: { challengeId: first.challengeId, x: holeX(first), trail: drag(holeX(first)) },
    });
    expect(reused.body).toMatchObject({ code: ERROR_CODE.captchaIncorrect });

    const second = await challenge();
    const miss = await login(app, {
      username: 'demo',
      password: 'Demo1234',
      slider: { challengeId: second.challengeId, x: holeX(second) + 20, trail: drag(holeX(second)) },
    });
    expect(miss.body).toMatchObject({ code: ERROR_CODE.captchaIncorrect });
    const third = await challenge();
    const jump = await login(app, {
      username: 'demo',
      password: 'Demo1234',
      slider: { challengeId: third.challengeId, x: holeX(third), trail: [[holeX(third), 0]] },
    });
    expect(jump.body).toMatchObject({ code: ERROR_CODE.captchaIncorrect });
  });
});

describe('login refusals, head icon and countries', () => {
  it('refuses members at the agent portal and disabled accounts', async () => {
    const app = createDemoApp();
    expect((await login(app, { username: 'demo', password: 'Demo1234', portal: 'agent' })).body).toMatchObject({ code: ERROR_CODE.nonAgent });
    expect((await login(app, { username: 'agent', password: 'Demo1234', portal: 'agent' })).status).toBe(200);
    expect((await login(app, { username: 'locked', password: 'Demo1234' })).body).toMatchObject({ code: ERROR_CODE.accountDisabled });
  });

  it('gets and sets the head icon', async () => {
    const app = createDemoApp();
    const token = await loginToken(app);
    expect(valueOf(await call(app, calls.memberIcon.path, { token }))).toEqual({ icon: 0 });
    const set = await app.request(calls.memberIcon.path, {
      method: 'POST',
      headers: { [HEADER.merchant]: MERCHANT, [HEADER.token]: token, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'icon=3',
    });
    expect(set.status).toBe(200);
    expect(valueOf(await call(app, calls.memberIcon.path, { token }))).toEqual({ icon: 3 });
  });

  it('lists countries with dialing codes', async () => {
    const countries = valueOf(await call<{ code: string; dialingCode: string }[]>(createDemoApp(), calls.countries.path));
    expect(countries).toContainEqual(expect.objectContaining({ code: 'BR', dialingCode: '55' }));
  });
});
