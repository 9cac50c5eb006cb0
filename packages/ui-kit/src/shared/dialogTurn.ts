import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The self-opening dialogs waiting to show, first come first: only the first may show, and only alone. */
const queue: object[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The modal dialogs on the page (overlays are portals on document.body). */
const openModals = () => document.querySelectorAll('[role="dialog"][aria-modal="true"]').length;

/**
 * One dialog at a time, app-wide, for a dialog that opens by itself (the login announcements, the reality check,
 * the contract alert, the update prompt): `want` says it has something to show; the answer says whether it may show
 * it now. It waits while any other modal dialog is open (one the player opened, or another self-opening one that came
 * first), gives way to a dialog that opens over it, and takes its turn when the page is free, so two never stack.
 * A dialog the player opens by a tap uses `open` as it is: the page under a modal cannot be tapped.
 */
export function useDialogTurn(want: boolean): boolean {
  const [id] = useState(() => ({}));
  const [free, setFree] = useState(false);
  // whether this dialog is on the page, read when the page's dialogs change (set in the commit that adds or removes
  // it, before the MutationObserver reports that change)
  const shown = useRef(false);
  useEffect(() => {
    if (!want) return undefined;
    const check = () => setFree(queue[0] === id && openModals() - (shown.current ? 1 : 0) <= 0);
    queue.push(id);
    listeners.add(check);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true });
    notify();
    return () => {
      observer.disconnect();
      listeners.delete(check);
      queue.splice(queue.indexOf(id), 1);
      setFree(false);
      notify();
    };
  }, [want, id]);
  const open = want && free;
  useLayoutEffect(() => {
    shown.current = open;
  }, [open]);
  return open;
}
