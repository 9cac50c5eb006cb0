import { useCallback, useEffect, useRef } from 'react';

/**
 * How long after an overlay opens a tap on its mask is ignored. On touch screens the tap that opened a
 * dialog or drawer can land again as a "ghost" click on the freshly rendered mask and close it at once.
 */
export const MASK_GUARD_MS = 300;

/**
 * The one mask guard shared by every overlay. Returns `canClose()`: false while the overlay is closed
 * and during the first `guardMs` milliseconds after it opened, true afterwards.
 */
export function useMaskGuard(open: boolean, guardMs: number = MASK_GUARD_MS): () => boolean {
  const openedAt = useRef(0);
  useEffect(() => {
    if (open) openedAt.current = Date.now();
  }, [open]);
  return useCallback(() => open && Date.now() - openedAt.current >= guardMs, [open, guardMs]);
}
