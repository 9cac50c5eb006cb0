import styled from 'styled-components';
import { Card } from '@wl/ui-kit';

/** A record card in a `CardList` (reports, downlines): a head, then its figures. */
export const DataItem = styled(Card).attrs({ as: 'li' })`
  gap: ${(p) => p.theme.space['1']};
`;

export const ItemHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  font-weight: ${(p) => p.theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

/** Green for a gain, red for a loss (status tokens). */
export const Signed = styled.span<{ $value: number }>`
  color: ${(p) => (p.$value < 0 ? p.theme.color.status.danger : p.$value > 0 ? p.theme.color.status.success : 'inherit')};
`;
