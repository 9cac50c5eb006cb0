import { useState } from 'react';
import { useWalletQuery } from '@wl/auth';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { BalanceDisplay } from '@wl/ui-kit';

/** The member's wallet: hide toggle and refresh (masked while hidden or refreshing). */
export function MemberBalance() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const wallet = useWalletQuery();
  const [hidden, setHidden] = useState(false);
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
      locale={i18n.language || brand.languages.default}
    />
  );
}
