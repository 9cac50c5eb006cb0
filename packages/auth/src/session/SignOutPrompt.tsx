import { useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Prompt, TOAST_DURATION, useToast } from '@wl/ui-kit';
import { useLogoutMutation } from './authApi';

export interface SignOutPrompt {
  /** Asks "Sign out of <brand>?". */
  open: () => void;
  /** The prompt: render it once, wherever the caller renders (outside a panel that `open` closes). */
  prompt: ReactElement;
  /**
   * A sign-out was submitted (the caller is about to leave for /m/home): a page that sends guests elsewhere
   * renders nothing instead, or its redirect would win over /m/home.
   */
  pending: boolean;
}

/**
 * THE sign-out prompt (side menu, user menu, settings, member centre). Logout as the spec describes it
 * (000 section 2, 001: a question with cancel and submit), worded as a player expects (decision 085: "Sign out of
 * <brand>?" with Cancel and Sign out): ask; on sign out a loading notice
 * (up to 9999 ms), the DELETE with the token, every stored trace cleared (the mutation does that even when the
 * call fails), then /m/home. Cancel keeps the session.
 */
export function useSignOutPrompt(): SignOutPrompt {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const brand = useBrand();

  async function submit() {
    setPending(true);
    const id = toast.show({ message: t('common.pleaseWait'), kind: 'loading', duration: TOAST_DURATION.loadingMax });
    await logout()
      .unwrap()
      .catch(() => undefined);
    toast.dismiss(id);
    setOpen(false);
    // pending stays set: the move home is a transition, which would render after a reset
    navigate('/m/home', { replace: true });
  }

  const prompt = (
    <Prompt
      open={open}
      title={t('auth.signOutTitle', { brand: brand.name })}
      message={t('auth.signOutMessage')}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('nav.logout')}
      onCancel={() => setOpen(false)}
      onConfirm={() => void submit()}
      confirmLoading={isLoading}
      danger
    />
  );
  return { open: () => setOpen(true), prompt, pending };
}
