import { useCallback } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { selectIsLoggedIn, useWalletQuery } from '@wl/auth';
import { errorMessageKey, useTranslation, localeOf } from '@wl/i18n';
import { formatBalance } from '@wl/ui-kit';

/** A platform code as the player reads it: the reward centre's own codes, else the shared error text. */
export function useRewardError(): (code: string) => string {
  const { t, i18n } = useTranslation('rewards');
  const { t: tc } = useTranslation();
  return useCallback(
    (code: string) => {
      const key = `rewardCenter.errors.${code.replaceAll('.', '_')}`;
      return i18n.exists(key, { ns: 'rewards' }) ? t(key as 'rewardCenter.errors.promotion_expired') : tc(errorMessageKey(code));
    },
    [t, tc, i18n],
  );
}

/** Amounts with the wallet's currency symbol (a guest has no wallet: the amount alone). */
export function useMoney(): (amount: string) => string {
  const { i18n } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const symbol = useWalletQuery(undefined, { skip: !loggedIn }).data?.currencySymbol ?? '';
  const locale = localeOf(i18n);
  return useCallback((amount: string) => formatBalance(amount, symbol, locale), [symbol, locale]);
}

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.lg};
`;

/** A message under an action: information (status) or a problem (alert). */
export const Notice = styled.p<{ $kind: 'info' | 'danger' }>`
  margin: 0;
  color: ${(p) => (p.$kind === 'danger' ? p.theme.color.status.danger : p.theme.color.text.secondary)};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
`;
