import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockText, MAX_FALL_MS, packetsOf, phaseAt, pickRound, secondsUntil, untilNextSecond, useRoundPhase, useSecondsUntil } from './round';

const T0 = Date.parse('2026-11-25T12:00:00Z');
const round = (roundId: string, startAt: number, lengthMs = 10_000, claim: { amount: string; packets: number; claimedAt: number } | null = null) => ({
  roundId,
  startAt,
  endAt: startAt + lengthMs,
  packets: 24,
  claim,
});

describe('the round clock', () => {
  it('has a phase, whole seconds rounded up, and a clock text', () => {
    const r = round('A', T0 + 5_000);
    expect([phaseAt(r, T0), phaseAt(r, T0 + 5_000), phaseAt(r, T0 + 14_999), phaseAt(r, T0 + 15_000)]).toEqual(['countdown', 'running', 'running', 'ended']);
    expect([secondsUntil(T0 + 5_000, T0), secondsUntil(T0 + 5_000, T0 + 4_001), secondsUntil(T0, T0 + 1)]).toEqual([5, 1, 0]);
    expect([clockText(0), clockText(65), clockText(3_725)]).toEqual(['00:00', '01:05', '1:02:05']);
    expect([untilNextSecond(T0, T0 + 5_000), untilNextSecond(T0 + 250, T0 + 5_000), untilNextSecond(T0 + 250, T0)]).toEqual([1_001, 751, 751]);
  });

  it('plays the first round not claimed and not ended', () => {
    const claimed = { amount: '1.00', packets: 2, claimedAt: T0 };
    const rounds = [round('late', T0 + 60_000), round('gone', T0 - 20_000), round('mine', T0 - 2_000, 10_000, claimed), round('on', T0 - 1_000)];
    expect(pickRound(rounds, T0)?.roundId).toBe('on');
    expect(pickRound(rounds, T0 + 9_000)?.roundId).toBe('late');
    expect(pickRound([round('gone', T0 - 20_000)], T0)).toBeUndefined();
  });

  it('spreads the packets over the round, the same for every player, each landing by its end', () => {
    const r = round('S123', T0, 20_000);
    const packets = packetsOf(r);
    expect(packets).toHaveLength(24);
    expect(packetsOf(r)).toEqual(packets);
    expect(packetsOf({ ...r, roundId: 'S124' })).not.toEqual(packets);
    for (const p of packets) {
      expect(p.startMs + p.fallMs).toBeLessThanOrEqual(20_000);
      expect(p.fallMs).toBeLessThanOrEqual(MAX_FALL_MS);
      expect(p.left).toBeGreaterThanOrEqual(2);
      expect(p.left).toBeLessThanOrEqual(82);
    }
    expect(packets[0]!.startMs).toBe(0);
    expect(Math.max(...packets.map((p) => p.startMs + p.fallMs))).toBeGreaterThan(19_000);
  });
});

describe('the clock hooks (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('count down to the start, run for the round and end, on the platform’s clock', () => {
    // the platform is 2 s ahead of the device: its round starts 3 s from now on the device
    const offset = 2_000;
    const r = round('A', T0 + offset + 3_000, 4_000);
    const phase = renderHook(() => useRoundPhase(r, offset));
    const countdown = renderHook(() => useSecondsUntil(r.startAt, offset));
    expect([phase.result.current, countdown.result.current]).toEqual(['countdown', 3]);
    act(() => void vi.advanceTimersByTime(1_001));
    expect([phase.result.current, countdown.result.current]).toEqual(['countdown', 2]);
    act(() => void vi.advanceTimersByTime(2_000));
    expect([phase.result.current, countdown.result.current]).toEqual(['running', 0]);
    act(() => void vi.advanceTimersByTime(3_999));
    expect(phase.result.current).toBe('running');
    act(() => void vi.advanceTimersByTime(2));
    expect(phase.result.current).toBe('ended');
  });

  it('catches up after the clock jumps (a sleeping tab) and stops its timer when unmounted', () => {
    const r = round('A', T0 + 60_000);
    const countdown = renderHook(() => useSecondsUntil(r.startAt, 0));
    expect(countdown.result.current).toBe(60);
    act(() => {
      vi.setSystemTime(T0 + 45_500);
      vi.advanceTimersByTime(1_001);
    });
    expect(countdown.result.current).toBe(14);
    countdown.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
