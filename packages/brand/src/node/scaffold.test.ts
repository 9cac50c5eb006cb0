// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBrands, formatProblem } from './checks';
import { listBrands, loadBrand } from './loader';
import { scaffoldBrand } from './scaffold';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
let work: string;
let brandsDir: string;

beforeAll(() => {
  // a brands/ folder with a copy of the real default brand, and @wl/brand resolvable as in the workspace
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-new-'));
  brandsDir = path.join(work, 'brands');
  fs.cpSync(path.join(repo, 'brands/default'), path.join(brandsDir, 'default'), { recursive: true, filter: (src) => !src.includes('node_modules') });
  fs.mkdirSync(path.join(work, 'node_modules/@wl'), { recursive: true });
  fs.symlinkSync(path.join(repo, 'packages/brand'), path.join(work, 'node_modules/@wl/brand'));
  fs.writeFileSync(path.join(work, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>');
  fs.writeFileSync(path.join(work, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="5" cx="5" cy="5"/></svg>');
});

/** The identity brand:new asks for: the brand's own artwork. */
const artwork = () => ({ logo: path.join(work, 'logo.svg'), icon: path.join(work, 'icon.svg') });
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('scaffoldBrand', () => {
  it('writes a brand that loads, inherits the brand it extends and passes every check', async () => {
    const files = scaffoldBrand({ brandsDir, id: 'acme-bet', extends: 'default', name: 'Acme Bet', ...artwork(), contact: { telegram: 'https://t.me/acme' } });
    expect(files.map((file) => path.relative(brandsDir, file)).sort()).toEqual(
      ['acme-bet/assets/icon.svg', 'acme-bet/assets/logo.svg', 'acme-bet/brand.config.ts', 'acme-bet/package.json', 'acme-bet/tsconfig.json', 'acme-bet/turbo.json'].sort(),
    );
    expect(listBrands(brandsDir)).toContain('acme-bet');
    const { config, assetFiles } = await loadBrand(brandsDir, 'acme-bet');
    expect(config).toMatchObject({ id: 'acme-bet', name: 'Acme Bet', merchantCode: 'ACME_BET', trialMerchantCode: 'ACME_BET_TRIAL' });
    const parent = (await loadBrand(brandsDir, 'default')).config;
    expect(config.tokens).toEqual(parent.tokens);
    expect(config.flags).toEqual(parent.flags);
    // its own artwork and links, never the default brand's
    expect(assetFiles.logo).toBe(path.join(brandsDir, 'acme-bet/assets/logo.svg'));
    expect(fs.readFileSync(assetFiles.icon, 'utf8')).toContain('<circle');
    expect(config.links).toEqual({ download: [], contact: { telegram: 'https://t.me/acme' }, social: {}, chatHosts: [] });
    expect((await checkBrands(brandsDir, ['acme-bet'])).map(formatProblem)).toEqual([]);
  });

  it('derives a complete palette from the colours it is given, which passes the contrast checks in both modes', async () => {
    const files = scaffoldBrand({ brandsDir, id: 'acme', extends: 'default', name: 'Acme', ...artwork(), colours: { primary: '#0e9f6e' } });
    expect(files.map((file) => path.relative(brandsDir, file))).toContain('acme/tokens.json');
    const file = JSON.parse(fs.readFileSync(path.join(brandsDir, 'acme/tokens.json'), 'utf8'));
    expect(file.$description).toMatch(/derived by pnpm brand:new from primary #0e9f6e/);
    expect(file.dark.color.bg.mask.$value).toMatchObject({ colorSpace: 'srgb', alpha: 0.6 });
    const { config } = await loadBrand(brandsDir, 'acme');
    const parent = (await loadBrand(brandsDir, 'default')).config;
    expect(config.tokens.dark.color.brand.primary).toBe('#0e9f6e');
    for (const mode of ['dark', 'light'] as const) {
      expect(config.tokens[mode].color.bg.page).not.toBe(parent.tokens[mode].color.bg.page);
      expect(config.tokens[mode].color.brand.primary).not.toBe(parent.tokens[mode].color.brand.primary);
    }
    expect(config.tokens.scale).toEqual(parent.tokens.scale);
    expect((await checkBrands(brandsDir, ['acme'])).map(formatProblem)).toEqual([]);
    // a page colour it is given is the page of the mode it fits
    scaffoldBrand({ brandsDir, id: 'acme-cream', extends: 'default', ...artwork(), colours: { primary: '#c2410c', page: '#fff8f0' } });
    expect((await loadBrand(brandsDir, 'acme-cream')).config.tokens.light.color.bg.page).toBe('#fff8f0');
    expect(() => scaffoldBrand({ brandsDir, id: 'acme-red', extends: 'default', ...artwork(), colours: { primary: 'red' } })).toThrow(/--primary: "red" is not a colour/);
    expect(fs.existsSync(path.join(brandsDir, 'acme-red'))).toBe(false);
  });

  it('gives the new brand its own build and release outputs and depends on the brand it extends', () => {
    scaffoldBrand({ brandsDir, id: 'zeta', extends: 'default', ...artwork() });
    const pkg = JSON.parse(fs.readFileSync(path.join(brandsDir, 'zeta/package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: '@wl-brands/zeta', private: true, dependencies: { '@wl-brands/default': 'workspace:*' } });
    expect(pkg.scripts).toMatchObject({ build: 'node ../../scripts/build-brand.mjs', release: 'node ../../scripts/release-brand.mjs' });
    const turbo = JSON.parse(fs.readFileSync(path.join(brandsDir, 'zeta/turbo.json'), 'utf8'));
    expect(turbo.tasks).toEqual({
      build: { outputs: ['$TURBO_ROOT$/apps/mobile/dist/zeta/**'] },
      release: { outputs: ['$TURBO_ROOT$/dist/zeta/**'] },
    });
  });

  it('refuses a bad id, an existing brand, a reserved name and an unknown parent', () => {
    expect(() => scaffoldBrand({ brandsDir, id: 'Acme', extends: 'default', ...artwork() })).toThrow(/lower-case letters/);
    expect(() => scaffoldBrand({ brandsDir, id: 'default', extends: 'default', ...artwork() })).toThrow(/brands\/default already exists/);
    expect(() => scaffoldBrand({ brandsDir, id: 'storybook', extends: 'default', ...artwork() })).toThrow(/reserved/);
    expect(() => scaffoldBrand({ brandsDir, id: 'nova', extends: 'ghost', ...artwork() })).toThrow(/--extends ghost: no such brand \(brands: .*default/);
    // its identity is asked for, never borrowed
    expect(() => scaffoldBrand({ brandsDir, id: 'nova', extends: 'default', logo: '', icon: artwork().icon })).toThrow(/--logo: the brand's own logo \(an SVG file\) is required/);
    expect(() => scaffoldBrand({ brandsDir, id: 'nova', extends: 'default', ...artwork(), logo: path.join(work, 'nope.svg') })).toThrow(/--logo: .*does not exist/);
    expect(() => scaffoldBrand({ brandsDir, id: 'nova', extends: 'default', ...artwork(), contact: { telegram: 'javascript:alert(1)' } })).toThrow(/--telegram: .* is not an https address/);
    expect(fs.existsSync(path.join(brandsDir, 'nova'))).toBe(false);
  });
});
