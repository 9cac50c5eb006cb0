import { acceptPromotion } from '@wl/api-client/catalogue';
import type { DemoApp } from '../app';
import { call, loginToken } from '../testing';
import type { Samples } from './sample';

/** A promotion without review: joined at once, so its bonus can be claimed. */
const INSTANT_PROMOTION = 4004;
/** A promotion under review: joining it answers `applying`. */
const REVIEWED_PROMOTION = 4002;

/** Makes the demo member join a promotion first (a second join answers 409 and changes nothing). */
async function joined(app: DemoApp, promotionId: number) {
  await call(app, acceptPromotion.path, { method: 'POST', token: await loginToken(app, 'demo'), body: { promotionId } });
}

/** An announcement whose id is a string: left out of its list, the others kept. */
const badNotice = { id: '2001', title: 'x', content: '', category: null, startDate: 0, endDate: null, noExpiry: 1, announcementImages: [], read: false };

/** Table-test samples of catalogue/content.ts. */
export const contentSamples: Samples = {
  announcements: {
    request: { as: 'demo', params: { types: 'B,PL,PU,PR,H,A', groupName: '', platform: 'M' } },
    malformed: { banners: [], player: 'none', popup: [], promotion: [], hot: [] },
    leftOut: { banners: [], player: [badNotice], popup: [], promotion: [], hot: [] },
  },
  markAnnouncementRead: {
    request: { as: 'demo', body: { announcementId: 2001, read: true } },
    answerIgnored: 'the notice shows read at once and the lists are reloaded after the mark',
  },
  helpCenter: { request: { params: { lang: 'en', device: 'MOBILE' } }, malformed: { title: 'About us' }, leftOut: [{ title: 'About us' }] },
  customerServiceScript: { request: {}, malformed: { title: 'Telegram' }, leftOut: [{ title: 'Telegram', path: 'abc', csType: 'TELEGRAM' }] },
  availablePromotions: { request: { as: 'demo' }, malformed: { key: 'REFERRAL' }, leftOut: [{ key: 'REFERRAL', enabled: 'yes' }] },
  merchantAvailablePromotions: { request: {}, malformed: { key: 'APP_DOWNLOAD' }, leftOut: [{ key: 'APP_DOWNLOAD' }] },
  promotionClaims: {
    request: async ({ app }) => {
      await joined(app, INSTANT_PROMOTION);
      return { as: 'demo' };
    },
    malformed: [{ promotionId: INSTANT_PROMOTION, status: 'won' }],
  },
  acceptPromotion: { request: { as: 'demo', body: { promotionId: REVIEWED_PROMOTION } }, malformed: { promotionId: '4002', status: 'applying' } },
  claimPromotion: {
    request: async ({ app }) => {
      await joined(app, INSTANT_PROMOTION);
      return { as: 'demo', body: { promotionId: INSTANT_PROMOTION } };
    },
    malformed: { promotionId: INSTANT_PROMOTION },
  },
  hotMatches: {
    request: {},
    malformed: { id: 'match-1' },
    leftOut: [{ id: 'match-1', league: 'NBA', home: 'A', away: 'B', startTime: 0, odds: { home: '1.5' } }],
  },
};
