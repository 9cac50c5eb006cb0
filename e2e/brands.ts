// What the e2e suite knows about each brand, read from the brand configs themselves (no copies): every folder
// in brands/ is a brand under test, so a new merchant (pnpm brand:new) is tested with no change here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listBrands, loadBrand, type LoadedBrand } from '../packages/brand/src/node/loader.ts';
import { SLOTS, type Slot, type SlotChoice } from '../packages/brand/src/slotList.ts';
import { merchantProfile } from '../packages/demo-api/src/seed/merchants.ts';

export interface BrandFacts {
  id: string;
  name: string;
  /** the mode a first visit shows: a `system` brand's is the browser's, light in Playwright unless a test emulates dark */
  defaultMode: 'dark' | 'light';
  followsSystem: boolean;
  defaultLanguage: string;
  /** `<html lang>` in the default language: the brand's locale of it (`languages.locales`, sol's pt-BR), else the language */
  defaultLocale: string;
  pageBackground: { dark: string; light: string };
  hasContactLink: boolean;
  /** the currency the demo platform gives this brand's merchant code */
  currencySymbol: string;
  merchantCode: string;
  /** the age the brand's age prompt and footer state */
  minimumAge: number;
  /** the variant of each layout slot the brand shows (its templates; absent: the slot's first) */
  templates: SlotChoice;
  /** the merchant's host names, on which the fleet edge serves it (brand config `hosts`) */
  hosts: string[];
  /** how the brand writes dates (`languages.dates`): the specification's formats, or each locale's own */
  dates: 'specification' | 'locale';
}

function facts({ config }: LoadedBrand): BrandFacts {
  return {
    id: config.id,
    name: config.name,
    defaultMode: config.theme.defaultMode === 'system' ? 'light' : config.theme.defaultMode,
    followsSystem: config.theme.defaultMode === 'system',
    defaultLanguage: config.languages.default,
    defaultLocale: config.languages.locales?.[config.languages.default] ?? config.languages.default,
    pageBackground: { dark: config.tokens.dark.color.bg.page, light: config.tokens.light.color.bg.page },
    hasContactLink: Object.values(config.links.contact).some(Boolean),
    currencySymbol: merchantProfile(config.merchantCode).currencySymbol,
    merchantCode: config.merchantCode,
    minimumAge: config.minimumAge,
    templates: Object.fromEntries((Object.keys(SLOTS) as Slot[]).map((slot) => [slot, config.templates[slot] ?? SLOTS[slot][0]])) as SlotChoice,
    hosts: config.hosts ?? [],
    dates: config.languages.dates ?? 'specification',
  };
}

/** First port; `E2E_PORT_BASE` moves it so that two suites (or a suite and a dev server) can run side by side. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 47301);

/** The brands folder: brands/, or `WL_BRANDS_DIR` (synthetic brands of scripts/brand-scale.mjs). */
export const BRANDS_DIR = path.resolve(process.env.WL_BRANDS_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../brands'));
// the reference brand first, then the others by name
const ids = listBrands(BRANDS_DIR).sort((a, b) => Number(b === 'default') - Number(a === 'default') || a.localeCompare(b));

/** Brands under test, with the port their site is served on (nginx; its demo platform on port + 10000). */
export const BRANDS: { facts: BrandFacts; port: number }[] = await Promise.all(
  ids.map(async (id, index) => ({ facts: facts(await loadBrand(BRANDS_DIR, id)), port: PORT_BASE + index })),
);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The site of a brand: the release artifact dist/<brand>/site (pnpm release:build) by default, or under
 * `WL_RELEASE_ROOT` (another folder of artifacts, <brand>/site: scripts/brand-scale.mjs); `E2E_DIST_ROOT` points at
 * another build holding <brand>/ folders (absolute; scripts/e2e-dev.mjs).
 */
export function siteOf(id: string): string {
  if (process.env.E2E_DIST_ROOT) return path.join(process.env.E2E_DIST_ROOT, id);
  return path.join(path.resolve(root, process.env.WL_RELEASE_ROOT ?? 'dist'), id, 'site');
}

export const DEMO_MEMBER = { username: 'demo', password: 'Demo1234' };
