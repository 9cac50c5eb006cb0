import { useCallback, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { TOAST_DURATION, useToast } from '@wl/ui-kit';
import { useSmsCountdown } from '../rules/countdown';
import { useSendSmsCodeMutation, type SmsCodeRequest } from './accountsApi';

/**
 * Sending an SMS code, the same on every form (login, registration, set password by phone): a loading toast,
 * then "sent" and the countdown from the server's expiration time. `send` asks the platform; `run` sends through
 * another sender (the identity provider), which resolves to the expiration time if it has one. Both resolve to
 * the failure, if any, for the form to show its own way.
 */
export function useSmsCode() {
  const { t } = useTranslation('accounts');
  const toast = useToast();
  const { seconds, start } = useSmsCountdown();
  const [sendSms] = useSendSmsCodeMutation();
  const [sending, setSending] = useState(false);

  const run = useCallback(
    async (request: () => Promise<number | undefined>): Promise<unknown> => {
      const id = toast.show({ message: t('messages.smsSending'), kind: 'loading', duration: TOAST_DURATION.loadingMax });
      setSending(true);
      try {
        const expirationTime = await request();
        toast.dismiss(id);
        toast.show({ message: t('messages.smsSent'), kind: 'notice', duration: TOAST_DURATION.notice });
        start(expirationTime);
        return undefined;
      } catch (error) {
        toast.dismiss(id);
        return error;
      } finally {
        setSending(false);
      }
    },
    [t, toast, start],
  );

  const send = useCallback(
    (payload: SmsCodeRequest) => run(async () => (await sendSms(payload).unwrap()).expirationTime),
    [run, sendSms],
  );

  return { send, run, seconds, sending };
}
