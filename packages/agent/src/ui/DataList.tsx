import styled from 'styled-components';

/** A list of record cards (reports, downlines): each item a small definition grid. */
export const DataList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DataItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  padding: ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
`;

export const ItemHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  font-weight: ${(p) => p.theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['3']};
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm};
  & dt {
    color: ${(p) => p.theme.color.text.secondary};
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/** Green for a gain, red for a loss (status tokens). */
export const Signed = styled.span<{ $value: number }>`
  color: ${(p) => (p.$value < 0 ? p.theme.color.status.danger : p.$value > 0 ? p.theme.color.status.success : 'inherit')};
`;
