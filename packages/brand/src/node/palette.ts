import type { ColorTokens } from '@wl/ui-kit/tokens';
import { CONTRAST_MINIMUM } from '../contrastChecks';
import { contrastRatio, luminance as rgbLuminance, parseColor } from './checks';
import { dtcgColour, type Tree } from './styleDictionary';

/**
 * Derives a brand's dark and light colour tokens from its primary colour (and optionally a secondary colour and
 * a page background), so a new merchant starts from a palette that already passes the release checks
 * (packages/brand/src/contrastChecks.ts): 4.5:1 for every text pair, 3:1 for fills and the focus ring against the
 * page and cards (WCAG 1.4.11).
 *
 * Every adjustment moves a colour's HSL lightness only, so hue and saturation (the brand's identity) stay, and it
 * moves the smallest step that passes: a colour that already passes is kept as given. Pure and deterministic.
 */

type Rgb = [number, number, number];
/** h in degrees [0, 360), s and l in [0, 1]. */
interface Hsl {
  h: number;
  s: number;
  l: number;
}
type Mode = 'dark' | 'light';

const TEXT_CONTRAST = CONTRAST_MINIMUM.text;
const NON_TEXT_CONTRAST = CONTRAST_MINIMUM.ui;
/**
 * A given page must reach AAA (7:1) against black (light page) or white (dark page): the sunken and raised steps
 * then still leave room for 4.5:1 text on all of them, whatever the hue.
 */
const PAGE_CONTRAST = 7;
/** Lightness scan resolution: finer than one 8-bit channel step (1/255), so "the smallest step" is exact enough. */
const STEP = 0.001;

/** Fixed status hues (green, amber, red, blue) and the badge red: users read them by convention, not by brand. */
const STATUS_HUES = {
  success: { h: 145, s: 0.63 },
  warning: { h: 38, s: 0.92 },
  danger: { h: 358, s: 0.78 },
  info: { h: 212, s: 0.9 },
} as const;
const BADGE_RED = { h: 356, s: 0.75 };

/**
 * Contrast steps of the neutral colours from the page (as WCAG ratios, not HSL lightness: the same ratio looks
 * like the same step on any hue). Dark mode raises surfaces by lightening, light mode by whitening.
 */
const STEPS: Record<Mode, { surface: number; raised: number; sunken: number; border: number; borderStrong: number; gradient: number }> = {
  dark: { surface: 1.13, raised: 1.27, sunken: 1.05, border: 1.5, borderStrong: 2.1, gradient: 1.3 },
  light: { surface: 1.06, raised: 1.1, sunken: 1.09, border: 1.25, borderStrong: 1.7, gradient: 1.08 },
};

/** Most saturation the page's neutral steps (cards, inputs, borders) keep. */
const NEUTRAL_SATURATION = 0.45;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** An input derivePalette refuses: which one (`primary`, `secondary`, `page`) and why. */
export class PaletteError extends Error {
  override name = 'PaletteError';
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`derivePalette: ${field} ${reason}`);
  }
}

/** '#rgb' or '#rrggbb' (any case) -> lower-case '#rrggbb'; throws naming the input otherwise. */
function normalizeHex(name: string, value: unknown): string {
  if (typeof value !== 'string' || !HEX.test(value)) {
    throw new PaletteError(name, `${JSON.stringify(value)} is not a colour: use '#rrggbb' or '#rgb'`);
  }
  const digits = value.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

function hexToRgb(hex: string): Rgb {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function rgbToHsl([r, g, b]: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === rn ? ((gn - bn) / d) % 6 : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function hslToRgb({ h, s, l }: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const sector = Math.floor((((h % 360) + 360) % 360) / 60);
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector]!;
  return [(r! + m) * 255, (g! + m) * 255, (b! + m) * 255];
}

function toHex(hsl: Hsl): string {
  return rgbToHex(hslToRgb(hsl));
}

function toHsl(hex: string): Hsl {
  return rgbToHsl(hexToRgb(hex));
}

const luminance = (hex: string) => rgbLuminance(parseColor(hex)!);

/** `hex` turned `degrees` round the colour wheel (saturation and lightness kept). */
export function turnHue(hex: string, degrees: number): string {
  const hsl = toHsl(normalizeHex('colour', hex));
  return toHex({ ...hsl, h: (hsl.h + degrees + 360) % 360 });
}

/** WCAG contrast ratio of two '#rrggbb' colours (1 to 21), as the release checks measure it. */
function contrast(a: string, b: string): number {
  return contrastRatio(parseColor(a)!, parseColor(b)!);
}

/** A test for `shiftUntil`: the candidate reaches `min` against every one of `backgrounds`. */
function reaches(min: number, ...backgrounds: string[]): (hex: string) => boolean {
  return (hex) => backgrounds.every((bg) => contrast(hex, bg) >= min);
}

/**
 * Moves `color`'s lightness (hue and saturation kept) towards white or black from where it is, and returns the
 * first colour that `passes`: the smallest change. At the end of the scale (white, black) it stops there.
 */
function shiftUntil(color: Hsl, direction: 'lighter' | 'darker', passes: (hex: string) => boolean): Hsl {
  const [sign, end] = direction === 'lighter' ? [1, 1] : [-1, 0];
  for (let i = 0; ; i += 1) {
    const candidate = { ...color, l: clamp01(color.l + sign * i * STEP) };
    if (passes(toHex(candidate)) || candidate.l === end) return candidate;
  }
}

/**
 * The colour nearest to `color` in lightness, either way, that `passes` (ties go `first`); undefined when no
 * lightness does.
 */
function nearestPassing(color: Hsl, first: 'lighter' | 'darker', passes: (hex: string) => boolean): Hsl | undefined {
  const sign = first === 'lighter' ? 1 : -1;
  for (let i = 0; i * STEP <= 1; i += 1) {
    for (const l of [color.l + sign * i * STEP, color.l - sign * i * STEP]) {
      if (l >= 0 && l <= 1 && passes(toHex({ ...color, l }))) return { ...color, l };
    }
  }
  return undefined;
}

/** Which mode a page colour belongs to: the one whose text (white on dark, black on light) reads better on it. */
function modeOfPage(page: string): Mode {
  return contrast(page, '#000000') >= contrast(page, '#ffffff') ? 'light' : 'dark';
}

/** A given page must hold text with room to spare (PAGE_CONTRAST); a mid-tone page cannot, in either mode. */
function checkPage(page: string): void {
  const [onBlack, onWhite] = [contrast(page, '#000000'), contrast(page, '#ffffff')];
  if (Math.max(onBlack, onWhite) < PAGE_CONTRAST) {
    throw new PaletteError(
      'page',
      `"${page}" is too close to mid-grey for readable text in either mode ` +
        `(${onBlack.toFixed(2)}:1 with black, ${onWhite.toFixed(2)}:1 with white; a page needs ${PAGE_CONTRAST}:1 with one of them)`,
    );
  }
}

/** The page a mode gets when the brand gives none: a near-black or near-white tinted with the primary hue. */
function derivedPage(mode: Mode, primary: Hsl): string {
  return mode === 'dark' ? toHex({ h: primary.h, s: Math.min(primary.s, 0.35), l: 0.08 }) : toHex({ h: primary.h, s: Math.min(primary.s, 0.45), l: 0.97 });
}

/**
 * The colour of hue and saturation `tint` at the least lightness step that is `ratio` lighter or darker than
 * `page`. Found over the whole lightness scale, since the tint's luminance at the page's own lightness can be
 * anywhere (a yellow at a navy's lightness is far lighter than the navy). Luminance only grows with lightness, so
 * a binary search finds it.
 */
function stepFrom(page: string, tint: { h: number; s: number }, direction: 'lighter' | 'darker', ratio: number): string {
  const lighter = direction === 'lighter';
  const pageLuminance = luminance(page);
  const passes = (l: number) => {
    const hex = toHex({ ...tint, l });
    return luminance(hex) > pageLuminance === lighter && contrast(hex, page) >= ratio;
  };
  // invariant: `pass` passes (or is the end of the scale), `fail` does not
  let [fail, pass] = lighter ? [0, 1] : [1, 0];
  while (Math.abs(pass - fail) > STEP) {
    const mid = (pass + fail) / 2;
    if (passes(mid)) pass = mid;
    else fail = mid;
  }
  return toHex({ ...tint, l: pass });
}

/**
 * The neutrals stepped from the page by contrast ratio. Cards and dialogs are lighter than the page and inputs
 * darker in both modes (so light mode's cards come out white-ish); borders move away from the page's end of the
 * scale. The steps are toned down to NEUTRAL_SATURATION: a cream page is fully saturated in HSL terms, and its
 * darker steps would come out orange.
 */
function neutrals(mode: Mode, page: string) {
  const steps = STEPS[mode];
  const { h, s } = toHsl(page);
  const tint = { h, s: Math.min(s, NEUTRAL_SATURATION) };
  const out = mode === 'dark' ? 'lighter' : 'darker';
  return {
    surface: stepFrom(page, tint, 'lighter', steps.surface),
    raised: stepFrom(page, tint, 'lighter', steps.raised),
    sunken: stepFrom(page, tint, 'darker', steps.sunken),
    border: stepFrom(page, tint, out, steps.border),
    borderStrong: stepFrom(page, tint, out, steps.borderStrong),
  };
}

/** The colours a mode's text and fills are measured against, and the near-black its light fills carry. */
interface ModeBase {
  mode: Mode;
  /** away from the page: colours on a dark page get lighter to stand out, on a light page darker */
  out: 'lighter' | 'darker';
  page: string;
  surface: string;
  raised: string;
  sunken: string;
  /** near-black tinted with the primary hue: the label of light fills */
  ink: string;
}

/** Primary fill, its label and pressed state, link, focus ring, secondary. */
function brandColours(base: ModeBase, primary: Hsl, secondary: Hsl) {
  const { out, page, surface, raised, ink } = base;
  const standsOut = reaches(NON_TEXT_CONTRAST, page, surface);
  // the better label of near-black and white on a fill; the fill moves on until that label reaches 4.5:1 too
  const labelOn = (fill: string) => (contrast(ink, fill) >= contrast('#ffffff', fill) ? ink : '#ffffff');
  // the fill also stands out from the raised menus it is drawn on (the dark-mode switch's track)
  const fillStandsOut = reaches(NON_TEXT_CONTRAST, page, surface, raised);
  const fill = shiftUntil(primary, out, (hex) => fillStandsOut(hex) && contrast(labelOn(hex), hex) >= TEXT_CONTRAST);
  const onPrimary = labelOn(toHex(fill));
  // pressed moves away from the label, so the label stays readable on it
  const pressed = { ...fill, l: clamp01(fill.l + (onPrimary === ink ? 0.08 : -0.08)) };
  // the secondary fill (VIP labels) carries the primary's label too: the nearest lightness where both hold, either
  // way; a secondary too close to the primary's label colour for that keeps only standing out from the page
  const secondaryFill =
    nearestPassing(secondary, out, (hex) => standsOut(hex) && contrast(onPrimary, hex) >= TEXT_CONTRAST) ?? shiftUntil(secondary, out, standsOut);
  return {
    primary: toHex(fill),
    primaryPressed: toHex(pressed),
    secondary: toHex(secondaryFill),
    onPrimary,
    link: toHex(shiftUntil(primary, out, reaches(TEXT_CONTRAST, page, surface, raised))),
    focus: toHex(shiftUntil(primary, out, standsOut)),
  };
}

/**
 * Status fills in fixed hues with one label per mode (dark: the near-black, light: white); each stands out from
 * the cards, and danger is also error text on the page and cards.
 */
function statusColours(base: ModeBase) {
  const { mode, out, page, surface, ink } = base;
  const onStatus = mode === 'dark' ? ink : '#ffffff';
  const fill = (hue: { h: number; s: number }, ...asText: string[]) =>
    toHex(shiftUntil({ ...hue, l: 0.5 }, out, (hex) => reaches(TEXT_CONTRAST, onStatus, ...asText)(hex) && reaches(NON_TEXT_CONTRAST, surface)(hex)));
  return {
    success: fill(STATUS_HUES.success),
    warning: fill(STATUS_HUES.warning),
    danger: fill(STATUS_HUES.danger, page, surface),
    info: fill(STATUS_HUES.info),
    onStatus,
  };
}

/** Headers fade from a hue-tinted step into the page (dark), or from the card white into a hue-tinted page (light). */
function gradient(base: ModeBase, primary: Hsl): { from: string; to: string } {
  const { mode, page, raised } = base;
  const step = stepFrom(page, { h: primary.h, s: Math.min(primary.s, 0.5) }, mode === 'dark' ? 'lighter' : 'darker', STEPS[mode].gradient);
  return mode === 'dark' ? { from: step, to: page } : { from: raised, to: step };
}

function deriveMode(mode: Mode, page: string, primary: Hsl, secondary: Hsl): ColorTokens {
  const out = mode === 'dark' ? 'lighter' : 'darker';
  const { surface, raised, sunken, border, borderStrong } = neutrals(mode, page);
  const ink = toHex({ h: primary.h, s: Math.min(primary.s, 0.5), l: 0.06 });
  const base: ModeBase = { mode, out, page, surface, raised, sunken, ink };
  const brand = brandColours(base, primary, secondary);
  const { from, to } = gradient(base, primary);

  // near-white (dark) or near-black (light) tinted with the hue, each moved on until it reads on every background
  const tint = { h: primary.h, s: Math.min(primary.s, 0.3) };
  const text = (l: number, ...alsoOn: string[]) => toHex(shiftUntil({ ...tint, l }, out, reaches(TEXT_CONTRAST, page, surface, raised, sunken, ...alsoOn)));
  const [primaryL, secondaryL, mutedL] = mode === 'dark' ? [0.96, 0.8, 0.66] : [0.1, 0.26, 0.4];
  const maskTint = hslToRgb({ h: primary.h, s: Math.min(primary.s, 0.4), l: 0.08 }).map(Math.round);

  return {
    bg: {
      page,
      surface,
      raised,
      sunken,
      // a black dim over a dark page; a hue-tinted one over a light page (pure black looks dirty there)
      mask: mode === 'dark' ? 'rgba(0, 0, 0, 0.6)' : `rgba(${maskTint.join(', ')}, 0.5)`,
    },
    // headings sit on the header gradient too
    text: { primary: text(primaryL, from, to), secondary: text(secondaryL), muted: text(mutedL), onPrimary: brand.onPrimary, link: brand.link },
    brand: { primary: brand.primary, primaryPressed: brand.primaryPressed, secondary: brand.secondary, gradientFrom: from, gradientTo: to },
    border: { default: border, strong: borderStrong, focus: brand.focus },
    status: statusColours(base),
    badge: { bg: toHex(shiftUntil({ ...BADGE_RED, l: 0.5 }, 'darker', reaches(TEXT_CONTRAST, '#ffffff'))), text: '#ffffff' },
  };
}

/**
 * The dark and light colour tokens of a brand from its primary colour ('#rrggbb' or '#rgb'). `secondary` defaults
 * to the primary hue turned 180 degrees. `page` is the page background of the mode it fits (a light colour the
 * light mode's, a dark one the dark mode's) and is used as given; the other mode's page is derived from the hue.
 * Throws when a colour is not '#rrggbb'/'#rgb', or when `page` is too mid-tone to hold readable text.
 */
export function derivePalette(input: { primary: string; secondary?: string; page?: string }): { dark: ColorTokens; light: ColorTokens } {
  const primary = toHsl(normalizeHex('primary', input.primary));
  const secondary = input.secondary === undefined ? { ...primary, h: (primary.h + 180) % 360 } : toHsl(normalizeHex('secondary', input.secondary));
  const givenPage = input.page === undefined ? undefined : normalizeHex('page', input.page);
  if (givenPage !== undefined) checkPage(givenPage);
  const pageOf = (mode: Mode) => (givenPage !== undefined && modeOfPage(givenPage) === mode ? givenPage : derivedPage(mode, primary));
  return {
    dark: deriveMode('dark', pageOf('dark'), primary, secondary),
    light: deriveMode('light', pageOf('light'), primary, secondary),
  };
}

/** A palette as the colour part of a DTCG token file: the `dark` and `light` sets' `color` groups (what brand:new writes). */
export function paletteSets(palette: { dark: ColorTokens; light: ColorTokens }): Record<'dark' | 'light', Tree> {
  const colours = (tokens: ColorTokens): Tree => ({
    $type: 'color',
    ...Object.fromEntries(
      Object.entries(tokens).map(([group, values]) => [group, Object.fromEntries(Object.entries(values as Record<string, string>).map(([token, value]) => [token, { $value: dtcgColour(value) }]))]),
    ),
  });
  return { dark: { color: colours(palette.dark) }, light: { color: colours(palette.light) } };
}
