// Pure data about languages: no i18next import, safe to use in Node (brand config validation, build scripts).

export type TextDirection = 'ltr' | 'rtl';

export interface Language {
  /** BCP 47 code, used for i18next, `<html lang>` and the saved choice. */
  readonly code: string;
  /** Name in the language itself, shown in the language picker. */
  readonly nativeName: string;
  /** set only where the language is written right to left (the list is in the first JS: no `ltr` 33 times) */
  readonly dir?: TextDirection;
}

/** Every language a brand may enable. Only RESOURCE_LANGUAGES ship translations; the rest show English. */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'zh', nativeName: '中文 (简体)' },
  { code: 'zh-TW', nativeName: '中文 (繁體)' },
  { code: 'vi', nativeName: 'Tiếng Việt' },
  { code: 'th', nativeName: 'ไทย' },
  { code: 'id', nativeName: 'Bahasa Indonesia' },
  { code: 'ms', nativeName: 'Bahasa Melayu' },
  { code: 'fil', nativeName: 'Filipino' },
  { code: 'my', nativeName: 'မြန်မာ' },
  { code: 'km', nativeName: 'ខ្មែរ' },
  { code: 'lo', nativeName: 'ລາວ' },
  { code: 'ja', nativeName: '日本語' },
  { code: 'ko', nativeName: '한국어' },
  { code: 'hi', nativeName: 'हिन्दी' },
  { code: 'bn', nativeName: 'বাংলা' },
  { code: 'ne', nativeName: 'नेपाली' },
  { code: 'si', nativeName: 'සිංහල' },
  { code: 'ta', nativeName: 'தமிழ்' },
  { code: 'te', nativeName: 'తెలుగు' },
  { code: 'ur', nativeName: 'اردو', dir: 'rtl' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'fa', nativeName: 'فارسی', dir: 'rtl' },
  { code: 'tr', nativeName: 'Türkçe' },
  { code: 'kk', nativeName: 'Қазақ тілі' },
  { code: 'uz', nativeName: 'Oʻzbekcha' },
  { code: 'ru', nativeName: 'Русский' },
  { code: 'uk', nativeName: 'Українська' },
  { code: 'pt', nativeName: 'Português' },
  { code: 'es', nativeName: 'Español' },
  { code: 'fr', nativeName: 'Français' },
  { code: 'de', nativeName: 'Deutsch' },
  { code: 'it', nativeName: 'Italiano' },
  { code: 'nl', nativeName: 'Nederlands' },
  { code: 'pl', nativeName: 'Polski' },
  { code: 'sv', nativeName: 'Svenska' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Languages that ship a complete translation (src/resources). English is bundled, the others load on demand. */
export const RESOURCE_LANGUAGES = ['en', 'pt', 'vi', 'zh'] as const satisfies readonly LanguageCode[];
export type ResourceLanguage = (typeof RESOURCE_LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'en' satisfies LanguageCode;

/**
 * The build constant `import.meta.env.WL_OMIT_LANGUAGE_<CODE>`: true in a brand's build that does not enable the
 * language, so that the loaders of its texts (i18n.ts, namespaces.ts) and their chunks are dropped. English, the
 * fallback, is always in. Outside a brand build (tests, Storybook) it is undefined and every language is in. Set by
 * the brand Vite plugin.
 */
export const omitLanguageConstant = (code: Exclude<ResourceLanguage, 'en'>): string => `WL_OMIT_LANGUAGE_${code.toUpperCase()}`;

/** The locale a translation is written in, where the language has variants: pt is Brazilian Portuguese. */
export const RESOURCE_LOCALES: Partial<Record<ResourceLanguage, string>> = { pt: 'pt-BR' };

/**
 * A brand's build knows its languages: the brand plugin defines `__WL_LANGUAGES__` as just those, so the first JS
 * carries 2 to 4 of the 35 (about 0.35 KB brotli less). Elsewhere (Node, tests, Storybook) every language is known.
 */
declare const __WL_LANGUAGES__: readonly Language[] | undefined;
const known: readonly Language[] = typeof __WL_LANGUAGES__ === 'undefined' ? LANGUAGES : __WL_LANGUAGES__;
const byCode = new Map<string, Language>(known.map((language) => [language.code, language]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

export function languageByCode(code: LanguageCode): Language;
export function languageByCode(code: string): Language | undefined;
export function languageByCode(code: string): Language | undefined {
  return byCode.get(code);
}

/** The writing direction of a language (`ltr` for an unknown code). */
export function textDirection(code: string): TextDirection {
  return byCode.get(code)?.dir ?? 'ltr';
}
