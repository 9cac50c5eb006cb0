import { setupServer } from 'msw/node';
import { createDemoApp } from './app';
import type { DemoApp, DemoAppOptions } from './app';
import { createDemoHandler } from './msw';
import { DEMO_PATH } from './paths';

export interface DemoMsw {
  /** msw/node server: call listen() in beforeAll and close() in afterAll */
  server: ReturnType<typeof setupServer>;
  app: DemoApp;
  /** restores the seeded state of every merchant (the hostile fixtures go off with it) */
  reset(): Promise<void>;
  /**
   * Puts the hostile fixtures (script, event handlers, javascript: links; src/hostile.ts) in a merchant's content
   * (default WLDEMO, the test brand's) until the next reset, for a test of the site's sanitiser; `on` false takes them out.
   */
  hostile(merchant?: string, on?: boolean): Promise<void>;
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
    async hostile(merchant = 'WLDEMO', on = true) {
      const answer = await app.request(DEMO_PATH.demoHostile, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ merchant, on }),
      });
      if (!answer.ok) throw new Error(`the demo platform refused the hostile fixtures: ${answer.status}`);
    },
  };
}

export { startDemoServer, createStaticSite } from './server';
export type { DemoServer, DemoServerOptions } from './server';
