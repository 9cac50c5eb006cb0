import type { Hono } from 'hono';
import type { AnyCall, BodyOf } from '@wl/api-client/catalogue';
import { ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { readEncryptedBody } from './encrypted';
import { fail, sleep } from './http';
import type { DemoContext, DemoDeps, DemoEnv } from './http';
import { requireSession, TIMEOUT_FAULT_MS } from './middleware';
import { storeExtension } from './state';

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
    if (call.money) return once(c, call, raw, () => handler(c, raw as BodyOf<C>));
    return handler(c, raw as BodyOf<C>);
  });
}

interface Answered {
  request: string;
  status: number;
  body: string;
}

/** Answers of money calls per merchant store, by member and idempotency key (a reset forgets them with the store). */
const answered = storeExtension(() => new Map<string, Answered>());

/** What identifies a request for its key: the call and its body (a file by its name, type and size). */
function fingerprint(call: AnyCall, body: unknown): string {
  return `${call.method} ${call.path} ${JSON.stringify(body, (_key, value: unknown) => (value instanceof File ? { file: value.name, type: value.type, size: value.size } : value))}`;
}

/**
 * A money call happens once per idempotency key (product decision 19): the key is required; a repeated key with
 * the same request gets the first answer and moves nothing again; with another request it is refused (422
 * `idempotency.mismatch`). The `lost` fault carries the operation out and then never answers, as a platform whose
 * answer is lost on the way.
 */
async function once(c: DemoContext, call: AnyCall, body: unknown, handle: () => Response | Promise<Response>): Promise<Response> {
  const key = c.req.header(HEADER.idempotencyKey);
  if (!key) return fail(c, 400, ERROR_CODE.validation, 'A money operation needs an Idempotency-Key header.', { field: HEADER.idempotencyKey });
  const answers = answered(c.get('store'));
  const id = `${c.get('member')?.id ?? 'guest'}:${key}`;
  const request = fingerprint(call, body);
  const first = answers.get(id);
  if (first && first.request !== request) return fail(c, 422, ERROR_CODE.idempotencyMismatch, 'This operation was already sent with other values.');
  if (first) return new Response(first.body, { status: first.status, headers: { 'content-type': 'application/json' } });
  const response = await handle();
  if (response.status < 500) answers.set(id, { request, status: response.status, body: await response.clone().text() });
  if (c.get('faults').lostAnswer) {
    await sleep(TIMEOUT_FAULT_MS, c.req.raw.signal);
    return fail(c, 504, ERROR_CODE.server, 'Demo fault: the answer was lost');
  }
  return response;
}
