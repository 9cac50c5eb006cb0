// Platform contract of one area: Storefront content (issue 5, packages/content and the shell): banners, promotions, notices, help, customer service.
// Shared by the client (api endpoints) and the demo platform; wire types for this area's calls live here too.
import type { ModuleId } from './core';

/** Paths of this area's calls. */
export const CONTENT_PATH = {} as const;

/** The module id(s) the platform expects per path (API-MAP.md); the demo records a mismatch. */
export const CONTENT_MODULES: Record<string, readonly ModuleId[]> = {};
