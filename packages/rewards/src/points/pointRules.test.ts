// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pointsToCash, readPoints } from './pointRules';

describe('readPoints', () => {
  const rules = { min: 100, balance: 750 };
  it('refuses empty, fractions, signs, zero, below the minimum and above the balance', () => {
    expect(readPoints('  ', rules)).toEqual({ ok: false, problem: 'empty' });
    expect(readPoints('150.5', rules)).toEqual({ ok: false, problem: 'notWhole' });
    expect(readPoints('-5', rules)).toEqual({ ok: false, problem: 'notWhole' });
    expect(readPoints('1e3', rules)).toEqual({ ok: false, problem: 'notWhole' });
    expect(readPoints('0', rules)).toEqual({ ok: false, problem: 'zero' });
    expect(readPoints('99', rules)).toEqual({ ok: false, problem: 'belowMin' });
    expect(readPoints('751', rules)).toEqual({ ok: false, problem: 'aboveBalance' });
    expect(readPoints('99999999999999999999', rules)).toEqual({ ok: false, problem: 'aboveBalance' });
  });
  it('reads whole points within the rules', () => {
    expect(readPoints(' 100 ', rules)).toEqual({ ok: true, points: 100 });
    expect(readPoints('750', rules)).toEqual({ ok: true, points: 750 });
  });
});

describe('pointsToCash', () => {
  it('multiplies exactly, never through a float', () => {
    expect(pointsToCash(150, '0.01')).toBe('1.50');
    expect(pointsToCash(3, '0.10')).toBe('0.30');
    expect(pointsToCash(7, '1.15')).toBe('8.05');
  });
});
