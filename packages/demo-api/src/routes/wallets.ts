import { Hono } from 'hono';
import type { DemoDeps, DemoEnv } from '../http';

/** Wallets and records (catalogue/wallets.ts): vendor wallets, transfers, transactions, profit and loss. */
export function walletRoutes(_deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  return app;
}
