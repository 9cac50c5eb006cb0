import { describe, expect, it } from 'vitest';
import { CATEGORY_PATH, visibleCategories } from './categoryPaths';

describe('game categories', () => {
  it('keeps server order and shows cockfight as sports once', () => {
    expect(visibleCategories(['LIVE', 'COCKFIGHT', 'RNG', 'SPORTS'])).toEqual(['LIVE', 'SPORTS', 'RNG']);
  });
  it('maps each category to its list page', () => {
    expect(CATEGORY_PATH.RNG).toBe('/m/slot-games');
    expect(CATEGORY_PATH.COCKFIGHT).toBe('/m/sport-games');
    expect(CATEGORY_PATH.ELOTT).toBe('/m/elott');
  });
});
