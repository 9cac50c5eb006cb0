import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is an alert with title, description and a retry button', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<ErrorState title="Could not load" description="Check your connection." retryLabel="Try again" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('Check your connection.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    renderWithTheme(<ErrorState title="Could not load" retryLabel="Try again" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a busy retry button while retrying', () => {
    renderWithTheme(<ErrorState title="Could not load" retryLabel="Try again" onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });
});
