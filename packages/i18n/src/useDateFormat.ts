import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { datesFor, type Dates, type DayPart } from './dates';
import { dateRuleOf, localeOf } from './i18n';

// The React half of the one date module: every date a screen shows by the brand's rule (`useDates`), and dates with
// words in the page's language (`useDateFormat`); dates.ts has the formats.

/**
 * Intl's date format in the page's language, made once per language: `format(time)`. Pass options held in a
 * constant of the module (a literal would make a new format on every render).
 */
export function useDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n);
  return useMemo(() => new Intl.DateTimeFormat(locale, options), [locale, options]);
}

/**
 * Every date the page shows, by the brand's one rule in the page's language (`datesFor`): `day`, `isoDay`, `time`,
 * `range`, `period`, and `read` and `pattern` for a typed day.
 */
export function useDates(): Dates & { pattern: string } {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n);
  const rule = dateRuleOf(i18n);
  // the letters of a typed day in the page's language (Portuguese writes AAAA for the year)
  const day = t('common.dateParts.day');
  const month = t('common.dateParts.month');
  const year = t('common.dateParts.year');
  return useMemo(() => {
    const dates = datesFor(rule, locale);
    const letters: Record<DayPart, string> = { day, month, year };
    return { ...dates, pattern: dates.form.order.map((part) => letters[part]).join(dates.form.separator) };
  }, [rule, locale, day, month, year]);
}
