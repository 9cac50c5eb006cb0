// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterPromotions, promotionButton, promotionCategories, showCategoryFilter, showReferral } from './promotionRules';

const promo = (id: number, category: string | null) => ({ id, category });

describe('promotion categories', () => {
  it('lists all, then only the categories present, in the spec order', () => {
    const list = [promo(1, 'rng_promo'), promo(2, 'new_player'), promo(3, 'rng_promo'), promo(4, 'unknown_thing'), promo(5, null)];
    expect(promotionCategories(list)).toEqual(['all', 'new_player', 'rng_promo']);
  });

  it('shows the filter only with more than one category', () => {
    expect(showCategoryFilter(promotionCategories([promo(1, 'rng_promo'), promo(2, 'rng_promo')]))).toBe(false);
    expect(showCategoryFilter(promotionCategories([promo(1, 'rng_promo'), promo(2, 'live_promo')]))).toBe(true);
    expect(showCategoryFilter(promotionCategories([]))).toBe(false);
  });

  it('filters by category; all keeps everything', () => {
    const list = [promo(1, 'rng_promo'), promo(2, 'live_promo'), promo(3, 'rng_promo')];
    expect(filterPromotions(list, 'rng_promo').map((p) => p.id)).toEqual([1, 3]);
    expect(filterPromotions(list, 'all').map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterPromotions(list, 'fish_promo')).toEqual([]);
  });
});

describe('referral rule', () => {
  it('always shows share to guests, and to members only when REFERRAL is enabled', () => {
    expect(showReferral(false, undefined)).toBe(true);
    expect(showReferral(false, [{ key: 'REFERRAL', enabled: false }])).toBe(true);
    expect(showReferral(true, [{ key: 'REFERRAL', enabled: true }])).toBe(true);
    expect(showReferral(true, [{ key: 'REFERRAL', enabled: false }])).toBe(false);
    expect(showReferral(true, [{ key: 'APP_DOWNLOAD', enabled: true }])).toBe(false);
    expect(showReferral(true, undefined)).toBe(false);
  });
});

describe('promotion button', () => {
  it('moves through join, claim and the platform states; rules have no button', () => {
    expect(promotionButton('rng_promo', undefined)).toBe('join');
    expect(promotionButton('rng_promo', 'joined')).toBe('claim');
    for (const status of ['applying', 'rejected', 'issued', 'claimed'] as const) expect(promotionButton('deposit_promo', status)).toBe(status);
    expect(promotionButton('player_rank_rules', undefined)).toBeNull();
  });
});
