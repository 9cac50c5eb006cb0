// The page states' texts, apart from PageState itself: the app's provider stack (on every route, home included)
// supplies them without loading the page-state component and the states it shows.
import { createContext, type ReactNode } from 'react';

/** The texts of the page states. The app supplies them once (`PageStateLabelsProvider`, from i18n). */
export interface PageStateLabels {
  /** the spinner's accessible name */
  loading: string;
  /** the error state's title */
  failed: string;
  /** the retry button */
  retry: string;
  /** the empty state's title when the caller gives no `empty` */
  empty: string;
}

export const LabelsContext = createContext<Partial<PageStateLabels>>({});

/** Supplies the page states' texts to every `PageState` below it (the app's provider stack passes i18n text). */
export function PageStateLabelsProvider({ labels, children }: { labels: PageStateLabels; children?: ReactNode }) {
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

