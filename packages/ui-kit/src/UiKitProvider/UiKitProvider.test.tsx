import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { sampleTheme, sampleTokens } from '../testing';
import { createTheme } from '../tokens';
import { UiKitProvider } from './UiKitProvider';

const Probe = styled.p`
  color: ${(p) => p.theme.color.text.primary};
`;

function globalCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');
}

describe('UiKitProvider', () => {
  it('gives components the theme of var() references', () => {
    render(
      <UiKitProvider theme={sampleTheme}>
        <Probe>hello</Probe>
      </UiKitProvider>,
    );
    expect(screen.getByText('hello')).toHaveStyle({ color: 'var(--color-text-primary)' });
  });

  it('injects the global styles: border-box, page background, text colour, font, no tap highlight', () => {
    render(<UiKitProvider theme={createTheme(sampleTokens)} />);
    const css = globalCss();
    expect(css).toContain('box-sizing:border-box');
    expect(css).toContain('background:var(--color-bg-page)');
    expect(css).toContain('color:var(--color-text-primary)');
    expect(css).toContain('font-family:var(--font-family)');
    expect(css).toContain('-webkit-tap-highlight-color:transparent');
    expect(css).toContain('env(safe-area-inset-left)');
  });
});
