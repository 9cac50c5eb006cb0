import fs from 'node:fs';
import path from 'node:path';
import { BRAND_CONFIG_FILE, BrandError, listBrands } from './loader';
import { derivePalette, PaletteError, paletteSets } from './palette';
import { formatTokenFile, TOKENS_FILE } from './tokens';

export interface ScaffoldOptions {
  brandsDir: string;
  id: string;
  /** the brand the new one extends: its config, tokens and assets apply until the new brand overrides them */
  extends: string;
  /** display name (default: the id, capitalised) */
  name?: string;
  /** merchant code on the platform (default: the id in capitals) */
  merchantCode?: string;
  /** the brand's own artwork (SVG files, copied into brands/<id>/assets/): identity is never inherited */
  logo: string;
  icon: string;
  /** the brand's own contact links (absent: none); social and download links start empty */
  contact?: { telegram?: string; facebook?: string; instagram?: string };
  /**
   * the brand's colours (`#rrggbb`): a complete dark and light palette derived from them (derivePalette) is written
   * to its tokens.json; absent: the brand keeps the colours of the brand it extends
   */
  colours?: { primary: string; secondary?: string; page?: string };
}

/** What `brand:new` must be told, because a brand's identity is never taken from the brand it extends. */
export const IDENTITY_INPUTS = ['name', 'logo', 'icon'] as const;

/** Ids that cannot be brands: folders of dist/ that are not brands. */
const RESERVED = new Set(['storybook']);

/**
 * Writes brands/<id>/ for a new merchant that extends another brand: package.json (build and release tasks),
 * turbo.json (the outputs of those tasks), tsconfig.json, its own logo and icon in assets/, and a brand.config.ts
 * with what must differ (its identity: name, artwork, links).
 * Nothing else in the repository lists brands, so the new one builds, shows in Storybook and runs in the e2e
 * suite as it is. Returns the files written.
 */
export function scaffoldBrand(options: ScaffoldOptions): string[] {
  const { brandsDir, id } = options;
  const parent = options.extends;
  if (!/^[a-z][a-z0-9-]*$/.test(id)) throw new BrandError(`brand id "${id}": lower-case letters, digits and dashes, starting with a letter`);
  if (RESERVED.has(id)) throw new BrandError(`brand id "${id}" is reserved (dist/${id} holds something else)`);
  const dir = path.join(brandsDir, id);
  if (fs.existsSync(dir)) throw new BrandError(`brands/${id} already exists`);
  const known = listBrands(brandsDir);
  if (!known.includes(parent)) throw new BrandError(`--extends ${parent}: no such brand (brands: ${known.join(', ')})`);

  for (const [field, file] of [
    ['logo', options.logo],
    ['icon', options.icon],
  ] as const) {
    if (!file || !fs.existsSync(file)) throw new BrandError(`--${field}: the brand's own ${field} (an SVG file) is required${file ? `: "${file}" does not exist` : ''}`);
    if (!/<svg[\s>]/.test(fs.readFileSync(file, 'utf8'))) throw new BrandError(`--${field}: "${file}" is not an SVG file`);
  }
  for (const [key, url] of Object.entries(options.contact ?? {}))
    if (url && !/^https:\/\/\S+$/.test(url)) throw new BrandError(`--${key}: "${url}" is not an https address`);
  let palette: ReturnType<typeof derivePalette> | undefined;
  try {
    palette = options.colours && derivePalette(options.colours);
  } catch (error) {
    if (error instanceof PaletteError) throw new BrandError(`--${error.field}: ${error.reason}`);
    throw error;
  }
  const name = options.name ?? id.charAt(0).toUpperCase() + id.slice(1);
  const merchantCode = options.merchantCode ?? id.toUpperCase().replace(/-/g, '_');
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const files: Record<string, string> = {
    'package.json': json({
      name: `@wl-brands/${id}`,
      version: '0.1.0',
      private: true,
      type: 'module',
      exports: { '.': `./${BRAND_CONFIG_FILE}` },
      scripts: {
        typecheck: 'tsc --noEmit -p .',
        build: 'node ../../scripts/build-brand.mjs',
        release: 'node ../../scripts/release-brand.mjs',
      },
      // the brand it extends is a dependency, so turbo rebuilds this brand when that one changes
      // the app is a dependency too, so a changeset for the app bumps (and tags) every merchant's release
      dependencies: { '@wl/brand': 'workspace:*', [`@wl-brands/${parent}`]: 'workspace:*', '@wl/ui-kit': 'workspace:*', '@wl/mobile': 'workspace:*' },
    }),
    'turbo.json': json({
      $schema: 'https://turbo.build/schema.json',
      extends: ['//'],
      tasks: {
        build: { outputs: [`$TURBO_ROOT$/apps/mobile/dist/${id}/**`] },
        release: { outputs: [`$TURBO_ROOT$/dist/${id}/**`] },
      },
    }),
    'tsconfig.json': json({ extends: '../../tsconfig.base.json', include: ['*.ts'] }),
    [BRAND_CONFIG_FILE]: `import { defineBrand } from '@wl/brand/define';

/**
 * ${name}: a merchant on the ${parent} base. Its identity (name, assets, links) is its own; set here what else
 * differs (languages, theme, flags, menu; its colours and sizes are in ${TOKENS_FILE}); the rest comes from ${parent}.
 * Fields: docs/brand-config.md.
 */
export default defineBrand({
  extends: ${JSON.stringify(parent)},
  id: ${JSON.stringify(id)},
  name: ${JSON.stringify(name)},
  merchantCode: ${JSON.stringify(merchantCode)},
  trialMerchantCode: ${JSON.stringify(`${merchantCode}_TRIAL`)},
  assets: { logo: 'assets/logo.svg', icon: 'assets/icon.svg' },
  links: {
    download: [],
    contact: ${JSON.stringify(Object.fromEntries(Object.entries(options.contact ?? {}).filter(([, url]) => url)))},
    social: {},
    chatHosts: [],
  },
});
`,
  };
  if (options.colours && palette) {
    const { primary, secondary, page } = options.colours;
    const given = [`primary ${primary}`, secondary && `secondary ${secondary}`, page && `page ${page}`].filter(Boolean).join(', ');
    files[TOKENS_FILE] = formatTokenFile({
      $description: `${name}: colours derived by pnpm brand:new from ${given} (WCAG AA in both modes); edit freely, or replace with a designer's DTCG export`,
      ...paletteSets(palette),
    });
  }
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const artwork = (['logo', 'icon'] as const).map((field) => {
    const target = path.join(dir, `assets/${field}.svg`);
    fs.copyFileSync(options[field], target);
    return target;
  });
  return [
    ...artwork,
    ...Object.entries(files).map(([file, content]) => {
      fs.writeFileSync(path.join(dir, file), content);
      return path.join(dir, file);
    }),
  ];
}
