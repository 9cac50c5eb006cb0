import { useState } from 'react';
import { useAppSelector } from '@wl/api-client';
import { useTranslation, localeOf } from '@wl/i18n';
import { useBrand } from '@wl/brand';
import { BalanceDisplay, currencyDigits } from '@wl/ui-kit';
import { useWalletQuery } from './authApi';
import { selectIsLoggedIn } from './sessionSlice';

/**
 * The member's wallet, the one way every screen shows it (home header, member centre, agent home): hide toggle
 * and refresh, masked while hidden or refreshing. Nothing is fetched without a session.
 */
export function WalletBalance() {
  const { t, i18n } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const wallet = useWalletQuery(undefined, { skip: !loggedIn });
  const [hidden, setHidden] = useState(false);
  const digits = currencyDigits(useBrand().currency);
  return (
    <BalanceDisplay
      amount={wallet.data?.sumBalance ?? null}
      currencySymbol={wallet.data?.currencySymbol ?? ''}
      hidden={hidden}
      refreshing={wallet.isFetching}
      onToggleHidden={() => setHidden((v) => !v)}
      onRefresh={() => void wallet.refetch()}
      toggleLabel={t(hidden ? 'wallet.show' : 'wallet.hide')}
      refreshLabel={t('wallet.refresh')}
      errorLabel={wallet.isError ? t('wallet.unavailable') : undefined}
      locale={localeOf(i18n)}
      fractionDigits={digits}
    />
  );
}
