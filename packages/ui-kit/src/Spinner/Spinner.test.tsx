import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with the given label', () => {
    renderWithTheme(<Spinner label="Loading" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('is decorative without a label', () => {
    const { container } = renderWithTheme(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
