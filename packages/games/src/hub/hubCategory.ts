import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { HubCategory } from '../model/vendors';

/** The query parameter of home that holds the current game category (decision 020). */
export const CATEGORY_PARAM = 'category';

/** The home URL showing a category in the hub (footer links, the tab bar's home: plain /m/home is HOME). */
export function gameCategoryHref(category: HubCategory): string {
  return category === 'HOME' ? '/m/home' : `/m/home?${CATEGORY_PARAM}=${category}`;
}

/** The current game category (default HOME) and its setter, which replaces the history entry. */
export function useCurrentGameCategory(): [string, (category: HubCategory) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get(CATEGORY_PARAM)?.toUpperCase() || 'HOME';
  const select = useCallback(
    (category: HubCategory) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (category === 'HOME') next.delete(CATEGORY_PARAM);
          else next.set(CATEGORY_PARAM, category);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [current, select];
}
