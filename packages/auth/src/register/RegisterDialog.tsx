import { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Dialog } from '@wl/ui-kit';
import { REGISTER_SUCCESS_MS, type RegisterDialogEvent, type RegisterDialogState } from './registerDialog';
import { RegisterForm } from './RegisterForm';

const Success = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space['4']} 0;
  color: ${(p) => p.theme.color.status.success};
  font-weight: ${(p) => p.theme.font.weight.bold};
  text-align: center;
`;

export interface RegisterDialogProps {
  state: RegisterDialogState;
  onEvent: (event: RegisterDialogEvent) => void;
}

/**
 * Registration without leaving the page (opened from the login modal): the registration form while `shown`,
 * the success message while `success` (then `successShown` after REGISTER_SUCCESS_MS), nothing when `hidden`.
 */
export function RegisterDialog({ state, onEvent }: RegisterDialogProps) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => onEvent('successShown'), REGISTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state, onEvent]);

  return (
    <Dialog open={state !== 'hidden'} onClose={() => onEvent('close')} title={t('register.title')} closeLabel={tc('common.close')}>
      {state === 'success' ? (
        <Success role="status">{t('registerDialog.success')}</Success>
      ) : (
        <RegisterForm onSuccess={() => onEvent('registered')} dialog={{ onLogin: () => onEvent('close') }} />
      )}
    </Dialog>
  );
}
