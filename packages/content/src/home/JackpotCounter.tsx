import { useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { useRollingJackpot } from './jackpot';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space['1']};
  padding: ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.card};
  border: 1px solid ${(p) => p.theme.color.border.default};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  h2 {
    color: ${(p) => p.theme.color.text.secondary};
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: ${(p) => p.theme.font.weight.regular};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

const Amount = styled.output`
  font-size: ${(p) => p.theme.font.size.xl};
  font-weight: ${(p) => p.theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

/** The rolling jackpot counter of home (0 decimals, grouped in the interface language). */
export function JackpotCounter({ random }: { random?: () => number }) {
  const { t, i18n } = useTranslation('storefront');
  const value = useRollingJackpot(random);
  // one formatter per language, not one per tick
  const format = useMemo(() => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }), [i18n.language]);
  return (
    <Box aria-labelledby="jackpot-title">
      <h2 id="jackpot-title">{t('jackpot.title')}</h2>
      <Amount aria-live="off" data-testid="jackpot">
        {format.format(value)}
      </Amount>
    </Box>
  );
}
