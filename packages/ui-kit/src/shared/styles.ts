import { css } from 'styled-components';

/** The focus ring every interactive element uses (keyboard focus only). */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;
