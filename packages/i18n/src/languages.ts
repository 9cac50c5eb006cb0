// Pure data about languages: no i18next import, safe to use in Node (brand config validation, build scripts).

export type TextDirection = 'ltr' | 'rtl';

export interface Language {
  /** BCP 47 code, used for i18next, `<html lang>` and the saved choice. */
  readonly code: string;
  /** Name in the language itself, shown in the language picker. */
  readonly nativeName: string;
  readonly englishName: string;
  readonly dir: TextDirection;
}

/** Every language a brand may enable. Only RESOURCE_LANGUAGES ship translations; the rest show English. */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English', englishName: 'English', dir: 'ltr' },
  { code: 'zh', nativeName: '中文 (简体)', englishName: 'Chinese (Simplified)', dir: 'ltr' },
  { code: 'zh-TW', nativeName: '中文 (繁體)', englishName: 'Chinese (Traditional)', dir: 'ltr' },
  { code: 'vi', nativeName: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr' },
  { code: 'th', nativeName: 'ไทย', englishName: 'Thai', dir: 'ltr' },
  { code: 'id', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian', dir: 'ltr' },
  { code: 'ms', nativeName: 'Bahasa Melayu', englishName: 'Malay', dir: 'ltr' },
  { code: 'fil', nativeName: 'Filipino', englishName: 'Filipino', dir: 'ltr' },
  { code: 'my', nativeName: 'မြန်မာ', englishName: 'Burmese', dir: 'ltr' },
  { code: 'km', nativeName: 'ខ្មែរ', englishName: 'Khmer', dir: 'ltr' },
  { code: 'lo', nativeName: 'ລາວ', englishName: 'Lao', dir: 'ltr' },
  { code: 'ja', nativeName: '日本語', englishName: 'Japanese', dir: 'ltr' },
  { code: 'ko', nativeName: '한국어', englishName: 'Korean', dir: 'ltr' },
  { code: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi', dir: 'ltr' },
  { code: 'bn', nativeName: 'বাংলা', englishName: 'Bengali', dir: 'ltr' },
  { code: 'ne', nativeName: 'नेपाली', englishName: 'Nepali', dir: 'ltr' },
  { code: 'si', nativeName: 'සිංහල', englishName: 'Sinhala', dir: 'ltr' },
  { code: 'ta', nativeName: 'தமிழ்', englishName: 'Tamil', dir: 'ltr' },
  { code: 'te', nativeName: 'తెలుగు', englishName: 'Telugu', dir: 'ltr' },
  { code: 'ur', nativeName: 'اردو', englishName: 'Urdu', dir: 'rtl' },
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl' },
  { code: 'fa', nativeName: 'فارسی', englishName: 'Persian', dir: 'rtl' },
  { code: 'tr', nativeName: 'Türkçe', englishName: 'Turkish', dir: 'ltr' },
  { code: 'kk', nativeName: 'Қазақ тілі', englishName: 'Kazakh', dir: 'ltr' },
  { code: 'uz', nativeName: 'Oʻzbekcha', englishName: 'Uzbek', dir: 'ltr' },
  { code: 'ru', nativeName: 'Русский', englishName: 'Russian', dir: 'ltr' },
  { code: 'uk', nativeName: 'Українська', englishName: 'Ukrainian', dir: 'ltr' },
  { code: 'pt', nativeName: 'Português', englishName: 'Portuguese', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', englishName: 'French', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', englishName: 'German', dir: 'ltr' },
  { code: 'it', nativeName: 'Italiano', englishName: 'Italian', dir: 'ltr' },
  { code: 'nl', nativeName: 'Nederlands', englishName: 'Dutch', dir: 'ltr' },
  { code: 'pl', nativeName: 'Polski', englishName: 'Polish', dir: 'ltr' },
  { code: 'sv', nativeName: 'Svenska', englishName: 'Swedish', dir: 'ltr' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Languages that ship a complete translation (src/resources). English is bundled, the others load on demand. */
export const RESOURCE_LANGUAGES = ['en', 'pt', 'vi', 'zh'] as const satisfies readonly LanguageCode[];
export type ResourceLanguage = (typeof RESOURCE_LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'en' satisfies LanguageCode;

const byCode = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

export function languageByCode(code: LanguageCode): Language;
export function languageByCode(code: string): Language | undefined;
export function languageByCode(code: string): Language | undefined {
  return byCode.get(code);
}
