import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useScrollableFocus } from '../shared/useScrollableFocus';
import { visuallyHidden } from '../shared/visuallyHidden';

const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  border-radius: ${(p) => p.theme.radius.sm};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** The caption as seen: above the scrolling region, so it wraps at the card's width however wide the table is. */
const Caption = styled.p`
  margin: 0 0 ${(p) => p.theme.space['1']};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${(p) => p.theme.space['2']};
    border-bottom: 1px solid ${(p) => p.theme.color.border.default};
    text-align: end;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    padding-inline-start: 0;
    text-align: start;
  }
  th:last-child,
  td:last-child {
    padding-inline-end: 0;
  }
  th {
    color: ${(p) => p.theme.color.text.secondary};
    font-weight: ${(p) => p.theme.font.weight.regular};
  }
`;

export interface DataTableProps {
  /** the table's name (its caption when `caption` is set, else an aria-label); also names the scrolling region */
  label: string;
  /** shows `label` as the table's visible caption */
  caption?: boolean;
  /** `<thead>` and `<tbody>`: the first column is the row's name (start-aligned), the others figures (end-aligned) */
  children: ReactNode;
}

/**
 * A table of figures inside a card: cells never wrap, and a table wider than its card scrolls within it (the page
 * never widens). The region is named, and focusable while it scrolls, so a keyboard or screen-reader user can reach
 * and scroll it. Amounts come formatted; the first column names the row.
 */
export function DataTable({ label, caption = false, children }: DataTableProps) {
  const scroll = useScrollableFocus();
  return (
    <>
      {/* seen above the region; screen readers read the table's own caption instead */}
      {caption && <Caption aria-hidden="true">{label}</Caption>}
      <Scroll role="region" aria-label={label} {...scroll}>
        <Table aria-label={caption ? undefined : label}>
          {caption && <caption>{label}</caption>}
          {children}
        </Table>
      </Scroll>
    </>
  );
}
