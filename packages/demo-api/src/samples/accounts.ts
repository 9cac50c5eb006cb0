import * as calls from '@wl/api-client/catalogue';
import { HEADER, type Envelope } from '@wl/api-client/protocol';
import type { DemoApp } from '../app';
import type { Samples } from './sample';

/**
 * Writes that change an account (passwords, head icon, registrations) run on a merchant of their own, so the demo
 * logins of the other samples (merchant WLDEMO, password Demo1234) stay as seeded. Any merchant code works.
 */
const OWN = 'ACCOUNTS_SAMPLE';
const TRIAL = 'WLDEMO_TRIAL';

/** One plain call to the demo platform (a step a sample needs first): its value. */
async function value<T>(app: DemoApp, path: string, merchant: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { [HEADER.merchant]: merchant };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${path}: ${envelope.code}`);
  return envelope.value;
}

/** A fresh captcha and its code (the demo-only captcha endpoint). */
async function solvedCaptcha(app: DemoApp, merchant: string): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = await value<{ captchaId: string }>(app, calls.captchaImage.path, merchant);
  const { code } = await value<{ code: string }>(app, `/__demo/captcha/${captchaId}`, merchant);
  return { captchaId, captcha: code };
}

/** The SMS code the demo platform last sent to a number (the demo-only SMS endpoint). */
const smsCode = async (app: DemoApp, mobile: string) => (await value<{ code: string }>(app, `/__demo/sms/${mobile}`, OWN)).code;

const registration = { registerUrl: 'localhost', domain: 'localhost', registerMethod: 'H5', type: 0, password: 'Sample123', confirmPassword: 'Sample123' };

/** Table-test samples of catalogue/accounts.ts and catalogue/identity.ts. */
export const accountsSamples: Samples = {
  agentAffiliate: { request: { as: 'demo' }, malformed: { code: 12345678 } },
  affiliateInvitees: {
    request: { as: 'demo' },
    malformed: { list: [], totalReward: 10, currencySymbol: '$' },
    leftOut: { list: [{ account: 'pa***1', registeredAt: 0, reward: '1,00' }], totalReward: '0.00', currencySymbol: '$' },
  },
  captchaImage: { request: {}, malformed: { captchaId: 'x' } },
  sliderChallenge: { request: {}, malformed: { challengeId: 'x', background: '', piece: '', width: '280', height: 160, pieceSize: 44, pieceY: 20 } },
  registerSettings: { request: {}, malformed: { username: { enabled: true, required: true, pattern: null } } },
  countries: { request: {}, malformed: { code: 'BR' }, leftOut: [{ code: 'BR', name: 'Brasil', dialingCode: 55 }] },
  checkUsername: { request: { params: { username: 'freeName1' } }, answerIgnored: 'only the failure (username.exists) is read' },
  smsCodeRegister: {
    request: async ({ app }) => ({ merchant: OWN, body: { mobileNo: '912340101', countryDialingCode: '55', ...(await solvedCaptcha(app, OWN)) } }),
    malformed: { expirationTime: '60' },
  },
  smsCodeMobileRegister: {
    request: async ({ app }) => ({ merchant: OWN, body: { mobileNo: '912340102', countryDialingCode: '55', ...(await solvedCaptcha(app, OWN)) } }),
    malformed: {},
  },
  smsCodeNoLogin: { request: { merchant: OWN, body: { mobileNum: '987650001', countryDialingCode: '55' } } },
  registerByUsername: {
    request: async ({ app }) => ({ merchant: OWN, body: { ...registration, username: 'sample01', ...(await solvedCaptcha(app, OWN)) } }),
    malformed: { token: 't', userName: 'sample01', type: 0 },
  },
  registerByMobile: {
    request: async ({ app }) => {
      const mobile = '912340103';
      await value(app, calls.smsCodeMobileRegister.path, OWN, { mobileNo: mobile, countryDialingCode: '55', ...(await solvedCaptcha(app, OWN)) });
      return { merchant: OWN, body: { ...registration, countryDialingCode: '55', mobileNum: mobile, verificationCode: await smsCode(app, mobile) } };
    },
  },
  trialUser: { request: { merchant: TRIAL }, malformed: { userName: null } },
  freePlayLogin: { request: { merchant: TRIAL, body: { username: 'guest654321' } }, malformed: { token: 't', userName: 'guest654321', customerType: '4' } },
  passwordByEmail: {
    request: { merchant: OWN, body: { username: 'demo', email: 'demo@example.com' } },
    answerIgnored: 'success shows the mail-sent notice; the value is not read',
  },
  passwordByPhone: {
    request: async ({ app }) => {
      const mobile = '987650002'; // demo1 of the sample merchant
      await value(app, calls.smsCodeNoLogin.path, OWN, { mobileNum: mobile, countryDialingCode: '55' });
      return { merchant: OWN, body: { mobileNum: mobile, countryDialingCode: '55', verificationCode: await smsCode(app, mobile), newPassword: 'Sample123' } };
    },
    malformed: { account: 'demo1' },
  },
  changePassword: {
    request: { as: 'agent', merchant: OWN, body: { oldPassword: 'Demo1234', newPassword: 'Sample123', confirmNewPassword: 'Sample123' } },
    answerIgnored: 'success shows the saved toast; the value is not read',
  },
  memberIcon: { request: { as: 'demo' }, malformed: { icon: '3' } },
  setMemberIcon: { request: { as: 'demo', merchant: OWN, body: { icon: '3' } }, malformed: { icon: null } },
  demoIdentityToken: { request: { body: { channel: 'google', email: 'sample@example.com', name: 'Sample Player' } }, malformed: { idToken: 1 } },
  demoPhoneCode: { request: { body: { mobileNo: '912340104', countryDialingCode: '55' } }, malformed: { expirationTime: null } },
  demoPhoneToken: {
    request: async ({ app }) => {
      const phone = { mobileNo: '912340105', countryDialingCode: '55' };
      await value(app, calls.demoPhoneCode.path, OWN, phone);
      const { code } = await value<{ code: string }>(app, `/__demo/identity/sms/${phone.mobileNo}`, OWN);
      return { merchant: OWN, body: { ...phone, code } };
    },
  },
};
