import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { selectIsLoggedIn, useAccessGate, WalletBalance } from '@wl/auth';
import { useAppSelector } from '@wl/api-client';
import { useBrand, useBrandLogo, useFlag } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { headerSurface, IconButton } from '@wl/ui-kit';
import { isHomePath } from '../app/routeTable';
import { BellIcon, DownloadIcon, MenuIcon } from './icons';
import { usePanels } from './panels';
import { currentPlatform } from './platform';
import { homeDownloadButtonVisible } from './visibility';

// members only, and its popup and prompts with it: its own chunk, off the home route's initial JS (the space is kept)
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const MenuSpace = styled.span`
  width: ${(p) => p.theme.size.touch};
  height: ${(p) => p.theme.size.touch};
`;

const Header = styled.header`
  ${headerSurface}
`;

/** At a large text size the buttons go to a second row (and wrap among themselves) rather than past the edge. */
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space['1']};
  min-height: calc(${(p) => p.theme.size.topBar} + env(safe-area-inset-top));
  padding: env(safe-area-inset-top) ${(p) => p.theme.space['2']} 0 ${(p) => p.theme.space['1']};
`;

/** The label and the balance; at a large text size on a narrow phone the balance goes under its label. */
const BalanceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  padding: 0 ${(p) => p.theme.space['2']} 0 ${(p) => p.theme.space['4']};
  border-top: 1px solid ${(p) => p.theme.color.border.default};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Logo = styled.img`
  display: block;
  height: 28px;
  width: 100%;
  max-width: 112px;
  /* when the logo gives way it keeps its height and loses its right side (the mark at its start stays) */
  object-fit: cover;
  object-position: left center;
`;

/**
 * The logo gives way first on a narrow screen, down to a square, so the buttons never push the page wider
 * (Vietnamese guest buttons with the download button at 360 px).
 */
const LogoLink = styled(Link)`
  /* its basis is the square mark, so the row wraps only when even that does not fit; it grows to 112 px */
  flex: 1 1 28px;
  min-width: 28px;
  max-width: 112px;
`;

const End = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${(p) => p.theme.space['1']};
  max-width: 100%;
  margin-inline-start: auto;
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Action = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 34px;
  padding: 0 ${(p) => p.theme.space['2']};
  border: 1px solid ${(p) => (p.$primary ? p.theme.color.brand.primary : p.theme.color.border.strong)};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => (p.$primary ? p.theme.color.brand.primary : 'transparent')};
  color: ${(p) => (p.$primary ? p.theme.color.text.onPrimary : p.theme.color.text.primary)};
  font-size: ${(p) => p.theme.font.size.sm};
  font-weight: ${(p) => p.theme.font.weight.bold};
  text-decoration: none;
  white-space: nowrap;
`;

const IconLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  min-height: ${(p) => p.theme.size.touch};
  color: inherit;
`;

/**
 * The home-only header: menu toggle, logo, the download-app button (home paths, not in the native or
 * installed app, APPWINDOW on, download links exist; not twice while the download bar shows); guests get login, register and notice; members
 * their balance, member area and deposit.
 */
export function HomeHeader({ downloadBar = false }: { downloadBar?: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const logo = useBrandLogo();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const gate = useAccessGate();
  const panels = usePanels();
  const { pathname } = useLocation();
  const appWindow = useFlag('APPWINDOW');
  // with the download bar showing, its own button opens the same popup
  const showDownload =
    !downloadBar && homeDownloadButtonVisible({ homePath: isHomePath(pathname), platform: currentPlatform(), appWindow, links: brand.links.download });
  return (
    <Header>
      <Bar>
        <IconButton aria-label={t('nav.openMenu')} aria-haspopup="dialog" onClick={() => panels.show('menu')}>
          <MenuIcon />
        </IconButton>
        <LogoLink to="/m/home" aria-label={brand.name}>
          <Logo src={logo} alt={brand.name} data-testid="brand-logo" />
        </LogoLink>
        {showDownload && (
          <IconButton aria-label={t('nav.downloadApp')} aria-haspopup="dialog" onClick={() => panels.show('download')}>
            <DownloadIcon />
          </IconButton>
        )}
        <End>
          {loggedIn ? (
            <>
              {/* the account-type gate: a trial account gets free_reject (2 s) and stays here */}
              <Action to="/m/voucherCenter" $primary onClick={(e) => !gate('deposit') && e.preventDefault()}>
                {t('nav.deposit')}
              </Action>
              <Suspense fallback={<MenuSpace />}>
                <UserMenu />
              </Suspense>
            </>
          ) : (
            <>
              <Action to="/m/login">{t('nav.login')}</Action>
              <Action to="/m/register" $primary>
                {t('nav.register')}
              </Action>
              <IconLink to="/m/notice" aria-label={t('nav.notice')}>
                <BellIcon />
              </IconLink>
            </>
          )}
        </End>
      </Bar>
      {loggedIn && (
        <BalanceRow>
          <span>{t('wallet.balance')}</span>
          <WalletBalance />
        </BalanceRow>
      )}
    </Header>
  );
}
