// Platform contract of one area: Games (issue 4, packages/games): hot games, favourites, recents, launching, winners.
// Shared by the client (api endpoints) and the demo platform; wire types for this area's calls live here too.
import type { ModuleId } from './core';

/** Paths of this area's calls. */
export const GAMES_PATH = {} as const;

/** The module id(s) the platform expects per path (API-MAP.md); the demo records a mismatch. */
export const GAMES_MODULES: Record<string, readonly ModuleId[]> = {};
