import { lazy, Suspense, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { selectIsLoggedIn, SessionExpiryNotice } from '@wl/auth';
import { useAppSelector } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { ageGateNeeded, loadProtectionLayer } from '@wl/protection';
import { useTranslation } from '@wl/i18n';
import { Spinner } from '@wl/ui-kit';
import { findRoute, footerOf, HOME_PATH, refreshesByPull } from '../app/routeTable';
import { NetworkNotice } from '../system/NetworkNotice';
import { PullToRefresh } from './PullToRefresh';
import { PageTransition } from '../system/PageTransition';
import { TouchFeedback } from '../system/TouchFeedback';
import { DOWNLOAD_BAR_HEIGHT } from './download/downloadBarSpace';
import { HomeHeader } from './HomeHeader';
import { PageTopBar } from './PageTopBar';
import { PanelsProvider, type PanelName, type Panels } from './panels';
import { currentPlatform, HIDE_DOWNLOAD_BAR_KEY, readFlag, WEBCLIP_KEY, writeFlag } from './platform';
import { TabBar } from './TabBar';
import { Nav } from './tabBar/TabBarFrame';
import { downloadBarVisible } from './visibility';

// Everything not needed for the first view is its own chunk (docs/design.md section 9: home initial JS budget).
const SideMenu = lazy(() => import('./SideMenu').then((m) => ({ default: m.SideMenu })));
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
const ShellDialogs = lazy(() => import('./ShellDialogs').then((m) => ({ default: m.ShellDialogs })));
const DownloadBar = lazy(() => import('./download/DownloadBar').then((m) => ({ default: m.DownloadBar })));
const DownloadPopup = lazy(() => import('./download/DownloadPopup').then((m) => ({ default: m.DownloadPopup })));
const ProtectionLayer = lazy(() => loadProtectionLayer().then((component) => ({ default: component })));
const AgentTabBar = lazy(() => import('./tabBar/AgentTabBar').then((m) => ({ default: m.AgentTabBar })));
const UpdatePrompt = lazy(() => import('../system/pwa/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

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

const BarSpace = styled.div`
  height: ${DOWNLOAD_BAR_HEIGHT};
`;

/** The download bar's visibility; an installed web app forces hideDownloadBar on, the brand may require login (spec 001 section 2). */
function useDownloadBar(): [boolean, () => void] {
  const brand = useBrand();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [closed, setClosed] = useState(() => {
    const platform = currentPlatform();
    if (platform.standalone) writeFlag(HIDE_DOWNLOAD_BAR_KEY, true);
    return readFlag(HIDE_DOWNLOAD_BAR_KEY);
  });
  const visible = downloadBarVisible({
    platform: currentPlatform(),
    links: brand.links.download,
    hidden: closed,
    webclip: readFlag(WEBCLIP_KEY),
    requiresLogin: brand.downloadBarRequiresLogin ?? false,
    loggedIn,
  });
  return [
    visible,
    () => {
      writeFlag(HIDE_DOWNLOAD_BAR_KEY, true);
      setClosed(true);
    },
  ];
}

/** The shell around every route; which header, top bar and footer nav show comes from the route table. */
export function AppLayout() {
  const location = useLocation();
  const { t } = useTranslation();
  const route = findRoute(location.pathname);
  const footer = route && footerOf(route, location.search);
  // a panel is open on the page it was opened on: a route change closes it
  const [panel, setPanel] = useState<{ name: PanelName; path: string } | null>(null);
  const open = panel?.path === location.pathname ? panel.name : null;
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const [barVisible, closeBar] = useDownloadBar();
  // player protection's layer (age prompt, reality check) loads only for a device that has not confirmed the age, or a member
  const brand = useBrand();
  const [protectionNeeded] = useState(() => ageGateNeeded(brand));
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // a "no" to the age question: nothing of the site renders (or loads) until the player answers again
  const [ageDeclined, setAgeDeclined] = useState(false);
  const panels = useMemo<Panels>(
    () => ({
      open,
      show: (name) => {
        if (name === 'menu') setMenuLoaded(true);
        else setDialogsLoaded(true);
        setPanel({ name, path: location.pathname });
      },
      close: () => setPanel(null),
    }),
    [open, location.pathname],
  );

  if (!route) return <Navigate to={HOME_PATH} replace />;
  // the protection layer keeps its place in the tree either way, so its state (the "no") survives the switch
  return (
    <PanelsProvider value={panels}>
      {!ageDeclined && (
        <Page aria-hidden={open ? true : undefined}>
          {route.homeHeader && barVisible && (
            <Suspense fallback={<BarSpace />}>
              <DownloadBar onClose={closeBar} />
            </Suspense>
          )}
          {route.homeHeader && <HomeHeader downloadBar={barVisible} />}
          {route.topBar && <PageTopBar route={route} />}
          <NetworkNotice />
          {/* in the first JS: a pull in the first second after the page shows must not be lost to a loading chunk */}
          {refreshesByPull(route) && <PullToRefresh />}
          <Main>
            <PageTransition>
              <Suspense
                fallback={
                  <Loading>
                    <Spinner label={t('common.loading')} />
                  </Loading>
                }
              >
                <Outlet />
              </Suspense>
            </PageTransition>
          </Main>
          {route.homeHeader && (
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          )}
          {footer === 'player' && <TabBar />}
          {footer === 'agent' && (
            <Suspense fallback={<Nav aria-label={t('nav.mainNavigation')} $count={1} />}>
              <AgentTabBar />
            </Suspense>
          )}
        </Page>
      )}
      <Suspense fallback={null}>
        {!ageDeclined && (
          <>
            {menuLoaded && <SideMenu open={open === 'menu'} onClose={panels.close} />}
            {dialogsLoaded && (
              <>
                <ShellDialogs />
                <DownloadPopup />
              </>
            )}
            <UpdatePrompt />
          </>
        )}
        {(protectionNeeded || loggedIn) && <ProtectionLayer onAgeDeclined={setAgeDeclined} />}
      </Suspense>
      {!ageDeclined && (
        <>
          <SessionExpiryNotice />
          <TouchFeedback />
        </>
      )}
    </PanelsProvider>
  );
}
