import { Hono } from 'hono';
import type { DemoDeps, DemoEnv } from '../http';

/** Withdrawals and the security centre (catalogue/security.ts). */
export function securityRoutes(_deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  return app;
}
