// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTheme, cssVarName, theme } from './tokens';
import { sampleTokens } from './testing';

describe('theme', () => {
  it('holds a var() reference for every token of the contract, named by its path', () => {
    expect(theme.color.text.onPrimary).toBe('var(--color-text-onPrimary)');
    expect(theme.space['4']).toBe('var(--space-4)');
    expect(cssVarName(['font', 'size', 'md'])).toBe('--font-size-md');
  });

  it('is the same for any complete token set: brands differ in their CSS, never in the theme', () => {
    expect(createTheme(sampleTokens)).toEqual(theme);
  });
});
