import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../shell/AppLayout';
import { HOME_PATH, ROUTES } from './routeTable';
import { SCREENS } from './screens';

/** Router objects from the one route table; every screen is lazy, unknown paths go to /m/home. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        ...ROUTES.map((route) => ({
          path: route.path,
          lazy: async () => ({ Component: await SCREENS[route.screen]() }),
        })),
        { path: '*', element: <Navigate to={HOME_PATH} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
