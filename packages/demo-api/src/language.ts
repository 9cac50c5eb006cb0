import type { Context } from 'hono';
import { HEADER } from '@wl/api-client/protocol';

/**
 * The languages the demo platform writes its player-facing content in: the site's translated languages
 * (`RESOURCE_LANGUAGES` of @wl/i18n; pt is Brazilian Portuguese). Every merchant's content is in all four, so a
 * brand answers in whichever of them it enables.
 */
export const CONTENT_LANGUAGES = ['en', 'pt', 'vi', 'zh'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** A text (or any value) in every content language. */
export type Localized<T = string> = Readonly<Record<ContentLanguage, T>>;

/**
 * One of the content languages for a code as a request writes it, or undefined: case does not matter and a region
 * is dropped (`pt-BR`, `PT`, `vi_VN`, `zh-CN`, `zh-Hans`), but Traditional Chinese (`zh-TW`, `zh-HK`, `zh-MO`,
 * `zh-Hant`) is not Simplified: the site shows it in English, and so does the demo.
 */
export function contentLanguage(code: string | null | undefined): ContentLanguage | undefined {
  const parts = (code ?? '').trim().toLowerCase().split(/[-_]/);
  const primary = parts[0] ?? '';
  if (!(CONTENT_LANGUAGES as readonly string[]).includes(primary)) return undefined;
  if (primary === 'zh' && parts.slice(1).some((part) => part === 'hant' || part === 'tw' || part === 'hk' || part === 'mo')) return undefined;
  return primary as ContentLanguage;
}

/**
 * The language a request asks for: the call's `language` or `lang` parameter where the catalogue sends one, else
 * the `Language` header the site sends on every call, else English. A language the demo has no content in is
 * answered in English.
 */
export function requestLanguage(c: Context): ContentLanguage {
  const asked = c.req.query('language') || c.req.query('lang') || c.req.header(HEADER.language);
  return contentLanguage(asked) ?? 'en';
}

/** The text of `language`. */
export function localized<T>(texts: Localized<T>, language: ContentLanguage): T {
  return texts[language];
}

/** Every language's text mapped by `fill` (the seed's `{brand}` and `{cur}` templating, say). */
export function mapLocalized<T, U>(texts: Localized<T>, fill: (text: T) => U): Localized<U> {
  return { en: fill(texts.en), pt: fill(texts.pt), vi: fill(texts.vi), zh: fill(texts.zh) };
}
