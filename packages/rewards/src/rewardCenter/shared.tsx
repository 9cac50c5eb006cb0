import { useCallback } from 'react';
import styled from 'styled-components';
import { errorMessageKey, useTranslation } from '@wl/i18n';

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

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.lg};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
`;
