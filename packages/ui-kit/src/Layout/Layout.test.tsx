import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing';
import { Card, CardList, InlineMessage, PageBody } from './Layout';

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

  it('says a problem as an alert in the danger colour, information as a status, and a state shown with the page as neither', () => {
    renderWithTheme(
      <>
        <InlineMessage tone="danger">Not done</InlineMessage>
        <InlineMessage tone="info">Checking</InlineMessage>
        <InlineMessage tone="danger" announce={false}>
          Ended on 11/28/2026
        </InlineMessage>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not done');
    expect(screen.getByRole('status')).toHaveTextContent('Checking');
    const ended = screen.getByText('Ended on 11/28/2026');
    expect(ended).not.toHaveAttribute('role');
    expect(getComputedStyle(ended).color).toBe(getComputedStyle(screen.getByRole('alert')).color);
    expect(getComputedStyle(screen.getByRole('alert')).color).not.toBe(getComputedStyle(screen.getByRole('status')).color);
  });
});
