import type { ComponentType } from 'react';
import { agentScreens } from '@wl/agent';
import { cashierScreens } from '@wl/cashier';
import { rewardsScreens } from '@wl/rewards';
import { protectionScreens } from '@wl/protection';
import { authScreens } from '@wl/auth';
import { contentScreens, messageScreens } from '@wl/content';
import { gameScreens } from '@wl/games';
import { HomePage } from '../pages/HomePage';

/**
 * Screen loaders by name. Home, where most visits start, is in the first JS, so its first paint does not
 * wait for one more round trip; every other screen is its own chunk, so home loads neither login nor agent
 * code. Feature packages export their screens as maps (authScreens, gameScreens, ...); the route table names
 * them.
 */
export const SCREENS = {
  home: () => Promise.resolve(HomePage),
  unavailable: () => import('../pages/UnavailablePage').then((m) => m.UnavailablePage),
  ...authScreens,
  ...gameScreens,
  ...contentScreens,
  ...messageScreens,
  ...agentScreens,
  ...cashierScreens,
  ...rewardsScreens,
  ...protectionScreens,
  settings: () => import('../pages/SettingsScreen').then((m) => m.SettingsScreen),
} satisfies Record<string, () => Promise<ComponentType>>;

export type ScreenName = keyof typeof SCREENS;
