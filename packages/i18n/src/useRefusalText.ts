import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from './errors';
import { useDateFormat } from './useDateFormat';

/** When a lock ends: a time of day in the page's language. */
const LOCK_END: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** A platform refusal as the text layer reads it: its code and the values it names (tries left, limit, lock end). */
export interface Refusal {
  code: string;
  value?: Record<string, unknown> | null;
}

/**
 * The player's text for a platform refusal. Codes of the money area (the withdrawal password, payee name, bank
 * cards, withdrawal limits: the cashier namespace's `security.errors`) have their own text with the tries left, the
 * limit or the lock's end; every other code takes the shared error text. One reading for the cashier and the agent's
 * money forms alike.
 */
export function useRefusalText(): (refusal: Refusal | undefined) => string {
  const { t, i18n } = useTranslation('cashier');
  const { t: tc } = useTranslation();
  const time = useDateFormat(LOCK_END);
  return useCallback(
    (refusal) => {
      const code = refusal?.code ?? 'unknown';
      const key = `security.errors.${code.replaceAll('.', '_')}`;
      if (!i18n.exists(key, { ns: 'cashier' })) return tc(errorMessageKey(code)) as string;
      const value = refusal?.value ?? {};
      const until = typeof value.lockedUntil === 'number' ? time.format(value.lockedUntil) : '';
      return t(key as 'security.errors.payment_password_incorrect', {
        tries: Number(value.remainingTries ?? 0),
        limit: String(value.limit ?? ''),
        until,
      }) as string;
    },
    [t, tc, i18n, time],
  );
}
