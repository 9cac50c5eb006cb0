import type { BrandConfig } from './schema';

type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** What a brand.config.ts declares: a whole brand, or a partial one that `extends` another brand (tokens: tokens.json). */
export type BrandInput =
  | (Omit<BrandConfig, 'tokens'> & { extends?: undefined })
  | (DeepPartial<Omit<BrandConfig, 'tokens'>> & { id: string; extends: string });

/** Typed identity for brand.config.ts files. */
export function defineBrand<const T extends BrandInput>(config: T): T {
  return config;
}

/**
 * Top-level blocks a brand that sets them owns whole: its logos and icons, and its download, contact and social
 * links, are its identity. A brand with no light-mode logo shows its own logo there, and one with no Telegram
 * contact offers none, rather than those of the brand it extends. `variants` (the layout variants a build ships
 * beside its own) is the merchant's build choice: a brand that sets it does not inherit the parent's extras.
 */
const OWNED_WHOLE = new Set(['assets', 'links', 'variants']);

/**
 * Deep merge for `extends`: objects merge key by key, arrays and scalars of the child replace the parent's, and
 * the child's `assets`, `links` and `variants` replace the parent's whole (OWNED_WHOLE).
 */
export function mergeBrand(parent: unknown, child: unknown, depth = 0): unknown {
  if (isPlainObject(parent) && isPlainObject(child)) {
    const out: Record<string, unknown> = { ...parent };
    for (const [key, value] of Object.entries(child)) {
      out[key] = key in parent && !(depth === 0 && OWNED_WHOLE.has(key)) ? mergeBrand(parent[key], value, depth + 1) : value;
    }
    return out;
  }
  return child === undefined ? parent : child;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export { FLAG_KEYS, MENU_KEYS, type FlagKey, type MenuKey } from './keys';
