import styled, { css } from 'styled-components';

/** One touch-sized row of the side menu: links, switches, pickers and buttons all share it. */
export const menuRow = css`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['3']};
  width: 100%;
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['4']};
  color: ${(p) => p.theme.color.text.primary};
  text-decoration: none;
`;

export const MenuRowButton = styled.button.attrs({ type: 'button' })`
  ${menuRow}
  border: 0;
  background: transparent;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;
