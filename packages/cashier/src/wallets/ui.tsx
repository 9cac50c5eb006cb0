import styled from 'styled-components';
import { Card } from '@wl/ui-kit';

// Small styled parts of the wallets page.

export const Figure = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xl};
  font-weight: ${(p) => p.theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

/** A label above a value, the value wrapping under it when space runs out. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
`;

export const WalletItem = styled(Card).attrs({ as: 'li' })`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['3']};
`;

export const WalletName = styled.span`
  display: flex;
  flex: 1 1 8rem;
  flex-direction: column;
  min-width: 0;
  font-weight: ${(p) => p.theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

export const Balance = styled.span<{ $empty?: boolean }>`
  color: ${(p) => (p.$empty ? p.theme.color.text.secondary : p.theme.color.text.primary)};
  font-size: ${(p) => p.theme.font.size.sm};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

export const SelectLabel = styled.label`
  display: flex;
  flex: 1 1 8rem;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  min-width: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export const Select = styled.select`
  width: 100%;
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['2']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.sunken};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-size: ${(p) => p.theme.font.size.md};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;
