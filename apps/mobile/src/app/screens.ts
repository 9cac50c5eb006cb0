import type { ComponentType } from 'react';
import { agentScreens } from '@wl/agent';
import { authScreens } from '@wl/auth';
import { contentScreens, messageScreens } from '@wl/content';
import { gameScreens } from '@wl/games';

/**
 * Lazy screen loaders by name: each is its own chunk, so home loads neither login nor agent code. Feature
 * packages export their screens as maps (authScreens, gameScreens, ...); the route table names them.
 */
export const SCREENS = {
  home: () => import('../pages/HomePage').then((m) => m.HomePage),
  unavailable: () => import('../pages/UnavailablePage').then((m) => m.UnavailablePage),
  ...authScreens,
  ...gameScreens,
  ...contentScreens,
  ...messageScreens,
  ...agentScreens,
} satisfies Record<string, () => Promise<ComponentType>>;

export type ScreenName = keyof typeof SCREENS;
