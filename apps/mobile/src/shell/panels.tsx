import { createContext, useContext, type ReactNode } from 'react';

/**
 * The shell's panels: one open at a time, on the page it was opened on (a route change closes it). While
 * one is open the page container is marked modal (AppLayout). The add-to-home overlay replaces the
 * download popup while it shows (spec 001 section 2).
 */
export type PanelName = 'menu' | 'download' | 'addToHome' | 'referral' | 'memberPrompt';

export interface Panels {
  open: PanelName | null;
  show: (name: PanelName) => void;
  close: () => void;
}

const PanelsContext = createContext<Panels>({ open: null, show: () => undefined, close: () => undefined });

export function PanelsProvider({ value, children }: { value: Panels; children: ReactNode }) {
  return <PanelsContext.Provider value={value}>{children}</PanelsContext.Provider>;
}

export function usePanels(): Panels {
  return useContext(PanelsContext);
}
