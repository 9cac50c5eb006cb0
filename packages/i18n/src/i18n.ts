import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, textDirection, type LanguageCode, type ResourceLanguage } from './languages';
import { isNamespace, namespaceLoaders } from './namespaces';
import { en } from './resources/en';
import type { Translation } from './types';
import type { DateRule } from './dates';

export interface CreateI18nOptions {
  /** The languages this brand enables (its language picker). */
  languages: readonly LanguageCode[];
  /** Used when there is no (enabled) saved choice. */
  defaultLanguage: LanguageCode;
  /** Overrides the saved choice, e.g. from a `?lang=` parameter; ignored unless enabled. */
  initialLanguage?: string;
  /** The brand's locale of a language (`pt`: `pt-BR`), for `<html lang>` and the formatting of numbers and dates. */
  locales?: Partial<Record<LanguageCode, string>>;
  /** How the brand shows dates (`languages.dates`): the specification's formats (the default) or its locales' own. */
  dates?: DateRule;
}

export type LanguageListener = (code: LanguageCode) => void;

/** localStorage key holding the user's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * English is bundled; the others are separate chunks, fetched only when selected; `false` for a language the brand's
 * build leaves out (languages.ts omitLanguageConstant).
 */
const loaders: Record<Exclude<ResourceLanguage, 'en'>, (() => Promise<Translation>) | false> = {
  pt: !import.meta.env.WL_OMIT_LANGUAGE_PT && (() => import('./resources/pt').then((m) => m.pt)),
  vi: !import.meta.env.WL_OMIT_LANGUAGE_VI && (() => import('./resources/vi').then((m) => m.vi)),
  zh: !import.meta.env.WL_OMIT_LANGUAGE_ZH && (() => import('./resources/zh').then((m) => m.zh)),
};

function loaderFor(language: string, namespace: string): (() => Promise<unknown>) | false | undefined {
  if (isNamespace(namespace)) {
    const byLanguage = namespaceLoaders[namespace];
    return Object.hasOwn(byLanguage, language) ? byLanguage[language as ResourceLanguage] : undefined;
  }
  return Object.hasOwn(loaders, language) ? loaders[language as keyof typeof loaders] : undefined;
}

/** How long a failed load of texts waits before it is tried again. */
export const TEXTS_RETRY_MS = 3000;

/**
 * i18next backend: dynamic import of a (language, namespace) resource; an empty bundle (so English, the
 * fallback, shows) for a language without one. A load that fails (its chunk, offline or on a flaky network) is tried
 * again every TEXTS_RETRY_MS until it comes: meanwhile the screen that reads the namespace keeps its loading state
 * (inside the app's frame) instead of showing its raw keys ("forget.title"), as i18next does once a load has failed.
 */
const lazyResources: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaderFor(language, namespace);
    if (!load) return callback(null, {});
    const attempt = (): unknown =>
      load().then(
        (data) => callback(null, data as Record<string, unknown>),
        () => setTimeout(attempt, TEXTS_RETRY_MS),
      );
    attempt();
  },
};

const enabledLanguages = new WeakMap<I18n, readonly LanguageCode[]>();
const brandLocales = new WeakMap<I18n, Partial<Record<string, string>>>();
const dateRules = new WeakMap<I18n, DateRule>();

/** The brand's date rule (`specification` unless its config chooses `locale`). */
export function dateRuleOf(i18n: I18n): DateRule {
  return dateRules.get(instanceOf(i18n)) ?? 'specification';
}

/**
 * The instance started here behind what `useTranslation()` gives: react-i18next 17 hands out a wrapper of it, a new
 * one at each language change (so that hooks depending on it run again), holding the instance as `__original`.
 */
function instanceOf(i18n: I18n): I18n {
  return (i18n as I18n & { __original?: I18n }).__original ?? i18n;
}

/**
 * The locale numbers, amounts and dates are formatted in: the brand's declared variant of the page's language
 * (`pt-BR`), else the language itself.
 */
export function localeOf(i18n: I18n): string {
  const language = i18n.language || DEFAULT_LANGUAGE;
  return brandLocales.get(instanceOf(i18n))?.[language] ?? language;
}

function readSaved(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe)
  }
}

function save(code: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // not persisted; the choice still applies to this page
  }
}

function applyToDocument(i18n: I18n, code: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = localeOf(i18n);
  document.documentElement.dir = textDirection(code);
}

/**
 * Starts the app's i18next instance (once, at start-up). `i18n.language` is the player's language at once, so the
 * first platform calls can carry it while its words load; `ready` resolves when they have loaded.
 */
export function startI18n(options: CreateI18nOptions): { i18n: I18n; ready: Promise<I18n> } {
  const { languages, defaultLanguage } = options;
  const wanted = options.initialLanguage ?? readSaved();
  const initial = isLanguageCode(wanted) && languages.includes(wanted) ? wanted : defaultLanguage;

  const instance = createInstance();
  enabledLanguages.set(instance, languages);
  brandLocales.set(instance, options.locales ?? {});
  dateRules.set(instance, options.dates ?? 'specification');
  instance.on('languageChanged', (code: string) => applyToDocument(instance, code)); // keeps <html lang dir> in sync, from init on
  const ready = instance
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly', // zh-TW must fall back to English, not to Simplified Chinese
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      ns: ['translation'],
      defaultNS: 'translation',
      keySeparator: '.',
      interpolation: { escapeValue: false }, // React escapes
    })
    .then(() => instance);
  return { i18n: instance, ready };
}

/** Creates the app's i18next instance with the words of its language loaded (see `startI18n`). */
export function createI18n(options: CreateI18nOptions): Promise<I18n> {
  return startI18n(options).ready;
}

/** Switches language: loads its resource if needed, updates `<html lang>`, saves the choice, notifies listeners. */
export async function setLanguage(i18n: I18n, code: LanguageCode): Promise<void> {
  const enabled = enabledLanguages.get(instanceOf(i18n));
  if (!isLanguageCode(code) || (enabled && !enabled.includes(code))) {
    throw new RangeError(`Language "${String(code)}" is not enabled`);
  }
  await i18n.changeLanguage(code);
  save(code);
}

/** Calls `listener` after every language change; returns the unsubscribe function. */
export function onLanguageChange(i18n: I18n, listener: LanguageListener): () => void {
  const handler = (code: string) => listener(code as LanguageCode);
  i18n.on('languageChanged', handler);
  return () => i18n.off('languageChanged', handler);
}
