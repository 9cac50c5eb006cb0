import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation, type TranslationKey } from '@wl/i18n';
import { GiftIcon, HomeIcon, ShareIcon, TrophyIcon, UserIcon } from './icons';
import { isHomePath } from '../app/routeTable';

const Nav = styled.nav`
  position: sticky;
  bottom: 0;
  z-index: 90;
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  min-height: ${(p) => p.theme.size.tabBar};
  padding-bottom: env(safe-area-inset-bottom);
  border-top: 1px solid ${(p) => p.theme.color.border.default};
  background: ${(p) => p.theme.color.bg.raised};
`;

const Tab = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: ${(p) => p.theme.size.touch};
  color: ${(p) => p.theme.color.text.muted};
  font-size: ${(p) => p.theme.font.size.xs};
  text-align: center;
  text-decoration: none;
  span {
    display: -webkit-box;
    overflow: hidden;
    line-height: 1.15;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
  &[aria-current='page'] {
    /* accent text: brand.primary is a fill colour and may be too light for text on a light bar */
    color: ${(p) => p.theme.color.text.link};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const TABS: { to: string; label: TranslationKey; icon: ReactNode }[] = [
  { to: '/m/home', label: 'nav.home', icon: <HomeIcon /> },
  { to: '/m/activity', label: 'nav.promotions', icon: <GiftIcon /> },
  { to: '/m/inviteFriends', label: 'nav.inviteFriends', icon: <ShareIcon /> },
  { to: '/m/rewardCenter', label: 'nav.rewardCenter', icon: <TrophyIcon /> },
  { to: '/m/member/home', label: 'nav.memberCenter', icon: <UserIcon /> },
];

/** Whether a tab is the current page: home on every home path, others on their path and below. */
export function isTabActive(to: string, pathname: string): boolean {
  if (to === '/m/home') return isHomePath(pathname);
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The bottom tab bar; the active tab follows the path. */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Nav aria-label={t('nav.mainNavigation')}>
      {TABS.map((tab) => (
        <Tab key={tab.to} to={tab.to} aria-current={isTabActive(tab.to, pathname) ? 'page' : undefined}>
          {tab.icon}
          <span>{t(tab.label)}</span>
        </Tab>
      ))}
    </Nav>
  );
}
