import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@wl/i18n';
import { TOAST_DURATION, useToast } from '@wl/ui-kit';
import { useLogoutMutation } from './authApi';

/**
 * Logout as the spec describes it: confirm, a loading notice (up to 9999 ms), the DELETE with the
 * token, every stored trace cleared (the mutation does that even when the call fails), then /m/home.
 * Returns the prompt state for a <Prompt>.
 */
export function useLogout() {
  const [open, setOpen] = useState(false);
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();

  async function confirm() {
    const id = toast.show({ message: t('common.pleaseWait'), kind: 'loading', duration: TOAST_DURATION.loadingMax });
    await logout()
      .unwrap()
      .catch(() => undefined);
    toast.dismiss(id);
    setOpen(false);
    navigate('/m/home', { replace: true });
  }

  return { open, ask: () => setOpen(true), cancel: () => setOpen(false), confirm, loading: isLoading };
}
