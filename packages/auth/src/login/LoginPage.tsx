import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { isApiError, ERROR_CODE } from '@wl/api-client';
import { useBrand, useBrandAssets } from '@wl/brand';
import { errorMessageKey, useTranslation } from '@wl/i18n';
import { Button, ChevronLeftIcon, EyeIcon, EyeOffIcon, IconButton, TextField } from '@wl/ui-kit';
import { useLoginMutation } from '../session/authApi';
import { returnPathFrom } from '../session/returnPath';

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['4']};
  min-height: 100dvh;
  padding: ${(p) => p.theme.space['3']} ${(p) => p.theme.space['4']} ${(p) => p.theme.space['6']};
  background: linear-gradient(180deg, ${(p) => p.theme.color.brand.gradientFrom}, ${(p) => p.theme.color.bg.page} 240px);
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Logo = styled.img`
  display: block;
  height: 36px;
  margin: ${(p) => p.theme.space['5']} auto ${(p) => p.theme.space['2']};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xl};
  text-align: center;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
  padding: ${(p) => p.theme.space['4']};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
`;

const FormError = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.status.danger};
  color: ${(p) => p.theme.color.status.onStatus};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Links = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${(p) => p.theme.font.size.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => p.theme.size.touch};
    color: ${(p) => p.theme.color.text.link};
  }
`;

interface FieldErrors {
  username?: string;
  password?: string;
}

/** /m/login: username and password login. A failed call keeps what the player typed and says why. */
export function LoginPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const assets = useBrandAssets();
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(username.trim() ? {} : { username: t('auth.usernameRequired') }),
      ...(password ? {} : { password: t('auth.passwordRequired') }),
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    setFormError(null);
    try {
      await login({ username: username.trim(), password, type: 'username', merchantCode: brand.merchantCode }).unwrap();
      navigate(returnPathFrom(location.state), { replace: true });
    } catch (error) {
      const code = isApiError(error) ? error.code : ERROR_CODE.server;
      const kept = code === ERROR_CODE.server || code === ERROR_CODE.network || code === ERROR_CODE.timeout;
      setFormError(kept ? `${t(errorMessageKey(code))} ${t('auth.formKept')}` : t(errorMessageKey(code)));
    }
  }

  return (
    <Screen>
      <Head>
        <IconButton aria-label={t('common.back')} onClick={() => navigate('/m/home')}>
          <ChevronLeftIcon />
        </IconButton>
      </Head>
      <Logo src={assets.logo} alt={brand.name} />
      <Title>{t('titles.login')}</Title>
      <Form onSubmit={submit} noValidate aria-label={t('titles.login')}>
        {formError && <FormError role="alert">{formError}</FormError>}
        <TextField
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={fieldErrors.username}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          trailing={
            <IconButton
              aria-label={t(showPassword ? 'auth.hidePassword' : 'auth.showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? <EyeOffIcon /> : <EyeIcon />}
            </IconButton>
          }
        />
        <Button type="submit" variant="primary" block loading={isLoading}>
          {t(isLoading ? 'auth.loggingIn' : 'auth.loginButton')}
        </Button>
        <Links>
          <Link to="/m/forget">{t('auth.forgotPassword')}</Link>
          <Link to="/m/register">{t('auth.registerNow')}</Link>
        </Links>
      </Form>
    </Screen>
  );
}
