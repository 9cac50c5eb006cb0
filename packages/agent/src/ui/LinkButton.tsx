import { Link } from 'react-router';
import styled, { css } from 'styled-components';

/** A router link that looks like a ui-kit Button (primary or secondary), at touch size. */
export const LinkButton = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['4']};
  border-radius: ${(p) => p.theme.radius.pill};
  font-weight: ${(p) => p.theme.font.weight.bold};
  text-decoration: none;
  ${(p) =>
    p.$variant === 'secondary'
      ? css`
          border: 1px solid ${p.theme.color.border.strong};
          color: ${p.theme.color.text.primary};
        `
      : css`
          background: ${p.theme.color.brand.primary};
          color: ${p.theme.color.text.onPrimary};
        `}
`;

const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['3']};
  border-bottom: 1px solid ${(p) => p.theme.color.border.default};
  color: ${(p) => p.theme.color.text.primary};
  text-decoration: none;
  &:last-child {
    border-bottom: 0;
  }
  &::after {
    content: '›';
    color: ${(p) => p.theme.color.text.muted};
    font-size: ${(p) => p.theme.font.size.lg};
  }
`;

/** A full-width list row link (menu entries), at touch size. */
export const RowLink = styled(Link)`
  ${row}
`;

/** A menu row that acts on the page (opens the live chat) rather than going to a route: RowLink's look. */
export const RowButton = styled.button.attrs({ type: 'button' })`
  ${row}
  width: 100%;
  border-width: 0 0 1px;
  background: none;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;
