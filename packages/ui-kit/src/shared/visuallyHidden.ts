import { css } from 'styled-components';

/**
 * Hidden from sight but read by screen readers (a live region, a file input behind its styled label). A module of
 * its own: `styles.ts` is on the home route, and a module goes whole into one chunk.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
