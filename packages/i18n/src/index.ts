/// <reference path="./i18next.d.ts" />

export { createI18n, startI18n, setLanguage, onLanguageChange, localeOf, dateRuleOf, LANGUAGE_STORAGE_KEY } from './i18n';
export type { CreateI18nOptions, LanguageListener } from './i18n';
export { LANGUAGES, RESOURCE_LANGUAGES, RESOURCE_LOCALES, DEFAULT_LANGUAGE, isLanguageCode, languageByCode, textDirection } from './languages';
export type { Language, LanguageCode, ResourceLanguage, TextDirection } from './languages';
export { en } from './resources/en';
export type { Translation, TranslationKey, NamespaceKey, DeepStringify, Paths } from './types';
export { NAMESPACES, type Namespace } from './namespaces';
export { errorMessageKey } from './errors';
export { useSettledLanguage } from './useSettledLanguage';
export { useDateFormat, useDates } from './useDateFormat';
export {
  DAY_MS,
  dayStartOf,
  daysIn,
  hourOf,
  isoDay,
  isoInstant,
  lastDays,
  localDayStart,
  utcDay,
  yearOf,
  datesFor,
  dayFormOf,
  type DateRule,
  type Dates,
  type DayForm,
  type DayRange,
} from './dates';
export { useRefusalText, type Refusal } from './useRefusalText';
export { I18nextProvider, useTranslation, Trans } from 'react-i18next';
export type { i18n as I18n, TFunction } from 'i18next';
