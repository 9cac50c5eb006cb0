import styled from 'styled-components';
import { focusRing } from './styles';

/** A square, borderless, touch-sized button for a single icon. Give it an `aria-label`. */
export const IconButton = styled.button.attrs((p) => ({ type: p.type ?? 'button' }))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: ${(p) => p.theme.size.touch};
  min-height: ${(p) => p.theme.size.touch};
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  touch-action: manipulation;
  &:disabled {
    cursor: default;
  }
  ${focusRing}
`;
