import { Link } from 'react-router';
import styled from 'styled-components';
import { selectIsLoggedIn, useLogout } from '@wl/auth';
import { useAppSelector } from '@wl/api-client';
import { useBrand, useBrandAssets } from '@wl/brand';
import { useTranslation, type TranslationKey } from '@wl/i18n';
import { Drawer, Prompt } from '@wl/ui-kit';
import { ColorModeSwitch } from './ColorModeSwitch';
import { LanguagePicker } from './LanguagePicker';
import { LogoutIcon } from './icons';
import { menuRow, MenuRowButton } from './menuRow';

const Head = styled.div`
  display: flex;
  align-items: center;
  min-height: ${(p) => p.theme.size.topBar};
  padding: env(safe-area-inset-top) ${(p) => p.theme.space['4']} 0;
  background: linear-gradient(90deg, ${(p) => p.theme.color.brand.gradientFrom}, ${(p) => p.theme.color.brand.gradientTo});
  img {
    height: 28px;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: ${(p) => p.theme.space['2']} 0;
  list-style: none;
  border-bottom: 1px solid ${(p) => p.theme.color.border.default};
`;

const Item = styled(Link)`
  ${menuRow}
`;

const SignOut = styled(MenuRowButton)`
  color: ${(p) => p.theme.color.status.danger};
`;

const LINKS: { to: string; label: TranslationKey }[] = [
  { to: '/m/home', label: 'nav.home' },
  { to: '/m/activity', label: 'nav.promotions' },
  { to: '/m/notice', label: 'titles.notice' },
  { to: '/m/help', label: 'titles.help' },
];

/** The side menu (issue 5 fills its tiles and groups): navigation, colour mode, language, sign out. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const assets = useBrandAssets();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const logout = useLogout();
  return (
    <>
      <Drawer open={open} onClose={onClose} label={t('nav.menu')}>
        <Head>
          <img src={assets.logo} alt={brand.name} />
        </Head>
        <nav aria-label={t('nav.menu')}>
          <List>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Item to={link.to} onClick={onClose}>
                  {t(link.label)}
                </Item>
              </li>
            ))}
          </List>
        </nav>
        <List as="div">
          <ColorModeSwitch />
          <LanguagePicker />
        </List>
        {loggedIn && (
          <SignOut
            onClick={() => {
              onClose();
              logout.ask();
            }}
          >
            <LogoutIcon />
            {t('nav.logout')}
          </SignOut>
        )}
      </Drawer>
      <Prompt
        open={logout.open}
        title={t('nav.logout')}
        message={t('auth.logoutConfirm')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('common.submit')}
        onCancel={logout.cancel}
        onConfirm={() => void logout.confirm()}
        confirmLoading={logout.loading}
        danger
      />
    </>
  );
}
