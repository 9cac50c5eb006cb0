import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../shell/AppLayout';
import { loadScreen, screenComponent, screenLoaded } from './recovery/loadScreen';
import { RouteErrorScreen } from './recovery/RouteErrorScreen';
import { findRoute, HOME_PATH, ROUTES, type RouteEntry } from './routeTable';

const LAYOUT_ID = 'layout';

/**
 * Router objects of route table entries; every screen is lazy: its loader loads the chunk before the route renders.
 * A loader, not route `lazy`: React Router keeps a rejected `lazy` for good, a loader runs again on the retry of
 * the error screen (and loadScreen imports a chunk that failed afresh). Once loaded, a screen is not loaded again.
 */
function screenRoutes(routes: typeof ROUTES): RouteObject[] {
  return routes.map((route) => ({
    path: route.path,
    loader: async () => {
      await loadScreen(route.screen);
      return null;
    },
    shouldRevalidate: () => !screenLoaded(route.screen),
    Component: screenComponent(route.screen),
    // a screen that fails to load or to render fails in its place: the frame (tab bar, network notice) stays
    errorElement: <RouteErrorScreen inFrame />,
  }));
}

/**
 * The routes the router starts with: the layout with the screen of the page being opened (none for an unknown
 * path) and the fallback that sends unknown paths to /m/home.
 */
function createRoutes(opened: RouteEntry | undefined): RouteObject[] {
  return [
    {
      id: LAYOUT_ID,
      element: <AppLayout />,
      // the frame itself failed: the site's error screen, never React Router's developer page
      errorElement: <RouteErrorScreen />,
      children: [...screenRoutes(opened ? [opened] : []), { path: '*', element: <Navigate to={HOME_PATH} replace /> }],
    },
  ];
}

/**
 * The site's router. It starts with the screen being opened and learns the rest of the route table on the first
 * navigation that the fallback would take (React Router's route discovery): ranking all ~100 routes was one of
 * the longest tasks of the start on a mid-range phone (decision 032).
 */
export function createAppRouter() {
  const opened = findRoute(window.location.pathname);
  let discovered = false;
  return createBrowserRouter(createRoutes(opened), {
    patchRoutesOnNavigation: ({ patch }) => {
      if (discovered) return;
      discovered = true;
      patch(LAYOUT_ID, screenRoutes(ROUTES.filter((route) => route !== opened)));
    },
  });
}
