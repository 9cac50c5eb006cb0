import { createAffiliateLink } from '@wl/api-client/catalogue';
import type { DemoApp } from '../app';
import { call, loginToken, valueOf } from '../testing';
import type { Samples } from './sample';

const badLink = { code: 'LABCDEFG', rebate: '1', memberType: 0, createdAt: 0, registered: 0 };

/** Table-test samples of catalogue/affiliateLinks.ts (the demo agent's links). */
export const affiliateLinkSamples: Samples = {
  affiliateLinks: { request: { as: 'agent' }, malformed: [{ ...badLink, memberType: 4, rebate: 1 }] },
  createAffiliateLink: { request: { as: 'agent', body: { rebate: 1.5, memberType: 0 } }, malformed: badLink },
  deleteAffiliateLink: {
    // a link of the agent's own first, then its deletion
    request: async ({ app }: { app: DemoApp }) => {
      const token = await loginToken(app, 'agent');
      const link = valueOf(await call<{ code: string }>(app, createAffiliateLink.path, { method: 'POST', token, body: { rebate: 1, memberType: 2 } }));
      return { as: 'agent', body: { code: link.code } };
    },
    answerIgnored: 'the prompt closes and the links are reloaded',
  },
};
