import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface FieldListItem {
  label: ReactNode;
  value: ReactNode;
}

export type FieldListLayout = 'grid' | 'rows';

export interface FieldListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  items: readonly FieldListItem[];
  /** `grid` (default): each value under its label, the pairs in as many columns as fit (records); `rows`: label and value side by side, one pair a line (a profile) */
  layout?: FieldListLayout;
}

const List = styled.dl<{ $layout: FieldListLayout }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$layout === 'rows' ? 'auto 1fr' : 'repeat(auto-fit, minmax(130px, 1fr))')};
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['3']};
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm};
  & > div {
    display: ${(p) => (p.$layout === 'rows' ? 'contents' : 'block')};
  }
  & dt {
    color: ${(p) => p.theme.color.text.secondary};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

/** Labelled values (a record's figures, a profile): a definition list, a term and its definition per item. */
export function FieldList({ items, layout = 'grid', ...rest }: FieldListProps) {
  return (
    <List $layout={layout} {...rest}>
      {items.map((item, i) => (
        // the items are a fixed set in a fixed order
        <div key={i}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </List>
  );
}
