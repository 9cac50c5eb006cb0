// Types of syntheticBrands.mjs for the TypeScript that imports it (scripts/brandScale.test.ts).

type Variant = string | number;

/** What one synthetic brand is (its config and tokens are written from this). */
export interface SyntheticBrand {
  id: string;
  name: string;
  merchantCode: string;
  slug: string;
  languages: { default: string; enabled: string[] };
  defaultMode: 'dark' | 'light' | 'system';
  hueTurn: number;
  radii: { sm: string; md: string; card: string };
  minimumAge: number;
  logoLight: boolean;
  shape: number;
  extraVariants: boolean;
  /** the variant of each layout slot */
  templates: Record<string, Variant>;
}

export const BASE_BRAND: string;
export function templatesOf(index: number, slots: Readonly<Record<string, readonly Variant[]>>): Record<string, Variant>;
export function syntheticBrand(index: number, count: number): Omit<SyntheticBrand, 'templates'>;
export function logoSvg(brand: Pick<SyntheticBrand, 'name' | 'shape'>, colors: { mark: string; word: string; rest: string }): string;
export function writeSyntheticBrands(options: { brandsDir: string; count: number }): Promise<SyntheticBrand[]>;
