import { useWalletQuery } from './authApi';
import { useTranslation, localeOf } from '@wl/i18n';
import { formatBalance } from '@wl/ui-kit';
import { useCallback } from 'react';

/** Formats a decimal-string amount with the member's currency symbol in the page's language (never through a float). */
export function useFormatAmount(): (amount: string) => string {
  const { i18n } = useTranslation();
  const wallet = useWalletQuery();
  const symbol = wallet.data?.currencySymbol ?? '';
  const locale = localeOf(i18n);
  return useCallback((amount: string) => formatBalance(amount, symbol, locale), [symbol, locale]);
}
