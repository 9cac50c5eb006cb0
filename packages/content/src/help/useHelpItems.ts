import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useHelpCenterQuery } from '../storefrontApi';

/**
 * The language the help list is loaded in: it follows the interface language 200 ms after the last change
 * (spec 001 section 4), so a burst of changes reloads the help items once; until then the items already shown
 * stay.
 */
export function useHelpLanguage(): string {
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    if (i18n.language === language) return undefined;
    const timer = setTimeout(() => setLanguage(i18n.language), DEBOUNCE_MS.helpReload);
    return () => clearTimeout(timer);
  }, [i18n.language, language]);
  return language;
}

/** The server's help list (help centre and footer) in the help language. */
export function useHelpItems() {
  return useHelpCenterQuery(useHelpLanguage());
}
