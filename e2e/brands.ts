// What the e2e suite knows about each brand, read from the brand configs themselves (no copies).
import lotus from '../brands/lotus/brand.config.ts';
import sol from '../brands/sol/brand.config.ts';
import defaultBrand from '../brands/default/brand.config.ts';
import { tokens as defaultTokens } from '../brands/default/tokens.ts';

export interface BrandFacts {
  id: string;
  name: string;
  defaultMode: 'dark' | 'light';
  defaultLanguage: string;
  pageBackground: { dark: string; light: string };
  hasContactLink: boolean;
  currencySymbol: string;
}

type Config = typeof defaultBrand | typeof sol | typeof lotus;

function facts(config: Config, currencySymbol: string): BrandFacts {
  const tokens = config.tokens ?? defaultTokens;
  const contact = { ...defaultBrand.links.contact, ...config.links?.contact };
  return {
    id: config.id,
    name: config.name ?? defaultBrand.name,
    defaultMode: config.theme?.defaultMode ?? defaultBrand.theme.defaultMode,
    defaultLanguage: config.languages?.default ?? defaultBrand.languages.default,
    pageBackground: { dark: tokens.dark.color.bg.page, light: tokens.light.color.bg.page },
    hasContactLink: Object.values(contact).some(Boolean),
    currencySymbol,
  };
}

/** First port; `E2E_PORT_BASE` moves it so that two suites (or a suite and a dev server) can run side by side. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 47301);

/** Brands under test, with the port their site and demo platform are served on. */
export const BRANDS: { facts: BrandFacts; port: number }[] = [
  { facts: facts(defaultBrand, '$'), port: PORT_BASE },
  { facts: facts(sol, 'R$'), port: PORT_BASE + 1 },
  { facts: facts(lotus, '₫'), port: PORT_BASE + 2 },
];

export const DEMO_MEMBER = { username: 'demo', password: 'Demo1234' };
