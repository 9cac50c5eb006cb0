import { lazy, Suspense, useCallback, useEffect, useReducer, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Dialog } from '@wl/ui-kit';
import { Links } from '../fields/layout';
import { SocialLogin } from '../identity/SocialLogin';
import { registerDialog, type RegisterDialogEvent } from '../register/registerDialog';
import { LoginForm } from './LoginForm';
import { LOGIN_MODAL_BODY_CLASS } from './bodyClass';

// registration loads only when a guest opens it from the modal
const RegisterDialog = lazy(() => import('../register/RegisterDialog').then((m) => ({ default: m.RegisterDialog })));

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  /** after the session started (by login, social sign-in or registration); the modal closes */
  onSuccess: () => void;
}

/**
 * Login without leaving the page: the login form in a dialog, social login where the brand has it, and
 * registration in the register dialog (shown, success, hidden). Adds a body class while open, removes it on close.
 */
export function LoginModal({ open, onClose, onSuccess }: LoginModalProps) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const [register, send] = useReducer(registerDialog, 'hidden');
  // a registration logged the player in: once its success state hid, the modal is done
  const [registered, setRegistered] = useState(false);
  const onRegisterEvent = useCallback((event: RegisterDialogEvent) => {
    if (event === 'registered') setRegistered(true);
    send(event);
  }, []);
  useEffect(() => {
    if (register === 'hidden' && registered) onSuccess();
  }, [register, registered, onSuccess]);
  useEffect(() => {
    if (!open) return;
    document.body.classList.add(LOGIN_MODAL_BODY_CLASS);
    return () => document.body.classList.remove(LOGIN_MODAL_BODY_CLASS);
  }, [open]);

  return (
    <>
      <Dialog open={open && register === 'hidden' && !registered} onClose={onClose} title={t('login.modalTitle')} closeLabel={tc('common.close')}>
        {open && (
          <>
            <LoginForm onSuccess={onSuccess} />
            <Links>
              <button type="button" onClick={() => send('open')}>
                {t('registerDialog.open')}
              </button>
            </Links>
            <SocialLogin onSuccess={onSuccess} />
          </>
        )}
      </Dialog>
      {open && register !== 'hidden' && (
        <Suspense fallback={null}>
          <RegisterDialog state={register} onEvent={onRegisterEvent} />
        </Suspense>
      )}
    </>
  );
}
