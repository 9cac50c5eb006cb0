import { useEffect, useRef } from 'react';
import { throttle } from '@wl/api-client';

/** Spec 001 section 9: load more within 300 px of the bottom, at most once a second. */
export const LOAD_MORE_DISTANCE_PX = 300;
export const LOAD_MORE_THROTTLE_MS = 1000;

/**
 * Infinite scroll against the window (the game lists, the bet records): `loadMore` runs when the page is scrolled
 * within 300 px of its end, at most once a second, and once at start and whenever `length` changes (a first page
 * that does not fill the screen asks for the next). `loadMore` undefined: nothing more to load; `ready` false:
 * the list's length is not known yet (not near its end).
 */
export function useLoadMoreNearEnd(loadMore: (() => void) | undefined, length: number, ready = true): void {
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  const more = loadMore !== undefined;
  useEffect(() => {
    if (!ready || !more) return undefined;
    const check = throttle(() => {
      const distance = document.documentElement.scrollHeight - window.scrollY - window.innerHeight;
      if (distance <= LOAD_MORE_DISTANCE_PX) latest.current?.();
    }, LOAD_MORE_THROTTLE_MS);
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, [length, more, ready]);
}
