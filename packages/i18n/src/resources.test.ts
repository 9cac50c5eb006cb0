import { describe, expect, it } from 'vitest';
import type { ResourceLanguage } from './languages';
import { en } from './resources/en';
import { pt } from './resources/pt';
import { vi } from './resources/vi';
import { zh } from './resources/zh';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a resource as [dotted key, value]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([^}]+?)\s*}}/g)].map((m) => m[1]).sort();

const english = new Map(leaves(en));
const translations = { pt, vi, zh } satisfies Record<Exclude<ResourceLanguage, 'en'>, Tree>;

describe('English resource', () => {
  it('has no empty strings', () => {
    expect([...english].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });
});

describe.each(Object.entries(translations))('%s resource', (code, resource) => {
  const translated = new Map(leaves(resource));

  it('has exactly the keys of English', () => {
    const missing = [...english.keys()].filter((key) => !translated.has(key));
    const extra = [...translated.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }, `${code}: keys differ from en.ts`).toEqual({ missing: [], extra: [] });
  });

  it('has no empty strings', () => {
    expect([...translated].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it('keeps the placeholders of English', () => {
    const differing = [...english]
      .filter(([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(translated.get(key) ?? '')))
      .map(([key]) => key);
    expect(differing, `${code}: placeholders differ from en.ts`).toEqual([]);
  });

  it('is translated, not an English copy', () => {
    const same = [...english].filter(([key, text]) => translated.get(key) === text).map(([key]) => key);
    expect(same.length, `${code}: identical to English: ${same.join(', ')}`).toBeLessThan(english.size / 20);
  });
});
