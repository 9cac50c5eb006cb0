// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REGISTER_FIELDS, type RegisterField, type RegisterFieldRule } from '@wl/api-client/protocol';
import { REGISTER_SETTINGS } from '@wl/demo-api';
import {
  birthdayRange,
  check,
  checkConfirm,
  checkRegisterField,
  detectRegisterMethod,
  mayBacktrackExponentially,
  platformPattern,
  registerTabs,
  RULES,
  type RuleName,
} from './validation';

describe('shared rule set', () => {
  it('checks login fields by name: required first, then the pattern', () => {
    expect(check('loginUsername', '  ')).toEqual({ key: 'validation.usernameRequired' });
    expect(check('loginUsername', 'demo')).toBeUndefined();
    expect(check('loginUsername', 'a b')).toEqual({ key: 'validation.usernameFormat' });
    expect(check('loginPassword', '')).toEqual({ key: 'validation.passwordRequired' });
    expect(check('loginMobileNum', '12345')).toEqual({ key: 'validation.mobileFormat', values: { min: 6 } });
    expect(check('loginMobileNum', '1'.repeat(21))).toBeDefined();
    expect(check('loginMobileNum', '1'.repeat(20))).toBeUndefined();
    expect(check('verificationCode', '12345678901')).toEqual({ key: 'validation.codeFormat' });
  });

  it('takes a login captcha of at most 6 digits', () => {
    expect(check('captcha', '')).toEqual({ key: 'validation.captchaRequired' });
    expect(check('captcha', '12a')).toEqual({ key: 'validation.captchaFormat' });
    expect(check('captcha', '1234567')).toEqual({ key: 'validation.captchaFormat' });
    expect(check('captcha', '123456')).toBeUndefined();
  });

  it('checks the email with the spec pattern and trims it', () => {
    expect(check('email', ' player@example.com ')).toBeUndefined();
    expect(check('email', 'first.last@mail.example.co.uk')).toBeUndefined();
    expect(check('email', 'player@example')).toEqual({ key: 'validation.emailIncorrect' });
    expect(check('email', 'player@example.comcom')).toEqual({ key: 'validation.emailIncorrect' });
    expect(check('email', `${'a'.repeat(250)}@example.com`)).toEqual({ key: 'validation.tooLong', values: { max: 254 } });
  });

  it('takes a password exactly as typed: spaces are characters, nothing is trimmed', () => {
    expect(check('loginPassword', '  Abc12345  ')).toBeUndefined();
    expect(check('password', '  Abc12345  ')).toBeUndefined();
    expect(check('password', 'Abc 1234')).toBeUndefined();
    // the limits apply to the exact string: 18 characters and 4 spaces are 22
    expect(check('password', '  Abc123456789012345  ')).toEqual({ key: 'validation.tooLong', values: { max: 20 } });
    expect(check('loginPassword', '   ')).toEqual({ key: 'validation.passwordFormat' });
    expect(check('loginPassword', '')).toEqual({ key: 'validation.passwordRequired' });
    // other fields are still trimmed
    expect(check('loginUsername', '  demo  ')).toBeUndefined();
  });

  it('says a value is too long before any pattern runs', () => {
    expect(check('loginUsername', 'a'.repeat(21))).toEqual({ key: 'validation.tooLong', values: { max: 20 } });
    expect(check('email', `${'a'.repeat(300)}!`)).toEqual({ key: 'validation.tooLong', values: { max: 254 } });
    expect(check('captcha', '1234567')).toEqual({ key: 'validation.captchaFormat' });
  });

  it('requires a confirmation that equals the password', () => {
    expect(checkConfirm('Secret123', '')).toEqual({ key: 'validation.confirmRequired' });
    expect(checkConfirm('Secret123', 'Secret12')).toEqual({ key: 'validation.confirmMismatch' });
    expect(checkConfirm('Secret123', 'Secret123')).toBeUndefined();
  });
});

describe('registration rule set from the server', () => {
  const rule = (required: boolean, pattern: string | null = null, enabled = true) => ({ enabled, required, pattern });

  it('skips disabled fields and optional empty ones, checks patterns of filled ones', () => {
    expect(checkRegisterField('email', '', rule(false, '^x$'))).toBeUndefined();
    expect(checkRegisterField('email', 'bad', rule(false, '^\\w+@\\w+\\.\\w{2,3}$'))).toEqual({ key: 'validation.emailIncorrect' });
    expect(checkRegisterField('payeeName', '', rule(true, null, false))).toBeUndefined();
    expect(checkRegisterField('username', '', rule(true))).toEqual({ key: 'validation.usernameRequired' });
    expect(checkRegisterField('captcha', '', rule(true))).toEqual({ key: 'validation.captchaWrite' });
    expect(checkRegisterField('mobileNum', '', rule(false), true)).toEqual({ key: 'validation.mobileRequired' });
  });

  it("checks a password against the platform's pattern exactly as typed", () => {
    expect(checkRegisterField('password', '  Abc12345  ', REGISTER_SETTINGS.password)).toBeUndefined();
    // a rule set without spaces refuses it: it is not trimmed to fit
    expect(checkRegisterField('password', '  Abc12345  ', rule(true, '^[A-Za-z0-9]{6,20}$'))).toEqual({ key: 'validation.passwordFormat' });
    expect(checkRegisterField('password', 'Abc12345', rule(true, '^[A-Za-z0-9]{6,20}$'))).toBeUndefined();
    // an affiliate code is trimmed
    expect(checkRegisterField('affiliateCode', '  ABCD1234  ', REGISTER_SETTINGS.affiliateCode)).toBeUndefined();
  });

  it('says a value is too long before the platform pattern runs', () => {
    expect(checkRegisterField('email', `${'a'.repeat(255)}`, rule(false, '^x$'))).toEqual({ key: 'validation.tooLong', values: { max: 254 } });
    expect(checkRegisterField('username', 'a'.repeat(33), rule(true, '^a+$'))).toEqual({ key: 'validation.tooLong', values: { max: 32 } });
  });

  it('does not run platform patterns that may backtrack exponentially; the email falls back to the spec rule', () => {
    const specEmail = '^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.\\w{2,3})+$';
    expect(mayBacktrackExponentially(specEmail)).toBe(true);
    expect(platformPattern(specEmail)).toBeUndefined();
    for (const hostile of ['^(a+)+$', '^(\\w|\\d)*x$', '^(a*b?)*$', '^(.+){5}$', '^(a)\\1$', '(?<n>a)\\k<n>', 'x'.repeat(300), '(']) {
      expect(platformPattern(hostile), hostile).toBeUndefined();
    }
    for (const fine of Object.values(REGISTER_SETTINGS).flatMap((r) => (r.pattern && !r.pattern.includes('@') ? [r.pattern] : []))) {
      expect(platformPattern(fine), fine).toBeInstanceOf(RegExp);
    }
    for (const fine of ['^(\\.\\w{2,3}){1,3}$', '^[(a+)*]+$', '^\\d{4}-\\d{2}-\\d{2}$', '^(?=.*\\d).{6,20}$', '^(ab)+$', '^\\((a|b)\\)$']) {
      expect(platformPattern(fine), fine).toBeInstanceOf(RegExp);
    }
    const email = { enabled: true, required: false, pattern: specEmail };
    expect(checkRegisterField('email', 'player@example.com', email)).toBeUndefined();
    expect(checkRegisterField('email', 'player@example', email)).toEqual({ key: 'validation.emailIncorrect' });
  });

  it('takes birthdays from 1900 to the end of this year', () => {
    const now = new Date();
    expect(birthdayRange(now)).toEqual({ min: '1900-01-01', max: `${now.getFullYear()}-12-31` });
    expect(checkRegisterField('birthday', '1899-12-31', rule(false))).toEqual({ key: 'validation.birthdayFormat' });
    expect(checkRegisterField('birthday', `${now.getFullYear() + 1}-01-01`, rule(false))).toEqual({ key: 'validation.birthdayFormat' });
    expect(checkRegisterField('birthday', '1990-05-04', rule(false))).toBeUndefined();
  });

  it('defaults to the mobile tab only when mobile registration is the only one', () => {
    expect(registerTabs({ username: true, mobile: true })).toEqual({ tabs: ['username', 'mobile'], defaultTab: 'username' });
    expect(registerTabs({ username: false, mobile: true })).toEqual({ tabs: ['mobile'], defaultTab: 'mobile' });
    expect(registerTabs({ username: true, mobile: false })).toEqual({ tabs: ['username'], defaultTab: 'username' });
  });

  it('detects the register method', () => {
    expect(detectRegisterMethod({ userAgent: 'Mozilla WLApp/2.1', standalone: false, iosStandalone: false })).toBe('APP');
    expect(detectRegisterMethod({ userAgent: 'iPhone', standalone: true, iosStandalone: true })).toBe('WEBCLIP');
    expect(detectRegisterMethod({ userAgent: 'Android', standalone: true, iosStandalone: false })).toBe('PWA');
    expect(detectRegisterMethod({ userAgent: 'Android', standalone: false, iosStandalone: false })).toBe('H5');
  });
});

/**
 * Issue 26: a pasted 10,000 characters froze registration and forgot password for more than 20 s. Every text field
 * of login, registration, forgot password (email and phone) and change password is checked, with 10,000 and
 * 100,000 characters of several shapes (and the worst inputs up to each field's limit), in under 50 ms.
 */
describe('long input', () => {
  const BUDGET_MS = 50;
  /** Shapes that make backtracking patterns work hardest: runs of one class, then a character that fails the match. */
  const shapes = (length: number): string[] => [
    'a'.repeat(length),
    `${'a'.repeat(length - 1)}!`,
    `${'a.'.repeat(length / 2 - 1)}@!`,
    `a@${'a'.repeat(length - 3)}!`,
    `${'1'.repeat(length - 1)}x`,
    ' '.repeat(length),
    `${'a '.repeat(length / 2 - 1)}!`,
  ];
  /** The inputs at the edge of each field's limit (254 for an email): within the length check, so the pattern runs. */
  const edge = [`${'a'.repeat(253)}!`, `${'a.'.repeat(126)}!`, `a@${'a'.repeat(251)}!`, `${'a'.repeat(60)}@${'a'.repeat(60)}.${'a'.repeat(60)}!`];

  const time = (run: () => unknown): number => {
    const start = performance.now();
    run();
    return performance.now() - start;
  };

  // the shared rule set: login (username, password, mobile, code, captcha), forgot password (username, email; phone:
  // mobile, code, new password), change password (current, new)
  const shared = Object.keys(RULES) as RuleName[];
  // the spec's exponential email pattern, as a platform might send it, and the demo's rule set
  const hostileEmail: RegisterFieldRule = { enabled: true, required: false, pattern: '^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.\\w{2,3})+$' };
  const ruleSets: Record<string, Partial<Record<RegisterField, RegisterFieldRule>>> = { demo: REGISTER_SETTINGS, hostile: { email: hostileEmail } };

  for (const length of [10_000, 100_000]) {
    it(`checks ${length.toLocaleString('en')} characters in every field of the shared rule set in under ${BUDGET_MS} ms`, () => {
      for (const rule of shared)
        for (const value of shapes(length)) {
          let message: unknown;
          expect(
            time(() => (message = check(rule, value))),
            `${rule}: ${value.slice(0, 12)}`,
          ).toBeLessThan(BUDGET_MS);
          expect(message).toBeDefined();
        }
    });

    it(`checks ${length.toLocaleString('en')} characters in every registration field in under ${BUDGET_MS} ms`, () => {
      for (const [name, rules] of Object.entries(ruleSets))
        for (const field of REGISTER_FIELDS)
          for (const value of shapes(length)) {
            const rule = rules[field] ?? REGISTER_SETTINGS[field];
            expect(
              time(() => checkRegisterField(field, value, rule, true)),
              `${name} ${field}: ${value.slice(0, 12)}`,
            ).toBeLessThan(BUDGET_MS);
          }
      expect(time(() => checkConfirm('a'.repeat(length), `${'a'.repeat(length - 1)}b`))).toBeLessThan(BUDGET_MS);
    });
  }

  it(`checks the worst inputs within each field's limit in under ${BUDGET_MS} ms, the hostile email pattern too`, () => {
    for (const value of edge) {
      expect(
        time(() => check('email', value)),
        value.slice(0, 12),
      ).toBeLessThan(BUDGET_MS);
      for (const [name, rules] of Object.entries(ruleSets))
        for (const field of REGISTER_FIELDS)
          expect(
            time(() => checkRegisterField(field, value, rules[field] ?? REGISTER_SETTINGS[field], true)),
            `${name} ${field}`,
          ).toBeLessThan(BUDGET_MS);
    }
  });
});
