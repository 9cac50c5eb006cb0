import { useCallback } from 'react';
import { ERROR_CODE, isApiError } from '@wl/api-client';
import { PROTECTION_ERROR } from '@wl/api-client/catalogue';
import { useDates, useRefusalText, useTranslation } from '@wl/i18n';

/** Failures of the network or the server: the form keeps what was typed and says so. */
export function isTransientFailure(error: unknown): boolean {
  const code = isApiError(error) ? error.code : ERROR_CODE.server;
  return code === ERROR_CODE.server || code === ERROR_CODE.network || code === ERROR_CODE.timeout;
}

/**
 * The one text of a failed platform call, for every form (decision 087): the refusal's own text where it has one
 * (i18n's `useRefusalText`: a money code with the tries left, the limit or the lock's end), a time-out or
 * self-exclusion with until when, else the shared text of its code; a failure of the network or the server adds
 * "your input has been kept".
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('accounts');
  const refusal = useRefusalText();
  const dateTime = useDates().time;
  return useCallback(
    (error: unknown): string => {
      if (isApiError(error) && error.code === PROTECTION_ERROR.excluded) {
        // a time-out or self-exclusion the player chose (player protection): until when
        const until = error.value?.until;
        return typeof until === 'number' ? t('messages.excluded', { time: dateTime(until) }) : t('messages.excludedPermanent');
      }
      const text = refusal(isApiError(error) ? error : { code: ERROR_CODE.server });
      return isTransientFailure(error) ? `${text} ${t('messages.formKept')}` : text;
    },
    [t, refusal, dateTime],
  );
}
