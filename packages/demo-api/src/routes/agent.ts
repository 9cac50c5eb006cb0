import { Hono } from 'hono';
import type { DemoDeps, DemoEnv } from '../http';

/** The agent area (issue 6): team KPIs, downlines, rebates, contracts, agent register, transaction records. */
export function agentRoutes(_deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  return app;
}
