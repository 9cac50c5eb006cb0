// Platform contract of one area: Messages and the agent area (issue 6, packages/content messages and packages/agent).
// Shared by the client (api endpoints) and the demo platform; wire types for this area's calls live here too.
import type { ModuleId } from './core';

/** Paths of this area's calls. */
export const AGENT_PATH = {} as const;

/** The module id(s) the platform expects per path (API-MAP.md); the demo records a mismatch. */
export const AGENT_MODULES: Record<string, readonly ModuleId[]> = {};
