// The synthetic brands of `pnpm brands:scale` (scripts/lib/syntheticBrands.mjs): each passes the schema and the
// release checks as a real brand must, has its own identity, and they differ in layout, tokens, languages and mode.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkBrands, formatProblem, loadBrand, SLOTS, type LoadedBrand, type Slot } from '../packages/brand/src/node/index.ts';
import { RESOURCE_LANGUAGES } from '../packages/i18n/src/languages.ts';
import { merchantProfile } from '../packages/demo-api/src/seed/merchants.ts';
import { BASE_BRAND, templatesOf, writeSyntheticBrands, type SyntheticBrand } from './lib/syntheticBrands.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = 20;
let brandsDir: string;
let brands: SyntheticBrand[];
let loaded: LoadedBrand[];

beforeAll(async () => {
  brandsDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brand-scale-test-')), 'brands');
  brands = await writeSyntheticBrands({ brandsDir, count: COUNT });
  loaded = await Promise.all(brands.map((brand) => loadBrand(brandsDir, brand.id)));
  return () => fs.rmSync(path.dirname(brandsDir), { recursive: true, force: true });
}, 60_000);

const distinct = (values: unknown[]) => new Set(values.map((value) => JSON.stringify(value))).size;

describe('synthetic brands', () => {
  it('are written outside the repo and pass the schema and the release checks', async () => {
    expect(brands).toHaveLength(COUNT);
    expect(brandsDir.startsWith(root)).toBe(false);
    expect(
      (
        await checkBrands(
          brandsDir,
          brands.map((brand) => brand.id),
        )
      ).map(formatProblem),
    ).toEqual([]);
  });

  it('never go into the repo’s brands/', async () => {
    await expect(writeSyntheticBrands({ brandsDir: path.join(root, 'brands'), count: 1 })).rejects.toThrow(/brands\//);
  });

  it('each has its own identity: name, merchant code the demo platform names the same, artwork and links', async () => {
    const base = await loadBrand(brandsDir, BASE_BRAND);
    expect(distinct(loaded.map(({ config }) => config.name))).toBe(COUNT);
    expect(distinct(loaded.map(({ config }) => config.merchantCode))).toBe(COUNT);
    for (const { config, dir, assetFiles } of loaded) {
      // an unknown merchant's seeded content names it after its code: the site's name must be that one
      expect(merchantProfile(config.merchantCode).brandName).toBe(config.name);
      for (const file of Object.values(assetFiles).filter((file): file is string => !!file)) expect(path.dirname(path.dirname(file))).toBe(dir);
      expect(fs.readFileSync(assetFiles.logo, 'utf8')).toContain(`aria-label="${config.name}"`);
      expect(fs.readFileSync(assetFiles.icon, 'utf8')).not.toBe(fs.readFileSync(base.assetFiles.icon, 'utf8'));
      expect(config.links.contact.telegram).not.toBe(base.config.links.contact.telegram);
    }
  });

  it('differ in layout: every brand its own combination, every variant of every slot used', () => {
    expect(distinct(brands.map((brand) => brand.templates))).toBe(COUNT);
    for (const slot of Object.keys(SLOTS) as Slot[]) {
      const used = new Set(loaded.map(({ config }) => config.templates[slot]));
      expect([...used].sort(), slot).toEqual([...SLOTS[slot]].sort());
    }
    // the brand's config says so (what the build reads), not only the generator's record
    expect(loaded.map(({ config }) => Object.fromEntries(Object.keys(SLOTS).map((slot) => [slot, config.templates[slot as Slot]])))).toEqual(
      brands.map((brand) => brand.templates),
    );
    // up to the number of combinations every brand differs
    const combinations = Object.values(SLOTS).reduce((product, variants) => product * variants.length, 1);
    expect(distinct(Array.from({ length: combinations }, (_, index) => templatesOf(index, SLOTS)))).toBe(combinations);
  });

  it('differ in tokens: their own palette in both modes, not the reference brand’s', async () => {
    const base = (await loadBrand(brandsDir, BASE_BRAND)).config.tokens;
    for (const mode of ['dark', 'light'] as const) {
      const pages = loaded.map(({ config }) => config.tokens[mode].color.bg.page);
      const primaries = loaded.map(({ config }) => config.tokens[mode].color.brand.primary);
      expect(distinct(pages), `${mode} page backgrounds`).toBe(COUNT);
      expect(distinct(primaries), `${mode} primary colours`).toBe(COUNT);
      expect(pages).not.toContain(base[mode].color.bg.page);
      expect(primaries).not.toContain(base[mode].color.brand.primary);
    }
  });

  it('differ in languages and colour mode, each enabling English and only translated languages', () => {
    expect(distinct(loaded.map(({ config }) => config.languages))).toBe(COUNT);
    expect(new Set(loaded.map(({ config }) => config.languages.default))).toEqual(new Set(RESOURCE_LANGUAGES));
    for (const { config } of loaded) {
      expect(config.languages.enabled).toContain('en');
      for (const code of config.languages.enabled) expect(RESOURCE_LANGUAGES).toContain(code);
    }
    expect(new Set(loaded.map(({ config }) => config.theme.defaultMode))).toEqual(new Set(['dark', 'light', 'system']));
  });
});
