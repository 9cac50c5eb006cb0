import { DEBOUNCE_MS } from '@wl/api-client';
import { useSettledLanguage } from '@wl/i18n';
import { useHelpCenterQuery } from '../storefrontApi';

/**
 * The language the help list is loaded in: it follows the interface language 200 ms after the last change
 * (spec 001 section 4), so a burst of changes reloads the help items once; until then the items already shown
 * stay.
 */
export function useHelpLanguage(): string {
  return useSettledLanguage(DEBOUNCE_MS.helpReload);
}

/** The server's help list (help centre and footer) in the help language. */
export function useHelpItems() {
  return useHelpCenterQuery(useHelpLanguage());
}
