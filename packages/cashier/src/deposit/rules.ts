import { compareAmounts, readAmount } from '@wl/api-client';
import { lastDays, type DayRange, type NamespaceKey, type TranslationKey } from '@wl/i18n';
import type { DepositChannel, DepositPromotion } from './depositApi';

/** A stable key for a channel's form: a switch of channel starts a fresh form (and its own operation keys). */
export const channelKey = (channel: Pick<DepositChannel, 'kind' | 'channel'>): string => `${channel.kind}:${channel.channel}`;

/** A message of the deposit form: a key of the `cashier` namespace and its values (turned into text when shown). */
export interface DepositMessage {
  key: NamespaceKey<'cashier'>;
  values?: Record<string, string>;
}

/** A message of the form: its own (cashier namespace), or a platform error's (default namespace, `errorMessageKey`). */
export type FormMessage = DepositMessage | { platform: TranslationKey };

/** Receipts the platform accepts (say so next to the field): JPEG, PNG or WebP up to 5 MB. */
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const RECEIPT_MAX_MB = 5;
export const RECEIPT_MAX_BYTES = RECEIPT_MAX_MB * 1024 * 1024;
export const RECEIPT_ACCEPT = RECEIPT_TYPES.join(',');

/** The depositor's name, as on the bank account: letters of any script and single spaces, 2 to 50 characters. */
const NAME = /^\p{L}+(?: \p{L}+)*$/u;
/** A bank reference: letters, digits, spaces and - _ / . #, at most 64 characters. */
const REFERENCE = /^[\p{L}\p{N} \-_/.#]{0,64}$/u;

/** The amount typed for a channel: the problem as the shared `amount.*` message, with the limit formatted. */
export function amountMessage(
  input: string,
  channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>,
  format: (amount: string) => string,
): DepositMessage | undefined {
  const reading = readAmount(input, { min: channel.minAmount, max: channel.maxAmount });
  if (reading.ok) return undefined;
  return { key: `amount.${reading.problem}` as const, values: reading.limit === undefined ? undefined : { limit: format(reading.limit) } };
}

/** The chosen promotion needs at least its minimum deposit (checked once the amount reads). */
export function promotionMessage(promotion: DepositPromotion | undefined, amountInput: string, format: (amount: string) => string): DepositMessage | undefined {
  if (!promotion) return undefined;
  const reading = readAmount(amountInput);
  if (!reading.ok || compareAmounts(reading.amount, promotion.minDeposit) >= 0) return undefined;
  return { key: 'deposit.promotion.belowMin', values: { limit: format(promotion.minDeposit) } };
}

/** Collapses runs of spaces and trims: what is sent as the depositor's name. */
export const cleanName = (name: string): string => name.trim().replace(/\s+/g, ' ');

export function depositorNameMessage(name: string): DepositMessage | undefined {
  const clean = cleanName(name);
  if (clean === '') return { key: 'deposit.errors.nameRequired' };
  if (!NAME.test(clean)) return { key: 'deposit.errors.nameLetters' };
  if ([...clean].length < 2 || [...clean].length > 50) return { key: 'deposit.errors.nameLength' };
  return undefined;
}

/** The transfer time from a datetime-local field: required, a real time, not in the future (a minute of clock skew allowed). */
export function transferTimeMessage(value: string, now: number = Date.now()): DepositMessage | undefined {
  if (value.trim() === '') return { key: 'deposit.errors.timeRequired' };
  const at = Date.parse(value);
  if (Number.isNaN(at)) return { key: 'deposit.errors.timeRequired' };
  if (at > now + 60_000) return { key: 'deposit.errors.timeFuture' };
  return undefined;
}

export function referenceMessage(value: string): DepositMessage | undefined {
  return REFERENCE.test(value.trim()) ? undefined : { key: 'deposit.errors.referenceFormat' };
}

/** An optional receipt image: JPEG, PNG or WebP, at most 5 MB. */
export function receiptMessage(file: File | null): DepositMessage | undefined {
  if (!file) return undefined;
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return { key: 'deposit.errors.receiptType' };
  if (file.size > RECEIPT_MAX_BYTES) return { key: 'deposit.errors.receiptSize', values: { size: String(RECEIPT_MAX_MB) } };
  return undefined;
}

/** Today and `days - 1` days before it as the records call takes them (YYYY-MM-DD, UTC like the platform's days). */
export function recordRange(days: number, now: number = Date.now()): DayRange {
  return lastDays(days, now, 'utc');
}
