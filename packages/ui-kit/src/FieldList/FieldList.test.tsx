import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing';
import { FieldList } from './FieldList';

describe('FieldList', () => {
  it('pairs each label with its value as a term and its definition, in order', () => {
    renderWithTheme(
      <FieldList
        aria-label="Downline"
        items={[
          { label: 'Balance', value: '1,250.00' },
          { label: 'Rebate', value: <strong>1.5%</strong> },
        ]}
      />,
    );
    const list = screen.getByLabelText('Downline');
    expect(
      within(list)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Balance', 'Rebate']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1,250.00', '1.5%']);
    expect(screen.getByText('Rebate').nextElementSibling).toHaveTextContent('1.5%');
  });

  it('lays a profile out as rows: label and value side by side, the value under its label when they do not fit', () => {
    renderWithTheme(<FieldList aria-label="Profile" layout="rows" items={[{ label: 'Account', value: 'demo' }]} />);
    const row = getComputedStyle(screen.getByLabelText('Profile').firstElementChild!);
    expect(row.display).toBe('flex');
    expect(row.flexWrap).toBe('wrap');
    expect(row.justifyContent).toBe('space-between');
  });

  it('renders nothing inside when there are no items', () => {
    renderWithTheme(<FieldList aria-label="Empty" items={[]} />);
    expect(screen.getByLabelText('Empty')).toBeEmptyDOMElement();
  });
});
