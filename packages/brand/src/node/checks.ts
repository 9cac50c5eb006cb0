import fs from 'node:fs';
import path from 'node:path';
import { RESOURCE_LANGUAGES, RESOURCE_LOCALES } from '@wl/i18n/languages';
import { CONTRAST_MINIMUM, CONTRAST_PAIRS } from '../contrastChecks';
import { BrandError, BRAND_CONFIG_FILE, listBrands, loadBrand, type LoadedBrand } from './loader';

/** Largest asset file a brand may ship (logo, icon): they are on the first screen of a phone. */
export const MAX_ASSET_BYTES = 48 * 1024;

/** One finding: which brand, which file, which field or token, what is wrong, with the figure. */
export interface BrandProblem {
  brand: string;
  file: string;
  field: string;
  message: string;
}

/** `brand sol: brands/sol/tokens.json light.color.text.muted: #a0a0a0 on ...`: one line, no stack. */
export function formatProblem(problem: BrandProblem): string {
  return `brand ${problem.brand}: ${[problem.file, problem.field].filter(Boolean).join(' ')}: ${problem.message}`;
}

/** `#rgb`, `#rrggbb`, `rgb(r, g, b)` (an opaque colour) -> [r, g, b]; undefined when not opaque or not a colour. */
export function parseColor(value: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*(1|1\.0+)\s*)?\)$/i.exec(value.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

/** WCAG 2.x relative luminance of an opaque colour (0 to 1). */
export function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function checkContrast(loaded: LoadedBrand): BrandProblem[] {
  const { id } = loaded.config;
  const tokens = new Map(loaded.tokens.info.map((info) => [info.name, info]));
  const problems: BrandProblem[] = [];
  for (const mode of ['dark', 'light'] as const) {
    for (const { fg, bg, need } of CONTRAST_PAIRS) {
      const [text, back] = [tokens.get(fg)!.modes[mode], tokens.get(bg)!.modes[mode]];
      const [fgRgb, backRgb] = [parseColor(text.value), parseColor(back.value)];
      if (!fgRgb || !backRgb) {
        const bad = fgRgb ? back : text;
        problems.push({ brand: id, file: bad.file, field: bad.path, message: `"${bad.value}" is not an opaque colour, so its contrast cannot be checked` });
        continue;
      }
      const ratio = contrastRatio(fgRgb, backRgb);
      if (ratio < CONTRAST_MINIMUM[need]) {
        problems.push({
          brand: id,
          file: text.file,
          field: text.path,
          message: `${text.value} on ${bg} ${back.value} has contrast ${ratio.toFixed(2)}:1, WCAG AA needs ${CONTRAST_MINIMUM[need]}:1 (${need === 'text' ? 'text' : 'a fill, edge or icon'})`,
        });
      }
    }
  }
  return problems;
}

/** The brand's own config file, as messages name it. */
function configFile(loaded: LoadedBrand): string {
  return path.relative(process.cwd(), path.join(loaded.dir, BRAND_CONFIG_FILE));
}

/** Languages the brand names must ship a translation (i18n resources), not only be known codes. */
function checkLanguages(loaded: LoadedBrand): BrandProblem[] {
  const { id, languages } = loaded.config;
  const shipped: readonly string[] = RESOURCE_LANGUAGES;
  const missing = [...new Set([languages.default, ...languages.enabled])]
    .filter((code) => !shipped.includes(code))
    .map((code) => ({
      brand: id,
      file: configFile(loaded),
      field: languages.enabled.includes(code) ? `languages.enabled` : 'languages.default',
      message: `"${code}" has no translation (shipped: ${shipped.join(', ')})`,
    }));
  // a market's variant the translation is not written in (pt-PT words are not pt-BR's)
  const otherVariant = Object.entries(languages.locales ?? {})
    .filter(([code, locale]) => {
      const written = RESOURCE_LOCALES[code as keyof typeof RESOURCE_LOCALES];
      return written !== undefined && written !== locale;
    })
    .map(([code, locale]) => ({
      brand: id,
      file: configFile(loaded),
      field: `languages.locales.${code}`,
      message: `"${locale}": the ${code} translation is written in ${RESOURCE_LOCALES[code as keyof typeof RESOURCE_LOCALES]}`,
    }));
  return [...missing, ...otherVariant];
}

/** The menu keys must be unique (the schema already refuses unknown keys and flags). */
function checkMenu(loaded: LoadedBrand): BrandProblem[] {
  const { id, menu } = loaded.config;
  const repeated = menu.filter((key, index) => menu.indexOf(key) !== index);
  return repeated.map((key) => ({ brand: id, file: configFile(loaded), field: 'menu', message: `"${key}" is listed more than once` }));
}

function checkAssets(loaded: LoadedBrand): BrandProblem[] {
  const { id } = loaded.config;
  return Object.entries(loaded.assetFiles).flatMap(([name, file]) => {
    if (file === undefined) return [];
    const bytes = fs.statSync(file).size;
    return bytes > MAX_ASSET_BYTES
      ? [
          {
            brand: id,
            file: configFile(loaded),
            field: `assets.${name}`,
            message: `${path.basename(file)} is ${(bytes / 1024).toFixed(1)} KB, the limit is ${MAX_ASSET_BYTES / 1024} KB`,
          },
        ]
      : [];
  });
}

/**
 * The release checks of one loaded (so schema-valid, assets present) brand: token contrast in both modes (the pairs
 * of @wl/brand/contrast),
 * languages with translations, menu keys, asset sizes. Empty when the brand passes.
 */
export function checkBrand(loaded: LoadedBrand): BrandProblem[] {
  return [...checkContrast(loaded), ...checkLanguages(loaded), ...checkMenu(loaded), ...checkAssets(loaded)];
}

/**
 * Loads and checks brands (all of brandsDir by default): a brand that does not load (schema, extends, missing
 * asset) is one problem with the loader's message; a loaded brand gets checkBrand's findings.
 */
export async function checkBrands(brandsDir: string, ids: string[] = listBrands(brandsDir)): Promise<BrandProblem[]> {
  const results = await Promise.all(
    ids.map(async (id) => {
      try {
        return checkBrand(await loadBrand(brandsDir, id));
      } catch (error) {
        if (!(error instanceof BrandError)) throw error;
        return error.problems.map((problem) => ({ brand: id, file: problem.file, field: problem.path, message: problem.message }));
      }
    }),
  );
  return results.flat();
}
