import type { Samples } from './sample';

/** Table-test samples of catalogue/core.ts. */
export const coreSamples: Samples = {
  systemStatus: { request: {}, malformed: { status: 0 } },
  login: { request: { body: { username: 'demo', password: 'Demo1234', type: 'username' } }, malformed: { token: 'x' } },
  logout: { request: { as: 'demo' }, answerIgnored: 'the session ends whatever the platform answers' },
  memberInfo: { request: { as: 'demo' }, malformed: { id: '1', account: 'demo', type: '0', nickname: null, clubLabel: null } },
  wallet: { request: { as: 'demo' }, malformed: { sumBalance: 12.5, currencySymbol: '$' } },
};
