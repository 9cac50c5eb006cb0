// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addAmounts, compareAmounts, fromMinor, readAmount, toMinor } from './money';

describe('money', () => {
  it('converts decimal strings and minor units exactly, both ways', () => {
    expect(toMinor('1234.5')).toBe(123450n);
    expect(toMinor('0.07')).toBe(7n);
    expect(toMinor('-3')).toBe(-300n);
    expect(toMinor('12345.678')).toBe(1234568n);
    expect(toMinor('0.004')).toBe(0n);
    expect(fromMinor(123450n)).toBe('1234.50');
    expect(fromMinor(7n)).toBe('0.07');
    expect(fromMinor(-300n)).toBe('-3.00');
    expect(fromMinor(toMinor('99999999999999999.99'))).toBe('99999999999999999.99');
    expect(() => toMinor('1e3')).toThrow(RangeError);
  });

  it('adds and compares without floats (0.1 + 0.2 is 0.30)', () => {
    expect(addAmounts('0.1', '0.2')).toBe('0.30');
    expect(addAmounts('100.00', '-0.01')).toBe('99.99');
    expect(compareAmounts('10', '9.99')).toBe(1);
    expect(compareAmounts('10.00', '10')).toBe(0);
  });

  it('reads what a player types or pastes', () => {
    expect(readAmount('100')).toEqual({ ok: true, amount: '100.00' });
    expect(readAmount(' 1 234.5 ')).toEqual({ ok: true, amount: '1234.50' });
    expect(readAmount('1,234.50')).toEqual({ ok: true, amount: '1234.50' });
    expect(readAmount('1.234,50')).toEqual({ ok: true, amount: '1234.50' });
    expect(readAmount('12,5')).toEqual({ ok: true, amount: '12.50' });
    expect(readAmount('1,234')).toEqual({ ok: true, amount: '1234.00' });
    expect(readAmount('1.234.567')).toEqual({ ok: true, amount: '1234567.00' });
    expect(readAmount('0.01')).toEqual({ ok: true, amount: '0.01' });
  });

  it('refuses bad amounts with the reason', () => {
    const problem = (input: string, rules = {}) => {
      const reading = readAmount(input, rules);
      return reading.ok ? 'ok' : reading.problem;
    };
    expect(problem('')).toBe('required');
    expect(problem('   ')).toBe('required');
    expect(problem('12a')).toBe('format');
    expect(problem('abc')).toBe('format');
    expect(problem('1e5')).toBe('format');
    expect(problem('12,34,5')).toBe('format');
    expect(problem('1.2.3')).toBe('format');
    expect(problem('.5')).toBe('format');
    expect(problem('-5')).toBe('negative');
    expect(problem('0')).toBe('zero');
    expect(problem('0.00')).toBe('zero');
    expect(problem('1.234')).toBe('decimals');
    expect(problem('10.001')).toBe('decimals');
    expect(problem('9999999999999')).toBe('tooLarge');
    expect(problem('9'.repeat(100_000))).toBe('tooLarge');
    expect(problem('9', { min: '10' })).toBe('belowMin');
    expect(problem('10', { min: '10' })).toBe('ok');
    expect(problem('500.01', { max: '500' })).toBe('aboveMax');
    expect(problem('80.51', { balance: '80.50' })).toBe('aboveBalance');
    expect(readAmount('5', { min: '10.00' })).toEqual({ ok: false, problem: 'belowMin', limit: '10.00' });
  });

  it('reads a pasted novel at once', () => {
    const started = performance.now();
    for (const text of ['1,'.repeat(50_000), '1'.repeat(100_000), `${'1,234'.repeat(20_000)}x`]) readAmount(text);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
