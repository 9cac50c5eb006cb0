import { useCallback } from 'react';
import { isApiError } from '@wl/api-client';
import { PROTECTION_ERROR } from '@wl/api-client/catalogue';
import { useDates, useTranslation } from '@wl/i18n';

/** Why a launch failed, as the player reads it: the player's own loss or session limit (player protection), else a retry. */
export function useLaunchFailure(): (error?: unknown) => string {
  const { t } = useTranslation('games');
  const dateTime = useDates().time;
  return useCallback(
    (error?: unknown) => {
      const value = isApiError(error) ? (error.value ?? {}) : {};
      if (isApiError(error) && error.code === PROTECTION_ERROR.lossLimit) return t('launch.lossLimit', { time: dateTime(Number(value.resetsAt)) });
      if (isApiError(error) && error.code === PROTECTION_ERROR.sessionLimit) return t('launch.sessionLimit', { minutes: Number(value.minutes) });
      return t('launch.failed');
    },
    [t, dateTime],
  );
}
