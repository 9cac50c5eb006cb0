/**
 * The one semantic token contract. Brands supply a value for every leaf, once for `dark` and once for
 * `light`, in their DTCG token file (brands/<id>/tokens.json); Style Dictionary (@wl/brand) turns them into CSS
 * custom properties, and the styled-components theme only holds `var(--...)` references, so switching colour mode
 * changes one attribute and re-renders nothing.
 *
 * This module is pure data and types (no React), so the brand loader can use it in Node.
 */

import { TOKEN_SHAPE, type BrandTokens, type ModeTokens, type ScaleTokens } from './tokenContract';

// the contract's types and shape are built from its DTCG file (tokenContract.json) by `pnpm tokens:contract`
export type { BrandTokens, ColorTokens, ModeTokens, ScaleTokens } from './tokenContract';
export { TOKEN_SHAPE } from './tokenContract';

export type ColorMode = 'dark' | 'light';
export const colorModes: readonly ColorMode[] = ['dark', 'light'];

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The theme object components read: the same shape, every leaf a `var(--token-path)` reference. */
export type Theme = Leaves<ModeTokens> & Leaves<ScaleTokens>;

/** `color.bg.surface` becomes `--color-bg-surface`. */
export function cssVarName(path: readonly string[]): string {
  return `--${path.join('-')}`;
}

function toReferences<T>(value: T, path: string[] = []): Leaves<T> {
  if (typeof value === 'string') return `var(${cssVarName(path)})` as Leaves<T>;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as object)) out[key] = toReferences(child, [...path, key]);
  return out as Leaves<T>;
}

/** Builds the theme of `var()` references from any complete token set (values are ignored). */
export function createTheme(tokens: Pick<BrandTokens, 'dark' | 'scale'>): Theme {
  return { ...toReferences(tokens.dark), ...toReferences(tokens.scale) } as Theme;
}

/**
 * The theme every brand and mode shares: `var(--...)` references only. Brands differ in the CSS
 * variables their stylesheet sets, never in this object.
 */
export const theme: Theme = toReferences(TOKEN_SHAPE) as Theme;
