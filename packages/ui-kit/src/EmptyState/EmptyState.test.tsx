import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithTheme } from '../testing';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title, description, decorative icon and action', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No bets yet"
        description="Your bet history appears here."
        action={<Button onClick={onClick}>Play now</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No bets yet' })).toBeInTheDocument();
    expect(screen.getByText('Your bet history appears here.')).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Play now' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('needs only a title', () => {
    renderWithTheme(<EmptyState title="Nothing here" />);
    expect(screen.getByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
