import { verificationForm } from '@wl/api-client/protocol';
import type { Samples } from './sample';

const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });

/** Table-test samples of catalogue/messages.ts. */
export const messagesSamples: Samples = {
  inboxUnread: { request: { as: 'demo' }, malformed: '3' },
  inbox: {
    request: { as: 'demo', params: { pageNo: 1, pageSize: 20 } },
    malformed: { list: 'none', pageNum: 1, totalPages: 1 },
    leftOut: { list: [{ id: null, title: 'x', content: '', sendDate: 0, read: false }], pageNum: 1, totalPages: 1 },
  },
  inboxRead: { request: { as: 'demo', body: { id: 1000 } }, answerIgnored: 'the message shows read at once and the unread count is reloaded' },
  chatUnread: { request: { as: 'demo' }, malformed: { unReadCount: '2' } },
  chatLaunch: {
    request: { as: 'demo', params: { b2c: 1, language: 'EN', backUrl: 'http://localhost/m/message', headerColor: '#123456', title: 'Chat', moduleId: 'CBS3' } },
    malformed: { url: 'http://localhost/chat' },
  },
  chatModels: { request: {}, malformed: { id: 'm1' }, leftOut: [{ id: 'm1', name: 'Luna', active: 'yes', streaming: true }] },
  verification: { request: { as: 'demo1' }, malformed: { status: 'approved', submittedAt: null, fields: {} } },
  submitVerification: {
    request: {
      as: 'demo1',
      body: verificationForm({
        images: { front: png('front.png'), back: png('back.png'), selfie: png('selfie.png') },
        permanentAddress: '1 Main St',
        currentAddress: '2 High St',
        placeOfBirth: 'Lisbon',
        nationality: 'PT',
        occupation: 'Engineer',
        sourceOfIncome: 'Salary',
        comments: '',
      }),
    },
    malformed: { status: 'pending', submittedAt: '2024-01-01', fields: {} },
  },
};
