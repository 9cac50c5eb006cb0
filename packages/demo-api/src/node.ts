import { setupServer } from 'msw/node';
import { createDemoApp } from './app';
import type { DemoApp, DemoAppOptions } from './app';
import { createDemoHandler } from './msw';
import { DEMO_PATH } from './paths';

export interface DemoMsw {
  /** msw/node server: call listen() in beforeAll and close() in afterAll */
  server: ReturnType<typeof setupServer>;
  app: DemoApp;
  /** restores the seeded state of every merchant */
  reset(): Promise<void>;
}

/** The demo platform for Vitest through msw/node. Requests need absolute URLs (e.g. http://localhost/wps/...). */
export function createDemoMsw(options: DemoAppOptions = {}): DemoMsw {
  const app = createDemoApp(options);
  return {
    server: setupServer(createDemoHandler(app)),
    app,
    async reset() {
      await app.request(DEMO_PATH.demoReset, { method: 'POST' });
    },
  };
}

export { startDemoServer, createStaticSite } from './server';
export type { DemoServer, DemoServerOptions } from './server';
