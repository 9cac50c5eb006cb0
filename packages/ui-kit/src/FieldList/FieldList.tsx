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
  grid-template-columns: ${(p) => (p.$layout === 'rows' ? 'minmax(0, 1fr)' : 'repeat(auto-fit, minmax(min(8rem, 100%), 1fr))')};
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['3']};
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm};
  /* rows: label and value share a line while they fit; at a large text size on a small phone the value goes under
     its label rather than past the edge */
  & > div {
    display: ${(p) => (p.$layout === 'rows' ? 'flex' : 'block')};
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    column-gap: ${(p) => p.theme.space['3']};
    min-width: 0;
  }
  & dt {
    color: ${(p) => p.theme.color.text.secondary};
    overflow-wrap: break-word;
  }
  & dd {
    max-width: 100%;
    min-width: 0;
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
