import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { formatAccountsTable } from './accounts-table';
import { createDemoApp } from './app';
import type { DemoApp } from './app';
import { isApiPath } from './paths';

export interface DemoServerOptions {
  /** 0 picks a free port */
  port: number;
  hostname?: string;
  /** a built site to serve next to the API, with SPA fallback */
  staticDir?: string;
  /** an app to serve (default: a fresh createDemoApp()) */
  app?: DemoApp;
  /** origins of sites on other origins that call it (CORS; the default app's `corsOrigins`): default none */
  corsOrigins?: readonly string[];
}

export interface DemoServer {
  url: string;
  app: DemoApp;
  close(): Promise<void>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A built static site: existing files as they are, hashed `/assets/*` cached for a year (a missing asset is a 404,
 * never the page), any other GET answers index.html so that deep links such as /m/activity load the app.
 */
export function createStaticSite(root: string): Hono {
  const site = new Hono();
  site.use('*', async (c, next) => {
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    await next();
  });
  site.use('*', serveStatic({ root }));
  site.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not Found', 404);
  });
  site.get('*', serveStatic({ root, path: 'index.html' }));
  return site;
}

function displayHost(hostname: string): string {
  if (hostname === '0.0.0.0' || hostname === '::') return 'localhost';
  return hostname.includes(':') ? `[${hostname}]` : hostname;
}

/** Serves the demo platform (and optionally a built site) over real HTTP. */
export function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const { port, hostname = '127.0.0.1', staticDir } = options;
  const app = options.app ?? createDemoApp({ corsOrigins: options.corsOrigins ?? [] });
  const site = staticDir ? createStaticSite(resolve(staticDir)) : undefined;
  const fetch = (request: Request, env: HttpBindings | Http2Bindings) =>
    site && !isApiPath(new URL(request.url).pathname) ? site.fetch(request, env) : app.fetch(request, env);

  return new Promise((done, reject) => {
    const server = serve({ fetch, port, hostname }, (info) => {
      done({
        url: `http://${displayHost(hostname)}:${info.port}`,
        app,
        close: () =>
          new Promise<void>((closed, failed) => {
            server.close((error) => (error ? failed(error) : closed()));
            // keep-alive and hanging (timeout fault) connections would hold close() open
            (server as Server).closeAllConnections();
          }),
      });
    }) as Server;
    server.once('error', reject);
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    // `pnpm start -- --port 1` passes the `--` on
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      static: { type: 'string' },
      // a site on another origin that calls this port directly (repeatable): `--cors-origin http://127.0.0.1:4173`
      'cors-origin': { type: 'string', multiple: true, default: [] },
    },
  });
  const server = await startDemoServer({ port: Number(values.port), hostname: values.host, staticDir: values.static, corsOrigins: values['cors-origin'] });
  process.stdout.write(
    `Demo platform on ${server.url}${values.static ? ` (site: ${resolve(values.static)})` : ''}\n` +
      `Any merchant code works (Merchant header); known profiles: WLDEMO, SOL, LOTUS.\n\n${formatAccountsTable()}\n`,
  );
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
