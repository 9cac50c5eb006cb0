import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { Dialog } from '@wl/ui-kit';
import { LoginForm } from './LoginForm';
import { LOGIN_MODAL_BODY_CLASS } from './LoginModalProvider';

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  /** after the session started; the modal closes */
  onSuccess: () => void;
}

/** Login without leaving the page: the login form in a dialog. Adds a body class while open, removes it on close. */
export function LoginModal({ open, onClose, onSuccess }: LoginModalProps) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  useEffect(() => {
    if (!open) return;
    document.body.classList.add(LOGIN_MODAL_BODY_CLASS);
    return () => document.body.classList.remove(LOGIN_MODAL_BODY_CLASS);
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} title={t('login.modalTitle')} closeLabel={tc('common.close')}>
      {open && <LoginForm onSuccess={onSuccess} />}
    </Dialog>
  );
}
