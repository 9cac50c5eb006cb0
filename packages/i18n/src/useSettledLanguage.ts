import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The interface language, following a change only once it has stood for `delayMs`: calls made in this language
 * run once after a burst of changes, and what was loaded in the old language stays until then.
 */
export function useSettledLanguage(delayMs: number): string {
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    if (i18n.language === language) return undefined;
    const timer = setTimeout(() => setLanguage(i18n.language), delayMs);
    return () => clearTimeout(timer);
  }, [i18n.language, language, delayMs]);
  return language;
}
