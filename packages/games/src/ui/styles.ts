import { css } from 'styled-components';
import { theme } from '@wl/ui-kit';

/** Keyboard focus ring of the game centre's own controls (the same as ui-kit's). */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** A pill-shaped toggle (vendor menu, list modes): aria-pressed shows the selection. */
export const chip = css`
  flex: none;
  min-height: ${theme.size.touch};
  padding: 0 ${theme.space['3']};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.secondary};
  font: inherit;
  font-size: ${theme.font.size.sm};
  white-space: nowrap;
  cursor: pointer;
  touch-action: manipulation;
  &[aria-pressed='true'] {
    border-color: ${theme.color.brand.primary};
    background: ${theme.color.brand.primary};
    color: ${theme.color.text.onPrimary};
    font-weight: ${theme.font.weight.bold};
  }
  ${focusRing}
`;
