import { useCallback } from 'react';
import { useAppSelector } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { localeOf, useTranslation } from '@wl/i18n';
import { currencyDigits, currencySymbolOf, formatBalance } from '@wl/ui-kit';
import { useWalletQuery } from './authApi';
import { selectIsLoggedIn } from './sessionSlice';

/**
 * THE money formatter of the screens: a decimal-string amount with the member's currency symbol in the page's
 * language and with the merchant's currency's decimals (brand `currency`; none for VND), never through a float
 * (ui-kit formatBalance). An answer that names its own symbol (a red packet, the winners board) passes it as
 * `symbol`. A guest has no wallet: the symbol of the brand's currency (none when the brand names none).
 */
export function useFormatAmount(): (amount: string, symbol?: string) => string {
  const { i18n } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { currency } = useBrand();
  const wallet = useWalletQuery(undefined, { skip: !loggedIn }).data?.currencySymbol || currencySymbolOf(currency);
  const digits = currencyDigits(currency);
  const locale = localeOf(i18n);
  return useCallback((amount: string, symbol?: string) => formatBalance(amount, symbol ?? wallet, locale, digits), [wallet, locale, digits]);
}
