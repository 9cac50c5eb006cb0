import type { RegisterField, RegisterFieldRule } from '@wl/api-client/protocol';
import { yearOf, type NamespaceKey } from '@wl/i18n';

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

/** Limits of spec 000 sections 5 and 9 (passwords and usernames: the shared rule set's 20). */
export const LIMITS = {
  captcha: 6,
  mobileMax: 20,
  mobileMin: 6,
  smsCode: 10,
  emailMax: 254,
  birthdayMinYear: 1900,
  usernameMax: 20,
  passwordMax: 20,
} as const;

/**
 * The spec's email pattern (word characters, optional dotted parts, @, a domain and a 2-3 character suffix repeated
 * 1-3 times) written so that it runs in linear time. The spec's own spelling,
 * `^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3}){1,3}$`, takes the same strings but backtracks exponentially: 30
 * characters without an @ took 0.8 s, each more doubles it, and a pasted 10,000 froze the page (issue 26). The
 * optional separator adds nothing (`\w+\w+` is `\w+`), and the repeated suffix is the last dotted part.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,3}$/;

interface Rule {
  required: Message;
  pattern: RegExp;
  format: Message;
  /** the longest value taken: a longer one gets `tooLong` (default `validation.tooLong`) before any pattern runs */
  max: number;
  tooLong?: Message;
  /** checked as typed (passwords: sent exactly as typed, issue 26), not trimmed */
  exact?: true;
}

/** A value longer than its field takes (checked before any pattern, so a pasted 100,000 characters cost nothing). */
export const tooLong = (max: number): Message => ({ key: 'validation.tooLong', values: { max } });

/** The shared rule set by name (spec 000 section 5), used by login, forgot password, set password by phone and change password. */
export const RULES = {
  loginUsername: {
    required: { key: 'validation.usernameRequired' },
    pattern: /^[A-Za-z0-9_]{3,20}$/,
    format: { key: 'validation.usernameFormat' },
    max: LIMITS.usernameMax,
  },
  // a password is any characters, spaces too (one rule for every password field: sent exactly as typed)
  loginPassword: {
    required: { key: 'validation.passwordRequired' },
    pattern: /^.{6,20}$/,
    format: { key: 'validation.passwordFormat' },
    max: LIMITS.passwordMax,
    exact: true,
  },
  password: {
    required: { key: 'validation.passwordRequired' },
    pattern: /^(?=.*[A-Za-z])(?=.*\d).{6,20}$/,
    format: { key: 'validation.passwordFormat' },
    max: LIMITS.passwordMax,
    exact: true,
  },
  loginMobileNum: {
    required: { key: 'validation.mobileRequired' },
    pattern: new RegExp(`^\\d{${LIMITS.mobileMin},${LIMITS.mobileMax}}$`),
    format: { key: 'validation.mobileFormat', values: { min: LIMITS.mobileMin } },
    max: LIMITS.mobileMax,
  },
  verificationCode: {
    required: { key: 'validation.codeRequired' },
    pattern: new RegExp(`^\\d{1,${LIMITS.smsCode}}$`),
    format: { key: 'validation.codeFormat' },
    max: LIMITS.smsCode,
    // "at most 10 digits" already
    tooLong: { key: 'validation.codeFormat' },
  },
  captcha: {
    required: { key: 'validation.captchaRequired' },
    pattern: new RegExp(`^\\d{1,${LIMITS.captcha}}$`),
    format: { key: 'validation.captchaFormat' },
    max: LIMITS.captcha,
    tooLong: { key: 'validation.captchaFormat' },
  },
  email: { required: { key: 'validation.emailIncorrect' }, pattern: EMAIL_PATTERN, format: { key: 'validation.emailIncorrect' }, max: LIMITS.emailMax },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

/**
 * Checks a value against a rule of the shared set: required, then its length, then the pattern. The value is
 * trimmed first, except passwords, which are checked (and sent) exactly as typed.
 */
export function check(rule: RuleName, value: string): Message | undefined {
  const r: Rule = RULES[rule];
  const v = r.exact ? value : value.trim();
  if (!v) return r.required;
  if (v.length > r.max) return r.tooLong ?? tooLong(r.max);
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
 * The longest value each registration field takes, checked before the platform's pattern runs. The platform's
 * pattern holds the real rule; these only bound the work (and say "too long" rather than "wrong format"), so
 * they are the spec's limits where it gives one and generous elsewhere.
 */
export const REGISTER_MAX: Record<RegisterField, number> = {
  username: 32,
  password: 64,
  mobileNum: LIMITS.mobileMax,
  email: LIMITS.emailMax,
  nickname: 50,
  payeeName: 100,
  birthday: 10,
  affiliateCode: 32,
  captcha: 16,
  verificationCode: LIMITS.smsCode,
};

/** Fields checked exactly as typed: passwords are never trimmed (issue 26). */
const EXACT_FIELDS: ReadonlySet<RegisterField> = new Set(['password']);

/** What a field is checked with when the platform's pattern is refused (`platformPattern`): the spec's own rule, where it has one. */
const FALLBACK_PATTERN: Partial<Record<RegisterField, RegExp>> = { email: EMAIL_PATTERN };

/**
 * A registration field against the server's rule set (catalogue `registerSettings`): disabled fields and
 * optional empty fields are skipped; `forceRequired` makes a field required on a tab that needs it. The value is
 * trimmed (passwords excepted), its length checked against `REGISTER_MAX`, then the platform's pattern runs, if
 * `platformPattern` accepts it.
 */
export function checkRegisterField(field: RegisterField, value: string, rule: RegisterFieldRule | undefined, forceRequired = false): Message | undefined {
  if (!rule?.enabled && !forceRequired) return undefined;
  const v = EXACT_FIELDS.has(field) ? value : value.trim();
  if (!v) return rule?.required || forceRequired ? (REQUIRED_MESSAGE[field] ?? { key: 'validation.required' }) : undefined;
  if (v.length > REGISTER_MAX[field]) return tooLong(REGISTER_MAX[field]);
  if (field === 'birthday' && !isBirthdayInRange(v)) return FORMAT_MESSAGE.birthday;
  const pattern = rule?.pattern ? (platformPattern(rule.pattern) ?? FALLBACK_PATTERN[field]) : undefined;
  if (pattern && !pattern.test(v)) return FORMAT_MESSAGE[field] ?? { key: 'validation.format' };
  return undefined;
}

/** The longest pattern source taken from the platform. */
const PATTERN_SOURCE_MAX = 256;
const compiled = new Map<string, RegExp | null>();

/**
 * A pattern the platform sends in its field rules, compiled once, or undefined when the site will not run it:
 * not a valid pattern, longer than 256 characters, or one that may backtrack exponentially (`mayBacktrackExponentially`).
 * A refused pattern is not applied on the site (the email falls back to the spec's rule): the platform still checks
 * the value when the form is sent, and its refusal shows on the field. The value's length is always checked first
 * (`REGISTER_MAX`), which bounds what a polynomial pattern can cost.
 */
export function platformPattern(source: string): RegExp | undefined {
  let pattern = compiled.get(source);
  if (pattern === undefined) {
    pattern = null;
    if (source.length <= PATTERN_SOURCE_MAX && !mayBacktrackExponentially(source)) {
      try {
        pattern = new RegExp(source);
      } catch {
        // not a pattern: nothing to check on the site
      }
    }
    compiled.set(source, pattern);
  }
  return pattern ?? undefined;
}

/** How many times a repeated group may repeat before a quantifier or alternation inside it counts as a risk. */
const SAFE_REPEATS = 3;

/**
 * A conservative test for patterns whose matching time can grow exponentially with the input: a back-reference,
 * or a group that may repeat more than 3 times (`*`, `+`, `{4,}`) holding a quantifier or an alternation
 * (`(\w+)*`, `([.-]?\w+)*`, `(a|ab)+`; the spec's own email pattern is one). One pass over the source; a safe
 * pattern it refuses (`(?:[.-]\w+)*`) only loses its check on the site.
 */
export function mayBacktrackExponentially(source: string): boolean {
  // per open group: whether it holds a quantifier or an alternation (the outermost is the pattern itself)
  const groups = [{ risky: false }];
  // what a quantifier here would repeat: a group (and whether it was risky), another atom, or nothing
  let last: { risky: boolean } | 'atom' | null = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    const top = groups[groups.length - 1]!;
    if (c === '\\') {
      if (/[1-9k]/.test(source[i + 1] ?? '')) return true;
      i++;
      last = 'atom';
    } else if (c === '[') {
      // a character class is one atom: on to its closing bracket (a first `]` closes it, as in JavaScript)
      i += source[i + 1] === '^' ? 2 : 1;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      last = 'atom';
    } else if (c === '(') {
      groups.push({ risky: false });
      last = null;
    } else if (c === ')') {
      const closed = groups.length > 1 ? groups.pop()! : { risky: false };
      groups[groups.length - 1]!.risky ||= closed.risky;
      last = closed;
    } else if (c === '|') {
      top.risky = true;
      last = null;
    } else {
      const quantifier = last && /^(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})/.exec(source.slice(i, i + 24));
      if (!quantifier) {
        last = 'atom';
        continue;
      }
      const [text, symbol, least, comma, most] = quantifier;
      const repeats = symbol === '?' ? 1 : symbol ? Infinity : !comma ? Number(least) : most ? Number(most) : Infinity;
      if (repeats > SAFE_REPEATS && last !== 'atom' && last?.risky) return true;
      top.risky = true;
      i += text.length - (source[i + text.length] === '?' ? 0 : 1);
      last = null;
    }
  }
  return false;
}

/** The birthday picker's range: 1900-01-01 to the end of this year. */
export function birthdayRange(now = new Date()): { min: string; max: string } {
  return { min: `${LIMITS.birthdayMinYear}-01-01`, max: `${yearOf(now)}-12-31` };
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
