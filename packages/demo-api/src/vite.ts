import { getRequestListener } from '@hono/node-server';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { formatAccountsTable } from './accounts-table';
import { createDemoApp } from './app';
import type { DemoApp } from './app';
import { API_PREFIXES, isApiPath } from './paths';

export interface DemoApiPluginOptions {
  /** do not print the demo credentials */
  quiet?: boolean;
}

/**
 * Serves the demo platform inside the Vite dev and preview servers, for API paths only; every other request goes on
 * to Vite. Dev and preview share one app (one state). Never part of a production bundle: this runs in Node.
 */
export function demoApiPlugin(options: DemoApiPluginOptions = {}): Plugin {
  let app: DemoApp | undefined;
  let printed = options.quiet ?? false;

  const mount = (server: ViteDevServer | PreviewServer) => {
    app ??= createDemoApp();
    const demo = app;
    const listener = getRequestListener((request, env) => demo.fetch(request, env));
    server.middlewares.use((req, res, next) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (!isApiPath(pathname)) return next();
      listener(req, res).catch(next);
    });
    if (!printed) {
      printed = true;
      server.config.logger.info(`\n  Demo platform mounted (${API_PREFIXES.join(', ')})\n\n${formatAccountsTable()}\n`);
    }
  };

  return { name: 'wl-demo-api', configureServer: mount, configurePreviewServer: mount };
}
