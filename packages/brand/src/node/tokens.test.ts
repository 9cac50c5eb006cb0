// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTokens, exportTokens, formatTokenFile, readTokenFile, TokenError, tokenStylesheet, type TokenSource } from './tokens';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoBrands = path.resolve(here, '../../../../brands');
const read = (brand: string) => readTokenFile(path.join(repoBrands, brand), `brands/${brand}/tokens.json`)!;
const source = (file: string, sets: TokenSource['sets']): TokenSource => ({ file, sets });
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tokens-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The problems a build reports, one line each. */
async function problemsOf(sources: TokenSource[]): Promise<string[]> {
  const error = await buildTokens(sources).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TokenError);
  return (error as TokenError).message.split('\n');
}

describe('buildTokens', () => {
  it("builds the default brand's DTCG file: aliases resolved, 2025.10 objects as CSS, every contract token", async () => {
    const { values, info, declarations } = await buildTokens([read('default')]);
    expect(values.dark.color.brand.primary).toBe('#f5b82e');
    // an alias of an alias: border.focus -> color.brand.primary -> palette.gold
    expect(info.find((t) => t.name === 'color.border.focus')!.modes.dark).toMatchObject({ value: '#f5b82e', chain: ['color.brand.primary', 'palette.gold'] });
    expect(values.dark.color.bg.mask).toBe('rgba(0, 0, 0, 0.6)');
    expect(values.scale.space['4']).toBe('16px');
    expect(values.scale.font.size.md).toBe('0.9375rem');
    expect(values.scale.font.weight.bold).toBe('700');
    expect(values.scale.font.family).toMatch(/^system-ui, -apple-system, 'Segoe UI', Roboto/);
    expect(values.light.shadow.card).toBe('0px 1px 4px 0px rgba(17, 24, 39, 0.08)');
    expect(info.find((t) => t.name === 'color.brand.primary')).toMatchObject({ type: 'color', modes: { light: { chain: ['palette.goldDeep'] } } });
    // declarations only: the descriptions (border.focus has one) stay out of the page's stylesheet
    expect(declarations.dark).toContain('--color-border-focus: #f5b82e;\n');
    for (const mode of ['dark', 'light'] as const) expect(declarations[mode]).not.toContain('/*');
  });

  it('lets a brand that extends another override only the tokens it sets; an alias follows the override', async () => {
    const sol = await buildTokens([read('default'), read('sol')]);
    expect(sol.values.light.color.brand.primary).toBe('#c2410c');
    expect(sol.values.scale.radius.card).toBe('16px');
    expect(sol.values.scale.space['4']).toBe('16px'); // default's
    const child = source('child/tokens.json', { base: { palette: { gold: { $value: '#e0a000' } } } });
    const built = await buildTokens([read('default'), child]);
    expect(built.values.dark.color.brand.primary).toBe('#e0a000');
    expect(built.values.dark.color.border.focus).toBe('#e0a000');
    expect(built.info.find((t) => t.name === 'color.border.focus')!.modes.dark.file).toBe('brands/default/tokens.json');
  });

  it("imports a designer's Tokens Studio export as it is: sets, $themes, aliases, colour objects, bare px sizes, boxShadow", async () => {
    // dropped into a brand folder as its token file
    fs.copyFileSync(path.join(here, 'fixtures', 'tokens-studio.json'), path.join(dir, 'tokens.json'));
    const { values, declarations, info } = await buildTokens([readTokenFile(dir, 'brands/acme/tokens.json')!]);
    expect(values.light.color.brand.primary).toBe('#046c4e');
    expect(values.light.color.text.primary).toBe('#111827');
    expect(values.light.color.bg.mask).toBe('rgba(0, 0, 0, 0.5)');
    expect(values.dark.color.text.link).toBe('#0e9f6e');
    expect(values.scale.space['1']).toBe('4px');
    expect(values.scale.space['3']).toBe('12px');
    expect(values.scale.radius.card).toBe('10px');
    expect(values.scale.font.family).toBe('Inter, system-ui, sans-serif');
    expect(values.light.shadow.card).toBe('0 1px 4px 0 #0000001a');
    expect(values.dark.shadow.card).toBe('0 2px 8px 0 #00000059');
    expect(declarations.light).toContain('--color-text-onPrimary: #ffffff;');
    expect(info.find((t) => t.name === 'color.brand.primary')!.description).toBe('fills: the deeper emerald, so white text reads on it');
  });

  it('names the file, the path and the likely name of a token the contract does not know', async () => {
    const typo = source('brands/acme/tokens.json', { dark: { color: { brand: { primry: { $value: '#ff0000' } } } } });
    expect(await problemsOf([read('default'), typo])).toEqual(['brands/acme/tokens.json dark.color.brand.primry: not a token of the contract (did you mean color.brand.primary?)']);
  });

  it('refuses a scale token per mode, a missing token, a broken alias, an unused group and a value of the wrong form', async () => {
    const bad = source('brands/acme/tokens.json', {
      base: { colr: { brand: { $value: '#ff0000' } } },
      light: { space: { '1': { $value: '2px' } }, color: { text: { link: { $value: '{palette.missing}' } } } },
    });
    expect(await problemsOf([read('default'), bad])).toEqual([
      'brands/acme/tokens.json light.space.1: space tokens are the same in both colour modes: set it in a shared set (such as base), not in light',
      'brands/acme/tokens.json base.colr.brand: colr is not a group of the contract and no token refers to it (a misspelt group, or an unused palette)',
      'brands/acme/tokens.json light.color.text.link: refers to {palette.missing}, which no token file of the brand defines',
    ]);
    const { space: _space, ...noSpace } = (read('default').sets.base as Record<string, unknown>);
    const incomplete = source('brands/acme/tokens.json', { ...read('default').sets, base: noSpace as TokenSource['sets'][string] });
    expect((await problemsOf([incomplete]))[0]).toBe(
      'brands/acme/tokens.json base.space.1: missing: the contract needs it (in a shared set), here or in the brand this one extends',
    );
    const pxFont = source('brands/acme/tokens.json', { base: { font: { size: { md: { $value: '15px' } } } } });
    expect(await problemsOf([read('default'), pxFont])).toEqual([
      'brands/acme/tokens.json base.font.size.md: a size in rem, such as 0.9375rem (15 px at 100 % text size)',
    ]);
  });

  it('refuses a file that is not a set of token sets', () => {
    fs.writeFileSync(path.join(dir, 'tokens.json'), '{ "dark": { "$value": "#fff" } }');
    expect(() => readTokenFile(dir, 'x/tokens.json')).toThrow('x/tokens.json dark: a top-level entry is a token set');
    fs.writeFileSync(path.join(dir, 'tokens.json'), '{ nope');
    expect(() => readTokenFile(dir, 'x/tokens.json')).toThrow(/x\/tokens\.json \(file\): not JSON/);
  });
});

describe('exportTokens', () => {
  it("writes a brand's tokens as one file that builds alone to the same tokens, and re-exports unchanged", async () => {
    const chain = [read('default'), read('sol')];
    const exported = formatTokenFile(exportTokens(chain, 'Sol Bet'));
    const file = JSON.parse(exported);
    expect(Object.keys(file)).toEqual(['$description', 'base', 'dark', 'light', '$themes', '$metadata']);
    expect(file.light.color.brand.primary).toEqual({ $value: '#c2410c', $type: 'color' });
    // the aliases stay aliases, every token has its type
    expect(file.light.color.bg.raised).toMatchObject({ $value: '{color.bg.surface}' });
    expect(file.base.space['4'].$type).toBe('dimension');
    fs.writeFileSync(path.join(dir, 'tokens.json'), exported);
    const imported = readTokenFile(dir, 'brands/sol-export/tokens.json')!;
    const [original, again] = await Promise.all([buildTokens(chain), buildTokens([imported])]);
    expect(again.values).toEqual(original.values);
    expect(again.declarations).toEqual(original.declarations);
    expect(again.info.map(({ name, modes }) => [name, modes.dark.chain, modes.light.chain])).toEqual(
      original.info.map(({ name, modes }) => [name, modes.dark.chain, modes.light.chain]),
    );
    expect(formatTokenFile(exportTokens([imported], 'Sol Bet'))).toBe(exported);
  });
});

describe('formatTokenFile', () => {
  it('writes one line per token and reads back to the same sets', () => {
    for (const brand of ['default', 'sol', 'lotus']) {
      const text = fs.readFileSync(path.join(repoBrands, brand, 'tokens.json'), 'utf8');
      // the brands' files are written this way, descriptions with colons in them included
      expect(formatTokenFile(JSON.parse(text))).toBe(text);
    }
    expect(formatTokenFile({ dark: { color: { bg: { page: { $value: '#1a120c' } } } } })).toMatch(/^ {8}"page": \{ "\$value": "#1a120c" \}$/m);
  });
});

describe('tokenStylesheet', () => {
  const declarations = { scale: '  --space-1: 4px;', dark: '  --color-bg-page: #000001;', light: '  --color-bg-page: #fffffe;' };

  it('puts the default mode on :root and each mode under its attribute', () => {
    const css = tokenStylesheet(declarations, 'dark');
    expect(css).toMatch(/^:root \{[^}]*--space-1: 4px;[^}]*--color-bg-page: #000001;[^}]*color-scheme: dark;/);
    expect(css).toContain(':root[data-theme="light"] {\n  --color-bg-page: #fffffe;');
    expect(css).not.toContain('prefers-color-scheme');
  });

  it("a `system` default: light on :root, dark under the phone's dark setting, until a mode is set", () => {
    const css = tokenStylesheet(declarations, 'system');
    expect(css).toMatch(/^:root \{[^}]*--color-bg-page: #fffffe;[^}]*color-scheme: light;/);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\n:root \{[^}]*--color-bg-page: #000001;/);
    // the attribute blocks come after the media block: a chosen mode wins
    expect(css.indexOf('@media')).toBeLessThan(css.indexOf(':root[data-theme="dark"]'));
  });
});
