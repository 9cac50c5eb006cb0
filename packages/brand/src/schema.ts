import { z } from 'zod';
import { isLanguageCode, type LanguageCode } from '@wl/i18n/languages';
import { FLAG_KEYS, MENU_KEYS, RESOURCE_TYPES, type FlagKey } from './keys';
import { SLOTS, type Slot } from './slotList';
import { TOKEN_SHAPE, type BrandTokens } from '@wl/ui-kit/tokens';

const text = z.string().min(1);
const obj = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);

/** type sizes in rem, so that the phone's text size setting (up to 200 %) scales every text of the site */
const remSize = z.string().regex(/^(?:\d+(?:\.\d+)?|\.\d+)rem$/, 'a size in rem, such as 0.9375rem (15 px at 100 % text size)');

/** A strict object of the contract's shape (TOKEN_SHAPE, built from ui-kit's DTCG contract): a value for every token. */
function shapeSchema(shape: object, path: string[]): z.ZodType {
  const leaf = path.join('.') === 'font.size' ? remSize : text;
  return obj(Object.fromEntries(Object.entries(shape).map(([key, child]) => [key, typeof child === 'string' ? leaf : shapeSchema(child as object, [...path, key])])));
}
const { color, shadow, ...scale } = TOKEN_SHAPE;
const modeTokens = shapeSchema({ color, shadow }, []);
/** Exactly the ui-kit token contract, resolved values: what a brand's token files build into. */
export const tokensSchema = obj({ dark: modeTokens, light: modeTokens, scale: shapeSchema(scale, []) }) as unknown as z.ZodType<BrandTokens>;

const url = z.string().url();
/** one of a layout slot's named variants */
const slotVariant = <S extends Exclude<Slot, 'mem_cen' | 'dep_func'>>(slot: S) => z.enum(SLOTS[slot] as unknown as [(typeof SLOTS)[S][number], ...(typeof SLOTS)[S][number][]]);
const languageCode = z.custom<LanguageCode>((value) => isLanguageCode(value), { message: 'not a known language code (see @wl/i18n LANGUAGES)' });
const optionalUrl = url.optional();

/**
 * The identity provider (docs/product-decisions.md 12, docs/decisions/011): `none`; `demo`, backed by the demo
 * platform; or `firebase`, the real adapter, which loads the provider's scripts at run time from `scriptUrls` and is
 * built only into brands that configure it. `config` is the provider's public web config (no secrets).
 */
export const IDENTITY_PROVIDERS = ['none', 'demo', 'firebase'] as const;
const identityProvider = obj({
  provider: z.enum(IDENTITY_PROVIDERS),
  scriptUrls: z.array(z.string().regex(/^https:\/\//, 'an https URL')).optional(),
  config: z.record(z.string(), z.string()).optional(),
  /** set password by phone and mobile registration verify the number through the provider (firebaseIdToken) */
  phoneVerification: z.boolean().optional(),
}).refine((p) => p.provider !== 'firebase' || (p.scriptUrls?.length && p.config?.apiKey), {
  message: 'the firebase provider needs scriptUrls and config.apiKey',
  path: ['scriptUrls'],
});

export const brandSchema = obj({
  /** folder name under brands/ */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
  name: text,
  /** merchant code the platform knows this brand by */
  merchantCode: text,
  /** merchant code of trial (free play) sessions (docs/product-decisions.md 13) */
  trialMerchantCode: text,
  api: obj({
    /** platform API host: an absolute URL, or `/` when the platform is served on the site's own origin */
    baseUrl: z.union([z.literal('/'), url]),
    /** base64 SPKI RSA public key for encrypted request bodies */
    publicKey: z.string().min(200),
  }),
  languages: obj({
    default: languageCode,
    enabled: z.array(languageCode).min(1),
    /**
     * the locale of a language as this merchant's market writes it (`pt: 'pt-BR'`): `<html lang>` and the format of
     * numbers, amounts and dates; absent: the language's own. The release checks refuse a variant the translation
     * is not written in
     */
    locales: z.record(z.string(), z.string().regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'a locale such as pt-BR')).optional(),
    /**
     * how every date on screen is written: `specification` (absent: the default) MM/DD/YYYY, YYYY-MM-DD where spec 000
     * names it, a time as MM/DD/YYYY HH:mm, in every language; `locale` the locale's own numeric form of each language
     * (pt-BR 28/11/2026), typed dates too. What a platform call sends keeps its fixed format
     */
    dates: z.enum(['specification', 'locale']).optional(),
  })
    .refine((l) => l.enabled.includes(l.default), { message: 'the default language must be one of the enabled languages', path: ['default'] })
    .refine((l) => Object.entries(l.locales ?? {}).every(([code, locale]) => (l.enabled as string[]).includes(code) && locale.startsWith(`${code}-`)), {
      message: 'each locale is a variant of an enabled language (pt: pt-BR)',
      path: ['locales'],
    }),
  /** the colour mode before the player chooses one: `system` follows the phone's dark or light setting (issue 21 item 5) */
  theme: obj({ defaultMode: z.enum(['dark', 'light', 'system']) }),
  /**
   * the merchant's currency (ISO 4217 code): amounts show its minor units, none for a currency without them (VND,
   * KRW, JPY); absent: two decimals (spec 000 section 2). The symbol is the platform's (the wallet's currencySymbol)
   */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code such as USD')
    .optional(),
  /** minimum age every age text states (docs/product-decisions.md 2) */
  minimumAge: z.number().int().min(16).max(25),
  /** the full-screen age prompt on a device's first visit (player protection, decision 070); absent: on */
  ageGate: z.boolean().optional(),
  /** lottery play types the merchant offers (spec 001 section 3: Tradition, Entertainment); default Tradition only */
  lottoMode: z.array(z.enum(['Tradition', 'Entertainment'])).optional(),
  /** who proves identity for social login and phone verification; absent means none */
  identityProvider: identityProvider.optional(),
  flags: obj(Object.fromEntries(FLAG_KEYS.map((key) => [key, z.boolean()])) as Record<FlagKey, z.ZodBoolean>),
  /** the white-label menu: keys enabled for this merchant */
  menu: z.array(z.enum(MENU_KEYS)),
  /**
   * the merchant's templates: the variant of each layout slot (`packages/brand/src/slots.ts`; absent: the slot's
   * first) and the app download texts. The platform's templates are laid over them at start (issue 21)
   */
  templates: obj({
    mem_cen: z.union([z.literal(0), z.literal(1)]),
    dep_func: z.union([z.literal(0), z.literal(1)]),
    home_layout: slotVariant('home_layout').optional(),
    game_tile: slotVariant('game_tile').optional(),
    tab_bar: slotVariant('tab_bar').optional(),
    home_header: slotVariant('home_header').optional(),
    app_background: z.string(),
    app_desc: z.string(),
    app_desc_font_color: z.string(),
  }),
  /**
   * variants the build ships beside the ones `templates` chooses, so that the platform's templates may switch to them
   * without a rebuild; every other variant is left out of the build (`release.json` lists what a build ships)
   */
  variants: obj({
    mem_cen: z.array(z.union([z.literal(0), z.literal(1)])).optional(),
    dep_func: z.array(z.union([z.literal(0), z.literal(1)])).optional(),
    home_layout: z.array(slotVariant('home_layout')).optional(),
    game_tile: z.array(slotVariant('game_tile')).optional(),
    tab_bar: z.array(slotVariant('tab_bar')).optional(),
    home_header: z.array(slotVariant('home_header')).optional(),
  }).optional(),
  /** the download bar shows only to a logged-in player (spec 001 section 2: it may require login when configured); absent: to everyone */
  downloadBarRequiresLogin: z.boolean().optional(),
  links: obj({
    download: z.array(obj({ resourceType: z.enum(RESOURCE_TYPES), url })),
    contact: obj({ telegram: optionalUrl, facebook: optionalUrl, instagram: optionalUrl }),
    social: obj({
      facebook: optionalUrl,
      whatsapp: optionalUrl,
      youtube: optionalUrl,
      tiktok: optionalUrl,
      instagram: optionalUrl,
      twitter: optionalUrl,
    }),
    /** hosts a live-chat launch may redirect to, each with its subdomains (https only); empty: only the platform's own origin */
    chatHosts: z.array(text),
  }),
  /** image CDN hosts; one is chosen at random, a default when empty */
  imageCdn: z.array(url),
  /**
   * asset files, relative to the brand folder: `logo` is shown in both colour modes unless the brand draws the
   * logo for one mode (`logoDark` on the dark background, `logoLight` on the light one)
   */
  assets: obj({ logo: text, logoDark: text.optional(), logoLight: text.optional(), icon: text }),
  /**
   * how the served site is protected (nginx template, docs/decisions/050); not part of the bundle but for
   * `launchHosts` and `allowHttp`, which the site itself applies to every platform URL it opens
   */
  security: obj({
    /** origins allowed to frame the site (CSP frame-ancestors): `'self'` or https origins; empty: none */
    frameAncestors: z.array(
      z.union([z.literal("'self'"), z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/, 'an https origin such as https://partner.example')]),
    ),
    /**
     * hosts a game or lottery launch URL from the platform may open, each with its subdomains (`games.vendor.example`);
     * absent or empty: any https host. The platform's own origin is always allowed (issue 26 item 1)
     */
    launchHosts: z.array(z.string().regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/, 'a lower-case host name such as games.vendor.example')).optional(),
    /** platform URLs (launches, chat, payment pages, links) may be plain `http:`; absent: false, https only */
    allowHttp: z.boolean().optional(),
    /**
     * origins, other than the API's own, whose pages may call the API (CORS): the site's origin when `api.baseUrl` is
     * another host. Absent or empty: none; on one origin no answer needs CORS. The demo platform that
     * `pnpm release:serve` starts for the brand allows exactly these (never `*`); a merchant's platform must do the same
     */
    corsOrigins: z.array(z.string().regex(/^https?:\/\/[a-z0-9.-]+(?::\d+)?$/, 'an origin such as https://m.merchant.example')).optional(),
  }),
  /**
   * the merchant's host names (`m.solbet.example`) the fleet edge serves this brand on (docs/operations.md); not part
   * of the bundle. Absent or empty: the brand is served only by its own server (nginx/site.conf, an image)
   */
  hosts: z.array(z.string().regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'a lower-case host name such as m.merchant.example')).optional(),
  tokens: tokensSchema,
});

export type BrandConfig = z.infer<typeof brandSchema>;

/** One line per problem: `flags.CBS3: expected boolean, received string`. */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`);
}
