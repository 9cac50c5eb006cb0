import { useEffect } from 'react';
import { createGlobalStyle } from 'styled-components';

/** Touch press timings (spec 000 section 9). */
export const TOUCH = { delayMs: 130, longPressMs: 370, pressOutMs: 100, retentionPx: 20 } as const;

/** Tappable things: links, buttons and roles that act like them. */
const TAPPABLE = 'a[href], button, [role="button"], [role="tab"], [role="switch"]';

const PressedStyle = createGlobalStyle`
  [data-pressed='true'] {
    opacity: 0.7;
    transition: opacity 80ms ease-out;
  }
`;

/**
 * Touch feedback for every tappable element: pressed after 130 ms of holding still, a `longpress`
 * event at 370 ms, released 100 ms after the finger lifts; moving more than 20 px cancels. A tap that lifts
 * before 130 ms shows the pressed state as it lifts, for those 100 ms: every tap gets feedback.
 */
export function TouchFeedback() {
  useEffect(() => {
    let target: HTMLElement | null = null;
    let origin = { x: 0, y: 0 };
    const timers: ReturnType<typeof setTimeout>[] = [];
    const clear = () => timers.splice(0).forEach(clearTimeout);
    const release = (delay: number) => {
      clear();
      const el = target;
      target = null;
      if (el) timers.push(setTimeout(() => el.removeAttribute('data-pressed'), delay));
    };
    const down = (e: PointerEvent) => {
      if (e.pointerType === 'mouse') return;
      const el = (e.target as Element | null)?.closest<HTMLElement>(TAPPABLE);
      if (!el) return;
      release(0);
      target = el;
      origin = { x: e.clientX, y: e.clientY };
      timers.push(setTimeout(() => el.setAttribute('data-pressed', 'true'), TOUCH.delayMs));
      timers.push(setTimeout(() => el.dispatchEvent(new CustomEvent('longpress', { bubbles: true })), TOUCH.longPressMs));
    };
    const move = (e: PointerEvent) => {
      if (target && Math.hypot(e.clientX - origin.x, e.clientY - origin.y) > TOUCH.retentionPx) release(0);
    };
    // a tap quicker than the press delay still shows it was taken: pressed at once, for the press-out time
    const up = () => {
      target?.setAttribute('data-pressed', 'true');
      release(TOUCH.pressOutMs);
    };
    // the browser took the touch for a scroll: no feedback
    const cancel = () => release(0);
    window.addEventListener('pointerdown', down, { passive: true });
    window.addEventListener('pointermove', move, { passive: true });
    window.addEventListener('pointerup', up, { passive: true });
    window.addEventListener('pointercancel', cancel, { passive: true });
    return () => {
      clear();
      window.removeEventListener('pointerdown', down);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  }, []);
  return <PressedStyle />;
}
