import { useCallback } from 'react';
import { useAppSelector } from '@wl/api-client';
import { localeOf, useTranslation } from '@wl/i18n';
import { formatBalance } from '@wl/ui-kit';
import { useWalletQuery } from './authApi';
import { selectIsLoggedIn } from './sessionSlice';

/**
 * THE money formatter of the screens: a decimal-string amount with the member's currency symbol in the page's
 * language (never through a float; ui-kit formatBalance). A guest has no wallet: the amount alone.
 */
export function useFormatAmount(): (amount: string) => string {
  const { i18n } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const symbol = useWalletQuery(undefined, { skip: !loggedIn }).data?.currencySymbol ?? '';
  const locale = localeOf(i18n);
  return useCallback((amount: string) => formatBalance(amount, symbol, locale), [symbol, locale]);
}
