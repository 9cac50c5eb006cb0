import { useCallback, useEffect, useRef, useState } from 'react';

/** The SMS button counts down from the server's expiration time, recomputed every 500 ms (spec 000 sections 4 and 9). */
export const COUNTDOWN_TICK_MS = 500;
export const DEFAULT_COUNTDOWN_S = 60;

/** Seconds left until `expirationTime` (epoch ms), rounded up; 0 when past. */
export function secondsLeft(expirationTime: number, now: number): number {
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}

/**
 * The SMS code button's state machine: idle (0) -> sent (seconds left, recomputed every 500 ms from the
 * expiration time, so a throttled tab never drifts) -> idle again at 0.
 */
export function useSmsCountdown(now: () => number = Date.now) {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);
  const clock = useRef(now);
  useEffect(() => {
    clock.current = now;
  });

  useEffect(() => {
    if (expiresAt === null) return;
    const tick = () => {
      const left = secondsLeft(expiresAt, clock.current());
      setSeconds(left);
      if (left === 0) setExpiresAt(null);
    };
    tick();
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  /** Starts counting down to the server's expiration time (default 60 s from now). */
  const start = useCallback((expirationTime?: number) => {
    const at = expirationTime && expirationTime > clock.current() ? expirationTime : clock.current() + DEFAULT_COUNTDOWN_S * 1000;
    setSeconds(secondsLeft(at, clock.current()));
    setExpiresAt(at);
  }, []);

  return { seconds, running: seconds > 0, start };
}
