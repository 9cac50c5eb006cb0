import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupDigits, JACKPOT, jackpotDelay, jackpotStart, jackpotStep, useRollingJackpot } from './jackpot';

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

function Counter({ random }: { random: () => number }) {
  return <output>{useRollingJackpot(random)}</output>;
}

describe('rolling jackpot', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts between 2,000,000,000 and 2,099,999,999 and grows by 10,000 to 50,000', () => {
    expect(jackpotStart(() => 0)).toBe(JACKPOT.startMin);
    expect(jackpotStart(() => 0.999999999)).toBe(JACKPOT.startMax);
    expect(jackpotStep(() => 0)).toBe(10_000);
    expect(jackpotStep(() => 0.999999999)).toBe(50_000);
    expect([0, 0.4, 0.99].map((r) => jackpotDelay(() => r))).toEqual([3000, 4000, 5000]);
  });

  it('grows by a random step after each random delay of 3, 4 or 5 seconds', () => {
    // start 0 -> 2,000,000,000; then delay 0.5 -> 4 s, step 0 -> +10,000; delay 0 -> 3 s, step 0.999 -> +50,000
    const random = sequence(0, 0.5, 0, 0, 0.999999999, 0.99);
    render(<Counter random={random} />);
    expect(screen.getByRole('status')).toHaveTextContent('2000000000');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('status')).toHaveTextContent('2000000000');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('2000010000');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toHaveTextContent('2000060000');
  });

  it("shows the digits in groups of three with the language's separator", () => {
    expect(groupDigits(2_071_091_502, ',')).toBe('2,071,091,502');
    expect(groupDigits(2_000_010_000, '.')).toBe('2.000.010.000');
    expect(groupDigits(999, '.')).toBe('999');
    expect(groupDigits(1000, '.')).toBe('1.000');
  });
});
