// Money (product decisions 18 and 19, docs/design.md section 7): an amount travels as a decimal string
// ("1234.50") and is computed as a bigint of minor units (cents); it is never a binary float. An operation that
// moves money carries an idempotency key made once per submission.

/** Decimals of the site's currencies (every wallet shows two). */
export const MONEY_SCALE = 2;
/** The largest amount a player can type: twelve digits before the decimals. */
export const MAX_AMOUNT_DIGITS = 12;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Minor units of a decimal string. More decimals than `scale` round half away from zero (a platform that answers
 * three decimals for a two-decimal wallet). Throws on anything that is not a decimal string.
 */
export function toMinor(decimal: string, scale: number = MONEY_SCALE): bigint {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${decimal}`);
  const [, sign, whole, fraction = ''] = match;
  const kept = BigInt(whole! + fraction.slice(0, scale).padEnd(scale, '0'));
  const roundsUp = fraction.length > scale && fraction.charCodeAt(scale) >= 53; // '5'
  const minor = kept + (roundsUp ? 1n : 0n);
  return sign ? -minor : minor;
}

/** The decimal string of minor units, with exactly `scale` decimals: `123450n` is `"1234.50"`. */
export function fromMinor(minor: bigint, scale: number = MONEY_SCALE): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** The sum of decimal strings, as a decimal string. */
export function addAmounts(...amounts: string[]): string {
  return fromMinor(amounts.reduce((sum, amount) => sum + toMinor(amount), 0n));
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const x = toMinor(a);
  const y = toMinor(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Why a typed amount is refused; each has its message key `money.<problem>` in the shared text. */
export type AmountProblem = 'required' | 'format' | 'negative' | 'zero' | 'decimals' | 'tooLarge' | 'belowMin' | 'aboveMax' | 'aboveBalance';

export interface AmountRules {
  scale?: number;
  /** decimal strings; each is checked when given */
  min?: string;
  max?: string;
  /** what the player holds: an amount above it is refused */
  balance?: string;
}

export type AmountReading = { ok: true; amount: string } | { ok: false; problem: AmountProblem; limit?: string };

/**
 * Reads an amount as a player types or pastes it: spaces are ignored; `1,234.50` and `1.234,50` (grouping and a
 * decimal point or comma), and `12,5` (a decimal comma) are understood; anything else is refused with the reason,
 * checked in this order: required, format, negative, decimals, too large, zero, below min, above max, above balance.
 * The length is checked before any pattern, so a pasted novel costs nothing.
 */
export function readAmount(input: string, rules: AmountRules = {}): AmountReading {
  const scale = rules.scale ?? MONEY_SCALE;
  if (input.length > 64) return { ok: false, problem: 'tooLarge' };
  const text = input.replace(/[\s\u00a0\u202f']/g, '');
  if (text === '') return { ok: false, problem: 'required' };
  const negative = text.startsWith('-');
  const unsigned = normaliseSeparators(negative ? text.slice(1) : text);
  if (unsigned === undefined) return { ok: false, problem: 'format' };
  if (negative) return { ok: false, problem: 'negative' };
  const [whole, fraction = ''] = unsigned.split('.');
  if (fraction.length > scale) return { ok: false, problem: 'decimals' };
  if (whole!.replace(/^0+(?=\d)/, '').length > MAX_AMOUNT_DIGITS) return { ok: false, problem: 'tooLarge' };
  const minor = toMinor(unsigned, scale);
  if (minor === 0n) return { ok: false, problem: 'zero' };
  const amount = fromMinor(minor, scale);
  if (rules.min !== undefined && minor < toMinor(rules.min, scale)) return { ok: false, problem: 'belowMin', limit: rules.min };
  if (rules.max !== undefined && minor > toMinor(rules.max, scale)) return { ok: false, problem: 'aboveMax', limit: rules.max };
  if (rules.balance !== undefined && minor > toMinor(rules.balance, scale)) return { ok: false, problem: 'aboveBalance', limit: rules.balance };
  return { ok: true, amount };
}

/** `1,234.5` -> `1234.5`; `1.234,5` -> `1234.5`; `12,5` -> `12.5`; undefined when the separators make no sense. */
function normaliseSeparators(text: string): string | undefined {
  if (!/^[\d.,]+$/.test(text)) return undefined;
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  let decimalMark: ',' | '.' | undefined;
  if (comma >= 0 && dot >= 0) decimalMark = comma > dot ? ',' : '.';
  else if (comma >= 0) decimalMark = /^\d{1,3}(,\d{3})+$/.test(text) ? undefined : ',';
  else if (dot >= 0) decimalMark = /^\d{1,3}(\.\d{3}){2,}$/.test(text) ? undefined : '.';
  const group = decimalMark ? (decimalMark === ',' ? '.' : ',') : comma >= 0 ? ',' : '.';
  const [whole, fraction, extra] = text.split(decimalMark ?? '\u0000');
  if (extra !== undefined || whole === undefined) return undefined;
  // grouping must be in threes from the decimal mark: 1,234,567 yes, 12,34 no
  if (whole.includes(group) && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) return undefined;
  const digits = whole.split(group).join('');
  if (digits === '' || (decimalMark && (fraction === undefined || !/^\d+$/.test(fraction)))) return undefined;
  if (!/^\d+$/.test(digits)) return undefined;
  return decimalMark ? `${digits}.${fraction}` : digits;
}

/** A new idempotency key: one per submission of a money operation, sent again only with that same submission. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
