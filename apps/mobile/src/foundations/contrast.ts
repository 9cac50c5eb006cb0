/**
 * WCAG 2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) of the colours the Foundations pages show,
 * computed from the values the browser resolved (`rgb()`/`rgba()` strings), so a translucent colour is judged as
 * it looks over its background.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const RGB_FUNCTION = /^rgba?\((.*)\)$/i;
const CHANNEL = /^(-?\d{1,3}(?:\.\d+)?)(%?)$/;
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** `rgb(…)`, `rgba(…)` (comma or space syntax) or a hex colour; undefined for anything else. */
export function parseColor(value: string): Rgba | undefined {
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const byte = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 };
  }
  const inner = RGB_FUNCTION.exec(text)?.[1];
  if (inner === undefined) return undefined;
  // `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)`, `rgb(1 2 3 / 50%)`
  const parts = inner
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map((part) => CHANNEL.exec(part));
  if ((parts.length !== 3 && parts.length !== 4) || parts.some((part) => !part)) return undefined;
  const [r, g, b, a] = parts as RegExpExecArray[];
  const channel = ([, n, pct]: RegExpExecArray) => clamp(pct ? (Number(n) / 100) * 255 : Number(n), 255);
  const alpha = a === undefined ? 1 : clamp(a[2] ? Number(a[1]) / 100 : Number(a[1]), 1);
  return { r: channel(r!), g: channel(g!), b: channel(b!), a: alpha };
}

/** `top` painted over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio (1 to 21) of `foreground` over `background`; translucent colours are composited first (background over `base`). */
export function contrastRatio(foreground: Rgba, background: Rgba, base: Rgba = { r: 255, g: 255, b: 255, a: 1 }): number {
  const bg = background.a < 1 ? composite(background, base) : background;
  const fg = foreground.a < 1 ? composite(foreground, bg) : foreground;
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}


/** The WCAG level a ratio reaches for text: AAA (7), AA (4.5), AA large text and UI (3), or none. */
export function contrastLevel(ratio: number): 'AAA' | 'AA' | 'AA large' | 'fails' {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'fails';
}

/** Ratios are shown rounded down to two decimals, so 4.499 never reads as 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
