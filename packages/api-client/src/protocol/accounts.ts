// Platform contract of one area: Accounts (issue 3, packages/auth): registration, password flows, SMS, trial, settings, head icon.
// Shared by the client (api endpoints) and the demo platform; wire types for this area's calls live here too.
import type { ModuleId } from './core';

/** Paths of this area's calls. */
export const ACCOUNTS_PATH = {} as const;

/** The module id(s) the platform expects per path (API-MAP.md); the demo records a mismatch. */
export const ACCOUNTS_MODULES: Record<string, readonly ModuleId[]> = {};
