// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colorModes } from '@wl/ui-kit';
import { contrastRatio, loadBrand, parseColor } from '@wl/brand/node';
import { SWITCH_COLOURS } from './ColorModeSwitch';

const brandsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../brands');
const brands = fs.readdirSync(brandsDir).filter((id) => fs.existsSync(path.join(brandsDir, id, 'brand.config.ts')));

/** A token's value in a mode of a built brand, by its dotted path. */
const valueAt = (tree: unknown, dotted: string): string =>
  dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;

describe('the dark-mode switch: every part stands out by 3:1 (WCAG 1.4.11), both modes, every brand', () => {
  it.each(brands)('%s', async (id) => {
    const { tokens } = await loadBrand(brandsDir, id);
    const faint: string[] = [];
    for (const mode of colorModes) {
      const colour = (dotted: string) => parseColor(valueAt(tokens.values[mode], dotted))!;
      const pairs = (['on', 'off'] as const).flatMap((state) => [
        [`${state} track on the menu`, SWITCH_COLOURS[state].track, SWITCH_COLOURS.behind],
        [`${state} knob on its track`, SWITCH_COLOURS[state].knob, SWITCH_COLOURS[state].track],
      ]);
      for (const [what, fg, bg] of pairs) {
        const ratio = contrastRatio(colour(fg!), colour(bg!));
        if (ratio < 3) faint.push(`${mode}: ${what} ${ratio.toFixed(2)}:1`);
      }
    }
    expect(faint).toEqual([]);
  });
});
