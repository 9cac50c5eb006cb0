import { useCallback } from 'react';
import { useTranslation } from '@wl/i18n';

/** A length of time as the player reads it: whole minutes, with hours from an hour on (`1 hour 5 minutes`). */
export function useDuration(): (ms: number) => string {
  const { t } = useTranslation('protection');
  return useCallback(
    (ms: number) => {
      const total = Math.max(0, Math.floor(ms / 60_000));
      const hours = Math.floor(total / 60);
      const minutes = total % 60;
      const parts = hours > 0 ? [t('reality.hours', { count: hours })] : [];
      if (minutes > 0 || hours === 0) parts.push(t('reality.minutes', { count: minutes }));
      return parts.join(' ');
    },
    [t],
  );
}
