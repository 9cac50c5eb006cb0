import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  it('shows the title as the page heading in a sticky header of top-bar height', () => {
    renderWithTheme(<TopBar title="Deposit" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    const bar = screen.getByRole('banner');
    expect(bar).toHaveStyle({ position: 'sticky', top: '0px' });
    expect(bar.getAttribute('class')).toBeTruthy();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has a labelled back button with an icon when onBack is given', async () => {
    const onBack = vi.fn();
    renderWithTheme(<TopBar title="Deposit" onBack={onBack} backLabel="Back" />);
    const back = screen.getByRole('button', { name: 'Back' });
    expect(back.querySelector('svg')).not.toBeNull();
    await userEvent.click(back);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('renders the start and end slots', () => {
    renderWithTheme(<TopBar title="Home" start={<button type="button">Menu</button>} end={<button type="button">Login</button>} />);
    const [menu, login] = screen.getAllByRole('button');
    expect(menu).toHaveAccessibleName('Menu');
    expect(login).toHaveAccessibleName('Login');
  });
});
