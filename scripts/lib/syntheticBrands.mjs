// Synthetic brands for `pnpm brands:scale` (scripts/brand-scale.mjs): N complete merchants, each different from
// the others in what a merchant can change without code: layout templates (every slot of
// packages/brand/src/slotList.ts), tokens (a palette derived as `brand:new --primary` derives one, from the
// reference brand's primary colour turned round the colour wheel), languages (default and enabled, of those with translations), colour
// mode, merchant code, name, artwork and links. Written into a brands folder outside the repo's brands/, next to a
// copy of brands/default that they extend (its API key, flags and menu), as `pnpm brand:new` writes a brand.
// The same count gives the same files byte for byte, so a generated fleet in a workspace folder (`pnpm brands:scale
// --generate-only --into fleet-brands`) has the same turbo hashes on every runner that generates it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The brand every synthetic one extends: a copy of the reference brand in the same folder. */
export const BASE_BRAND = 'default';

const WORDS = [
  'Aurora',
  'Boreal',
  'Cobalt',
  'Dune',
  'Ember',
  'Fjord',
  'Garnet',
  'Harbor',
  'Indigo',
  'Jade',
  'Kestrel',
  'Lumen',
  'Mistral',
  'Nimbus',
  'Onyx',
  'Prism',
  'Quartz',
  'Rook',
  'Saffron',
  'Tundra',
];
const KINDS = ['Bet', 'Play', 'Club', 'Casino', 'Games'];
const MODES = ['dark', 'light', 'system'];
/** Languages a brand may enable and pass the checks with (a translation ships for each: @wl/i18n RESOURCE_LANGUAGES). */
const TRANSLATED = ['en', 'pt', 'vi', 'zh'];
/**
 * Every (enabled set, default) a brand can have with English enabled (the e2e suite runs in English: e2e/fixtures.ts)
 * and any of the other translated languages: 20 in all.
 */
const LANGUAGE_CHOICES = Array.from({ length: 2 ** (TRANSLATED.length - 1) }, (_, mask) =>
  TRANSLATED.filter((code, bit) => bit === 0 || mask & (1 << (bit - 1))),
).flatMap((enabled) => enabled.map((code) => ({ default: code, enabled })));
/** Corner radii: sharp, the reference brand's, round. */
const RADII = [
  { sm: '2px', md: '4px', card: '6px' },
  { sm: '6px', md: '10px', card: '12px' },
  { sm: '10px', md: '16px', card: '20px' },
];

const pad = (n) => String(n).padStart(2, '0');
/** A value as TypeScript source: JSON with the keys that are identifiers unquoted. */
const source = (value) => JSON.stringify(value, null, 2).replace(/^( *)"([A-Za-z_$][\w$]*)":/gm, '$1$2:');

/**
 * The layout of brand `index`: combination number (index × 67 + 5) mod C of the C combinations of the slots' variants
 * (96 today), so brands up to C all differ and every variant of every slot is used about evenly.
 */
export function templatesOf(index, slots) {
  const names = Object.keys(slots);
  const total = names.reduce((product, slot) => product * slots[slot].length, 1);
  let rest = (index * 67 + 5) % total;
  return Object.fromEntries(
    names.map((slot) => {
      const variants = slots[slot];
      const chosen = variants[rest % variants.length];
      rest = Math.floor(rest / variants.length);
      return [slot, chosen];
    }),
  );
}

/** What brand `index` of `count` is: id, name, merchant code, languages, mode, hue turn, corner radii, age. */
export function syntheticBrand(index, count) {
  const word = WORDS[index % WORDS.length];
  const round = Math.floor(index / WORDS.length);
  const name = `${word} ${KINDS[index % KINDS.length]}${round ? ` ${round + 1}` : ''}`;
  // the demo platform names an unknown merchant after its code (packages/demo-api/src/seed/merchants.ts nameOfCode), so
  // the name its seeded content shows is the brand's own
  const merchantCode = name.toUpperCase().replace(/\s+/g, '_');
  return {
    id: `syn-${pad(index + 1)}-${word.toLowerCase()}${round ? `-${round + 1}` : ''}`,
    name,
    merchantCode,
    slug: name.toLowerCase().replace(/\s+/g, ''),
    languages: LANGUAGE_CHOICES[(index * 9 + 6) % LANGUAGE_CHOICES.length],
    defaultMode: MODES[index % MODES.length],
    // evenly round the wheel, never the reference brand's own hue (a turn of 0)
    hueTurn: Math.round(((index + 1) * 360) / (count + 1)) % 360,
    radii: RADII[Math.floor(index / MODES.length) % RADII.length],
    minimumAge: index % 4 === 3 ? 21 : 18,
    /** every other brand draws its logo once more for the light background */
    logoLight: index % 2 === 1,
    shape: index % SHAPES.length,
    /** a quarter of the brands ship more layout variants than they show (brand `variants`) */
    extraVariants: index % 4 === 2,
  };
}

// --- colours -----------------------------------------------------------------------------------------------------

/**
 * The reference brand's tokens with a palette derived, as \`pnpm brand:new --primary\` derives one (derivePalette of
 * @wl/brand/node: every pair the brand checks measure at WCAG AA), from the reference primary colour turned
 * \`hueTurn\` degrees round the colour wheel, and the brand's own radii.
 */
export function deriveTokens(base, { hueTurn, radii }, { derivePalette, turnHue }) {
  const { dark, light } = derivePalette({ primary: turnHue(base.dark.color.brand.primary, hueTurn) });
  return {
    dark: { ...base.dark, color: dark },
    light: { ...base.light, color: light },
    scale: { ...base.scale, radius: { ...base.scale.radius, ...radii } },
  };
}

/** The DTCG token file of a synthetic brand: its derived colours (as brand:new writes them) and its own radii. */
function tokenFile(brand, tokens, base, { paletteSets }) {
  const radius = Object.entries(tokens.scale.radius).filter(([name, value]) => value !== base.scale.radius[name]);
  return {
    $description: `${brand.name}: the reference palette turned ${brand.hueTurn} degrees (generated by pnpm brands:scale, not edited).`,
    base: { radius: { $type: 'dimension', ...Object.fromEntries(radius.map(([name, value]) => [name, { $value: value }])) } },
    ...paletteSets({ dark: tokens.dark.color, light: tokens.light.color }),
  };
}

// --- artwork -----------------------------------------------------------------------------------------------------

/** Marks drawn in a 36 x 36 box (the logo) or scaled into the 512 x 512 icon. */
const SHAPES = [
  (fill) => `<path d="M18 2l4.2 9.6L32 13l-7.4 6.8L26.6 30 18 24.8 9.4 30l2-10.2L4 13l9.8-1.4z" fill="${fill}"/>`,
  (fill) => `<circle cx="18" cy="18" r="13" fill="${fill}"/>`,
  (fill) => `<path d="M18 3l15 15-15 15L3 18z" fill="${fill}"/>`,
  (fill) => `<path d="M18 3l13 7.5v15L18 33 5 25.5v-15z" fill="${fill}"/>`,
  (fill) => `<path d="M18 4l15 27H3z" fill="${fill}"/>`,
];

const escapeXml = (text) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A logo: the brand's mark and its name, in its colours for one background. */
export function logoSvg(brand, colors) {
  const [word, ...rest] = brand.name.split(' ');
  const width = 44 + Math.ceil(brand.name.length * 11.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="36" viewBox="0 0 ${width} 36" role="img" aria-label="${escapeXml(brand.name)}">
  ${SHAPES[brand.shape](colors.mark)}
  <text x="42" y="25" font-family="Arial, Helvetica, sans-serif" font-size="19" font-weight="700" fill="${colors.word}">${escapeXml(word)}<tspan fill="${colors.rest}"> ${escapeXml(rest.join(' '))}</tspan></text>
</svg>
`;
}

/** The app icon: the mark on the brand's dark page colour (no text: the PWA icons are drawn from it without fonts). */
export function iconSvg(brand, tokens) {
  const { bg, brand: palette } = tokens.dark.color;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${64 + brand.shape * 24}" fill="${bg.page}"/>
  <g transform="translate(76 76) scale(10)">${SHAPES[brand.shape](palette.primary)}</g>
</svg>
`;
}

// --- files -------------------------------------------------------------------------------------------------------

function configSource(brand, templates) {
  const variants =
    // some brands also ship the other member centre and the other tab bars, for the platform's templates to switch to
    brand.extraVariants ? { mem_cen: [1 - templates.mem_cen], tab_bar: ['five', 'deposit', 'four'].filter((v) => v !== templates.tab_bar) } : {};
  const config = {
    extends: BASE_BRAND,
    id: brand.id,
    name: brand.name,
    merchantCode: brand.merchantCode,
    trialMerchantCode: `${brand.merchantCode}_TRIAL`,
    // the host name the fleet edge serves it on (a reserved test domain)
    hosts: [`${brand.id}.fleet.test`],
    languages: brand.languages,
    theme: { defaultMode: brand.defaultMode },
    minimumAge: brand.minimumAge,
    templates: { ...templates, app_background: '', app_desc: `${brand.name}: play anywhere.`, app_desc_font_color: '#ffffff' },
    variants,
    links: {
      download: [
        { resourceType: 'Android', url: `https://download.${brand.slug}.example/${brand.slug}.apk` },
        ...(brand.logoLight ? [{ resourceType: 'IOS', url: `https://download.${brand.slug}.example/ios` }] : []),
      ],
      contact: { telegram: `https://t.me/${brand.slug}_example` },
      social: brand.logoLight ? { facebook: `https://facebook.com/${brand.slug}.example` } : { instagram: `https://instagram.com/${brand.slug}.example` },
      chatHosts: [],
    },
    assets: { logo: 'assets/logo.svg', ...(brand.logoLight ? { logoLight: 'assets/logo-light.svg' } : {}), icon: 'assets/icon.svg' },
  };
  const body = source(config);
  return `import { defineBrand } from '@wl/brand/define';

/**
 * ${brand.name}: a synthetic merchant of \`pnpm brands:scale\` (scripts/lib/syntheticBrands.mjs), generated, not
 * edited. It extends the reference brand (its API key, flags and menu) with its own identity, layout, languages,
 * colour mode and palette.
 */
export default defineBrand(${body});
`;
}

/**
 * Turbo's inputs of a generated brand's tasks: the root's (`$TURBO_EXTENDS$`) and every file of its folder but turbo's
 * logs. The folder is git-ignored, and turbo's default inputs leave ignored files out: without these, a brand's hash
 * would not change with its config, tokens or artwork.
 */
const TURBO_INPUTS = ['$TURBO_EXTENDS$', '**', '!.turbo/**'];

/**
 * Writes `count` synthetic brands into `brandsDir` (created; must not be the repo's brands/) beside a copy of the
 * reference brand they extend, and links `@wl/brand` and `@wl/ui-kit` into its node_modules so that their config
 * files load there as they do in brands/. The folder ignores itself in git (generated, never committed); in a
 * workspace folder (pnpm-workspace.yaml) each brand is a package with turbo tasks, and the reference brand's copy is
 * none (no package.json: the real @wl-brands/default is the dependency). Returns what each brand is
 * (syntheticBrand plus its templates).
 */
export async function writeSyntheticBrands({ brandsDir, count }) {
  if (path.resolve(brandsDir) === path.join(root, 'brands')) throw new Error("synthetic brands never go into the repo's brands/");
  const brandNode = await tsImport(path.join(root, 'packages/brand/src/node/index.ts'), import.meta.url);
  const { SLOTS, scaffoldBrand, loadBrand } = brandNode;

  fs.mkdirSync(path.join(brandsDir, 'node_modules', '@wl'), { recursive: true });
  fs.writeFileSync(path.join(brandsDir, '.gitignore'), '# generated brands (scripts/lib/syntheticBrands.mjs), never committed\n*\n');
  for (const pkg of ['brand', 'ui-kit']) {
    const link = path.join(brandsDir, 'node_modules', '@wl', pkg);
    if (!fs.existsSync(link)) fs.symlinkSync(path.join(root, 'packages', pkg), link, 'dir');
  }
  fs.cpSync(path.join(root, 'brands', BASE_BRAND), path.join(brandsDir, BASE_BRAND), {
    recursive: true,
    filter: (src) =>
      !src.split(path.sep).some((part) => ['node_modules', '.turbo'].includes(part)) &&
      !['package.json', 'turbo.json'].includes(path.relative(path.join(root, 'brands', BASE_BRAND), src)),
  });
  const base = (await loadBrand(brandsDir, BASE_BRAND)).config;

  const artwork = fs.mkdtempSync(path.join(brandsDir, '.artwork-'));
  try {
    return Array.from({ length: count }, (_, index) => {
      const brand = syntheticBrand(index, count);
      const templates = templatesOf(index, SLOTS);
      const tokens = deriveTokens(base.tokens, brand, brandNode);
      const { dark, light } = { dark: tokens.dark.color, light: tokens.light.color };
      const logo = path.join(artwork, `${brand.id}-logo.svg`);
      const icon = path.join(artwork, `${brand.id}-icon.svg`);
      // one logo for both backgrounds unless the brand draws a light one: then the first is for the dark background
      const onBoth = { mark: dark.brand.primary, word: dark.brand.primary, rest: light.brand.secondary };
      fs.writeFileSync(logo, logoSvg(brand, brand.logoLight ? { mark: dark.brand.primary, word: dark.text.primary, rest: dark.text.link } : onBoth));
      fs.writeFileSync(icon, iconSvg(brand, tokens));
      // the folder `pnpm brand:new` writes (package, turbo outputs, tsconfig, its own artwork), then what a synthetic
      // brand sets beyond its identity: its whole config and its tokens
      scaffoldBrand({ brandsDir, id: brand.id, extends: BASE_BRAND, name: brand.name, merchantCode: brand.merchantCode, logo, icon });
      const dir = path.join(brandsDir, brand.id);
      if (brand.logoLight)
        fs.writeFileSync(
          path.join(dir, 'assets/logo-light.svg'),
          logoSvg(brand, { mark: light.brand.primary, word: light.text.primary, rest: light.text.link }),
        );
      fs.writeFileSync(path.join(dir, brandNode.TOKENS_FILE), brandNode.formatTokenFile(tokenFile(brand, tokens, base.tokens, brandNode)));
      fs.writeFileSync(path.join(dir, 'brand.config.ts'), configSource(brand, templates));
      const turbo = JSON.parse(fs.readFileSync(path.join(dir, 'turbo.json'), 'utf8'));
      for (const task of ['transit', 'build', 'release']) turbo.tasks[task] = { ...turbo.tasks[task], inputs: TURBO_INPUTS };
      fs.writeFileSync(path.join(dir, 'turbo.json'), `${JSON.stringify(turbo, null, 2)}\n`);
      return { ...brand, templates };
    });
  } finally {
    fs.rmSync(artwork, { recursive: true, force: true });
  }
}
