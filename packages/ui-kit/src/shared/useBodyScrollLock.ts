import { useEffect } from 'react';

let locks = 0;
let savedOverflow = '';

/** Set on <body> while an overlay (dialog, drawer, menu) is open: toasts then move off its controls. */
export const OVERLAY_OPEN_ATTRIBUTE = 'data-overlay-open';

/**
 * Stops the page behind an open overlay (dialog, drawer, a menu over a mask) from scrolling, and marks <body> with
 * `data-overlay-open` meanwhile. Nested overlays share one lock.
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body } = document;
    if (locks === 0) {
      savedOverflow = body.style.overflow;
      body.style.overflow = 'hidden';
      body.setAttribute(OVERLAY_OPEN_ATTRIBUTE, '');
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        body.style.overflow = savedOverflow;
        body.removeAttribute(OVERLAY_OPEN_ATTRIBUTE);
      }
    };
  }, [active]);
}
