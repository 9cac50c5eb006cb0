import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RedRainRound } from '@wl/api-client/catalogue';

// The round's clock and its packets: pure functions of the round and the platform's time, and two hooks that
// re-render only when what they show changes (a phase, a second), never per animation frame.

export type Phase = 'countdown' | 'running' | 'ended';

export function phaseAt(round: Pick<RedRainRound, 'startAt' | 'endAt'>, now: number): Phase {
  if (now < round.startAt) return 'countdown';
  return now < round.endAt ? 'running' : 'ended';
}

/** Whole seconds until `target`, rounded up (a countdown shows 1 until the very end); 0 when past. */
export function secondsUntil(target: number, now: number): number {
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** `mm:ss` (or `h:mm:ss` from an hour). */
export function clockText(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(seconds % 60)}` : `${two(m)}:${two(seconds % 60)}`;
}

/** The round to play: the first not claimed that has not ended (running, or the next to start). */
export function pickRound(rounds: readonly RedRainRound[], now: number): RedRainRound | undefined {
  return rounds.filter((round) => round.claim === null && round.endAt > now).sort((a, b) => a.startAt - b.startAt)[0];
}

/** The platform's time: the device's clock moved by the offset the rounds answer gave (serverTime - received). */
export const platformNow = (offsetMs: number) => Date.now() + offsetMs;

/** A look at the clock every second (a sleeping tab or a changed device clock is caught up at the next). */
const TICK_MS = 1000;

/** Milliseconds from `now` to the next whole second counted from `align` (just past it). */
export const untilNextSecond = (now: number, align: number) => ((((align - now) % TICK_MS) + TICK_MS) % TICK_MS || TICK_MS) + 1;

/**
 * A value of the platform's clock that re-renders only when it changes, looked at on each whole second counted
 * from `align` (the moment it changes at). `read` may change from render to render; a new round or target is a new
 * component (keyed), so the value starts afresh.
 */
function useClockValue<T>(read: (now: number) => T, offsetMs: number, align: number): T {
  const [value, setValue] = useState(() => read(platformNow(offsetMs)));
  const latest = useRef(read);
  useEffect(() => {
    latest.current = read;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      setValue(latest.current(platformNow(offsetMs)));
      timer = setTimeout(tick, untilNextSecond(platformNow(offsetMs), align));
    };
    tick();
    return () => clearTimeout(timer);
  }, [offsetMs, align]);
  return value;
}

/** The round's phase on the platform's clock: countdown, running, ended. */
export function useRoundPhase(round: Pick<RedRainRound, 'startAt' | 'endAt'>, offsetMs: number): Phase {
  return useClockValue((now) => phaseAt(round, now), offsetMs, round.startAt);
}

/** Whole seconds left until `target` on the platform's clock. */
export function useSecondsUntil(target: number, offsetMs: number): number {
  return useClockValue((now) => secondsUntil(target, now), offsetMs, target);
}

export interface Packet {
  index: number;
  /** across the field, in percent of its width */
  left: number;
  /** when it starts falling, from the round's start */
  startMs: number;
  fallMs: number;
}

/** A small deterministic generator (mulberry32) over a string: the same round gives the same rain everywhere. */
function generator(seed: string): () => number {
  let state = [...seed].reduce((hash, ch) => Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0, 0x811c9dc5);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The most a packet takes to cross the field. */
export const MAX_FALL_MS = 3600;

/** The round's packets: each falls once, spread over the round so that the last lands as it ends. */
export function packetsOf(round: Pick<RedRainRound, 'roundId' | 'startAt' | 'endAt' | 'packets'>): Packet[] {
  const next = generator(round.roundId);
  const length = round.endAt - round.startAt;
  return Array.from({ length: round.packets }, (_, index) => {
    const fallMs = Math.min(length, Math.round(2600 + next() * (MAX_FALL_MS - 2600)));
    const slot = round.packets > 1 ? index / (round.packets - 1) : 0;
    return { index, left: Math.round(2 + next() * 80), startMs: Math.round((length - fallMs) * slot), fallMs };
  });
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (notify: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', notify);
  return () => query?.removeEventListener('change', notify);
};

/** Whether the player asked for reduced motion (follows a change of the setting). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}
