import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import type { Theme } from '../tokens';

/** Page-wide base styles. Everything comes from the theme (CSS variables set by the brand stylesheet). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-height: 100vh;
    min-height: 100dvh;
    /* notches on the sides in landscape; top and bottom are handled by TopBar and the tab bar */
    padding-left: env(safe-area-inset-left);
    padding-right: env(safe-area-inset-right);
    background: ${(p) => p.theme.color.bg.page};
    color: ${(p) => p.theme.color.text.primary};
    font-family: ${(p) => p.theme.font.family};
    font-size: ${(p) => p.theme.font.size.md};
    font-weight: ${(p) => p.theme.font.weight.regular};
    line-height: 1.4;
    -webkit-tap-highlight-color: transparent;
    -webkit-font-smoothing: antialiased;
    overscroll-behavior-y: none;
    /* radio buttons, checkboxes, switches and ranges in the brand's colour, not the browser's blue (inherited) */
    accent-color: ${(p) => p.theme.color.brand.primary};
  }
  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }
  a {
    color: ${(p) => p.theme.color.text.link};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

export interface UiKitProviderProps {
  theme: Theme;
  children?: ReactNode;
}

/** The styled-components theme plus the global styles. Wrap the app (and every story and test) in it. */
export function UiKitProvider({ theme, children }: UiKitProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
