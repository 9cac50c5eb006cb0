// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PATH } from '@wl/api-client/protocol';
import { createDemoApp } from '../app';
import { PROMOTION_CATEGORIES } from '../seed/types';
import { call, loginToken, valueOf } from '../testing';
import type { AnnouncementsValue } from './content';

const announcements = async (query: string, token?: string, app = createDemoApp()) =>
  valueOf(await call<AnnouncementsValue>(app, `${PATH.announcements}?platform=M&merchantCode=WLDEMO&${query}`, { token }));

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

  it('includes an unsafe notice for the sanitiser to prove itself on', async () => {
    const { player } = await announcements('types=PL');
    expect(player.some((a) => a.content.includes('<script>') && a.content.includes('onerror='))).toBe(true);
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
    const value = valueOf(await call<AnnouncementsValue>(app, `${PATH.announcements}?types=PR`, { merchant: 'SOL' }));
    expect(value.promotion.some((p) => p.content.includes('R$'))).toBe(true);
  });
});
