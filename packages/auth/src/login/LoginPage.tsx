import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useBrand, useBrandLogo, useFlag } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Links, Screen, ScreenHeader } from '../fields/layout';
import { SocialLogin } from '../identity/SocialLogin';
import { returnPathFrom } from '../session/returnPath';
import { LoginForm } from './LoginForm';

const Logo = styled.img`
  display: block;
  height: 36px;
  margin: ${(p) => p.theme.space['2']} auto 0;
`;

const FreePlay = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${(p) => p.theme.size.touch};
  border: 1px solid ${(p) => p.theme.color.border.strong};
  border-radius: ${(p) => p.theme.radius.pill};
  color: ${(p) => p.theme.color.text.primary};
  font-weight: ${(p) => p.theme.font.weight.bold};
  text-decoration: none;
`;

/** /m/login: the login form, links to /m/forget and /m/register, free play (FREEPLAY3), social login where enabled. */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const brand = useBrand();
  const logo = useBrandLogo();
  const freePlay = useFlag('FREEPLAY3');
  const navigate = useNavigate();
  const location = useLocation();
  const done = () => navigate(returnPathFrom(location.state), { replace: true });

  return (
    <Screen>
      <ScreenHeader title={t('login.title')} />
      <Logo src={logo} alt={brand.name} />
      <LoginForm onSuccess={done} />
      <SocialLogin onSuccess={done} />
      <Links>
        <Link to="/m/forget">{t('login.forgot')}</Link>
        <Link to="/m/register">{t('login.register')}</Link>
      </Links>
      {freePlay && <FreePlay to="/m/trail">{t('login.freePlay')}</FreePlay>}
    </Screen>
  );
}
