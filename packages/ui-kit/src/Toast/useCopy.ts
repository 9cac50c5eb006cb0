import { useCallback } from 'react';
import { useToast } from './Toast';

/** How long the copy toast stays (copy_success: 2 s, spec 000 section 8). */
export const COPY_TOAST_MS = 2000;

/** What the copy toast says: `done` when the text is on the clipboard, `failed` when the browser refused. */
export interface CopyMessages {
  done: string;
  failed: string;
}

/**
 * Copies text to the clipboard and says so in a toast (success for 2 s, or the refusal); resolves whether it was
 * copied. The one copy of the site: account numbers, the member id, the referral link.
 */
export function useCopy(): (text: string, messages: CopyMessages) => Promise<boolean> {
  const toast = useToast();
  return useCallback(
    async (text, messages) => {
      try {
        await navigator.clipboard.writeText(text);
        toast.show({ message: messages.done, kind: 'success', duration: COPY_TOAST_MS });
        return true;
      } catch {
        toast.show({ message: messages.failed, kind: 'error' });
        return false;
      }
    },
    [toast],
  );
}
