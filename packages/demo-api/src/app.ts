import { Hono } from 'hono';
import { importPrivateKey } from '@wl/api-client/cipher';
import { ERROR_CODE } from '@wl/api-client/protocol';
import { fail } from './http';
import type { DemoDeps, DemoEnv } from './http';
import { DEMO_PRIVATE_KEY } from './keys';
import { corsMiddleware, injectFaults, noStore, recordRequests, resolveMerchant } from './middleware';
import { DEMO_CONTROL_PREFIX, PLATFORM_PREFIXES } from './paths';
import { accountRoutes } from './routes/accounts';
import { affiliateLinkRoutes } from './routes/affiliateLinks';
import { agentRoutes } from './routes/agent';
import { agentSalaryRoutes } from './routes/agentSalary';
import { agentChartRoutes } from './routes/agentCharts';
import { agentDownlineRoutes } from './routes/agentDownlines';
import { cdnRoutes } from './routes/cdn';
import { contentRoutes } from './routes/content';
import { demoRoutes } from './routes/demo';
import { depositedSince, depositRoutes } from './routes/deposit';
import { gameRoutes } from './routes/games';
import { memberRoutes } from './routes/member';
import { messageRoutes } from './routes/messages';
import { protectionRoutes } from './routes/protection';
import { redRainRoutes } from './routes/redRain';
import { referralRoutes } from './routes/referral';
import { rewardRoutes } from './routes/rewards';
import { securityRoutes } from './routes/security';
import { sessionRoutes } from './routes/session';
import { systemRoutes } from './routes/system';
import { walletRoutes } from './routes/wallets';
import { whiteLabelRoutes } from './routes/whiteLabel';
import { createDemoState } from './state';

export type DemoApp = Hono<DemoEnv>;

export interface DemoAppOptions {
  /** the clock for sessions, captchas and announcement dates (default Date.now) */
  now?: () => number;
  /** origins other than its own whose pages may call it (CORS); default none, and never `*` */
  corsOrigins?: readonly string[];
}

/**
 * The demo platform: one Fetch-API app with fresh in-memory state. Mount it with server.ts (Node), browser.ts
 * (MSW in the browser), node.ts (msw/node in Vitest) or vite.ts (dev and preview middleware).
 */
export function createDemoApp(options: DemoAppOptions = {}): DemoApp {
  const state = createDemoState(options.now);
  let privateKey: Promise<CryptoKey> | undefined;
  const deps: DemoDeps = { state, privateKey: () => (privateKey ??= importPrivateKey(DEMO_PRIVATE_KEY)) };

  const app = new Hono<DemoEnv>();
  // CORS first: a preflight carries no token and must never meet an auth check.
  app.use('*', corsMiddleware(options.corsOrigins));
  for (const prefix of [...PLATFORM_PREFIXES, DEMO_CONTROL_PREFIX]) app.use(`${prefix}*`, noStore);
  for (const prefix of PLATFORM_PREFIXES) app.use(`${prefix}*`, recordRequests(state), injectFaults, resolveMerchant(state));

  app.route('/', systemRoutes(deps));
  app.route('/', whiteLabelRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', memberRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', messageRoutes(deps));
  app.route('/', agentRoutes(deps));
  app.route('/', agentChartRoutes(deps));
  app.route('/', agentDownlineRoutes(deps));
  app.route('/', affiliateLinkRoutes(deps));
  app.route('/', agentSalaryRoutes(deps));
  app.route('/', referralRoutes(deps));
  app.route('/', gameRoutes(deps));
  app.route('/', contentRoutes(deps));
  app.route('/', rewardRoutes(deps));
  app.route('/', depositRoutes(deps));
  app.route('/', securityRoutes(deps));
  app.route('/', walletRoutes(deps));
  app.route('/', redRainRoutes(deps));
  app.route('/', protectionRoutes(deps, depositedSince));
  app.route('/', cdnRoutes());
  app.route('/', demoRoutes(deps));

  app.notFound((c) => fail(c, 404, ERROR_CODE.notFound, `The demo platform has no ${c.req.method} ${c.req.path}.`));
  app.onError((error, c) => {
    console.error('[demo-api]', c.req.method, c.req.path, error instanceof Error ? error.message : error);
    return fail(c, 500, ERROR_CODE.server, 'Unknown error');
  });
  return app;
}
