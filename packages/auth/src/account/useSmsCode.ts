import { useCallback } from 'react';
import type { SmsCodePayload } from '@wl/api-client/protocol';
import { useTranslation } from '@wl/i18n';
import { TOAST_DURATION, useToast } from '@wl/ui-kit';
import { useSmsCountdown } from '../rules/countdown';
import { useSendSmsCodeMutation } from './accountsApi';

/**
 * Sending an SMS code, the same on every form (login, registration, set password by phone): a loading toast,
 * then "sent" and the countdown from the server's expiration time. `send` resolves to the failure, if any, for
 * the form to show its own way.
 */
export function useSmsCode() {
  const { t } = useTranslation('accounts');
  const toast = useToast();
  const { seconds, start } = useSmsCountdown();
  const [sendSms, state] = useSendSmsCodeMutation();

  const send = useCallback(
    async (payload: SmsCodePayload & { purpose: 'register' | 'noLogin' }): Promise<unknown> => {
      const id = toast.show({ message: t('messages.smsSending'), kind: 'loading', duration: TOAST_DURATION.loadingMax });
      try {
        const value = await sendSms(payload).unwrap();
        toast.dismiss(id);
        toast.show({ message: t('messages.smsSent'), kind: 'notice', duration: TOAST_DURATION.notice });
        start(value.expirationTime);
        return undefined;
      } catch (error) {
        toast.dismiss(id);
        return error;
      }
    },
    [t, toast, start, sendSms],
  );

  return { send, seconds, sending: state.isLoading };
}
