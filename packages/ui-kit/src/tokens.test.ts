// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { theme, tokensToCss, type BrandTokens } from './tokens';

const tokens = {
  scale: {},
  dark: { ...theme, color: { ...theme.color, bg: { ...theme.color.bg, page: '#000001' } } },
  light: { ...theme, color: { ...theme.color, bg: { ...theme.color.bg, page: '#fffffe' } } },
} as unknown as BrandTokens;

describe('tokensToCss', () => {
  it('puts the default mode on :root and each mode under its attribute', () => {
    const css = tokensToCss(tokens, 'dark');
    expect(css).toMatch(/^:root \{[^}]*--color-bg-page: #000001;[^}]*color-scheme: dark;/);
    expect(css).toContain(':root[data-theme="light"] {');
    expect(css).not.toContain('prefers-color-scheme');
  });

  it("a `system` default: light on :root, dark under the phone's dark setting, until a mode is set", () => {
    const css = tokensToCss(tokens, 'system');
    expect(css).toMatch(/^:root \{[^}]*--color-bg-page: #fffffe;[^}]*color-scheme: light;/);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\n:root \{[^}]*--color-bg-page: #000001;/);
    // the attribute blocks come after the media block: a chosen mode wins
    expect(css.indexOf('@media')).toBeLessThan(css.indexOf(':root[data-theme="dark"]'));
  });
});
