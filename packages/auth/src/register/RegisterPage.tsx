import { useEffect, useReducer } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@wl/i18n';
import { Screen, ScreenHeader } from '../fields/layout';
import { SocialLogin } from '../identity/SocialLogin';
import { RegisterBanners } from './RegisterBanners';
import { RegisterDialog } from './RegisterDialog';
import { registerDialog } from './registerDialog';
import { RegisterForm } from './RegisterForm';

/**
 * /m/register and /m/register.html: the m_reg banners and the registration form. The page is the register dialog's
 * `shown` state: success shows the dialog's success message for REGISTER_SUCCESS_MS (`success`), then home, logged in
 * (`hidden`). A social sign-in goes home at once.
 */
export function RegisterPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [dialog, send] = useReducer(registerDialog, 'shown');
  useEffect(() => {
    if (dialog === 'hidden') void navigate('/m/home', { replace: true });
  }, [dialog, navigate]);
  return (
    <Screen>
      <ScreenHeader title={t('register.title')} />
      <RegisterBanners />
      <RegisterForm linkAffiliate={params.get('affiliateCode') ?? params.get('code') ?? ''} onSuccess={() => send('registered')} />
      {/* a social sign-in creates the account on first use and logs the player in */}
      <SocialLogin onSuccess={() => send('close')} />
      {dialog === 'success' && <RegisterDialog state={dialog} onEvent={send} />}
    </Screen>
  );
}
