import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';

/**
 * The language the game calls are made in. It follows the interface language 250 ms after a change (spec 001
 * section 4), so hot games, vendors, lists and winners reload once after a burst of changes.
 */
export function useGameLanguage(): string {
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    if (i18n.language === language) return undefined;
    const timer = setTimeout(() => setLanguage(i18n.language), DEBOUNCE_MS.languageReload);
    return () => clearTimeout(timer);
  }, [i18n.language, language]);
  return language;
}
