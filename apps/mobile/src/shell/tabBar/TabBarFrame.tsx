import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { isTrialType, selectSession, useAccessGate } from '@wl/auth';
import { useAppSelector } from '@wl/api-client';
import { usePromotionAvailability } from '@wl/content';
import { useTranslation, type TranslationKey } from '@wl/i18n';
import { isHomePath } from '../../app/routeTable';
import { GiftIcon, HomeIcon, ShareIcon, TrophyIcon, UserIcon, WalletIcon } from '../icons';
import { usePanels } from '../panels';

/** The bar itself; alone (no tabs) it keeps the bar's place while a variant loads. */
export const Nav = styled.nav<{ $count: number }>`
  --tab-count: ${(p) => p.$count};
  container-type: inline-size;
  position: sticky;
  bottom: 0;
  z-index: 90;
  display: grid;
  grid-template-columns: repeat(${(p) => p.$count}, minmax(0, 1fr));
  min-height: ${(p) => p.theme.size.tabBar};
  padding-bottom: env(safe-area-inset-bottom);
  border-top: 1px solid ${(p) => p.theme.color.border.default};
  background: ${(p) => p.theme.color.bg.raised};
`;

const tab = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: ${(p) => p.theme.size.touch};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.text.muted};
  min-width: 0;
  font: inherit;
  /* the labels name icons, as on the phone's own tab bars: they follow the text size up to what a tab's width holds
     of the longest label word of every language (10 px in a fifth of 320 px: "Promoções"), so no label is cut and
     no word breaks; the whole name is always the link's accessible name */
  font-size: min(${(p) => p.theme.font.size.xs}, 15.625cqw / var(--tab-count));
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  /* the icons follow the text size to 32 px, where the labels cannot: the bar and its targets grow with them */
  svg {
    width: min(max(1.5em, 1.375rem), 32px);
    height: min(max(1.5em, 1.375rem), 32px);
  }
  span {
    display: -webkit-box;
    max-width: 100%;
    overflow: hidden;
    overflow-wrap: break-word;
    line-height: 1.15;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
  &[aria-current='page'] {
    /* accent text: brand.primary is a fill colour and may be too light for text on a light bar. Not bold: a bold
       label is wider than the width its size was chosen for, and "Promotions" broke into "Promotion / s" */
    color: ${(p) => p.theme.color.text.link};
  }
`;
export const Tab = styled(Link)`
  ${tab}
`;
const TabButton = styled.button.attrs({ type: 'button' })`
  ${tab}
`;
export type TabSpec = {
  to: string;
  label: TranslationKey;
  icon: ReactNode;
  kind: 'link' | 'referral' | 'member' | 'deposit';
  /** the link's own look (the raised deposit button); absent: a tab's */
  look?: typeof Tab;
};

/** The tabs the bar variants (`tab_bar` slot) are made of. */
export const TAB = {
  home: { to: '/m/home', label: 'nav.home', icon: <HomeIcon />, kind: 'link' },
  promotions: { to: '/m/activity', label: 'nav.promotions', icon: <GiftIcon />, kind: 'link' },
  invite: { to: '/m/inviteFriends', label: 'nav.inviteFriends', icon: <ShareIcon />, kind: 'referral' },
  deposit: { to: '/m/voucherCenter', label: 'nav.deposit', icon: <WalletIcon />, kind: 'deposit' },
  rewards: { to: '/m/rewardCenter', label: 'nav.rewardCenter', icon: <TrophyIcon />, kind: 'link' },
  member: { to: '/m/member/home', label: 'nav.memberCenter', icon: <UserIcon />, kind: 'member' },
} satisfies Record<string, TabSpec>;

/**
 * Whether a tab is the current page: home on every home path, others on their path and below; a tab whose address
 * names a query (the agent bar's notices, `types=A`) only with that query.
 */
export function isTabActive(to: string, pathname: string, search = ''): boolean {
  const [path = to, query] = to.split('?');
  if (path === '/m/home') return isHomePath(pathname);
  if (pathname !== path && !pathname.startsWith(`${path}/`)) return false;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(query)].every(([key, value]) => current.get(key) === value);
}

/**
 * The bottom tab bar (spec 001 section 2) with the tabs of its variant: the active tab follows the path; invite
 * friends (shown to guests, and to members when REFERRAL is enabled) opens the referral dialog; a guest or a trial
 * session pressing member centre gets the register prompt (cancel, register now) instead (spec 000 section 6); the
 * raised deposit tab goes to the deposit page, past the account-type gate (a trial account stays, told why).
 */
export function TabBarFrame({ tabs: all }: { tabs: readonly TabSpec[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useAppSelector(selectSession);
  const { referral } = usePromotionAvailability();
  const panels = usePanels();
  const gate = useAccessGate();
  const tabs = all.filter((tab) => tab.kind !== 'referral' || referral);
  return (
    <Nav aria-label={t('nav.mainNavigation')} $count={tabs.length}>
      {tabs.map((tab) => {
        const current = isTabActive(tab.to, pathname) ? 'page' : undefined;
        const content = (
          <>
            {tab.icon}
            <span>{t(tab.label)}</span>
          </>
        );
        if (tab.kind === 'referral' || (tab.kind === 'member' && (!session || isTrialType(session.type)))) {
          return (
            <TabButton
              key={tab.to}
              aria-current={current}
              aria-haspopup="dialog"
              onClick={() => panels.show(tab.kind === 'referral' ? 'referral' : 'memberPrompt')}
            >
              {content}
            </TabButton>
          );
        }
        const Look = tab.look ?? Tab;
        return (
          <Look key={tab.to} to={tab.to} aria-current={current} onClick={tab.kind === 'deposit' ? (e) => !gate('deposit') && e.preventDefault() : undefined}>
            {content}
          </Look>
        );
      })}
    </Nav>
  );
}
