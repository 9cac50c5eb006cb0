import { css } from 'styled-components';

/** The focus ring every interactive element uses (keyboard focus only). */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** The page header surface: sticky at the top, brand gradient, primary text. TopBar and the app's home header use it. */
export const headerSurface = css`
  position: sticky;
  top: 0;
  z-index: 100;
  background: linear-gradient(90deg, ${(p) => p.theme.color.brand.gradientFrom}, ${(p) => p.theme.color.brand.gradientTo});
  color: ${(p) => p.theme.color.text.primary};
  box-shadow: ${(p) => p.theme.shadow.card};
`;
