// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatLaunch, chatUnread, inbox, inboxRead, inboxUnread, submitVerification, verification } from '@wl/api-client/catalogue';
import {
  HEADER,
  MESSAGES_DEMO_PATH,
  verificationForm,
  type Envelope,
  type InboxValue,
  type VerificationText,
  type VerificationValue,
} from '@wl/api-client/protocol';
import { createDemoApp } from '../app';
import { call, loginToken, MERCHANT, valueOf } from '../testing';

const png = (bytes: number, name = 'id.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const submission = (front: Blob = png(1000), text: Partial<VerificationText> = {}): FormData =>
  verificationForm({
    images: { front, back: png(800), selfie: png(900) },
    permanentAddress: '1 Main St',
    currentAddress: '2 High St',
    placeOfBirth: 'Lisbon',
    nationality: 'PT',
    occupation: 'Engineer',
    sourceOfIncome: 'Salary',
    comments: 'Please review',
    ...text,
  });
/** A multipart POST of the verification form (fetch writes the boundary). */
const submit = async (app: ReturnType<typeof createDemoApp>, token: string, body: BodyInit) => {
  const response = await app.request(submitVerification.path, { method: 'POST', headers: { [HEADER.merchant]: MERCHANT, [HEADER.token]: token }, body });
  return { status: response.status, body: (await response.json()) as Envelope<VerificationValue> };
};

describe('inbox', () => {
  it('lists messages, counts unread, and a read mark lowers the count', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    expect(valueOf(await call<number>(app, inboxUnread.path, { token }))).toBe(3);
    const firstPage = valueOf(await call<InboxValue>(app, `${inbox.path}?pageNo=1&pageSize=20`, { token }));
    expect(firstPage.list).toHaveLength(20);
    const unread = firstPage.list.find((m) => !m.read);
    expect(unread).toBeDefined();
    valueOf(await call(app, inboxRead.path, { method: 'POST', token, body: { id: unread?.id } }));
    expect(valueOf(await call<number>(app, inboxUnread.path, { token }))).toBe(2);
  });

  it('pages the inbox of the demo account, newest first, across more than one page', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    const page = async (pageNo: number) => valueOf(await call<InboxValue>(app, `${inbox.path}?pageNo=${pageNo}&pageSize=20`, { token }));
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect([first.totalPages, first.list.length, second.list.length, third.list.length]).toEqual([3, 20, 20, 5]);
    const all = [...first.list, ...second.list, ...third.list];
    expect(new Set(all.map((m) => m.id)).size).toBe(45);
    expect(all.map((m) => m.sendDate)).toEqual([...all.map((m) => m.sendDate)].sort((a, b) => b - a));
    expect(all.filter((m) => !m.read)).toHaveLength(3);
    expect((await call(app, `${inbox.path}?pageNo=0`, { token })).status).toBe(400);
  });

  it('refuses a trial account with free_reject and a guest with session.expired', async () => {
    const app = createDemoApp();
    const trial = await call(app, inbox.path, { token: await loginToken(app, 'trial') });
    expect(trial.status).toBe(403);
    expect(trial.body).toMatchObject({ success: false, code: 'free_reject' });
    expect((await call(app, inboxUnread.path)).body).toMatchObject({ code: 'session.expired' });
  });
});

describe('live chat', () => {
  it('launches with b2c=1, an upper-case language and CBS3, answering a demo chat page on this app', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    expect(valueOf(await call<{ unReadCount: number }>(app, chatUnread.path, { token })).unReadCount).toBe(2);
    const bad = await call(app, `${chatLaunch.path}?b2c=1&language=en&moduleId=CBS3`, { token });
    expect(bad.status).toBe(400);
    const query = new URLSearchParams({
      b2c: '1',
      language: 'EN',
      backUrl: 'http://localhost/m/message',
      headerColor: '#123456',
      title: 'Chat',
      moduleId: 'CBS3',
    });
    const { chatUrl } = valueOf(await call<{ chatUrl: string }>(app, `${chatLaunch.path}?${query.toString()}`, { token }));
    expect(chatUrl).toMatch(/^http:\/\/localhost\/demo-cdn\/chat\?/);
    const page = await app.request(chatUrl);
    const html = await page.text();
    expect(html).toContain('Demo live chat (EN)');
    expect(html).toContain('href="http://localhost/m/message"');
    expect(valueOf(await call<{ unReadCount: number }>(app, chatUnread.path, { token })).unReadCount).toBe(0);
  });

  it('escapes what it echoes and refuses a trial account', async () => {
    const app = createDemoApp();
    const html = await (await app.request(`${MESSAGES_DEMO_PATH.chat}?title=${encodeURIComponent('<script>x</script>')}&backUrl=javascript:alert(1)`)).text();
    expect(html).not.toContain('<script>x');
    expect(html).not.toContain('javascript:');
    const trial = await call(app, `${chatLaunch.path}?b2c=1&language=EN&moduleId=CBS3`, { token: await loginToken(app, 'trial') });
    expect(trial.body).toMatchObject({ code: 'free_reject' });
  });
});

describe('profile verification', () => {
  it('stores a submission as pending review; the demo approve call verifies it', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    expect(valueOf(await call<VerificationValue>(app, verification.path, { token })).status).toBe('upload');
    const result = await submit(app, token, submission());
    expect(result).toMatchObject({ status: 200, body: { value: { status: 'pending', fields: { nationality: 'PT' } } } });
    expect((await submit(app, token, submission())).status).toBe(409);
    const approved = await app.request(MESSAGES_DEMO_PATH.approveVerification, {
      method: 'POST',
      headers: { [HEADER.merchant]: MERCHANT, [HEADER.token]: token },
    });
    expect(approved.status).toBe(200);
    expect(valueOf(await call<VerificationValue>(app, verification.path, { token })).status).toBe('verified');
    await app.request(MESSAGES_DEMO_PATH.verification, { method: 'DELETE', headers: { [HEADER.merchant]: MERCHANT, [HEADER.token]: token } });
    expect(valueOf(await call<VerificationValue>(app, verification.path, { token })).status).toBe('upload');
  });

  it('refuses images over 5 MB, other types, a fourth file, JSON, missing fields and long comments', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    const tooLarge = await submit(app, token, submission(png(5 * 1024 * 1024 + 1)));
    expect(tooLarge).toMatchObject({ status: 413, body: { value: { field: 'front' } } });
    expect((await submit(app, token, submission(png(10, 'a.gif', 'image/gif')))).status).toBe(400);
    const fourFiles = submission();
    fourFiles.append('extra', png(10));
    expect((await submit(app, token, fourFiles)).body).toMatchObject({ success: false, message: 'At most 3 images.' });
    const json = await call(app, submitVerification.path, { method: 'POST', token, body: { images: {}, comments: '' } });
    expect(json.status).toBe(415);
    expect((await submit(app, token, submission(undefined, { occupation: ' ' }))).body).toMatchObject({ value: { field: 'occupation' } });
    expect((await submit(app, token, submission(undefined, { comments: 'x'.repeat(141) }))).body).toMatchObject({ value: { field: 'comments' } });
    expect(valueOf(await call<VerificationValue>(app, verification.path, { token })).status).toBe('upload');
  });
});
