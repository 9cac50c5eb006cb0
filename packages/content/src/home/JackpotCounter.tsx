import { useMemo } from 'react';
import { useTranslation } from '@wl/i18n';
import { useRollingJackpot } from './jackpot';
import { JackpotFrame } from './JackpotFrame';

/** The rolling jackpot counter of home (0 decimals, grouped in the interface language). */
export function JackpotCounter({ random }: { random?: () => number }) {
  const { t, i18n } = useTranslation('storefront');
  const value = useRollingJackpot(random);
  // one formatter per language, not one per tick
  const format = useMemo(() => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }), [i18n.language]);
  return (
    <JackpotFrame aria-labelledby="jackpot-title">
      <h2 id="jackpot-title">{t('jackpot.title')}</h2>
      <output aria-live="off" data-testid="jackpot">
        {format.format(value)}
      </output>
    </JackpotFrame>
  );
}
