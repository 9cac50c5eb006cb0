import { Hono } from 'hono';
import { captchaImage, login, logout } from '@wl/api-client/catalogue';
import { ERROR_CODE, MEMBER_TYPE, SOCIAL_CHANNELS, type IdentityLoginPayload, type LoginValue, type PasswordLoginPayload } from '@wl/api-client/protocol';
import { fail, ok } from '../http';
import type { DemoDeps, DemoEnv } from '../http';
import { serve } from '../serve';
import type { DemoMember } from '../seed/types';
import { CAPTCHA_AFTER_FAILURES, CAPTCHA_TTL_MS, SESSION_IDLE_MS, consumeCode } from '../state';
import type { MerchantStore } from '../state';
import { captchaSvg, svgDataUrl } from '../svg';
import { linkIdentity, resolveIdentityLogin } from '../identity';
import { newMember, startSession, verifySlider } from './accounts';
import { loginRefusal } from './protection';

type LoginPayload = PasswordLoginPayload;

function parseLoginPayload(raw: unknown): LoginPayload | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const p = raw as Record<string, unknown>;
  const type = p.type ?? 'username';
  if (typeof p.username !== 'string' || !p.username.trim() || typeof p.password !== 'string' || !p.password) return undefined;
  if (type !== 'username' && type !== 'sms') return undefined;
  const optional = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  const portal = p.portal === 'agent' || p.portal === 'member' ? p.portal : undefined;
  return {
    username: p.username.trim(),
    password: p.password,
    captcha: optional(p.captcha),
    captchaId: optional(p.captchaId),
    type,
    portal,
    slider: p.slider as LoginPayload['slider'],
  };
}

function parseIdentityPayload(raw: unknown): IdentityLoginPayload | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const p = raw as Record<string, unknown>;
  const channel = [...SOCIAL_CHANNELS, 'sms' as const].find((c) => c === p.firebaseChannel);
  if (p.type !== 'firebase' || !channel || typeof p.firebaseIdToken !== 'string' || !p.firebaseIdToken) return undefined;
  const optional = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    type: 'firebase',
    firebaseChannel: channel,
    firebaseIdToken: p.firebaseIdToken,
    firebaseMobileNo: optional(p.firebaseMobileNo),
    countryDialingCode: optional(p.countryDialingCode),
    portal: p.portal === 'agent' || p.portal === 'member' ? p.portal : undefined,
  };
}

/** The member a payload names and proves, or undefined. SMS logins use the mobile number and a code sent earlier. */
function authenticate(store: MerchantStore, payload: LoginPayload, now: number): DemoMember | undefined {
  if (payload.type === 'sms') {
    const member = [...store.members.values()].find((m) => m.mobileNum === payload.username);
    return member && consumeCode(store.smsCodes, payload.username, payload.password, now) ? member : undefined;
  }
  const member = store.members.get(payload.username.toLowerCase());
  return member && member.password === payload.password ? member : undefined;
}

const isAgentType = (type: number) => type !== 0 && type !== 4 && type !== 40;

/** Why a proven member may not log in here: disabled; the agent portal refuses members, the member portal agent-only accounts (types 40 and up). */
function refuse(member: DemoMember, portal: LoginPayload['portal']): { code: string; message: string; value?: undefined } | undefined {
  if (member.disabled) return { code: ERROR_CODE.accountDisabled, message: 'Sorry, the user does not exist or is disabled' };
  if (portal === 'agent' && !isAgentType(member.type)) return { code: ERROR_CODE.nonAgent, message: 'Non-agents cannot log in' };
  if (portal === 'member' && member.type >= 40) return { code: ERROR_CODE.nonMember, message: 'Non-member account unable to login' };
  return undefined;
}

function randomDigits(count: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(count)), (b) => String(b % 10)).join('');
}

export function sessionRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();

  serve(app, login, deps, async (c, decrypted) => {
    const store = c.get('store');
    const now = state.now();
    if ((decrypted as { type?: unknown } | null)?.type === 'firebase') {
      // identity-provider login (spec 000 section 3): the id token proves the player; first use creates the account
      const identity = parseIdentityPayload(decrypted);
      if (!identity) return fail(c, 400, ERROR_CODE.validation, 'The identity provider token is required.');
      const result = await resolveIdentityLogin(store, identity, now);
      if ('error' in result) return fail(c, 401, ERROR_CODE.loginFailed, 'The sign-in could not be verified, please try again.');
      let member: DemoMember;
      if ('create' in result) {
        const { link, ...fields } = result.create;
        if (identity.portal === 'agent') return fail(c, 403, ERROR_CODE.nonAgent, 'Non-agents cannot log in');
        member = newMember(store, { ...fields, password: crypto.randomUUID(), type: MEMBER_TYPE.member });
        linkIdentity(store, link, member);
      } else member = result.member;
      const refusal = refuse(member, identity.portal) ?? loginRefusal(store, member, now);
      if (refusal) return fail(c, 403, refusal.code, refusal.message, refusal.value);
      const value: LoginValue = { token: startSession(store, member, now), userName: member.account, type: member.type, firstTimeLogin: 'create' in result };
      return ok(c, value);
    }
    const payload = parseLoginPayload(decrypted);
    if (!payload) return fail(c, 400, ERROR_CODE.validation, 'Username and password are required.');

    // a slider answer, when the brand sends one, must fit (docs/product-decisions.md 11)
    if (payload.slider !== undefined && !verifySlider(store, payload.slider, now)) return fail(c, 400, ERROR_CODE.captchaIncorrect, 'Verification code error');
    const key = payload.username.toLowerCase();
    const failures = store.failedLogins.get(key) ?? 0;
    if (failures >= CAPTCHA_AFTER_FAILURES && !consumeCode(store.captchas, payload.captchaId, payload.captcha, now)) {
      return fail(c, 400, ERROR_CODE.captchaIncorrect, 'Verification code error', { captcha: true });
    }
    const member = authenticate(store, payload, now);
    if (!member) {
      store.failedLogins.set(key, failures + 1);
      const value = failures + 1 >= CAPTCHA_AFTER_FAILURES ? { captcha: true } : undefined;
      return fail(c, 401, ERROR_CODE.loginFailed, 'Incorrect username or password.', value);
    }
    const refusal = refuse(member, payload.portal) ?? loginRefusal(store, member, now);
    if (refusal) return fail(c, 403, refusal.code, refusal.message, refusal.value);

    store.failedLogins.delete(key);
    const token = crypto.randomUUID();
    store.sessions.set(token, { memberId: member.id, createdAt: now, expiresAt: now + SESSION_IDLE_MS });
    const value: LoginValue = { token, userName: member.account, type: member.type, firstTimeLogin: false };
    return ok(c, value);
  });

  serve(app, logout, deps, (c) => {
    c.get('store').sessions.delete(c.get('token'));
    return ok(c, null);
  });

  serve(app, captchaImage, deps, (c) => {
    const store = c.get('store');
    const now = state.now();
    for (const [id, captcha] of store.captchas) if (captcha.expiresAt <= now) store.captchas.delete(id);
    const code = randomDigits(4);
    const captchaId = crypto.randomUUID();
    store.captchas.set(captchaId, { code, expiresAt: now + CAPTCHA_TTL_MS });
    return ok(c, { captchaId, image: svgDataUrl(captchaSvg(code)) });
  });

  return app;
}
