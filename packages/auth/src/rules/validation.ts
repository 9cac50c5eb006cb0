import type { RegisterField, RegisterFieldRule } from '@wl/api-client/protocol';
import type { NamespaceKey } from '@wl/i18n';

/** A validation message: a key of the `accounts` namespace and its values. Rendered with t() so it follows the language. */
export interface Message {
  key: NamespaceKey<'accounts'>;
  values?: Record<string, string | number>;
}

/** A platform refusal shown on the field it names (value.field): the text of its code, in the current language. */
export interface Refusal {
  refusal: unknown;
}

/** What an account form shows on a field: a validation message, or a refusal until the player changes the field. */
export type FieldMessage = Message | Refusal;

/** Limits of spec 000 sections 5 and 9. */
export const LIMITS = { captcha: 6, mobileMax: 20, mobileMin: 6, smsCode: 10, emailMax: 254, birthdayMinYear: 1900 } as const;

/** The spec's email pattern: word characters, optional dotted parts, @, a domain and a 2-3 character suffix repeated 1-3 times. */
export const EMAIL_PATTERN = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3}){1,3}$/;

interface Rule {
  required: Message;
  pattern: RegExp;
  format: Message;
}

/** The shared rule set by name (spec 000 section 5), used by login, forgot password, set password by phone and change password. */
export const RULES = {
  loginUsername: { required: { key: 'validation.usernameRequired' }, pattern: /^[A-Za-z0-9_]{3,20}$/, format: { key: 'validation.usernameFormat' } },
  loginPassword: { required: { key: 'validation.passwordRequired' }, pattern: /^\S{6,20}$/, format: { key: 'validation.passwordFormat' } },
  password: { required: { key: 'validation.passwordRequired' }, pattern: /^(?=.*[A-Za-z])(?=.*\d)\S{6,20}$/, format: { key: 'validation.passwordFormat' } },
  loginMobileNum: {
    required: { key: 'validation.mobileRequired' },
    pattern: new RegExp(`^\\d{${LIMITS.mobileMin},${LIMITS.mobileMax}}$`),
    format: { key: 'validation.mobileFormat', values: { min: LIMITS.mobileMin } },
  },
  verificationCode: {
    required: { key: 'validation.codeRequired' },
    pattern: new RegExp(`^\\d{1,${LIMITS.smsCode}}$`),
    format: { key: 'validation.codeFormat' },
  },
  captcha: { required: { key: 'validation.captchaRequired' }, pattern: new RegExp(`^\\d{1,${LIMITS.captcha}}$`), format: { key: 'validation.captchaFormat' } },
  email: { required: { key: 'validation.emailIncorrect' }, pattern: EMAIL_PATTERN, format: { key: 'validation.emailIncorrect' } },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

/** Checks a value against a rule of the shared set; the value is trimmed first. */
export function check(rule: RuleName, value: string): Message | undefined {
  const r: Rule = RULES[rule];
  const v = value.trim();
  if (!v) return r.required;
  if (rule === 'email' && v.length > LIMITS.emailMax) return r.format;
  return r.pattern.test(v) ? undefined : r.format;
}

/** Confirmation: required (in_enter_password), then equal (in_confirmation_correct). */
export function checkConfirm(password: string, confirm: string): Message | undefined {
  if (!confirm) return { key: 'validation.confirmRequired' };
  return confirm === password ? undefined : { key: 'validation.confirmMismatch' };
}

const REQUIRED_MESSAGE: Partial<Record<RegisterField, Message>> = {
  username: { key: 'validation.usernameRequired' },
  password: { key: 'validation.passwordRequired' },
  mobileNum: { key: 'validation.mobileRequired' },
  captcha: { key: 'validation.captchaWrite' },
  verificationCode: { key: 'validation.codeRequired' },
};
const FORMAT_MESSAGE: Partial<Record<RegisterField, Message>> = {
  username: { key: 'validation.usernameFormat' },
  password: { key: 'validation.passwordFormat' },
  mobileNum: { key: 'validation.mobileFormat', values: { min: LIMITS.mobileMin } },
  email: { key: 'validation.emailIncorrect' },
  nickname: { key: 'validation.nameFormat' },
  payeeName: { key: 'validation.nameFormat' },
  birthday: { key: 'validation.birthdayFormat' },
  affiliateCode: { key: 'validation.invitationInvalid' },
  captcha: { key: 'validation.captchaFormat' },
  verificationCode: { key: 'validation.codeFormat' },
};

/**
 * A registration field against the server's rule set (catalogue `registerSettings`): disabled fields and
 * optional empty fields are skipped; `forceRequired` makes a field required on a tab that needs it.
 */
export function checkRegisterField(field: RegisterField, value: string, rule: RegisterFieldRule | undefined, forceRequired = false): Message | undefined {
  if (!rule?.enabled && !forceRequired) return undefined;
  const v = value.trim();
  if (!v) return rule?.required || forceRequired ? (REQUIRED_MESSAGE[field] ?? { key: 'validation.required' }) : undefined;
  if (field === 'birthday' && !isBirthdayInRange(v)) return FORMAT_MESSAGE.birthday;
  if (rule?.pattern && !safeRegExp(rule.pattern)?.test(v)) return FORMAT_MESSAGE[field] ?? { key: 'validation.format' };
  return undefined;
}

function safeRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/** The birthday picker's range: 1900-01-01 to the end of this year. */
export function birthdayRange(now = new Date()): { min: string; max: string } {
  return { min: `${LIMITS.birthdayMinYear}-01-01`, max: `${now.getFullYear()}-12-31` };
}

function isBirthdayInRange(value: string, now = new Date()): boolean {
  const { min, max } = birthdayRange(now);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= min && value <= max && !Number.isNaN(Date.parse(value));
}

/** Registration tabs enabled by the site configuration; the default is mobile only when mobile is the only one. */
export type RegisterTab = 'username' | 'mobile';
export function registerTabs(flags: { username: boolean; mobile: boolean }): { tabs: RegisterTab[]; defaultTab: RegisterTab } {
  const tabs: RegisterTab[] = [...(flags.username ? (['username'] as const) : []), ...(flags.mobile ? (['mobile'] as const) : [])];
  return { tabs, defaultTab: flags.mobile && !flags.username ? 'mobile' : 'username' };
}

/** How the site is running, sent as registerMethod: the native app shell, an installed PWA, an iOS web clip, or a browser. */
export function detectRegisterMethod(env: { userAgent: string; standalone: boolean; iosStandalone: boolean }): 'APP' | 'H5' | 'WEBCLIP' | 'PWA' {
  if (/\bWLApp\//.test(env.userAgent)) return 'APP';
  if (env.iosStandalone) return 'WEBCLIP';
  if (env.standalone) return 'PWA';
  return 'H5';
}
