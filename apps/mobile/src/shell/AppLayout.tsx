import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { SessionExpiryNotice } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Spinner } from '@wl/ui-kit';
import { findRoute, HOME_PATH } from '../app/routeTable';
import { HomeHeader } from './HomeHeader';
import { PageTopBar } from './PageTopBar';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  max-width: 640px;
  margin: 0 auto;
  background: ${(p) => p.theme.color.bg.page};
`;

const Main = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

const Loading = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
`;

/** The shell around every route; which header, top bar and footer nav show comes from the route table. */
export function AppLayout() {
  const location = useLocation();
  const { t } = useTranslation();
  const route = findRoute(location.pathname);
  // the menu is open on the page it was opened on: a route change closes it
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const closeMenu = () => setMenuOpenOn(null);

  if (!route) return <Navigate to={HOME_PATH} replace />;
  return (
    <Page aria-hidden={menuOpen || undefined}>
      {route.homeHeader && <HomeHeader onOpenMenu={() => setMenuOpenOn(location.pathname)} />}
      {route.topBar && <PageTopBar route={route} />}
      <Main>
        <Suspense
          fallback={
            <Loading>
              <Spinner label={t('common.loading')} />
            </Loading>
          }
        >
          <Outlet />
        </Suspense>
      </Main>
      {route.footerNav && <TabBar />}
      <SideMenu open={menuOpen} onClose={closeMenu} />
      <SessionExpiryNotice />
    </Page>
  );
}
