import StyleDictionary from 'style-dictionary';
import type { DesignToken, File } from 'style-dictionary/types';
import { formattedVariables } from 'style-dictionary/utils';

/**
 * Our Style Dictionary: the transforms and formats the brands' token build (tokens.ts) and the ui-kit contract's
 * build (contract.ts) share. Registered once, when this module loads. No import of the contract itself, so the
 * contract's build does not depend on what it builds.
 */

export { StyleDictionary };

/** The contract's groups that change with the colour mode; the others (space, radius, font, size) do not. */
export const MODE_ROOTS = new Set(['color', 'shadow']);

/** A token file, a set or a group: plain JSON objects. */
export type Tree = { [key: string]: unknown };
export const isObject = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

const round = (n: number, digits = 3) => Number(n.toFixed(digits));
const hex2 = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 255).toString(16).padStart(2, '0');

/** A 2025.10 colour object (`{ colorSpace: 'srgb', components: [r, g, b], alpha, hex }`) as CSS; other values unchanged. */
function cssColor(value: unknown): unknown {
  if (!isObject(value) || !Array.isArray(value.components)) return value;
  const alpha = typeof value.alpha === 'number' ? value.alpha : 1;
  if (typeof value.hex === 'string' && alpha === 1) return value.hex.toLowerCase();
  if (value.colorSpace !== 'srgb') throw new Error(`colour space "${String(value.colorSpace)}": only srgb colours (or a hex fallback) are supported`);
  const [r, g, b] = value.components as number[];
  if (alpha === 1) return `#${hex2(r!)}${hex2(g!)}${hex2(b!)}`;
  return `rgba(${[r, g, b].map((c) => Math.round(c! * 255)).join(', ')}, ${round(alpha)})`;
}

/** A CSS colour as a DTCG value: hex as it is, `rgba(r, g, b, a)` as a 2025.10 colour object (what brand:new writes). */
export function dtcgColour(css: string): unknown {
  const rgba = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(css);
  if (!rgba) return css;
  return { colorSpace: 'srgb', components: [rgba[1], rgba[2], rgba[3]].map((c) => round(Number(c) / 255, 4)), alpha: Number(rgba[4] ?? 1) };
}

/** A 2025.10 dimension object (`{ value: 4, unit: 'px' }`) as CSS; other values unchanged. */
function cssDimension(value: unknown): unknown {
  return isObject(value) && typeof value.value === 'number' && typeof value.unit === 'string' ? `${value.value}${value.unit}` : value;
}

/** Tokens Studio's shadow (`x`, `y`, `type: 'dropShadow'`) in the DTCG shape (`offsetX`, `offsetY`, `inset`). */
function dtcgShadow(value: Tree): Tree {
  if (!('x' in value || 'y' in value)) return value;
  const { x, y, blur, spread, type, ...rest } = value;
  return { ...rest, offsetX: px(x), offsetY: px(y), blur: px(blur), spread: px(spread), ...(type === 'innerShadow' ? { inset: true } : {}) };
}

/** A bare number (`8`, `'8'`) is px, as Tokens Studio and Figma write sizes; anything else is as written. */
function px(value: unknown): unknown {
  if (value === undefined) return '0';
  return typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) ? (Number(value) === 0 ? '0' : `${value}px`) : value;
}

/** The 2025.10 object forms inside any value (a shadow's colour and offsets included), as CSS. */
function css2025(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(css2025);
  const converted = cssDimension(cssColor(value));
  if (isObject(converted)) return Object.fromEntries(Object.entries(dtcgShadow(converted)).map(([key, child]) => [key, css2025(child)]));
  return converted;
}

export const PLATFORM = 'css';
/** Our transform of the 2025.10 value objects and bare numbers, then Style Dictionary's CSS ones, then our names. */
export const TRANSFORMS = ['wl/value/dtcg-2025', 'wl/value/plain', 'shadow/css/shorthand', 'fontFamily/css', 'wl/name/path'];
export const DECLARATIONS = 'wl/css-declarations';
StyleDictionary.registerTransform({
  name: 'wl/name/path',
  type: 'name',
  // `color.text.onPrimary` is `--color-text-onPrimary`: the names the ui-kit theme refers to (cssVarName)
  transform: (token) => token.path.join('-'),
});
StyleDictionary.registerTransform({
  name: 'wl/value/dtcg-2025',
  type: 'value',
  transitive: true,
  filter: (token) => typeof token.$value === 'object' && token.$value !== null,
  transform: (token) => css2025(token.$value),
});
StyleDictionary.registerTransform({
  name: 'wl/value/plain',
  type: 'value',
  transitive: true,
  filter: (token) => typeof token.$value === 'number' || (token.$type === 'dimension' && typeof token.$value === 'string'),
  // a bare number is px for a dimension, and itself for a font weight
  transform: (token) => String(token.$type === 'dimension' ? px(token.$value) : token.$value),
});
// declarations only: a token's $description stays in the token file, out of the page's first stylesheet
StyleDictionary.registerFormat({
  name: DECLARATIONS,
  format: ({ dictionary }) => formattedVariables({ format: 'css', dictionary, outputReferences: false, usesDtcg: true, formatting: { commentStyle: 'none' } }),
});

/** A Style Dictionary of `tokens` (DTCG) with our transforms and `files` on the one platform, ready to build. */
export async function dictionaryOf(tokens: Tree, files: File[]): Promise<StyleDictionary> {
  const dictionary = new StyleDictionary({
    tokens: tokens as DesignToken,
    usesDtcg: true,
    log: { verbosity: 'silent', warnings: 'disabled' },
    platforms: { [PLATFORM]: { transforms: TRANSFORMS, files } },
  });
  await dictionary.hasInitialized;
  return dictionary;
}
