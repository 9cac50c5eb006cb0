import styled, { css } from 'styled-components';

/**
 * How a list of figures lays out its label/value pairs (`<dl>` of `<div><dt/><dd/></div>`):
 * - `rows` (default): one pair a line, the value at the end (an operation's amount, fee, total); a pair wraps onto
 *   two lines at a large text size. `data-total` on a pair rules it off as the total; `data-text` on a value lets a
 *   long text (a card's name) wrap, where a figure never breaks.
 * - `inline`: pairs one after the other, wrapping (a bet's stake and win under its title);
 * - `grid`: the label above the value, as many columns as fit (a period's totals).
 */
export type FiguresLayout = 'rows' | 'inline' | 'grid';

const rows = css`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  font-size: ${(p) => p.theme.font.size.sm};
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    column-gap: ${(p) => p.theme.space['2']};
  }
  > div[data-total] {
    margin-bottom: ${(p) => p.theme.space['2']};
    padding-top: ${(p) => p.theme.space['1']};
    border-top: 1px solid ${(p) => p.theme.color.border.default};
  }
  dt {
    flex: 1 1 auto;
    overflow-wrap: break-word;
  }
  > div[data-total] dt {
    color: ${(p) => p.theme.color.text.primary};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    column-gap: ${(p) => p.theme.space['2']};
    max-width: 100%;
    margin: 0 0 0 auto;
    text-align: end;
    white-space: nowrap;
  }
  dd[data-text] {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const inline = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['4']};
  > div {
    display: flex;
    gap: ${(p) => p.theme.space['1']};
    min-width: 0;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${(p) => p.theme.space['2']};
  > div {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space['1']};
    min-width: 0;
  }
  dt {
    font-size: ${(p) => p.theme.font.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Label/value figures in one of three layouts; labels in the secondary text colour, values bold in tabular digits. */
export const Figures = styled.dl<{ $layout?: FiguresLayout }>`
  margin: 0;
  ${(p) => ({ rows, inline, grid })[p.$layout ?? 'rows']}
  dt {
    color: ${(p) => p.theme.color.text.secondary};
  }
  dd {
    font-weight: ${(p) => p.theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;
