import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from './timing';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most once per window with the latest arguments', () => {
    const fn = vi.fn();
    const t = throttle(fn, 250);
    t(1);
    t(2);
    t(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(249);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const t = throttle(fn, 150);
    t('a');
    t('b');
    t.cancel();
    vi.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([['a']]);
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once after calls stop for the delay', () => {
    const fn = vi.fn();
    const d = debounce(fn, 600);
    d('g');
    vi.advanceTimersByTime(500);
    d('ga');
    vi.advanceTimersByTime(599);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['ga']]);
  });
});
