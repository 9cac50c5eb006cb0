import { useMemo } from 'react';
import { useWalletQuery } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { formatBalance } from '@wl/ui-kit';

/** The currency of the figures and the player's language: amounts as the header shows them. */
export function useMoney(): (amount: string) => string {
  const { i18n } = useTranslation();
  const symbol = useWalletQuery().data?.currencySymbol ?? '';
  return (amount) => formatBalance(amount, symbol, i18n.language);
}

/** A time in the player's language (date and time, short). */
export function useTimeFormat(): (time: number) => string {
  const { i18n } = useTranslation();
  const format = useMemo(() => new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);
  return (time) => format.format(time);
}
