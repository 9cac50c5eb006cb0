// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lowestLimit, parseRebate, rebateLimits } from './rebateLimits';

describe('parseRebate', () => {
  it('takes 0 to max in steps of 0.1', () => {
    expect(parseRebate('1.5', 2)).toBe(1.5);
    expect(parseRebate('0', 2)).toBe(0);
    expect(parseRebate('2', 2)).toBe(2);
    expect(parseRebate(' 1.8 ', 1.8)).toBe(1.8);
    expect(parseRebate('2.1', 2)).toBeNull();
    expect(parseRebate('1.25', 2)).toBeNull();
    expect(parseRebate('-1', 2)).toBeNull();
    expect(parseRebate('1,5', 2)).toBeNull();
    expect(parseRebate('abc', 2)).toBeNull();
    expect(parseRebate('', 2)).toBeNull();
  });
});

describe('rebateLimits', () => {
  it("is the lower of the agent's own rebate and the merchant's ceiling per type, a type without a ceiling giving none", () => {
    const own = [
      { productType: 'RNG', rebate: 2.5, maxRebate: 2 },
      { productType: 'LIVE', rebate: 1.8, maxRebate: 2 },
      { productType: 'LOTT', rebate: 0.3, maxRebate: 2 },
      { productType: 'NEW', rebate: 1, maxRebate: 1 },
    ];
    const ceilings = [
      { productType: 'RNG', maxRebate: 2 },
      { productType: 'LIVE', maxRebate: 2 },
      { productType: 'LOTT', maxRebate: 2.5 },
    ];
    const limits = rebateLimits(own, ceilings);
    expect(limits).toEqual([
      { productType: 'RNG', limit: 2 },
      { productType: 'LIVE', limit: 1.8 },
      { productType: 'LOTT', limit: 0.3 },
      { productType: 'NEW', limit: 0 },
    ]);
    expect(lowestLimit(limits)).toBe(0);
    expect(lowestLimit(limits.slice(0, 2))).toBe(1.8);
    expect(lowestLimit([])).toBe(0);
  });
});
