// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { composite, contrastLevel, contrastRatio, formatRatio, parseColor, relativeLuminance } from './contrast';

const WHITE = { r: 255, g: 255, b: 255, a: 1 };
const BLACK = { r: 0, g: 0, b: 0, a: 1 };

describe('WCAG contrast of token colours', () => {
  it('reads the colour strings the browser resolves and the hex values of the token files', () => {
    expect(parseColor('rgb(15, 20, 32)')).toEqual({ r: 15, g: 20, b: 32, a: 1 });
    expect(parseColor('rgba(0, 0, 0, 0.6)')).toEqual({ r: 0, g: 0, b: 0, a: 0.6 });
    expect(parseColor('rgb(255 0 0 / 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(parseColor('#f5b82e')).toEqual({ r: 245, g: 184, b: 46, a: 1 });
    expect(parseColor('#fff')).toEqual(WHITE);
    expect(parseColor('#00000080')?.a).toBeCloseTo(0.502, 3);
    expect(parseColor('linear-gradient(red, blue)')).toBeUndefined();
    expect(parseColor('color-mix(in srgb, red, blue)')).toBeUndefined();
  });

  it('computes relative luminance and the ratio as WCAG defines them', () => {
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    // #767676 on white is the well-known 4.54:1 grey
    expect(contrastRatio(parseColor('#767676')!, WHITE)).toBeCloseTo(4.54, 2);
    // the default brand's dark body text on its surface (brands/default/tokens.ts)
    expect(contrastRatio(parseColor('#f3f5fa')!, parseColor('#182033')!)).toBeCloseTo(14.89, 2);
  });

  it('judges a translucent colour as it looks over its background', () => {
    const halfBlack = { ...BLACK, a: 0.5 };
    expect(composite(halfBlack, WHITE)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(contrastRatio(halfBlack, WHITE)).toBeCloseTo(contrastRatio({ r: 127.5, g: 127.5, b: 127.5, a: 1 }, WHITE), 6);
    // a translucent background lies over the page (base) first
    expect(contrastRatio(WHITE, halfBlack, BLACK)).toBe(21);
  });

  it('names the level and never rounds a failing ratio up', () => {
    expect(contrastLevel(7.1)).toBe('AAA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(4.499)).toBe('AA large');
    expect(contrastLevel(2.9)).toBe('fails');
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});
