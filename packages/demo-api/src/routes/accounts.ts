import { Hono } from 'hono';
import type { DemoDeps, DemoEnv } from '../http';

/** Accounts (issue 3): registration, password flows, SMS codes, trial, settings, head icon. */
export function accountRoutes(_deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  return app;
}
