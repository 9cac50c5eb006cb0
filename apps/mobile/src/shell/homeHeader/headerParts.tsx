import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { selectIsLoggedIn, useAccessGate } from '@wl/auth';
import { useAppSelector } from '@wl/api-client';
import { useBrand, useBrandLogo, useFlag } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { headerSurface, IconButton } from '@wl/ui-kit';
import { isHomePath } from '../../app/routeTable';
import { BellIcon, DownloadIcon, MenuIcon } from '../icons';
import { usePanels } from '../panels';
import { currentPlatform } from '../platform';
import { homeDownloadButtonVisible } from '../visibility';

// members only, and its popup and prompts with it: its own chunk, off the home route's initial JS (the space is kept)
const UserMenu = lazy(() => import('../UserMenu').then((m) => ({ default: m.UserMenu })));
// members only too (a guest has no balance): its own chunk, the wallet already asked for by the start steps
const WalletBalance = lazy(() => import('@wl/auth/wallet').then((m) => ({ default: m.WalletBalance })));
/** The balance's place while its chunk loads: the height of its buttons. */
const BalanceSpace = styled.span`
  min-height: ${(p) => p.theme.size.touch};
`;
const MenuSpace = styled.span`
  width: ${(p) => p.theme.size.touch};
  height: ${(p) => p.theme.size.touch};
`;

export const Header = styled.header`
  ${headerSurface}
`;

/** At a large text size the buttons go to a second row (and wrap among themselves) rather than past the edge. */
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space['1']};
  min-height: calc(${(p) => p.theme.size.topBar} + env(safe-area-inset-top));
  padding: env(safe-area-inset-top) ${(p) => p.theme.space['2']} 0 ${(p) => p.theme.space['1']};
`;

/**
 * The label and the balance; at a large text size on a narrow phone the balance goes under its label. Its action
 * (deposit) ends the row, or, where the row cannot hold it (a 320 px phone), a row of its own at the end, the bar's
 * background behind it and space under it.
 */
const BalanceLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${(p) => p.theme.space['1']};
  padding: 0 ${(p) => p.theme.space['2']} ${(p) => p.theme.space['2']} ${(p) => p.theme.space['4']};
  > a:last-child {
    margin-inline-start: auto;
  }
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
const LogoLinkBox = styled(Link)`
  /* its basis is the square mark, so the row wraps only when even that does not fit; it grows to 112 px */
  flex: 1 1 28px;
  min-width: 28px;
  max-width: 112px;
`;

export const End = styled.div`
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

/** What home's header shows (spec 001 section 2), for the header designs (`home_header` slot). */
export interface HomeHeaderProps {
  /** the download bar shows above the header: its own button opens the download popup, the header has none */
  downloadBar?: boolean;
}

/**
 * The download-app button: home paths, not in the native or installed app, APPWINDOW on, download links exist; not
 * twice while the download bar shows.
 */
export function DownloadButton({ downloadBar = false }: HomeHeaderProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const panels = usePanels();
  const { pathname } = useLocation();
  const appWindow = useFlag('APPWINDOW');
  const show = !downloadBar && homeDownloadButtonVisible({ homePath: isHomePath(pathname), platform: currentPlatform(), appWindow, links: brand.links.download });
  if (!show) return null;
  return (
    <IconButton aria-label={t('nav.downloadApp')} aria-haspopup="dialog" onClick={() => panels.show('download')}>
      <DownloadIcon />
    </IconButton>
  );
}

export function MenuButton() {
  const { t } = useTranslation();
  const panels = usePanels();
  return (
    <IconButton aria-label={t('nav.openMenu')} aria-haspopup="dialog" onClick={() => panels.show('menu')}>
      <MenuIcon />
    </IconButton>
  );
}

/** The brand's logo for the colour mode shown, a link home. */
export function LogoLink({ className }: { className?: string }) {
  const brand = useBrand();
  const logo = useBrandLogo();
  return (
    <LogoLinkBox to="/m/home" aria-label={brand.name} className={className}>
      <Logo src={logo} alt={brand.name} data-testid="brand-logo" />
    </LogoLinkBox>
  );
}

/** A member's deposit button (the account-type gate: a trial account gets free_reject and stays here). */
export function DepositAction() {
  const { t } = useTranslation();
  const gate = useAccessGate();
  return (
    <Action to="/m/voucherCenter" $primary onClick={(e) => !gate('deposit') && e.preventDefault()}>
      {t('nav.deposit')}
    </Action>
  );
}

/** A member's menu (balance, account pages, sign out), its own chunk: the space is kept while it loads. */
export function MemberMenu() {
  return (
    <Suspense fallback={<MenuSpace />}>
      <UserMenu />
    </Suspense>
  );
}

export function LoginActions() {
  const { t } = useTranslation();
  return (
    <>
      <Action to="/m/login">{t('nav.login')}</Action>
      <Action to="/m/register" $primary>
        {t('nav.register')}
      </Action>
    </>
  );
}

export function NoticeLink() {
  const { t } = useTranslation();
  return (
    <IconLink to="/m/notice" aria-label={t('nav.notice')}>
      <BellIcon />
    </IconLink>
  );
}

/** A member's balance under the header's bar. */
export function BalanceRow({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <BalanceLine>
      <span>{t('wallet.balance')}</span>
      <Suspense fallback={<BalanceSpace />}>
        <WalletBalance />
      </Suspense>
      {children}
    </BalanceLine>
  );
}

export const useLoggedIn = () => useAppSelector(selectIsLoggedIn);
