import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing';
import { Card, CardList, PageBody } from './Layout';

describe('Layout', () => {
  it('gives a screen its main landmark, a named region per card and a plain list of cards', () => {
    renderWithTheme(
      <PageBody>
        <Card aria-label="Profile">demo</Card>
        <CardList aria-label="Records">
          <li>One</li>
          <li>Two</li>
        </CardList>
      </PageBody>,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('region', { name: 'Profile' })).toHaveTextContent('demo');
    const list = within(main).getByRole('list', { name: 'Records' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One', 'Two']);
    expect(getComputedStyle(list).listStyle).toBe('none');
    expect(getComputedStyle(list).padding).toBe('0px');
  });
});
