import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from './i18n';

/** A moment (epoch ms) as a date and a short time in the page's language: `27 Nov 2026, 14:05`. */
export function useDateTime(): (at: number) => string {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n);
  const format = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  return format.format;
}
