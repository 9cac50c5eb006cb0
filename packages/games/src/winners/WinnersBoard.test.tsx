import { configure, screen, within } from '@testing-library/react';
import { renderApp, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { WinnersBoard } from './WinnersBoard';

configure({ asyncUtilTimeout: 8000 });
startDemoPlatform();

describe('WinnersBoard', () => {
  it('shows 20 winners, largest amount first, each with a play-now action, and scrolls by itself', async () => {
    await renderApp(<WinnersBoard />);
    const board = await screen.findByRole('region', { name: 'Winners' });
    const rows = await within(board).findAllByRole('listitem');
    // the second copy that makes the scroll seamless is hidden from assistive technology
    expect(rows).toHaveLength(20);
    const amounts = rows.map((row) => Number(/\$\s([\d,.]+)/.exec(row.textContent ?? '')![1]!.replace(/,/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(within(rows[0]!).getByRole('button', { name: 'Play now' })).toBeInTheDocument();
    expect(screen.getByTestId('winners-track').children).toHaveLength(40);
  });
});
