import { Hono } from 'hono';
import { systemStatus } from '@wl/api-client/catalogue';
import type { SystemStatus } from '@wl/api-client/protocol';
import { ok } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { serve } from '../serve';

/** The visitor's IP: X-Forwarded-For, else the socket (Node server), else 127.0.0.1 (MSW, tests). */
export function clientIp(c: DemoContext): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return address ? address.replace(/^::ffff:/, '') : '127.0.0.1';
}

export function systemRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();

  // Maintenance wins when both faults are on (docs/product-decisions.md 3).
  serve(app, systemStatus, deps, (c) => {
    const { maintenance, region } = c.get('faults');
    const status: SystemStatus = {
      status: maintenance ? 1 : region ? 2 : 0,
      maintenance,
      regionRestriction: region,
      location: { ip: clientIp(c) },
      info: maintenance ? 'System upgrading, please try again later.' : region ? 'Access from your region is restricted.' : '',
    };
    return ok(c, status);
  });

  return app;
}
