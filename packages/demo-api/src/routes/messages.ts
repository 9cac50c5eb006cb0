import { Hono } from 'hono';
import {
  AGENT_PATH,
  ERROR_CODE,
  HEADER,
  MEMBER_TYPE,
  VERIFICATION_FIELDS,
  VERIFICATION_IMAGES,
  VERIFICATION_LIMITS,
  type ChatLaunchValue,
  type ChatModel,
  type ChatUnreadValue,
  type InboxValue,
  type VerificationPayload,
  type VerificationValue,
} from '@wl/api-client/protocol';
import { absoluteUrl, fail, ok, positiveInt } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { requireSession } from '../middleware';
import { sessionMember } from '../state';

const CHAT_MODELS: ChatModel[] = [
  { id: 'm1', name: 'Luna', active: true, streaming: true },
  { id: 'm2', name: 'Mia', active: true, streaming: false },
  { id: 'm3', name: 'Ana', active: false, streaming: false },
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Size in bytes of a base64 data URL's payload; NaN when it is not one. */
function dataUrlBytes(dataUrl: unknown): number {
  if (typeof dataUrl !== 'string') return Number.NaN;
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=]*)$/.exec(dataUrl);
  if (!match?.[2]) return Number.NaN;
  const b64 = match[2];
  return Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
}

/** Refuses trial accounts (type 4) mail and chat with free_reject (spec 000 section 5). */
function refuseTrial(c: DemoContext): Response | undefined {
  if (c.get('member').type === MEMBER_TYPE.trial) return fail(c, 403, ERROR_CODE.freeReject, 'Please login an actual account to use this function');
  return undefined;
}

/** Messages (issue 6): inbox, unread counts, live chat, notices read marks, profile verification. */
export function messageRoutes({ state }: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  const session = requireSession(state);
  const inboxOf = (c: DemoContext) => c.get('store').agent.inbox.get(c.get('member').account.toLowerCase()) ?? [];

  app.get(AGENT_PATH.inboxUnread, session, (c) => refuseTrial(c) ?? ok(c, inboxOf(c).filter((m) => !m.read).length));

  app.get(AGENT_PATH.inbox, session, (c) => {
    const refused = refuseTrial(c);
    if (refused) return refused;
    const pageNo = positiveInt(c.req.query('pageNo'), 1);
    const pageSize = positiveInt(c.req.query('pageSize'), 20);
    if (Number.isNaN(pageNo) || Number.isNaN(pageSize)) return fail(c, 400, ERROR_CODE.validation, 'pageNo and pageSize must be positive integers.');
    const all = [...inboxOf(c)].sort((a, b) => b.sendDate - a.sendDate);
    const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return ok<InboxValue>(c, { list, pageNum: pageNo, totalPages: Math.max(1, Math.ceil(all.length / pageSize)) });
  });

  app.post(AGENT_PATH.inboxRead, session, async (c) => {
    const refused = refuseTrial(c);
    if (refused) return refused;
    const body = (await c.req.json().catch(() => ({}))) as { id?: unknown };
    const message = inboxOf(c).find((m) => m.id === Number(body.id));
    if (!message) return fail(c, 404, ERROR_CODE.notFound, 'No such message.');
    message.read = true;
    return ok(c, { id: message.id, read: true });
  });

  app.get(AGENT_PATH.chatUnread, session, (c) => {
    const refused = refuseTrial(c);
    if (refused) return refused;
    return ok<ChatUnreadValue>(c, { unReadCount: c.get('store').agent.chatOpened.has(c.get('member').id) ? 0 : 2 });
  });

  app.get(AGENT_PATH.chatLaunch, session, (c) => {
    const refused = refuseTrial(c);
    if (refused) return refused;
    const q = c.req.query();
    if (q.b2c !== '1' || q.moduleId !== 'CBS3' || !/^[A-Z]{2,3}(-[A-Z0-9]{2,4})?$/.test(q.language ?? '')) {
      return fail(c, 400, ERROR_CODE.validation, 'b2c=1, moduleId=CBS3 and an upper-case language are required.');
    }
    c.get('store').agent.chatOpened.add(c.get('member').id);
    const params = new URLSearchParams({ language: q.language ?? '', title: q.title ?? '', headerColor: q.headerColor ?? '', backUrl: q.backUrl ?? '' });
    return ok<ChatLaunchValue>(c, { chatUrl: absoluteUrl(c, `${AGENT_PATH.demoChat}?${params.toString()}`) });
  });

  app.get(AGENT_PATH.chatModels, (c) => ok(c, CHAT_MODELS));

  /** The demo's chat page: what a chat launch redirects to. */
  app.get(AGENT_PATH.demoChat, (c) => {
    const title = escapeHtml(c.req.query('title') || 'Live chat');
    const back = c.req.query('backUrl') ?? '';
    const backLink = /^https?:\/\//.test(back) ? `<a href="${escapeHtml(back)}">Back</a>` : '';
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>` +
        `<body><header><h1>${title}</h1></header>` +
        `<main><p>Demo live chat (${escapeHtml(c.req.query('language') ?? '')}): an agent will answer shortly.</p>${backLink}</main></body></html>`,
    );
  });

  app.get(AGENT_PATH.verification, session, (c) => {
    const stored = c.get('store').agent.verifications.get(c.get('member').id);
    return ok<VerificationValue>(c, { status: stored?.status ?? 'upload', submittedAt: stored?.submittedAt ?? null, fields: stored?.fields ?? {} });
  });

  app.post(AGENT_PATH.verification, session, async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as Partial<VerificationPayload> | undefined;
    const images = body?.images;
    const existing = c.get('store').agent.verifications.get(c.get('member').id);
    if (existing && existing.status !== 'upload') return fail(c, 409, ERROR_CODE.validation, 'Your request is still pending process, please be patient.');
    if (!body || !images) return fail(c, 400, ERROR_CODE.validation, 'Please upload front of your ID');
    const stored: Record<string, { name: string; type: string; bytes: number }> = {};
    for (const slot of VERIFICATION_IMAGES) {
      const image = images[slot];
      const bytes = dataUrlBytes(image?.dataUrl);
      if (!image || Number.isNaN(bytes)) return fail(c, 400, ERROR_CODE.validation, `Missing image: ${slot}`, { field: slot });
      if (!(VERIFICATION_LIMITS.types as readonly string[]).includes(image.type) || !image.dataUrl.startsWith(`data:${image.type};`)) {
        return fail(c, 400, ERROR_CODE.validation, 'Images must be png or jpg.', { field: slot });
      }
      if (bytes > VERIFICATION_LIMITS.maxBytes) return fail(c, 413, ERROR_CODE.validation, 'Each image may be at most 5 MB.', { field: slot });
      stored[slot] = { name: String(image.name).slice(0, 120), type: image.type, bytes };
    }
    const comments = typeof body.comments === 'string' ? body.comments : '';
    if (comments.length > VERIFICATION_LIMITS.commentsMax)
      return fail(c, 400, ERROR_CODE.validation, 'Comments may be at most 140 characters.', { field: 'comments' });
    const fields: VerificationValue['fields'] = {};
    for (const field of VERIFICATION_FIELDS) {
      const value = body[field];
      if (typeof value !== 'string' || !value.trim()) return fail(c, 400, ERROR_CODE.validation, `Missing field: ${field}`, { field });
      fields[field] = value.trim().slice(0, 200);
    }
    const submittedAt = state.now();
    c.get('store').agent.verifications.set(c.get('member').id, { status: 'pending', submittedAt, fields, comments, images: stored });
    return ok<VerificationValue>(c, { status: 'pending', submittedAt, fields });
  });

  /** Demo only: the store and member of the Merchant and Token headers. */
  const demoMember = (c: DemoContext) => {
    const merchant = c.req.header(HEADER.merchant) ?? c.req.query('merchant');
    const store = merchant ? state.store(merchant) : undefined;
    const member = store ? sessionMember(store, c.req.header(HEADER.token), state.now()) : undefined;
    return store && member ? { store, member } : undefined;
  };

  /** Demo only: puts the Token header's member back to upload (tests start clean without a merchant reset). */
  app.delete(AGENT_PATH.demoVerification, (c) => {
    const found = demoMember(c);
    if (!found) return fail(c, 401, ERROR_CODE.sessionExpired, 'The account has been logged out, please log in again');
    found.store.agent.verifications.delete(found.member.id);
    return ok<VerificationValue>(c, { status: 'upload', submittedAt: null, fields: {} });
  });

  /** Demo only: approves the pending verification of the Token header's member. */
  app.post(AGENT_PATH.demoApproveVerification, (c) => {
    const found = demoMember(c);
    if (!found) return fail(c, 401, ERROR_CODE.sessionExpired, 'The account has been logged out, please log in again');
    const { store, member } = found;
    const stored = store.agent.verifications.get(member.id);
    if (stored?.status !== 'pending') return fail(c, 409, ERROR_CODE.validation, 'No pending verification.');
    stored.status = 'verified';
    return ok<VerificationValue>(c, { status: 'verified', submittedAt: stored.submittedAt, fields: stored.fields });
  });

  return app;
}
