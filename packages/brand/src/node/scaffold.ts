import fs from 'node:fs';
import path from 'node:path';
import { BRAND_CONFIG_FILE, BrandError, listBrands } from './loader';

export interface ScaffoldOptions {
  brandsDir: string;
  id: string;
  /** the brand the new one extends: its config, tokens and assets apply until the new brand overrides them */
  extends: string;
  /** display name (default: the id, capitalised) */
  name?: string;
  /** merchant code on the platform (default: the id in capitals) */
  merchantCode?: string;
}

/** Ids that cannot be brands: folders of dist/ that are not brands. */
const RESERVED = new Set(['storybook']);

/**
 * Writes brands/<id>/ for a new merchant that extends another brand: package.json (build and release tasks),
 * turbo.json (the outputs of those tasks), tsconfig.json and a brand.config.ts with what must differ.
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
 * ${name}: a merchant on the ${parent} base. Set here what differs (languages, theme, flags, menu, links,
 * tokens in tokens.ts, assets in assets/); everything else comes from ${parent}. Fields: docs/brand-config.md.
 */
export default defineBrand({
  extends: ${JSON.stringify(parent)},
  id: ${JSON.stringify(id)},
  name: ${JSON.stringify(name)},
  merchantCode: ${JSON.stringify(merchantCode)},
  trialMerchantCode: ${JSON.stringify(`${merchantCode}_TRIAL`)},
});
`,
  };
  fs.mkdirSync(dir, { recursive: true });
  return Object.entries(files).map(([file, content]) => {
    fs.writeFileSync(path.join(dir, file), content);
    return path.join(dir, file);
  });
}
