import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, LANGUAGE_STORAGE_KEY, localeOf, onLanguageChange, setLanguage, startI18n } from './i18n';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('createI18n', () => {
  it('starts in the default language and sets <html lang> at init', async () => {
    const i18n = await createI18n({ languages: ['en', 'pt'], defaultLanguage: 'pt' });
    expect(i18n.language).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
    expect(i18n.t('common.retry')).toBe('Tentar novamente');
  });

  it('writes the page in the brand’s locale of a language: pt-BR’s lang, numbers and dates', async () => {
    const i18n = await createI18n({ languages: ['en', 'pt'], defaultLanguage: 'pt', locales: { pt: 'pt-BR' } });
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(localeOf(i18n)).toBe('pt-BR');
    // Brazil groups thousands with a dot and writes dates day/month; Portugal's pt groups with a space
    expect((12345.5).toLocaleString(localeOf(i18n))).toBe('12.345,5');
    expect(new Date(Date.UTC(2026, 10, 27, 12)).toLocaleDateString(localeOf(i18n), { timeZone: 'UTC' })).toBe('27/11/2026');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localeOf(i18n)).toBe('en');
  });

  it('counts in the singular for one and the plural otherwise, in each language', async () => {
    const i18n = await createI18n({ languages: ['en', 'pt'], defaultLanguage: 'en' });
    expect([1, 6].map((count) => i18n.t('home.vendorCount', { count }))).toEqual(['1 provider', '6 providers']);
    await i18n.changeLanguage('pt');
    expect([1, 6].map((count) => i18n.t('home.vendorCount', { count }))).toEqual(['1 provedor', '6 provedores']);
  });

  it('starts in the saved choice when the brand enables it, else the default', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'vi');
    expect((await createI18n({ languages: ['en', 'vi'], defaultLanguage: 'en' })).language).toBe('vi');
    expect((await createI18n({ languages: ['en', 'zh'], defaultLanguage: 'en' })).language).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect((await createI18n({ languages: ['en', 'vi'], defaultLanguage: 'vi' })).language).toBe('vi');
  });

  it('prefers an enabled initialLanguage over the saved choice', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'vi');
    expect((await createI18n({ languages: ['en', 'vi', 'zh'], defaultLanguage: 'en', initialLanguage: 'zh' })).language).toBe('zh');
    expect((await createI18n({ languages: ['en', 'vi'], defaultLanguage: 'en', initialLanguage: 'zh' })).language).toBe('en');
  });

  it('bundles only English and loads pt on demand', async () => {
    const i18n = await createI18n({ languages: ['en', 'pt'], defaultLanguage: 'en' });
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('pt', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('vi', 'translation')).toBe(false);

    await setLanguage(i18n, 'pt');
    expect(i18n.hasResourceBundle('pt', 'translation')).toBe(true);
    expect(i18n.t('nav.deposit')).toBe('Depositar');
    expect(i18n.hasResourceBundle('vi', 'translation')).toBe(false);
  });
});

describe('startI18n', () => {
  it('knows the language at once (for the first platform calls) and is ready once its words have loaded', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt');
    const { i18n, ready } = startI18n({ languages: ['en', 'pt'], defaultLanguage: 'en' });
    expect(i18n.language).toBe('pt');
    expect(i18n.hasResourceBundle('pt', 'translation')).toBe(false);
    await expect(ready).resolves.toBe(i18n);
    expect(i18n.t('common.retry')).toBe('Tentar novamente');
  });
});

describe('feature namespaces', () => {
  it('are loaded on demand, in the current language, and follow a language switch', async () => {
    const i18n = await createI18n({ languages: ['en', 'vi', 'th'], defaultLanguage: 'en' });
    expect(i18n.hasResourceBundle('en', 'games')).toBe(false);

    await i18n.loadNamespaces('games');
    expect(i18n.t('title', { ns: 'games' })).toBe('Games');
    expect(i18n.hasResourceBundle('en', 'accounts')).toBe(false);

    await setLanguage(i18n, 'vi');
    expect(i18n.t('title', { ns: 'games' })).toBe('Trò chơi');
    await setLanguage(i18n, 'th');
    expect(i18n.t('title', { ns: 'games' })).toBe('Games');
  });
});

describe('fallback to English', () => {
  it('for a language without a resource', async () => {
    const i18n = await createI18n({ languages: ['en', 'th', 'ar'], defaultLanguage: 'th' });
    expect(i18n.language).toBe('th');
    expect(i18n.t('common.retry')).toBe('Retry');
    await setLanguage(i18n, 'ar');
    expect(i18n.t('member.welcome', { name: 'Ana' })).toBe('Welcome, Ana');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('for Traditional Chinese (not Simplified)', async () => {
    const i18n = await createI18n({ languages: ['zh', 'zh-TW'], defaultLanguage: 'zh-TW' });
    expect(i18n.t('common.retry')).toBe('Retry');
  });

  it('for a key missing at runtime', async () => {
    const i18n = await createI18n({ languages: ['en', 'vi'], defaultLanguage: 'vi' });
    i18n.addResource('en', 'translation', 'test.onlyInEnglish', 'Only in English');
    expect(i18n.t('common.retry')).toBe('Thử lại');
    expect(i18n.t('test.onlyInEnglish' as never)).toBe('Only in English');
  });
});

describe('setLanguage and onLanguageChange', () => {
  it('sets <html lang dir>, persists the choice and notifies listeners until unsubscribed', async () => {
    const i18n = await createI18n({ languages: ['en', 'zh', 'ur'], defaultLanguage: 'en' });
    const listener = vi.fn();
    const unsubscribe = onLanguageChange(i18n, listener);

    await setLanguage(i18n, 'zh');
    expect(document.documentElement.lang).toBe('zh');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
    expect(listener).toHaveBeenCalledExactlyOnceWith('zh');
    expect(i18n.t('status.yourIp', { ip: '1.2.3.4' })).toBe('您的 IP：1.2.3.4');

    unsubscribe();
    await setLanguage(i18n, 'ur');
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('rejects a language the brand does not enable', async () => {
    const i18n = await createI18n({ languages: ['en'], defaultLanguage: 'en' });
    await expect(setLanguage(i18n, 'pt')).rejects.toThrow(RangeError);
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
