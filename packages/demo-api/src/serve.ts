import type { Hono } from 'hono';
import type { AnyCall, BodyOf } from '@wl/api-client/catalogue';
import { ERROR_CODE } from '@wl/api-client/protocol';
import { readEncryptedBody } from './encrypted';
import { fail } from './http';
import type { DemoContext, DemoDeps, DemoEnv } from './http';
import { requireSession } from './middleware';

/** What a route of a catalogue entry answers with: the request context and its checked body. */
export type CallHandler<C extends AnyCall> = (c: DemoContext, body: BodyOf<C>) => Response | Promise<Response>;

/** The raw body of a request as the entry says it is sent: decrypted, a form, or JSON (undefined when unreadable). */
async function readBody(c: DemoContext, call: AnyCall, deps: DemoDeps): Promise<unknown> {
  if (call.encrypted) return readEncryptedBody(c, deps);
  try {
    if (call.form) return await c.req.parseBody();
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/**
 * Registers the route of one catalogue entry (docs/decisions/060): its method and path, a live session when
 * its token rule requires one, and its body read the way the entry sends it and checked against the entry's
 * schema. A body that does not fit answers the platform's 400 `validation.failed` naming the field; an
 * encrypted call whose body does not decrypt answers 400 `payload.decrypt`. No path, module id or body shape
 * is written in the demo platform: they all come from the entry.
 */
export function serve<C extends AnyCall>(app: Hono<DemoEnv>, call: C, deps: DemoDeps, handler: CallHandler<C>): void {
  const session = requireSession(deps.state);
  app.on(call.method, call.path, async (c, next) => (call.token === 'required' ? session(c, next) : next()), async (c) => {
    if (!call.body) return handler(c, undefined as BodyOf<C>);
    const raw = await readBody(c, call, deps);
    if (raw === undefined && call.encrypted) return fail(c, 400, ERROR_CODE.decrypt, 'The request body must be an encrypted payload.');
    const issue = call.body.check(raw, 'body');
    if (issue) return fail(c, 400, ERROR_CODE.validation, `Invalid request: ${issue}`, { field: issue.split(':')[0]! });
    return handler(c, raw as BodyOf<C>);
  });
}
