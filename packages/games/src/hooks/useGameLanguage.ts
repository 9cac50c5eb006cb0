import { DEBOUNCE_MS } from '@wl/api-client';
import { useSettledLanguage } from '@wl/i18n';

/**
 * The language the game calls are made in. It follows the interface language 250 ms after a change (spec 001
 * section 4), so hot games, vendors, lists and winners reload once after a burst of changes.
 */
export function useGameLanguage(): string {
  return useSettledLanguage(DEBOUNCE_MS.languageReload);
}
