import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Renders children at the end of `document.body`, outside any overflow or stacking context. */
export function Portal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
