import { useTranslation } from '@wl/i18n';
import { groupDigits, useRollingJackpot } from './jackpot';
import { JackpotFrame } from './JackpotFrame';

/** The rolling jackpot counter of home (0 decimals, grouped in the interface language). */
export function JackpotCounter({ random }: { random?: () => number }) {
  const { t } = useTranslation('storefront');
  const value = useRollingJackpot(random);
  return (
    <JackpotFrame aria-labelledby="jackpot-title">
      <h2 id="jackpot-title">{t('jackpot.title')}</h2>
      {/* it rolls with time: the visual tests mask it (visual/stories.ts) */}
      <output aria-live="off" data-testid="jackpot" data-visual-mask="">
        {groupDigits(value, t('jackpot.groupSeparator'))}
      </output>
    </JackpotFrame>
  );
}
