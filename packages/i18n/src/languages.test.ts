// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, languageByCode, RESOURCE_LANGUAGES, textDirection, type Language } from './languages';

describe('LANGUAGES', () => {
  it('has 30-40 unique codes, each with a native name, right to left marked', () => {
    const codes = LANGUAGES.map((l) => l.code);
    expect(codes.length).toBeGreaterThanOrEqual(30);
    expect(codes.length).toBeLessThanOrEqual(40);
    expect(new Set(codes).size).toBe(codes.length);
    for (const language of LANGUAGES as readonly Language[]) {
      expect(language.nativeName.trim(), language.code).not.toBe('');
      expect([undefined, 'rtl']).toContain(language.dir);
    }
  });

  it('contains the default and every resource language', () => {
    expect(isLanguageCode(DEFAULT_LANGUAGE)).toBe(true);
    for (const code of RESOURCE_LANGUAGES) expect(isLanguageCode(code)).toBe(true);
  });

  it('looks languages up by code', () => {
    expect(languageByCode('vi')?.nativeName).toBe('Tiếng Việt');
    expect(languageByCode('ar')?.dir).toBe('rtl');
    expect(languageByCode('pt')?.dir).toBeUndefined();
    expect(textDirection('pt')).toBe('ltr');
    expect(textDirection('fa')).toBe('rtl');
    expect(textDirection('xx')).toBe('ltr');
    expect(languageByCode('xx')).toBeUndefined();
    expect(isLanguageCode('pt')).toBe(true);
    expect(isLanguageCode('PT')).toBe(false);
    expect(isLanguageCode(42)).toBe(false);
  });
});
