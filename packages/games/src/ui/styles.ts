import { css } from 'styled-components';

/** Keyboard focus ring of the game centre's own controls (the same as ui-kit's). */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** A pill-shaped toggle (vendor menu, list modes): aria-pressed shows the selection. */
export const chip = css`
  flex: none;
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['3']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.secondary};
  font: inherit;
  font-size: ${(p) => p.theme.font.size.sm};
  white-space: nowrap;
  cursor: pointer;
  touch-action: manipulation;
  &[aria-pressed='true'] {
    border-color: ${(p) => p.theme.color.brand.primary};
    background: ${(p) => p.theme.color.brand.primary};
    color: ${(p) => p.theme.color.text.onPrimary};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  ${focusRing}
`;
