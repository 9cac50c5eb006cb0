import { describe, expect, it } from 'vitest';
import { birthdayRange, check, checkConfirm, checkRegisterField, detectRegisterMethod, registerTabs } from './validation';

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
    expect(check('email', `${'a'.repeat(250)}@example.com`)).toEqual({ key: 'validation.emailIncorrect' });
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
