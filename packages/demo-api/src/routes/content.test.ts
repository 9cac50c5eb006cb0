// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  acceptPromotion,
  announcements as announcementsCall,
  availablePromotions,
  claimPromotion,
  customerServiceScript,
  helpCenter,
  hotMatches,
  markAnnouncementRead,
  merchantAvailablePromotions,
  promotionClaims,
  wallet,
} from '@wl/api-client/catalogue';
import { decodeCsPath, HEADER } from '@wl/api-client/protocol';
import type { CustomerServiceItem, HelpItem, HotMatch, PromotionAvailability, PromotionClaim } from '@wl/api-client/protocol';
import { createDemoApp } from '../app';
import { centsOf, decimalOf as centsToText } from '../cents';
import { DEMO_PATH } from '../paths';
import { PROMOTION_BONUS } from '../seed/content';
import { PROMOTION_CATEGORIES } from '../seed/types';
import { call, loginToken, valueOf } from '../testing';
import type { AnnouncementsValue } from './content';

const announcements = async (query: string, token?: string, app = createDemoApp()) =>
  valueOf(await call<AnnouncementsValue>(app, `${announcementsCall.path}?platform=M&merchantCode=WLDEMO&${query}`, { token }));

describe('announcements', () => {
  it('answers the home types, each in its list', async () => {
    const value = await announcements('types=B,PL,PU,PR,H&groupName=');
    expect(value.banners).toHaveLength(7);
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.popup.length).toBeGreaterThan(0);
    expect(value.promotion.length).toBeGreaterThan(0);
    expect(value.hot.length).toBeGreaterThan(0);
    expect(value.agent).toEqual([]);
    expect(value.footer).toBeUndefined();
    expect(value.player.every((a) => a.type === 'PL' && a.read === false)).toBe(true);
  });

  it('filters by types and banners by groupName', async () => {
    const home = await announcements('types=B&groupName=m_home');
    expect(home.banners).toHaveLength(4);
    expect(home.banners.every((b) => b.groupName === 'm_home' && b.url?.startsWith('http://localhost/demo-cdn/banners/'))).toBe(true);
    expect(home.player).toEqual([]);
    expect(home.promotion).toEqual([]);
    expect((await announcements('types=B&groupName=m_leftmenu')).banners).toHaveLength(2);
    expect((await announcements('types=B&groupName=m_reg')).banners).toHaveLength(1);
    const notices = await announcements('types=B,PL,PU');
    expect(notices.hot).toEqual([]);
    expect(notices.popup.length).toBeGreaterThan(0);
  });

  it('has promotions over at least 4 spec categories, with dates and cover images', async () => {
    const { promotion } = await announcements('types=PR');
    const categories = new Set(promotion.map((p) => p.category));
    expect(categories.size).toBeGreaterThanOrEqual(4);
    for (const category of categories) expect(PROMOTION_CATEGORIES).toContain(category);
    for (const p of promotion) {
      expect(typeof p.id).toBe('number');
      expect(p.startDate).toBeLessThanOrEqual(Date.now());
      expect(p.noExpiry === 1 ? p.endDate === null : (p.endDate ?? 0) > Date.now()).toBe(true);
      expect(p.announcementImages[0]).toEqual({ sequence: 1, url: expect.stringMatching(/^http:\/\/localhost\/demo-cdn\/banners\/\d+\.svg$/) });
    }
  });

  it('includes an unsafe notice for the sanitiser to prove itself on only when a test asks for it', async () => {
    const app = createDemoApp();
    const unsafe = (player: AnnouncementsValue['player']) => player.some((a) => a.content.includes('<script>') && a.content.includes('onerror='));
    expect(unsafe((await announcements('types=PL', undefined, app)).player)).toBe(false);
    await app.request(DEMO_PATH.demoHostile, { method: 'POST', headers: { [HEADER.merchant]: 'WLDEMO' } });
    expect(unsafe((await announcements('types=PL', undefined, app)).player)).toBe(true);
  });

  it('answers agent notices and their unread count for type A', async () => {
    const app = createDemoApp();
    const value = await announcements('types=A&groupName=m_home', await loginToken(app, 'agent'), app);
    expect(value.agent.length).toBeGreaterThan(0);
    expect(value.footer).toEqual({ unreadCount: value.agent.length });
    expect(value.banners).toEqual([]);
  });

  it('uses the merchant currency in the content', async () => {
    const app = createDemoApp();
    const value = valueOf(await call<AnnouncementsValue>(app, `${announcementsCall.path}?types=PR`, { merchant: 'SOL' }));
    expect(value.promotion.some((p) => p.content.includes('R$'))).toBe(true);
  });
});

describe("the merchant's name in its content", () => {
  const texts = async (merchant: string) => {
    const app = createDemoApp();
    const lists = valueOf(await call<AnnouncementsValue>(app, `${announcementsCall.path}?platform=M&types=B,PL,PU,PR,H`, { merchant }));
    const help = valueOf(await call<HelpItem[]>(app, `${helpCenter.path}?lang=en`, { merchant }));
    return [...lists.player, ...lists.popup, ...lists.promotion, ...help].map((item) => item.content).join(' ');
  };

  it("names each brand's merchant with the brand's own name, also for its trial accounts", async () => {
    for (const [merchant, name] of [
      ['WLDEMO', 'Nova Play'],
      ['SOL', 'Sol Bet'],
      ['SOL_TRIAL', 'Sol Bet'],
      ['LOTUS', 'Lotus Club'],
    ]) {
      const text = await texts(merchant!);
      expect(text).toContain(`Welcome to ${name}.`);
      expect(text).not.toContain('WL Demo');
    }
  });

  it('names an unknown merchant after its code, as a new brand is named', async () => {
    expect(await texts('ACME_BET')).toContain('Welcome to Acme Bet.');
  });
});

describe('announcement read marks', () => {
  it('marks an announcement read for the member only', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    const id = (await announcements('types=PL', token, app)).player[0]!.id;
    const marked = await call(app, markAnnouncementRead.path, { method: 'POST', token, body: { announcementId: id, read: true } });
    expect(marked.status).toBe(200);
    expect((await announcements('types=PL', token, app)).player.find((a) => a.id === id)?.read).toBe(true);
    expect((await announcements('types=PL', await loginToken(app, 'demo1'), app)).player.find((a) => a.id === id)?.read).toBe(false);
  });

  it('needs a session and a known id, and keeps no marks for trial sessions', async () => {
    const app = createDemoApp();
    expect((await call(app, markAnnouncementRead.path, { method: 'POST', body: { announcementId: 2001, read: true } })).status).toBe(401);
    const token = await loginToken(app, 'demo');
    expect((await call(app, markAnnouncementRead.path, { method: 'POST', token, body: { announcementId: 99, read: true } })).status).toBe(400);
    const trial = await loginToken(app, 'trial');
    await call(app, markAnnouncementRead.path, { method: 'POST', token: trial, body: { announcementId: 2001, read: true } });
    expect((await announcements('types=PL', trial, app)).player.find((a) => a.id === 2001)?.read).toBe(false);
  });

  it('refuses a body that does not fit the entry, naming the field', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    const result = await call(app, markAnnouncementRead.path, { method: 'POST', token, body: { announcementId: '2001', read: true } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'validation.failed', value: { field: 'body.announcementId' } });
  });
});

describe('help centre, customer service and hot matches', () => {
  it('answers help items in the asked language, English otherwise', async () => {
    const app = createDemoApp();
    const en = valueOf(await call<HelpItem[]>(app, `${helpCenter.path}?lang=en&device=MOBILE`));
    expect(en.length).toBeGreaterThanOrEqual(3);
    expect(en[0]!.content).toContain('<p>');
    const pt = valueOf(await call<HelpItem[]>(app, `${helpCenter.path}?lang=pt`));
    expect(pt[0]!.title).toBe('Sobre nós');
    expect(valueOf(await call<HelpItem[]>(app, `${helpCenter.path}?lang=vi`))[0]!.title).toBe('Về chúng tôi');
    expect(valueOf(await call<HelpItem[]>(app, `${helpCenter.path}?lang=th`))[0]!.title).toBe('About us');
  });

  it('sends customer-service paths encoded with their key as the last 8 characters', async () => {
    const items = valueOf(await call<CustomerServiceItem[]>(createDemoApp(), customerServiceScript.path));
    expect(items.map((i) => i.csType)).toEqual(['LIVECHAT', 'TELEGRAM', 'TELEGRAM', 'FACEBOOK', 'YOUTUBE']);
    expect(items.every((i) => !i.path.startsWith('http'))).toBe(true);
    expect(items.map((i) => decodeCsPath(i.path))).toEqual(expect.arrayContaining(['https://t.me/novaplay_service', 'https://chat.novaplay.example/service']));
    expect(items.filter((i) => i.csType === 'TELEGRAM').map((i) => i.csPosition)).toEqual(['TELEGRAM-1', 'TELEGRAM-2']);
  });

  it('answers hot matches with odds', async () => {
    const matches = valueOf(await call<HotMatch[]>(createDemoApp(), hotMatches.path));
    expect(matches.length).toBe(4);
    expect(matches[0]).toMatchObject({ league: expect.any(String), home: expect.any(String), odds: { home: expect.any(Number) } });
  });
});

describe('promotions', () => {
  // the programmes only: the reward centre's promotions (REWARD, RAFFLE) are tested in rewards.test.ts
  const keyed = (list: PromotionAvailability[]) => Object.fromEntries(list.filter((p) => p.promotionId === undefined).map((p) => [p.key, p.enabled]));

  it('answers availability of APP_DOWNLOAD and REFERRAL per merchant and member', async () => {
    const app = createDemoApp();
    expect(keyed(valueOf(await call<PromotionAvailability[]>(app, merchantAvailablePromotions.path)))).toEqual({ APP_DOWNLOAD: true, REFERRAL: true });
    expect(keyed(valueOf(await call<PromotionAvailability[]>(app, merchantAvailablePromotions.path, { merchant: 'SOL' })))).toEqual({
      APP_DOWNLOAD: true,
      REFERRAL: false,
    });
    const trial = await loginToken(app, 'trial');
    expect(keyed(valueOf(await call<PromotionAvailability[]>(app, availablePromotions.path, { token: trial })))).toEqual({
      APP_DOWNLOAD: false,
      REFERRAL: false,
    });
    expect((await call(app, availablePromotions.path)).status).toBe(401);
  });

  it('moves a promotion through join and claim, and a reviewed one through applying to issued or rejected', async () => {
    let now = Date.now();
    const app = createDemoApp({ now: () => now });
    const token = await loginToken(app, 'demo');
    const post = (path: string, promotionId: number) =>
      call<PromotionClaim>(app, path, { method: 'POST', token, body: { promotionId }, headers: { [HEADER.idempotencyKey]: crypto.randomUUID() } });
    const claims = async () => valueOf(await call<PromotionClaim[]>(app, promotionClaims.path, { token }));

    expect(valueOf(await post(acceptPromotion.path, 4004)).status).toBe('joined');
    expect((await post(acceptPromotion.path, 4004)).status).toBe(409);
    expect(valueOf(await post(claimPromotion.path, 4004)).status).toBe('claimed');
    expect(valueOf(await post(acceptPromotion.path, 4002)).status).toBe('applying');
    expect(valueOf(await post(acceptPromotion.path, 4008)).status).toBe('applying');
    expect((await post(claimPromotion.path, 4002)).status).toBe(409);
    now += 3000;
    expect(await claims()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ promotionId: 4004, status: 'claimed', amount: centsToText(PROMOTION_BONUS) }),
        expect.objectContaining({ promotionId: 4002, status: 'issued', amount: centsToText(PROMOTION_BONUS) }),
        expect.objectContaining({ promotionId: 4008, status: 'rejected' }),
      ]),
    );
    expect((await post(acceptPromotion.path, 4012)).status).toBe(400);
  });

  it('credits a claim once when it is sent again with the same idempotency key', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    const balance = async () => call<{ sumBalance: string }>(app, wallet.path, { token });
    await call(app, acceptPromotion.path, { method: 'POST', token, body: { promotionId: 4004 } });
    const before = valueOf(await balance()).sumBalance;
    const claim = (key: string) => call<PromotionClaim>(app, claimPromotion.path, { method: 'POST', token, body: { promotionId: 4004 }, headers: { [HEADER.idempotencyKey]: key } });
    const first = valueOf(await claim('op-1'));
    expect(first).toMatchObject({ promotionId: 4004, status: 'claimed', title: 'Slots Tournament', amount: centsToText(PROMOTION_BONUS) });
    expect(valueOf(await claim('op-1'))).toEqual(first);
    expect((await claim('op-2')).status).toBe(409);
    expect(centsOf(valueOf(await balance()).sumBalance)).toBe(centsOf(before) + PROMOTION_BONUS);
    // the same key with another promotion is another request: refused, nothing moves
    const other = await call(app, claimPromotion.path, { method: 'POST', token, body: { promotionId: 4002 }, headers: { [HEADER.idempotencyKey]: 'op-1' } });
    expect(other.status).toBe(422);
    expect(centsOf(valueOf(await balance()).sumBalance)).toBe(centsOf(before) + PROMOTION_BONUS);
  });

  it('refuses a money call without an idempotency key', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    await call(app, acceptPromotion.path, { method: 'POST', token, body: { promotionId: 4004 } });
    const result = await call(app, claimPromotion.path, { method: 'POST', token, body: { promotionId: 4004 } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, value: { field: HEADER.idempotencyKey } });
  });

  it('refuses trial sessions with free_reject', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'trial');
    const result = await call(app, acceptPromotion.path, { method: 'POST', token, body: { promotionId: 4004 } });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe('free_reject');
  });
});
