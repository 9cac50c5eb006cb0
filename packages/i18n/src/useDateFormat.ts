import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from './i18n';

// Dates with words in the page's language: the React half of the one date module (dates.ts has the fixed formats).

/**
 * Intl's date format in the page's language, made once per language: `format(time)`. Pass options held in a
 * constant of the module (a literal would make a new format on every render).
 */
export function useDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n);
  return useMemo(() => new Intl.DateTimeFormat(locale, options), [locale, options]);
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A moment (epoch ms) as a date and a short time in the page's language: `27 Nov 2026, 14:05`. */
export function useDateTime(): (at: number) => string {
  return useDateFormat(DATE_TIME).format;
}
