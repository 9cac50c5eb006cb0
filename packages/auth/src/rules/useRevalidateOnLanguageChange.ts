import { useEffect, useRef } from 'react';
import { DEBOUNCE_MS, debounce } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';

/**
 * Re-runs a form's validation when the language changes, debounced 200 ms (spec 000 section 5): messages that
 * come from a rule set can depend on the language. `revalidate` should only re-check fields already showing errors.
 */
export function useRevalidateOnLanguageChange(revalidate: () => void): void {
  const { i18n } = useTranslation();
  const latest = useRef(revalidate);
  useEffect(() => {
    latest.current = revalidate;
  });

  useEffect(() => {
    const run = debounce(() => latest.current(), DEBOUNCE_MS.languageRevalidate);
    i18n.on('languageChanged', run);
    return () => {
      run.cancel();
      i18n.off('languageChanged', run);
    };
  }, [i18n]);
}
