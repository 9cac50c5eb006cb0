/**
 * The one semantic token contract. Brands supply a value for every leaf, once for `dark` and once for
 * `light`, in their DTCG token file (brands/<id>/tokens.json); Style Dictionary (@wl/brand) turns them into CSS
 * custom properties, and the styled-components theme only holds `var(--...)` references, so switching colour mode
 * changes one attribute and re-renders nothing.
 *
 * This module is pure data and types (no React), so the brand loader can use it in Node.
 */

/** Colour tokens: the only colours components may use. */
export interface ColorTokens {
  bg: {
    /** page background */
    page: string;
    /** cards, sheets, list rows */
    surface: string;
    /** raised surface: dialogs, drawers, menus */
    raised: string;
    /** inputs and pressed rows */
    sunken: string;
    /** dimming layer behind dialogs and drawers */
    mask: string;
  };
  text: {
    primary: string;
    secondary: string;
    muted: string;
    /** text on `brand.primary` */
    onPrimary: string;
    link: string;
  };
  brand: {
    primary: string;
    primaryPressed: string;
    secondary: string;
    /** gradient start/end used by headers and hero areas */
    gradientFrom: string;
    gradientTo: string;
  };
  border: {
    default: string;
    strong: string;
    focus: string;
  };
  status: {
    success: string;
    warning: string;
    danger: string;
    info: string;
    /** text on any status colour */
    onStatus: string;
  };
  badge: { bg: string; text: string };
}

/** Mode-dependent tokens. */
export interface ModeTokens {
  color: ColorTokens;
  shadow: { card: string; raised: string };
}

/** Tokens that do not change with the colour mode. */
export interface ScaleTokens {
  space: { '1': string; '2': string; '3': string; '4': string; '5': string; '6': string };
  radius: { sm: string; md: string; card: string; pill: string };
  font: {
    family: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string };
    weight: { regular: string; bold: string };
  };
  size: {
    /** minimum touch target */
    touch: string;
    topBar: string;
    tabBar: string;
  };
}

export interface BrandTokens {
  dark: ModeTokens;
  light: ModeTokens;
  scale: ScaleTokens;
}

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

/** Every token path with an empty value: the type checker keeps it exactly the contract's shape. */
const TOKEN_SHAPE: ModeTokens & ScaleTokens = {
  color: {
    bg: { page: '', surface: '', raised: '', sunken: '', mask: '' },
    text: { primary: '', secondary: '', muted: '', onPrimary: '', link: '' },
    brand: { primary: '', primaryPressed: '', secondary: '', gradientFrom: '', gradientTo: '' },
    border: { default: '', strong: '', focus: '' },
    status: { success: '', warning: '', danger: '', info: '', onStatus: '' },
    badge: { bg: '', text: '' },
  },
  shadow: { card: '', raised: '' },
  space: { '1': '', '2': '', '3': '', '4': '', '5': '', '6': '' },
  radius: { sm: '', md: '', card: '', pill: '' },
  font: { family: '', size: { xs: '', sm: '', md: '', lg: '', xl: '' }, weight: { regular: '', bold: '' } },
  size: { touch: '', topBar: '', tabBar: '' },
};

/**
 * The theme every brand and mode shares: `var(--...)` references only. Brands differ in the CSS
 * variables their stylesheet sets, never in this object.
 */
export const theme: Theme = toReferences(TOKEN_SHAPE) as Theme;
