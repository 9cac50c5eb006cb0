import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { customerServiceLinks, selectIsLoggedIn, useAccessGate, useCustomerServiceQuery, useSignOutPrompt } from '@wl/auth';
import { brandUrlPolicy, useAppSelector } from '@wl/api-client';
import { useBrand, useBrandLogo, useMenuKey } from '@wl/brand';
import { ANNOUNCEMENT_TYPES, BannerCarousel, useAnnouncementsQuery, usePromotionAvailability } from '@wl/content';
import { CATEGORY_PATH, useVendorGameTypesQuery, visibleCategories } from '@wl/games';
import { useTranslation, type NamespaceKey } from '@wl/i18n';
import { Drawer } from '@wl/ui-kit';
import { ColorModeSwitch } from './ColorModeSwitch';
import { CashIcon, ChatIcon, ChevronIcon, DownloadIcon, GamepadIcon, GiftIcon, LogoutIcon, ShareIcon, TrophyIcon, WalletIcon } from './icons';
import { LanguagePicker } from './LanguagePicker';
import { menuRow, MenuRowButton } from './menuRow';
import { usePanels } from './panels';
import { quickTiles, type QuickTile } from './visibility';

/** Side-menu promotions: the first 8 (spec 001 section 9). */
export const SIDE_MENU_PROMOTIONS = 8;

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

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  padding: ${(p) => p.theme.space['3']};
  list-style: none;
  border-bottom: 1px solid ${(p) => p.theme.color.border.default};
`;

const tile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  width: 100%;
  min-height: 64px;
  border: 0;
  font: inherit;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.size.xs};
`;
const TileLink = styled(Link)`
  ${tile}
`;
const TileButton = styled.button.attrs({ type: 'button' })`
  ${tile}
`;

const List = styled.ul`
  margin: 0;
  padding: ${(p) => p.theme.space['1']} 0;
  list-style: none;
  border-bottom: 1px solid ${(p) => p.theme.color.border.default};
`;

const Item = styled(Link)`
  ${menuRow}
`;
const External = styled.a`
  ${menuRow}
`;
const SubItem = styled(Link)`
  ${menuRow}
  padding-inline-start: ${(p) => p.theme.space['6']};
  color: ${(p) => p.theme.color.text.secondary};
`;

const SubList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupToggle = styled(MenuRowButton)`
  justify-content: space-between;
  font-weight: ${(p) => p.theme.font.weight.bold};
  svg {
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const GroupTitle = styled.h2`
  margin: 0;
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['4']} 0;
  color: ${(p) => p.theme.color.text.muted};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: ${(p) => p.theme.font.weight.bold};
  text-transform: uppercase;
`;

const Banners = styled.div`
  padding: ${(p) => p.theme.space['3']};
`;

const SignOut = styled(MenuRowButton)`
  color: ${(p) => p.theme.color.status.danger};
`;

const TILE: Record<Exclude<QuickTile, 'share'>, { to: string; icon: ReactNode }> = {
  deposit: { to: '/m/voucherCenter', icon: <WalletIcon /> },
  withdraw: { to: '/m/withdraw', icon: <CashIcon /> },
  promotion: { to: '/m/activity', icon: <GiftIcon /> },
  rewardCenter: { to: '/m/rewardCenter', icon: <TrophyIcon /> },
  cashBack: { to: '/m/member/teamRebate', icon: <CashIcon /> },
};

/**
 * The side menu (spec 001 section 2): quick tiles, member centre (collapsible), game centre, app download,
 * customer service, language and colour mode, the first 8 promotions, the m_leftmenu banners. Any entry
 * closes it; entries that open a panel (share, app download) or an external service do not navigate.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('storefront');
  const { t: tc, i18n } = useTranslation();
  const brand = useBrand();
  const logo = useBrandLogo();
  const panels = usePanels();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const signOut = useSignOutPrompt();
  const gate = useAccessGate();
  const { referral } = usePromotionAvailability();
  const [memberOpen, setMemberOpen] = useState(false);
  const myAccount = useMenuKey('MYACC');
  const mail = useMenuKey('MAILCEN');
  const vendors = useVendorGameTypesQuery({ language: i18n.language });
  const promotions = useAnnouncementsQuery({ types: ANNOUNCEMENT_TYPES.promotion });
  const banners = useAnnouncementsQuery({ types: ['B'], groupName: 'm_leftmenu' });
  const service = customerServiceLinks(useCustomerServiceQuery().data, brandUrlPolicy(brand, 'link'));
  const hasDownload = brand.links.download.some((l) => l.resourceType !== 'TELEGRAM' && l.resourceType !== 'AppDownloadIcon');
  const label = (key: NamespaceKey<'storefront'>) => t(key);

  return (
    <>
      <Drawer open={open} onClose={onClose} label={tc('nav.menu')}>
        <Head>
          <img src={logo} alt={brand.name} />
        </Head>
        <nav aria-label={tc('nav.menu')}>
          <Tiles aria-label={t('menu.quick')}>
            {quickTiles(referral).map((key) => (
              <li key={key}>
                {key === 'share' ? (
                  <TileButton aria-haspopup="dialog" onClick={() => panels.show('referral')}>
                    <ShareIcon />
                    {t('menu.share')}
                  </TileButton>
                ) : (
                  <TileLink
                    to={TILE[key].to}
                    onClick={(e) => {
                      onClose();
                      // deposit goes through the shared access gate (free_reject for trial accounts)
                      if (key === 'deposit' && !gate('deposit')) e.preventDefault();
                    }}
                  >
                    {TILE[key].icon}
                    {label(`menu.${key}`)}
                  </TileLink>
                )}
              </li>
            ))}
          </Tiles>

          <List>
            <li>
              <Item to="/m/home" onClick={onClose}>
                {tc('nav.home')}
              </Item>
            </li>
            <li>
              <GroupToggle aria-expanded={memberOpen} aria-controls="menu-member-center" onClick={() => setMemberOpen((v) => !v)}>
                {t('menu.memberCenter')}
                <ChevronIcon />
              </GroupToggle>
              {memberOpen && (
                <SubList id="menu-member-center">
                  {myAccount && (
                    <li>
                      <SubItem to="/m/member/home" onClick={onClose}>
                        {t('menu.myAccount')}
                      </SubItem>
                    </li>
                  )}
                  {mail && (
                    <li>
                      <SubItem to="/m/webEmail" onClick={onClose}>
                        {t('menu.mail')}
                      </SubItem>
                    </li>
                  )}
                  <li>
                    <SubItem to="/m/notice" onClick={onClose}>
                      {t('menu.announcements')}
                    </SubItem>
                  </li>
                </SubList>
              )}
            </li>
          </List>

          <GroupTitle id="menu-games">{t('menu.gameCenter')}</GroupTitle>
          <List aria-labelledby="menu-games">
            <li>
              <Item to="/m/hot-games" onClick={onClose}>
                <GamepadIcon />
                {tc('home.categories.HOT')}
              </Item>
            </li>
            {visibleCategories(vendors.data ?? []).map((tile) => (
              <li key={tile.category}>
                <Item to={CATEGORY_PATH[tile.category]} onClick={onClose}>
                  <GamepadIcon />
                  {tc(`home.categories.${tile.category}`)}
                </Item>
              </li>
            ))}
          </List>

          <List>
            {hasDownload && (
              <li>
                <MenuRowButton aria-haspopup="dialog" onClick={() => panels.show('download')}>
                  <DownloadIcon />
                  {t('menu.appDownload')}
                </MenuRowButton>
              </li>
            )}
            <li>
              <Item to="/m/help" onClick={onClose}>
                {tc('titles.help')}
              </Item>
            </li>
          </List>

          {(service.online || service.messaging.length > 0) && (
            <>
              <GroupTitle id="menu-service">{t('menu.customerService')}</GroupTitle>
              <List aria-labelledby="menu-service">
                {service.online && (
                  <li>
                    <External href={service.online.url} target="_blank" rel="noopener noreferrer" onClick={onClose}>
                      <ChatIcon />
                      {t('menu.onlineService')}
                    </External>
                  </li>
                )}
                {service.messaging.map((link, i) => (
                  <li key={link.url}>
                    <External href={link.url} target="_blank" rel="noopener noreferrer" onClick={onClose}>
                      <ChatIcon />
                      {t('menu.messagingApp', { n: i + 1 })}
                    </External>
                  </li>
                ))}
              </List>
            </>
          )}

          {(promotions.data?.promotion.length ?? 0) > 0 && (
            <List aria-label={t('menu.promotions')}>
              <li>
                <Item to="/m/activity" onClick={onClose}>
                  <GiftIcon />
                  {tc('nav.promotions')}
                </Item>
              </li>
              {promotions.data!.promotion.slice(0, SIDE_MENU_PROMOTIONS).map((p) => (
                <li key={p.id}>
                  <SubItem to={`/m/activityDetail?id=${p.id}`} onClick={onClose}>
                    {p.title}
                  </SubItem>
                </li>
              ))}
            </List>
          )}
        </nav>
        <List as="div">
          <ColorModeSwitch />
          <LanguagePicker />
        </List>
        <Banners>
          <BannerCarousel banners={banners.data?.banners ?? []} label={t('menu.promotions')} />
        </Banners>
        {loggedIn && (
          <SignOut
            onClick={() => {
              onClose();
              signOut.open();
            }}
          >
            <LogoutIcon />
            {tc('nav.logout')}
          </SignOut>
        )}
      </Drawer>
      {signOut.prompt}
    </>
  );
}
