import { Hono } from 'hono';
import {
  changePassword,
  checkUsername,
  countries,
  demoIdentityToken,
  demoPhoneCode,
  demoPhoneToken,
  freePlayLogin,
  memberIcon,
  passwordByEmail,
  passwordByPhone,
  registerByMobile,
  registerByUsername,
  registerSettings,
  setMemberIcon,
  sliderChallenge,
  smsCodeNoLogin,
  smsCodeRegister,
  trialUser,
} from '@wl/api-client/catalogue';
import {
  ERROR_CODE,
  MEMBER_TYPE,
  type CountryValue,
  type IdentityTokenValue,
  type FreePlayValue,
  type LoginValue,
  type MemberIconValue,
  type PasswordByPhoneValue,
  type RegisterField,
  type RegisterPayload,
  type RegisterSettings,
  type SliderAnswer,
  type SliderChallenge,
  type SmsCodeValue,
  HEAD_ICON_COUNT,
} from '@wl/api-client/protocol';
import { fail, ok } from '../http';
import { affiliateLinkOf, linkMemberType, recordLinkRegistration } from './affiliateLinks';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { resolveMerchant } from '../middleware';
import { serve } from '../serve';
import { recordInvitation } from './referral';
import { DEMO_COUNTRIES, DEMO_INVITATION_CODES, TRIAL_BALANCE } from '../seed/accounts';
import type { DemoMember } from '../seed/types';
import { identityPhoneCodes, issueIdToken, phoneKey, phoneVerifiedBy } from '../identity';
import { consumeCode, SESSION_IDLE_MS } from '../state';
import type { MerchantStore } from '../state';
import { svgDataUrl } from '../svg';

/** An SMS code is valid this long (the spec's default countdown). */
export const SMS_TTL_MS = 60_000;
/** A slider challenge must be answered within this time, and within SLIDER_TOLERANCE_PX. */
export const SLIDER_TTL_MS = 2 * 60_000;
export const SLIDER_TOLERANCE_PX = 4;
const SLIDER = { width: 280, height: 160, piece: 44 } as const;

/** Demo-only: the last SMS code sent to a mobile number (tests and demos read it here). */
export const DEMO_SMS_PATH = '/__demo/sms/:mobile';
/** Demo-only: the last code the demo identity provider sent to a number. */
export const DEMO_IDENTITY_SMS_PATH = '/__demo/identity/sms/:mobile';

/** The registration rule set the demo merchant is configured with (catalogue `registerSettings`). */
export const REGISTER_SETTINGS: RegisterSettings = {
  username: { enabled: true, required: true, pattern: '^[A-Za-z][A-Za-z0-9]{3,15}$' },
  // a password is sent and kept exactly as typed: a space is one of its characters (issue 26)
  password: { enabled: true, required: true, pattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d !@#$%^&*._-]{6,20}$' },
  mobileNum: { enabled: true, required: false, pattern: '^\\d{6,15}$' },
  // the spec's email rule in a spelling that runs in linear time (its own, `^\\w+([.-]?\\w+)*@...`, backtracks exponentially)
  email: { enabled: true, required: false, pattern: '^\\w+(?:[.-]\\w+)*@\\w+(?:[.-]\\w+)*\\.\\w{2,3}$' },
  nickname: { enabled: true, required: false, pattern: '^.{2,20}$' },
  payeeName: { enabled: false, required: false, pattern: null },
  birthday: { enabled: true, required: false, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  affiliateCode: { enabled: true, required: false, pattern: '^[A-Za-z0-9]{4,16}$' },
  captcha: { enabled: true, required: true, pattern: '^\\d{1,6}$' },
  verificationCode: { enabled: true, required: true, pattern: '^\\d{4,10}$' },
};

/** Fields of the payload checked against the rule set (captcha and SMS code are checked against what was issued). */
const CHECKED_FIELDS: RegisterField[] = ['username', 'password', 'mobileNum', 'email', 'nickname', 'birthday', 'affiliateCode'];
/** The longest value the demo takes in any registration field, checked before a pattern runs. */
const FIELD_MAX = 254;
/** A password as sent: kept and compared exactly as typed, never trimmed (issue 26); anything else is no password. */
const exact = (value: unknown): string => (typeof value === 'string' ? value : '');

const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

function randomDigits(count: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(count)), (b) => String(b % 10)).join('');
}

function memberByMobile(store: MerchantStore, mobile: string): DemoMember | undefined {
  return [...store.members.values()].find((m) => m.mobileNum === mobile);
}

export function startSession(store: MerchantStore, member: DemoMember, now: number): string {
  const token = crypto.randomUUID();
  store.sessions.set(token, { memberId: member.id, createdAt: now, expiresAt: now + SESSION_IDLE_MS });
  return token;
}

export function newMember(store: MerchantStore, fields: Partial<DemoMember> & Pick<DemoMember, 'account' | 'password' | 'type'>): DemoMember {
  let id = randomDigits(8).replace(/^0/, '1');
  const ids = new Set([...store.members.values()].map((m) => m.id));
  while (ids.has(id)) id = randomDigits(8).replace(/^0/, '1');
  const member: DemoMember = {
    id,
    nickname: null,
    clubLabel: null,
    disabled: false,
    mobileNum: '',
    countryDialingCode: '',
    email: '',
    icon: 0,
    wallets: { MAIN: 0 },
    parentId: null,
    ...fields,
  };
  store.members.set(member.account.toLowerCase(), member);
  return member;
}

/** The slider's background: a pattern with the hole where the piece fits. */
function sliderBackgroundSvg(width: number, height: number, x: number, y: number, size: number): string {
  const stripes = Array.from({ length: 9 }, (_, i) => `<rect x="${i * 34}" y="0" width="17" height="${height}" fill="#fff" fill-opacity="0.07"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(200,60%,35%)"/><stop offset="1" stop-color="hsl(280,55%,40%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#b)"/>${stripes}
<circle cx="${width * 0.8}" cy="${height * 0.25}" r="40" fill="#fff" fill-opacity="0.12"/>
<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="8" fill="#000" fill-opacity="0.55" stroke="#fff" stroke-width="2"/>
</svg>`;
}

/** The piece the player drags into the hole. */
function sliderPieceSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect x="1" y="1" width="${size - 2}" height="${size - 2}" rx="8" fill="hsl(45,95%,55%)" stroke="#fff" stroke-width="2"/>
<path d="M${size * 0.3} ${size / 2} H${size * 0.7} M${size * 0.55} ${size * 0.35} L${size * 0.7} ${size / 2} L${size * 0.55} ${size * 0.65}" stroke="#1f1300" stroke-width="3" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** Verifies and consumes a slider answer (docs/product-decisions.md 11): the right challenge, in time, within a few pixels, with a drag trail. */
export function verifySlider(store: MerchantStore, answer: unknown, now: number): boolean {
  const a = record(answer) as Partial<SliderAnswer>;
  if (typeof a.challengeId !== 'string' || typeof a.x !== 'number' || !Array.isArray(a.trail)) return false;
  const challenge = store.sliders.get(a.challengeId);
  store.sliders.delete(a.challengeId);
  if (!challenge || challenge.expiresAt <= now) return false;
  // a person drags: several samples over some time, not a jump straight to the answer
  const trail = a.trail.filter((p): p is [number, number] => Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number');
  const duration = trail.length ? trail[trail.length - 1]![1] - trail[0]![1] : 0;
  return Math.abs(challenge.x - a.x) <= SLIDER_TOLERANCE_PX && trail.length >= 3 && duration >= 100;
}

/** The first field of the payload that breaks the rule set (optional empty fields are skipped). */
function invalidField(payload: Partial<Record<RegisterField, unknown>>, required: RegisterField[]): RegisterField | undefined {
  for (const field of CHECKED_FIELDS) {
    const rule = REGISTER_SETTINGS[field];
    const value = field === 'password' ? exact(payload[field]) : str(payload[field]);
    const isRequired = required.includes(field) || (rule.enabled && rule.required && field !== 'mobileNum' && field !== 'username');
    if (!value) {
      if (isRequired) return field;
      continue;
    }
    if (value.length > FIELD_MAX || (rule.pattern && !new RegExp(rule.pattern).test(value))) return field;
  }
  return undefined;
}

export function accountRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();
  // the demo identity provider's paths are not platform paths: they name their merchant the same way
  const merchant = resolveMerchant(state);

  serve(app, registerSettings, deps, (c) => ok(c, REGISTER_SETTINGS));

  serve(app, countries, deps, (c) =>
    ok<CountryValue[]>(
      c,
      DEMO_COUNTRIES.map((country) => ({ ...country })),
    ),
  );

  serve(app, checkUsername, deps, (c) => {
    const username = str(c.req.query('username'));
    const pattern = REGISTER_SETTINGS.username.pattern;
    if (!username || (pattern && !new RegExp(pattern).test(username))) return fail(c, 400, ERROR_CODE.validation, 'Invalid username.', { field: 'username' });
    if (c.get('store').members.has(username.toLowerCase()))
      return fail(c, 409, ERROR_CODE.usernameExists, 'Sorry, the username already exists', { field: 'username' });
    return ok(c, { available: true });
  });

  serve(app, sliderChallenge, deps, (c) => {
    const store = c.get('store');
    const now = state.now();
    for (const [id, s] of store.sliders) if (s.expiresAt <= now) store.sliders.delete(id);
    const bytes = crypto.getRandomValues(new Uint8Array(2));
    const x = 90 + (bytes[0]! % (SLIDER.width - SLIDER.piece - 100));
    const y = 20 + (bytes[1]! % (SLIDER.height - SLIDER.piece - 40));
    const challengeId = crypto.randomUUID();
    store.sliders.set(challengeId, { x, expiresAt: now + SLIDER_TTL_MS });
    return ok<SliderChallenge>(c, {
      challengeId,
      background: svgDataUrl(sliderBackgroundSvg(SLIDER.width, SLIDER.height, x, y, SLIDER.piece)),
      piece: svgDataUrl(sliderPieceSvg(SLIDER.piece)),
      width: SLIDER.width,
      height: SLIDER.height,
      pieceSize: SLIDER.piece,
      pieceY: y,
    });
  });

  /** Issues an SMS code for a mobile number; its expiry goes back so the client can count down. */
  function issueSms(c: DemoContext, mobile: string): Response {
    const now = state.now();
    const expirationTime = now + SMS_TTL_MS;
    c.get('store').smsCodes.set(mobile, { code: randomDigits(6), expiresAt: expirationTime });
    return ok<SmsCodeValue>(c, { expirationTime });
  }

  // one path under two entries (smsCodeRegister: REGMOBVERF3, smsCodeMobileRegister: MOBILENUMREG3), the same body:
  // served once, from the first; the recorded module id is checked against both
  serve(app, smsCodeRegister, deps, (c, body) => {
    const store = c.get('store');
    const mobile = body.mobileNo.trim();
    if (!new RegExp(REGISTER_SETTINGS.mobileNum.pattern ?? '').test(mobile))
      return fail(c, 400, ERROR_CODE.validation, 'Please enter a valid mobile number', { field: 'mobileNum' });
    const human = body.slider
      ? verifySlider(store, body.slider, state.now())
      : consumeCode(store.captchas, str(body.captchaId), str(body.captcha), state.now());
    if (!human) return fail(c, 400, ERROR_CODE.captchaIncorrect, 'Verification code error', { captcha: true, field: 'captcha' });
    if (memberByMobile(store, mobile)) return fail(c, 409, ERROR_CODE.usernameExists, 'Sorry, the username already exists', { field: 'mobileNum' });
    return issueSms(c, mobile);
  });

  serve(app, smsCodeNoLogin, deps, (c, body) => {
    const store = c.get('store');
    const mobile = body.mobileNum.trim();
    if (body.slider !== undefined && !verifySlider(store, body.slider, state.now()))
      return fail(c, 400, ERROR_CODE.captchaIncorrect, 'Verification code error');
    if (!memberByMobile(store, mobile))
      return fail(c, 404, ERROR_CODE.accountDisabled, 'Sorry, the user does not exist or is disabled', { field: 'mobileNum' });
    return issueSms(c, mobile);
  });

  /** Registration by username (REG3) or by mobile number (MOBILENUMREG3); success logs the player in. */
  async function register(c: DemoContext, payload: RegisterPayload, byMobile: boolean): Promise<Response> {
    const store = c.get('store');
    const now = state.now();
    const invalid = invalidField(payload, byMobile ? ['mobileNum'] : ['username']);
    if (invalid) return fail(c, 400, ERROR_CODE.validation, `Invalid ${invalid}.`, { field: invalid });
    if (exact(payload.password) !== exact(payload.confirmPassword))
      return fail(c, 400, ERROR_CODE.validation, 'Confirmation incorrect.', { field: 'confirmPassword' });
    const mobile = str(payload.mobileNum);
    if (byMobile) {
      // the SMS code the platform sent, or the identity provider's proof of the number (firebaseIdToken)
      const proven = payload.firebaseIdToken
        ? await phoneVerifiedBy(store, payload.firebaseIdToken.trim(), str(payload.countryDialingCode), mobile, now)
        : consumeCode(store.smsCodes, mobile, str(payload.verificationCode), now);
      if (!proven) {
        return fail(c, 400, ERROR_CODE.verificationIncorrect, 'Verification code error', { field: 'verificationCode' });
      }
    } else if (!consumeCode(store.captchas, str(payload.captchaId), str(payload.captcha), now)) {
      return fail(c, 400, ERROR_CODE.captchaIncorrect, 'Verification code error', { captcha: true, field: 'captcha' });
    }
    const affiliate = str(payload.affiliateCode);
    // an agent's affiliate link (routes/affiliateLinks.ts), else a member's id (invite friends, routes/referral.ts)
    const link = affiliate ? affiliateLinkOf(store, affiliate) : undefined;
    const parent = link
      ? [...store.members.values()].find((m) => m.id === link.agentId)
      : affiliate
        ? [...store.members.values()].find((m) => m.id === affiliate)
        : undefined;
    if (affiliate && !parent && !DEMO_INVITATION_CODES.includes(affiliate.toUpperCase())) {
      return fail(c, 400, ERROR_CODE.invitationInvalid, 'Invalid invitation code', { field: 'affiliateCode' });
    }
    const account = str(payload.username) || mobile;
    if (store.members.has(account.toLowerCase()) || (mobile && memberByMobile(store, mobile))) {
      return fail(c, 409, ERROR_CODE.usernameExists, 'Sorry, the username already exists', { field: byMobile ? 'mobileNum' : 'username' });
    }
    const member = newMember(store, {
      account,
      password: exact(payload.password),
      type: link ? linkMemberType(link.memberType) : MEMBER_TYPE.member,
      nickname: str(payload.nickname) || null,
      mobileNum: mobile,
      countryDialingCode: str(payload.countryDialingCode),
      email: str(payload.email),
      parentId: parent?.id ?? null,
    });
    if (link) recordLinkRegistration(store, link, member);
    else if (parent) recordInvitation(store, parent, member, now);
    return ok<LoginValue>(c, { token: startSession(store, member, now), userName: member.account, type: member.type, firstTimeLogin: true });
  }

  serve(app, registerByUsername, deps, (c, payload) => register(c, payload, false));
  serve(app, registerByMobile, deps, (c, payload) => register(c, payload, true));

  /** A fresh trial name; the site keeps it under its trial key. */
  serve(app, trialUser, deps, (c) => {
    const store = c.get('store');
    let name = `guest${randomDigits(6)}`;
    while (store.members.has(name)) name = `guest${randomDigits(6)}`;
    return ok(c, { userName: name });
  });

  /** Free play: a type 4 session on the trial merchant (the Merchant header names it). */
  serve(app, freePlayLogin, deps, (c, body) => {
    const store = c.get('store');
    const now = state.now();
    const wanted = body.username.trim();
    const existing = wanted ? store.members.get(wanted.toLowerCase()) : undefined;
    if (existing && existing.type !== MEMBER_TYPE.trial) return fail(c, 409, ERROR_CODE.usernameExists, 'Sorry, the username already exists');
    const member =
      existing ??
      newMember(store, {
        account: /^guest\d{6}$/.test(wanted) ? wanted : `guest${randomDigits(6)}`,
        password: crypto.randomUUID(),
        type: MEMBER_TYPE.trial,
        wallets: { MAIN: TRIAL_BALANCE },
      });
    return ok<FreePlayValue>(c, { token: startSession(store, member, now), userName: member.account, customerType: member.type });
  });

  /** Forgot password by email (form-urlencoded): the username and its email must match. Never says which one was wrong. */
  serve(app, passwordByEmail, deps, (c, form) => {
    const username = form.username.trim();
    const email = form.email.trim();
    if (!username || !email) return fail(c, 400, ERROR_CODE.validation, 'Username and email are required.');
    const member = c.get('store').members.get(username.toLowerCase());
    if (!member || member.disabled || member.email.toLowerCase() !== email.toLowerCase()) {
      return fail(c, 404, ERROR_CODE.accountDisabled, 'Sorry, the user does not exist or is disabled');
    }
    return ok(c, { sent: true });
  });

  /** Set password by phone: the SMS code proves the number; the same password again is refused. */
  serve(app, passwordByPhone, deps, async (c, payload) => {
    const store = c.get('store');
    const now = state.now();
    const mobile = payload.mobileNum.trim();
    const newPassword = exact(payload.newPassword);
    if (payload.slider !== undefined && !verifySlider(store, payload.slider, now)) return fail(c, 400, ERROR_CODE.captchaIncorrect, 'Verification code error');
    const member = memberByMobile(store, mobile);
    if (!member || member.disabled) return fail(c, 404, ERROR_CODE.accountDisabled, 'Sorry, the user does not exist or is disabled');
    const proven = payload.firebaseIdToken
      ? await phoneVerifiedBy(store, payload.firebaseIdToken.trim(), str(payload.countryDialingCode), mobile, now)
      : consumeCode(store.smsCodes, mobile, payload.verificationCode.trim(), now);
    if (!proven) return fail(c, 400, ERROR_CODE.verificationIncorrect, 'Verification code error');
    if (!new RegExp(REGISTER_SETTINGS.password.pattern ?? '').test(newPassword))
      return fail(c, 400, ERROR_CODE.validation, 'Invalid password.', { field: 'password' });
    if (member.password === newPassword) return fail(c, 400, ERROR_CODE.samePassword, 'The new password cannot be the same as the old password');
    member.password = newPassword;
    return ok<PasswordByPhoneValue>(c, { userName: member.account });
  });

  /** Change password (PASS3, encrypted, with a session): old must match, confirm must equal new, new must differ. */
  serve(app, changePassword, deps, (c, payload) => {
    const member = c.get('member');
    const newPassword = exact(payload.newPassword);
    if (exact(payload.oldPassword) !== member.password) return fail(c, 400, ERROR_CODE.loginFailed, 'Incorrect password.', { field: 'oldPassword' });
    if (newPassword !== exact(payload.confirmNewPassword))
      return fail(c, 400, ERROR_CODE.validation, 'Confirmation incorrect.', { field: 'confirmNewPassword' });
    if (!new RegExp(REGISTER_SETTINGS.password.pattern ?? '').test(newPassword))
      return fail(c, 400, ERROR_CODE.validation, 'Invalid password.', { field: 'newPassword' });
    if (newPassword === member.password) return fail(c, 400, ERROR_CODE.samePassword, 'The new password cannot be the same as the old password');
    member.password = newPassword;
    return ok(c, null);
  });

  serve(app, memberIcon, deps, (c) => ok<MemberIconValue>(c, { icon: c.get('member').icon }));

  serve(app, setMemberIcon, deps, (c, form) => {
    const icon = Number(form.icon.trim());
    if (!Number.isInteger(icon) || icon < 1 || icon > HEAD_ICON_COUNT) return fail(c, 400, ERROR_CODE.validation, 'Unknown icon.');
    c.get('member').icon = icon;
    return ok<MemberIconValue>(c, { icon });
  });

  // ---- the demo identity provider (docs/product-decisions.md 12): id tokens for social accounts and verified phones ----
  for (const entry of [demoIdentityToken, demoPhoneCode, demoPhoneToken]) app.use(entry.path, merchant);

  serve(app, demoIdentityToken, deps, async (c, body) => {
    const email = body.email.trim().toLowerCase();
    if (email.length > 254 || !/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email))
      return fail(c, 400, ERROR_CODE.validation, 'A provider and an email are required.', { field: 'email' });
    const idToken = await issueIdToken(
      { aud: c.get('merchant'), sub: `${body.channel}:${email}`, channel: body.channel, email, name: body.name.trim() },
      state.now(),
    );
    return ok<IdentityTokenValue>(c, { idToken });
  });

  serve(app, demoPhoneCode, deps, (c, body) => {
    const mobileNo = body.mobileNo.trim();
    const dialing = body.countryDialingCode.trim();
    if (!new RegExp(REGISTER_SETTINGS.mobileNum.pattern ?? '').test(mobileNo) || !/^\d{1,4}$/.test(dialing))
      return fail(c, 400, ERROR_CODE.validation, 'Please enter a valid mobile number', { field: 'mobileNum' });
    const expirationTime = state.now() + SMS_TTL_MS;
    identityPhoneCodes(c.get('store')).set(phoneKey(dialing, mobileNo), { code: randomDigits(6), expiresAt: expirationTime });
    return ok<SmsCodeValue>(c, { expirationTime });
  });

  serve(app, demoPhoneToken, deps, async (c, body) => {
    const mobileNo = body.mobileNo.trim();
    const dialing = body.countryDialingCode.trim();
    const now = state.now();
    if (!consumeCode(identityPhoneCodes(c.get('store')), phoneKey(dialing, mobileNo), body.code.trim(), now))
      return fail(c, 400, ERROR_CODE.verificationIncorrect, 'Verification code error', { field: 'verificationCode' });
    const idToken = await issueIdToken(
      { aud: c.get('merchant'), sub: `sms:${dialing}${mobileNo}`, channel: 'sms', phone: { countryDialingCode: dialing, mobileNo } },
      now,
    );
    return ok<IdentityTokenValue>(c, { idToken });
  });

  /** Demo only: the code the demo identity provider last sent to a number. */
  app.get(DEMO_IDENTITY_SMS_PATH, (c) => {
    const mobile = c.req.param('mobile');
    const sms = state
      .stores()
      .flatMap((s) => [...identityPhoneCodes(s)].filter(([k]) => k.endsWith(`|${mobile}`)).map(([, v]) => v))
      .at(-1);
    if (!sms) return fail(c, 404, ERROR_CODE.notFound, 'No code was sent to this number.');
    return ok(c, { code: sms.code, expirationTime: sms.expiresAt });
  });

  /** Demo only: the SMS code last sent to a number, as a phone would show it. */
  app.get(DEMO_SMS_PATH, (c) => {
    const mobile = c.req.param('mobile');
    const sms = state
      .stores()
      .map((s) => s.smsCodes.get(mobile))
      .find(Boolean);
    if (!sms) return fail(c, 404, ERROR_CODE.notFound, 'No code was sent to this number.');
    return ok(c, { code: sms.code, expirationTime: sms.expiresAt });
  });

  return app;
}
