// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ColorTokens } from '@wl/ui-kit/tokens';
import { CONTRAST_MINIMUM, CONTRAST_PAIRS } from '../contrastChecks';
import { contrastRatio, parseColor } from './checks';
import { derivePalette } from './palette';

type Input = Parameters<typeof derivePalette>[0];
type Rgb = [number, number, number];

const TEXT_BACKGROUNDS = ['bg.page', 'bg.surface', 'bg.raised', 'bg.sunken'];

/**
 * Every pair derivePalette promises, with its minimum: text at 4.5 on all four backgrounds, the primary fill and the focus ring
 * at 3 (WCAG 1.4.11). The release's own table (releasePairs) is checked as well, whatever it holds when the test runs.
 */
const REQUIRED: [text: string, background: string, min: number][] = [
  ...['text.primary', 'text.secondary', 'text.muted'].flatMap((text) => TEXT_BACKGROUNDS.map((bg): [string, string, number] => [text, bg, 4.5])),
  ['text.link', 'bg.page', 4.5],
  ['text.link', 'bg.surface', 4.5],
  ['text.link', 'bg.raised', 4.5],
  ['text.onPrimary', 'brand.primary', 4.5],
  ['status.onStatus', 'status.success', 4.5],
  ['status.onStatus', 'status.danger', 4.5],
  ['status.onStatus', 'status.warning', 4.5],
  ['status.onStatus', 'status.info', 4.5],
  ['status.danger', 'bg.page', 4.5],
  ['status.danger', 'bg.surface', 4.5],
  ['badge.text', 'badge.bg', 4.5],
  ['brand.primary', 'bg.page', 3],
  ['brand.primary', 'bg.surface', 3],
  ['border.focus', 'bg.page', 3],
  ['border.focus', 'bg.surface', 3],
];

/** The pairs the release checks measure (packages/brand/src/contrastChecks.ts), at their minimum there. */
function releasePairs(): [string, string, number][] {
  return CONTRAST_PAIRS.map(({ fg, bg, need }) => [fg.replace(/^color\./, ''), bg.replace(/^color\./, ''), CONTRAST_MINIMUM[need]]);
}

const INPUTS: Input[] = [
  { primary: '#0e9f6e' },
  { primary: '#f5b82e' },
  { primary: '#ffff00' },
  { primary: '#000080' },
  { primary: '#ff0000' },
  { primary: '#777777' },
  { primary: '#00ffff' },
  { primary: '#8b5cf6' },
  { primary: '#FFF' },
  { primary: '#000000' },
  { primary: '#f5b82e', secondary: '#3d7bff' },
  { primary: '#0e9f6e', secondary: '#ffff00', page: '#fff8f0' },
  { primary: '#ff0000', page: '#101010' },
  { primary: '#ffff00', page: '#ffffff' },
  { primary: '#000080', page: '#000000' },
  { primary: '#8b5cf6', secondary: '#f0f', page: '#0f1420' },
  { primary: '#00ffff', page: '#f4f6fb' },
];

function colorAt(tokens: ColorTokens, field: string): string {
  const [group, name] = field.split('.') as [keyof ColorTokens, string];
  return (tokens[group] as Record<string, string>)[name]!;
}

function rgb(hex: string): Rgb {
  const parsed = parseColor(hex);
  if (!parsed) throw new Error(`not a colour: ${hex}`);
  return parsed;
}

/** HSL hue (degrees) and saturation of a '#rrggbb' colour. */
function hueAndSaturation(hex: string): { h: number; s: number } {
  const [r, g, b] = rgb(hex).map((c) => c / 255) as Rgb;
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  const d = max - min;
  if (d === 0) return { h: 0, s: 0 };
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s: d / (1 - Math.abs(max + min - 1)) };
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

/** Every pair below its minimum, as readable lines (empty when the palette passes). */
function failures(tokens: ColorTokens, mode: string, pairs: [string, string, number][] = REQUIRED): string[] {
  return pairs.flatMap(([text, bg, min]) => {
    const ratio = contrastRatio(rgb(colorAt(tokens, text)), rgb(colorAt(tokens, bg)));
    return ratio < min ? [`${mode}: ${text} ${colorAt(tokens, text)} on ${bg} ${colorAt(tokens, bg)}: ${ratio.toFixed(2)} < ${min}`] : [];
  });
}

function leaves(tokens: ColorTokens): [string, string][] {
  return Object.entries(tokens).flatMap(([group, values]) =>
    Object.entries(values as Record<string, string>).map(([name, value]): [string, string] => [`${group}.${name}`, value]),
  );
}

describe('derivePalette', () => {
  describe.each(INPUTS)('%o', (input) => {
    const palette = derivePalette(input);

    it.each(['dark', 'light'] as const)('%s mode passes every required contrast pair, and every pair the release checks measure', (mode) => {
      expect(failures(palette[mode], mode)).toEqual([]);
      expect(failures(palette[mode], mode, releasePairs())).toEqual([]);
    });

    it.each(['dark', 'light'] as const)('%s mode has only lower-case #rrggbb colours, and an rgba() mask', (mode) => {
      for (const [field, value] of leaves(palette[mode])) {
        expect(value, field).toMatch(field === 'bg.mask' ? /^rgba\(\d{1,3}, \d{1,3}, \d{1,3}, 0\.\d+\)$/ : /^#[0-9a-f]{6}$/);
      }
    });

    it.each(['dark', 'light'] as const)('%s mode keeps the primary hue and roughly its saturation', (mode) => {
      const given = hueAndSaturation(`#${input.primary.slice(1).replace(/^(.)(.)(.)$/, '$1$1$2$2$3$3')}`);
      for (const field of ['brand.primary', 'text.link', 'border.focus']) {
        const derived = hueAndSaturation(colorAt(palette[mode], field));
        if (given.s === 0) {
          expect(derived.s, field).toBe(0);
        } else {
          expect(hueDistance(derived.h, given.h), field).toBeLessThanOrEqual(3);
          expect(Math.abs(derived.s - given.s), field).toBeLessThanOrEqual(0.1);
        }
      }
    });

    it('uses a given page exactly in the mode it fits, and derives a page of the other lightness for the other mode', () => {
      const dark = rgb(palette.dark.bg.page);
      const light = rgb(palette.light.bg.page);
      expect(contrastRatio(dark, [255, 255, 255])).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(light, [0, 0, 0])).toBeGreaterThanOrEqual(7);
      if (input.page !== undefined) {
        const page = input.page.toLowerCase();
        expect([palette.dark.bg.page, palette.light.bg.page].filter((p) => p === page)).toHaveLength(1);
      }
    });
  });

  it('puts a light page in light mode and a dark page in dark mode, as given', () => {
    const warm = derivePalette({ primary: '#0e9f6e', page: '#FFF8F0' });
    expect(warm.light.bg.page).toBe('#fff8f0');
    expect(warm.dark.bg.page).not.toBe('#fff8f0');
    const black = derivePalette({ primary: '#0e9f6e', page: '#101010' });
    expect(black.dark.bg.page).toBe('#101010');
    expect(black.light.bg.page).not.toBe('#101010');
    expect(derivePalette({ primary: '#0e9f6e', page: '#fff' }).light.bg.page).toBe('#ffffff');
  });

  it('derives pages tinted with the primary hue when none is given', () => {
    const { dark, light } = derivePalette({ primary: '#8b5cf6' });
    expect(hueDistance(hueAndSaturation(dark.bg.page).h, hueAndSaturation('#8b5cf6').h)).toBeLessThanOrEqual(5);
    expect(hueDistance(hueAndSaturation(light.bg.page).h, hueAndSaturation('#8b5cf6').h)).toBeLessThanOrEqual(5);
    // white-ish cards and dialogs on the light page
    expect(contrastRatio(rgb(light.bg.surface), [255, 255, 255])).toBeLessThan(1.03);
    expect(light.bg.raised).toBe('#ffffff');
    expect(dark.bg.mask).toBe('rgba(0, 0, 0, 0.6)');
    expect(light.bg.mask).toMatch(/^rgba\(.*, 0\.5\)$/);
  });

  it('keeps a primary that already passes as given, and moves one that does not only just far enough', () => {
    // gold passes 3:1 on a dark page with dark text on it; navy passes on a light page with white text
    expect(derivePalette({ primary: '#f5b82e' }).dark.brand.primary).toBe('#f5b82e');
    expect(derivePalette({ primary: '#000080' }).light.brand.primary).toBe('#000080');
    expect(derivePalette({ primary: '#000080' }).light.text.onPrimary).toBe('#ffffff');
    // yellow is too light for a light page: darkened until the closest requirement only just passes
    const { light } = derivePalette({ primary: '#ffff00' });
    const margins = [
      Math.min(...['bg.page', 'bg.surface'].map((bg) => contrastRatio(rgb(light.brand.primary), rgb(colorAt(light, bg))) / 3)),
      contrastRatio(rgb(light.text.onPrimary), rgb(light.brand.primary)) / 4.5,
    ];
    expect(Math.min(...margins)).toBeGreaterThanOrEqual(1);
    expect(Math.min(...margins)).toBeLessThan(1.04);
  });

  it('turns the primary hue 180 degrees for the default secondary, and keeps a given secondary hue', () => {
    const derived = derivePalette({ primary: '#0e9f6e' });
    expect(hueDistance(hueAndSaturation(derived.light.brand.secondary).h, (hueAndSaturation('#0e9f6e').h + 180) % 360)).toBeLessThanOrEqual(3);
    const given = derivePalette({ primary: '#0e9f6e', secondary: '#3d7bff' });
    expect(hueDistance(hueAndSaturation(given.dark.brand.secondary).h, hueAndSaturation('#3d7bff').h)).toBeLessThanOrEqual(3);
  });

  it('gives status fills one label per mode: near-black in dark mode, white in light mode', () => {
    const { dark, light } = derivePalette({ primary: '#0e9f6e' });
    expect(contrastRatio(rgb(dark.status.onStatus), [0, 0, 0])).toBeLessThan(1.3);
    expect(light.status.onStatus).toBe('#ffffff');
    expect(dark.badge.text).toBe('#ffffff');
  });

  it('is deterministic and leaves its input alone', () => {
    const input = Object.freeze({ primary: '#8B5CF6', page: '#fff8f0' });
    expect(derivePalette(input)).toEqual(derivePalette({ ...input }));
  });

  it('passes every pair for a sweep of hues, saturations, lightnesses and pages', () => {
    const problems: string[] = [];
    const pages = [undefined, '#ffffff', '#f0f0a0', '#000000', '#1e3a8a'];
    for (let h = 0; h < 360; h += 30) {
      for (const [s, l] of [
        [1, 0.5],
        [0.6, 0.25],
        [0.8, 0.85],
        [0.3, 0.5],
      ] as const) {
        // HSL to RGB inline: the sweep must not depend on the module under test
        const f = (n: number) => {
          const k = (n + h / 30) % 12;
          return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
        };
        const primary = `#${[f(0), f(8), f(4)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
        for (const page of pages) {
          const palette = derivePalette({ primary, page });
          for (const mode of ['dark', 'light'] as const)
            problems.push(...failures(palette[mode], `${primary} ${page} ${mode}`, [...REQUIRED, ...releasePairs()]));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    [{ primary: 'red' }, /primary "red"/],
    [{ primary: '#12345' }, /primary "#12345"/],
    [{ primary: 'ff0000' }, /primary "ff0000"/],
    [{ primary: '#ff00000' }, /primary "#ff00000"/],
    [{ primary: '' }, /primary ""/],
    [{ primary: '#ff0000', secondary: 'rgb(0, 0, 0)' }, /secondary "rgb\(0, 0, 0\)"/],
    [{ primary: '#ff0000', page: '#gggggg' }, /page "#gggggg"/],
    [{ primary: '#ff0000', page: ' #ffffff' }, /page " #ffffff"/],
  ])('refuses %o, naming the input', (input, message) => {
    expect(() => derivePalette(input as Input)).toThrow(message);
  });

  it('refuses a mid-tone page that cannot hold readable text in either mode', () => {
    expect(() => derivePalette({ primary: '#ff0000', page: '#777777' })).toThrow(/page "#777777" is too close to mid-grey/);
  });
});
