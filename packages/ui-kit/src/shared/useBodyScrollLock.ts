import { useEffect } from 'react';

let locks = 0;
let savedOverflow = '';

/** Stops the page behind an open overlay from scrolling. Nested overlays share one lock. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body } = document;
    if (locks === 0) {
      savedOverflow = body.style.overflow;
      body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) body.style.overflow = savedOverflow;
    };
  }, [active]);
}
