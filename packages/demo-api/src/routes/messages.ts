import { Hono } from 'hono';
import { chatLaunch, chatModels, chatUnread, inbox, inboxRead, inboxUnread, submitVerification, verification } from '@wl/api-client/catalogue';
import {
  ERROR_CODE,
  HEADER,
  MEMBER_TYPE,
  MESSAGES_DEMO_PATH,
  VERIFICATION_FIELDS,
  VERIFICATION_IMAGES,
  VERIFICATION_LIMITS,
  type ChatModel,
  type VerificationValue,
} from '@wl/api-client/protocol';
import { absoluteUrl, fail, ok, positiveInt } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { requestLanguage } from '../language';
import { inboxMessageIn } from '../seed/agent';
import { serve } from '../serve';
import { sessionMember } from '../state';

const CHAT_MODELS: ChatModel[] = [
  { id: 'm1', name: 'Luna', active: true, streaming: true },
  { id: 'm2', name: 'Mia', active: true, streaming: false },
  { id: 'm3', name: 'Ana', active: false, streaming: false },
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Largest multipart body taken: three images at the limit plus the text parts. */
const MAX_VERIFICATION_BODY = VERIFICATION_LIMITS.maxImages * VERIFICATION_LIMITS.maxBytes + 64 * 1024;

/** Refuses trial accounts (type 4) mail and chat with free_reject (spec 000 section 5). */
function refuseTrial(c: DemoContext): Response | undefined {
  if (c.get('member').type === MEMBER_TYPE.trial) return fail(c, 403, ERROR_CODE.freeReject, 'Please login an actual account to use this function');
  return undefined;
}

/** Demo-only endpoints: the store and member of the Merchant and Token headers (they sit outside the platform's session check). */
export function demoSession(state: DemoDeps['state'], c: DemoContext) {
  const merchant = c.req.header(HEADER.merchant) ?? c.req.query('merchant');
  const store = merchant ? state.store(merchant) : undefined;
  const member = store ? sessionMember(store, c.req.header(HEADER.token), state.now()) : undefined;
  return store && member ? { store, member } : undefined;
}

/** Messages (issue 6): inbox, unread counts, live chat, profile verification. */
export function messageRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();
  const inboxOf = (c: DemoContext) => c.get('store').agent.inbox.get(c.get('member').account.toLowerCase()) ?? [];

  serve(app, inboxUnread, deps, (c) => refuseTrial(c) ?? ok(c, inboxOf(c).filter((m) => !m.read).length));

  serve(app, inbox, deps, (c) => {
    const refused = refuseTrial(c);
    if (refused) return refused;
    const pageNo = positiveInt(c.req.query('pageNo'), 1);
    const pageSize = positiveInt(c.req.query('pageSize'), 20);
    if (Number.isNaN(pageNo) || Number.isNaN(pageSize)) return fail(c, 400, ERROR_CODE.validation, 'pageNo and pageSize must be positive integers.');
    const all = [...inboxOf(c)].sort((a, b) => b.sendDate - a.sendDate);
    const language = requestLanguage(c);
    const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((m) => inboxMessageIn(m, language));
    return ok(c, { list, pageNum: pageNo, totalPages: Math.max(1, Math.ceil(all.length / pageSize)) });
  });

  serve(app, inboxRead, deps, (c, { id }) => {
    const refused = refuseTrial(c);
    if (refused) return refused;
    const message = inboxOf(c).find((m) => m.id === id);
    if (!message) return fail(c, 404, ERROR_CODE.notFound, 'No such message.');
    message.read = true;
    return ok(c, { id: message.id, read: true });
  });

  serve(app, chatUnread, deps, (c) => refuseTrial(c) ?? ok(c, { unReadCount: c.get('store').agent.chatOpened.has(c.get('member').id) ? 0 : 2 }));

  serve(app, chatLaunch, deps, (c) => {
    const refused = refuseTrial(c);
    if (refused) return refused;
    const q = c.req.query();
    if (q.b2c !== '1' || q.moduleId !== 'CBS3' || !/^[A-Z]{2,3}(-[A-Z0-9]{2,4})?$/.test(q.language ?? '')) {
      return fail(c, 400, ERROR_CODE.validation, 'b2c=1, moduleId=CBS3 and an upper-case language are required.');
    }
    c.get('store').agent.chatOpened.add(c.get('member').id);
    const params = new URLSearchParams({ language: q.language ?? '', title: q.title ?? '', headerColor: q.headerColor ?? '', backUrl: q.backUrl ?? '' });
    return ok(c, { chatUrl: absoluteUrl(c, `${MESSAGES_DEMO_PATH.chat}?${params.toString()}`) });
  });

  serve(app, chatModels, deps, (c) => ok(c, CHAT_MODELS));

  /** The demo's chat page: what a chat launch redirects to. */
  app.get(MESSAGES_DEMO_PATH.chat, (c) => {
    const title = escapeHtml(c.req.query('title') || 'Live chat');
    const back = c.req.query('backUrl') ?? '';
    const backLink = /^https?:\/\//.test(back) ? `<a href="${escapeHtml(back)}">Back</a>` : '';
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>` +
        `<body><header><h1>${title}</h1></header>` +
        `<main><p>Demo live chat (${escapeHtml(c.req.query('language') ?? '')}): an agent will answer shortly.</p>${backLink}</main></body></html>`,
    );
  });

  serve(app, verification, deps, (c) => {
    const stored = c.get('store').agent.verifications.get(c.get('member').id);
    return ok<VerificationValue>(c, { status: stored?.status ?? 'upload', submittedAt: stored?.submittedAt ?? null, fields: stored?.fields ?? {} });
  });

  // before the body is read: a submission must be multipart/form-data, and no larger than three images at the limit
  app.use(submitVerification.path, async (c, next) => {
    if (c.req.method !== submitVerification.method) return next();
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
      return fail(c, 415, ERROR_CODE.validation, 'Send the images as multipart/form-data.');
    if (Number(c.req.header('content-length') ?? 0) > MAX_VERIFICATION_BODY) return fail(c, 413, ERROR_CODE.validation, 'Each image may be at most 5 MB.');
    return next();
  });

  /** A submission: one file part per image slot (png or jpg, at most 5 MB, at most 3 files) and the text parts. */
  serve(app, submitVerification, deps, (c, body) => {
    const existing = c.get('store').agent.verifications.get(c.get('member').id);
    if (existing && existing.status !== 'upload') return fail(c, 409, ERROR_CODE.validation, 'Your request is still pending process, please be patient.');
    // a part is a string or a file (no instanceof: the File class differs between runtimes, e.g. jsdom tests)
    const files = Object.values(body as Record<string, unknown>).filter((part) => typeof part !== 'string');
    if (files.length > VERIFICATION_LIMITS.maxImages) return fail(c, 400, ERROR_CODE.validation, 'At most 3 images.');
    const stored: Record<string, { name: string; type: string; bytes: number }> = {};
    for (const slot of VERIFICATION_IMAGES) {
      const image = body[slot] as File;
      if (!(VERIFICATION_LIMITS.types as readonly string[]).includes(image.type))
        return fail(c, 400, ERROR_CODE.validation, 'Images must be png or jpg.', { field: slot });
      if (image.size > VERIFICATION_LIMITS.maxBytes) return fail(c, 413, ERROR_CODE.validation, 'Each image may be at most 5 MB.', { field: slot });
      stored[slot] = { name: (image.name ?? '').slice(0, 120), type: image.type, bytes: image.size };
    }
    if (body.comments.length > VERIFICATION_LIMITS.commentsMax)
      return fail(c, 400, ERROR_CODE.validation, 'Comments may be at most 140 characters.', { field: 'comments' });
    const fields: VerificationValue['fields'] = {};
    for (const field of VERIFICATION_FIELDS) {
      const value = body[field].trim();
      if (!value) return fail(c, 400, ERROR_CODE.validation, `Missing field: ${field}`, { field });
      // refused, not cut: the site shows the limit before it is reached
      if (value.length > VERIFICATION_LIMITS.fieldMax)
        return fail(c, 400, ERROR_CODE.validation, `${field} may be at most ${VERIFICATION_LIMITS.fieldMax} characters.`, { field });
      fields[field] = value;
    }
    const submittedAt = state.now();
    c.get('store').agent.verifications.set(c.get('member').id, { status: 'pending', submittedAt, fields, comments: body.comments, images: stored });
    return ok<VerificationValue>(c, { status: 'pending', submittedAt, fields });
  });

  /** Demo only: puts the Token header's member back to upload (tests start clean without a merchant reset). */
  app.delete(MESSAGES_DEMO_PATH.verification, (c) => {
    const found = demoSession(state, c);
    if (!found) return fail(c, 401, ERROR_CODE.sessionExpired, 'The account has been logged out, please log in again');
    found.store.agent.verifications.delete(found.member.id);
    return ok<VerificationValue>(c, { status: 'upload', submittedAt: null, fields: {} });
  });

  /** Demo only: approves the pending verification of the Token header's member. */
  app.post(MESSAGES_DEMO_PATH.approveVerification, (c) => {
    const found = demoSession(state, c);
    if (!found) return fail(c, 401, ERROR_CODE.sessionExpired, 'The account has been logged out, please log in again');
    const { store, member } = found;
    const stored = store.agent.verifications.get(member.id);
    if (stored?.status !== 'pending') return fail(c, 409, ERROR_CODE.validation, 'No pending verification.');
    stored.status = 'verified';
    return ok<VerificationValue>(c, { status: 'verified', submittedAt: stored.submittedAt, fields: stored.fields });
  });

  return app;
}
