import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing';
import { DataTable } from './DataTable';

const rows = (
  <>
    <thead>
      <tr>
        <th scope="col">Account</th>
        <th scope="col">Profit</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>team20</td>
        <td>201.46</td>
      </tr>
    </tbody>
  </>
);

describe('DataTable', () => {
  it('names the table and its scrolling region, out of the tab order while it fits', () => {
    renderWithTheme(<DataTable label="Dividends by downline">{rows}</DataTable>);
    const region = screen.getByRole('region', { name: 'Dividends by downline' });
    expect(region).not.toHaveAttribute('tabindex');
    const table = within(region).getByRole('table', { name: 'Dividends by downline' });
    expect(within(table).getByRole('columnheader', { name: 'Profit' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '201.46' })).toBeInTheDocument();
  });

  it('shows the name as the caption when asked', () => {
    renderWithTheme(
      <DataTable label="Figures per day" caption>
        {rows}
      </DataTable>,
    );
    expect(screen.getByRole('table', { name: 'Figures per day' }).querySelector('caption')).toHaveTextContent('Figures per day');
    // seen above the scrolling region (it wraps at the card's width), hidden from screen readers that read the caption
    expect(screen.getByText('Figures per day', { selector: 'p' })).toHaveAttribute('aria-hidden', 'true');
  });
});
