import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useSmsCountdown } from './countdown';

describe('SMS countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('rounds up and never goes below zero', () => {
    expect(secondsLeft(10_001, 0)).toBe(11);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it('counts down from the server expiration time, recomputed every 500 ms, then returns to idle', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => result.current.start(Date.now() + 5_000));
    expect(result.current).toMatchObject({ seconds: 5, running: true });
    act(() => void vi.advanceTimersByTime(1_500));
    expect(result.current.seconds).toBe(4);
    // the clock jumps (a throttled background tab): the next tick catches up from the expiration time
    act(() => {
      vi.setSystemTime(Date.now() + 2_000);
      vi.advanceTimersByTime(500);
    });
    expect(result.current.seconds).toBe(1);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ seconds: 0, running: false });
  });

  it('uses 60 s when the server gives no usable expiration time', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(undefined));
    expect(result.current.seconds).toBe(60);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current.running).toBe(false);
  });
});
