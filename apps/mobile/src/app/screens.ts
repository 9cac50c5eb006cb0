import type { ComponentType } from 'react';
import { authScreens } from '@wl/auth';
import type { ScreenName } from './routeTable';

/** Lazy screen loaders by name: each is its own chunk, so home loads neither login nor agent code. */
export const SCREENS: Record<ScreenName, () => Promise<ComponentType>> = {
  home: () => import('../pages/HomePage').then((m) => m.HomePage),
  login: authScreens.login,
  unavailable: () => import('../pages/UnavailablePage').then((m) => m.UnavailablePage),
};
