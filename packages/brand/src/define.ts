import type { BrandConfig } from './schema';

type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** What a brand.config.ts declares: a whole brand, or a partial one that `extends` another brand. */
export type BrandInput = (BrandConfig & { extends?: undefined }) | (DeepPartial<BrandConfig> & { id: string; extends: string });

/** Typed identity for brand.config.ts files. */
export function defineBrand<const T extends BrandInput>(config: T): T {
  return config;
}

/** Deep merge for `extends`: objects merge key by key, arrays and scalars of the child replace the parent's. */
export function mergeBrand(parent: unknown, child: unknown): unknown {
  if (isPlainObject(parent) && isPlainObject(child)) {
    const out: Record<string, unknown> = { ...parent };
    for (const [key, value] of Object.entries(child)) out[key] = key in parent ? mergeBrand(parent[key], value) : value;
    return out;
  }
  return child === undefined ? parent : child;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export { FLAG_KEYS, MENU_KEYS, type FlagKey, type MenuKey } from './keys';
