import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A moment (epoch ms) as a date and a short time in the page's language: `27 Nov 2026, 14:05`. */
export function useDateTime(): (at: number) => string {
  const { i18n } = useTranslation();
  const format = useMemo(() => new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);
  return format.format;
}
