import { Hono } from 'hono';
import type { DemoDeps, DemoEnv } from '../http';

/** Deposits (catalogue/deposit.ts): channels per merchant, gateway, manual and e-wallet deposits, records. */
export function depositRoutes(_deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  return app;
}
