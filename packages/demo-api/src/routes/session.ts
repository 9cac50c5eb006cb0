import { Hono } from 'hono';
import { ERROR_CODE, PATH, type AccountsLoginPayload, type LoginValue } from '@wl/api-client/protocol';
import { readEncryptedBody } from '../encrypted';
import { fail, ok } from '../http';
import type { DemoDeps, DemoEnv } from '../http';
import { requireSession } from '../middleware';
import { DEMO_PATH } from '../paths';
import type { DemoMember } from '../seed/types';
import { CAPTCHA_AFTER_FAILURES, CAPTCHA_TTL_MS, SESSION_IDLE_MS, consumeCode } from '../state';
import type { MerchantStore } from '../state';
import { captchaSvg, svgDataUrl } from '../svg';
import { verifySlider } from './accounts';

type LoginPayload = AccountsLoginPayload;

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

function randomDigits(count: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(count)), (b) => String(b % 10)).join('');
}

export function sessionRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();

  app.post(PATH.login, async (c) => {
    const store = c.get('store');
    const now = state.now();
    const decrypted = await readEncryptedBody(c, deps);
    if (decrypted === undefined) return fail(c, 400, ERROR_CODE.decrypt, 'The request body must be an encrypted payload.');
    const payload = parseLoginPayload(decrypted);
    if (!payload) return fail(c, 400, ERROR_CODE.validation, 'Username and password are required.');

    // a slider answer, when the brand sends one, must fit (DECISIONS.md 11)
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
    if (member.disabled) return fail(c, 403, ERROR_CODE.accountDisabled, 'Sorry, the user does not exist or is disabled');
    // the agent portal refuses members, the member portal refuses agent-only accounts (types 40 and up but trial)
    if (payload.portal === 'agent' && !isAgentType(member.type)) return fail(c, 403, ERROR_CODE.nonAgent, 'Non-agents cannot log in');
    if (payload.portal === 'member' && member.type >= 40) return fail(c, 403, ERROR_CODE.nonMember, 'Non-member account unable to login');

    store.failedLogins.delete(key);
    const token = crypto.randomUUID();
    store.sessions.set(token, { memberId: member.id, createdAt: now, expiresAt: now + SESSION_IDLE_MS });
    const value: LoginValue = { token, userName: member.account, type: member.type, firstTimeLogin: false };
    return ok(c, value);
  });

  app.delete(PATH.logout, requireSession(state), (c) => {
    c.get('store').sessions.delete(c.get('token'));
    return ok(c, null);
  });

  app.get(DEMO_PATH.captcha, (c) => {
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
