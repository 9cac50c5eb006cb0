// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBrands, contrastRatio, formatProblem, MAX_ASSET_BYTES, parseColor } from './checks';
import type { BrandConfig } from '../schema';
import { loadBrand } from './loader';

const repoBrands = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../brands');
let dir: string;
let base: Omit<BrandConfig, 'tokens'>;
type TokenFile = Record<string, Record<string, Record<string, Record<string, { $value: unknown }>>>>;

/**
 * A brand folder in a temp brands/ dir: a full copy of the default brand, its config and its token file, with
 * `change` and `retoken` applied.
 */
function writeBrand(id: string, change: (config: Omit<BrandConfig, 'tokens'>) => void = () => {}, retoken: (file: TokenFile) => void = () => {}) {
  const config = structuredClone({ ...base, id });
  change(config);
  fs.mkdirSync(path.join(dir, id, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, id, 'brand.config.ts'), `export default ${JSON.stringify(config, null, 2)};\n`);
  const tokens = JSON.parse(fs.readFileSync(path.join(repoBrands, 'default', 'tokens.json'), 'utf8')) as TokenFile;
  retoken(tokens);
  fs.writeFileSync(path.join(dir, id, 'tokens.json'), JSON.stringify(tokens));
  fs.writeFileSync(path.join(dir, id, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, id, 'assets', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, id, 'assets', 'logo-light.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

async function problemsOf(id: string): Promise<string[]> {
  return (await checkBrands(dir, [id])).map(formatProblem);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-checks-'));
  const { tokens: _tokens, ...config } = (await loadBrand(repoBrands, 'default')).config;
  base = config;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('contrast maths', () => {
  it('computes WCAG ratios of hex and rgb() colours', () => {
    expect(contrastRatio(parseColor('#000')!, parseColor('#ffffff')!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('rgb(118, 118, 118)')!, parseColor('#fff')!)).toBeCloseTo(4.54, 2);
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toBeUndefined();
  });
});

describe('checkBrands', () => {
  it('passes every brand in brands/', async () => {
    expect((await checkBrands(repoBrands)).map(formatProblem)).toEqual([]);
  });

  it('passes an unchanged copy of a valid brand', async () => {
    writeBrand('copy');
    expect(await problemsOf('copy')).toEqual([]);
  });

  it('names the brand, the file and the field of a broken field', async () => {
    writeBrand('broken', (c) => (c.flags.CBS3 = 'yes' as unknown as boolean));
    const [problem] = await problemsOf('broken');
    expect(problem).toMatch(/^brand broken: .*broken\/brand\.config\.ts flags\.CBS3: .*expected boolean/i);
  });

  it('names a low-contrast token pair with the file, the mode, both colours and the ratio', async () => {
    writeBrand('pale', undefined, (t) => (t.light!.color!.text!.muted = { $value: '#b0b0b0' }));
    expect(await problemsOf('pale')).toEqual([
      expect.stringMatching(/^brand pale: .*pale\/tokens\.json light\.color\.text\.muted: #b0b0b0 on color\.bg\.page #f4f6fb has contrast 2\.\d\d:1, WCAG AA needs 4\.5:1 \(text\)$/),
      expect.stringMatching(/^brand pale: .*light\.color\.text\.muted: #b0b0b0 on color\.bg\.surface #ffffff has contrast/),
      // muted is also the dark-mode switch's track on the side menu: 3:1 as an edge
      expect.stringMatching(/^brand pale: .*light\.color\.text\.muted: #b0b0b0 on color\.bg\.raised #ffffff has contrast 2\.\d\d:1, WCAG AA needs 3:1 \(a fill, edge or icon\)$/),
    ]);
  });

  it('checks fills against the page (3:1) and text on fills in dark mode too, and refuses a colour it cannot measure', async () => {
    writeBrand('dim', undefined, (t) => {
      t.dark!.color!.text!.onPrimary = { $value: '#c09020' };
      t.dark!.color!.badge!.bg = { $value: 'tomato' };
      // default's own mistake before issue 41: gold fills on the light page
      t.light!.color!.brand!.primary = { $value: '{palette.gold}' };
    });
    expect(await problemsOf('dim')).toEqual([
      expect.stringMatching(/^brand dim: .*dim\/tokens\.json dark\.color\.text\.onPrimary: #c09020 on color\.brand\.primary #f5b82e has contrast 1\.\d\d:1/),
      expect.stringMatching(/dark\.color\.text\.onPrimary: #c09020 on color\.brand\.primaryPressed/),
      expect.stringMatching(/dark\.color\.text\.onPrimary: #c09020 on color\.brand\.secondary/),
      expect.stringMatching(/^brand dim: .*dim\/tokens\.json dark\.color\.badge\.bg: "tomato" is not an opaque colour, so its contrast cannot be checked$/),
      expect.stringMatching(/light\.color\.brand\.primary: #f5b82e on color\.bg\.page #f4f6fb has contrast 1\.65:1, WCAG AA needs 3:1 \(a fill, edge or icon\)$/),
      expect.stringMatching(/light\.color\.brand\.primary: #f5b82e on color\.bg\.surface #ffffff has contrast 1\.78:1/),
      expect.stringMatching(/light\.color\.brand\.primary: #f5b82e on color\.bg\.raised #ffffff has contrast 1\.78:1/),
    ]);
  });

  it('refuses a locale the translation is not written in (pt is Brazilian)', async () => {
    writeBrand('lisbon', (c) => (c.languages = { default: 'pt', enabled: ['en', 'pt'], locales: { pt: 'pt-PT' } }));
    expect(await problemsOf('lisbon')).toEqual([expect.stringMatching(/^brand lisbon: .*lisbon\/brand\.config\.ts languages\.locales\.pt: "pt-PT": the pt translation is written in pt-BR$/)]);
    writeBrand('rio', (c) => (c.languages = { default: 'pt', enabled: ['en', 'pt'], locales: { pt: 'pt-BR' } }));
    expect(await problemsOf('rio')).toEqual([]);
  });

  it('names a language the brand enables that has no translation', async () => {
    writeBrand('french', (c) => (c.languages = { default: 'en', enabled: ['en', 'fr'] }));
    expect(await problemsOf('french')).toEqual([expect.stringMatching(/^brand french: .*french\/brand\.config\.ts languages\.enabled: "fr" has no translation \(shipped: en, pt, vi, zh\)$/)]);
  });

  it('names an unknown white-label menu key and a menu key listed twice', async () => {
    writeBrand('menu', (c) => (c.menu = ['MYACC', 'MYACC']));
    expect(await problemsOf('menu')).toEqual([expect.stringMatching(/^brand menu: .*menu\/brand\.config\.ts menu: "MYACC" is listed more than once$/)]);
    writeBrand('menu2', (c) => (c.menu = ['MYACC', 'CASINO9' as 'MYACC']));
    expect((await problemsOf('menu2'))[0]).toMatch(/^brand menu2: .*menu2\/brand\.config\.ts menu\.1: /);
  });

  it('names a missing asset', async () => {
    writeBrand('noasset', (c) => (c.assets.logo = 'assets/missing.svg'));
    expect((await problemsOf('noasset'))[0]).toMatch(/^brand noasset: .*noasset\/brand\.config\.ts assets\.logo: file "assets\/missing\.svg" does not exist/);
  });

  it('names an asset over the size limit with its size', async () => {
    writeBrand('heavy');
    fs.writeFileSync(path.join(dir, 'heavy', 'assets', 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(MAX_ASSET_BYTES)}--></svg>`);
    expect(await problemsOf('heavy')).toEqual([expect.stringMatching(/^brand heavy: .*heavy\/brand\.config\.ts assets\.logo: logo\.svg is 48\.\d KB, the limit is 48 KB$/)]);
  });

  it('refuses a frame-ancestors entry that is not an https origin', async () => {
    writeBrand('framed', (c) => (c.security.frameAncestors = ['http://partner.example', "'self'"]));
    expect((await problemsOf('framed'))[0]).toMatch(/security\.frameAncestors\.0: an https origin/);
  });
});
