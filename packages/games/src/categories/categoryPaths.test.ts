// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GameCategory } from '../gamesApi';
import { CATEGORY_PATH, visibleCategories } from './categoryPaths';

const group = (gameCategory: GameCategory, vendors: number) => ({
  gameCategory,
  vendorNames: Array.from({ length: vendors }, (_, i) => ({ vassalage: `V${i}`, displayName: `V${i}`, accountType: 'NORMAL' })),
});

describe('game categories', () => {
  it('keeps server order and shows cockfight as sports once, with both vendor counts', () => {
    expect(visibleCategories([group('LIVE', 4), group('COCKFIGHT', 1), group('RNG', 7), group('SPORTS', 3)])).toEqual([
      { category: 'LIVE', vendorCount: 4 },
      { category: 'SPORTS', vendorCount: 4 },
      { category: 'RNG', vendorCount: 7 },
    ]);
  });
  it('lists the in-house vendors as their own category at position 2, as the hub does', () => {
    const slots = {
      gameCategory: 'RNG' as const,
      vendorNames: [...group('RNG', 2).vendorNames, { vassalage: 'BGS', displayName: 'BGS', accountType: 'INHOUSE' }],
    };
    expect(visibleCategories([slots, group('LIVE', 4), group('PVP', 3)])).toEqual([
      { category: 'RNG', vendorCount: 2 },
      { category: 'LIVE', vendorCount: 4 },
      { category: 'INHOUSE', vendorCount: 1 },
      { category: 'PVP', vendorCount: 3 },
    ]);
  });

  it('maps each category to its list page', () => {
    expect(CATEGORY_PATH.RNG).toBe('/m/slot-games');
    expect(CATEGORY_PATH.COCKFIGHT).toBe('/m/sport-games');
    expect(CATEGORY_PATH.ELOTT).toBe('/m/elott');
    expect(CATEGORY_PATH.INHOUSE).toBe('/m/inHouse');
  });
});
