import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing';
import { Badge, formatBadgeCount } from './Badge';

describe('formatBadgeCount', () => {
  it('is null at 0, below 0 and for non-numbers', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
    expect(formatBadgeCount(0.4)).toBeNull();
  });

  it('is the count up to max, then max+', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
    expect(formatBadgeCount(10, 9)).toBe('9+');
    expect(formatBadgeCount(9, 9)).toBe('9');
  });
});

describe('Badge', () => {
  it('shows the count with its accessible label', () => {
    renderWithTheme(<Badge count={3} label="3 unread" />);
    expect(screen.getByRole('img', { name: '3 unread' })).toHaveTextContent('3');
  });

  it('shows 99+ above 99, or max+ above a custom max', () => {
    const { rerender } = renderWithTheme(<Badge count={150} label="many unread" />);
    expect(screen.getByRole('img', { name: 'many unread' })).toHaveTextContent('99+');
    rerender(<Badge count={12} max={9} label="many unread" />);
    expect(screen.getByRole('img', { name: 'many unread' })).toHaveTextContent('9+');
  });

  it('renders nothing at 0 or below', () => {
    const { container, rerender } = renderWithTheme(<Badge count={0} label="none" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={-1} label="none" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('wraps children, sitting on their top-right corner, and leaves them alone at 0', () => {
    const { rerender } = renderWithTheme(
      <Badge count={5} label="5 messages">
        <button type="button">Inbox</button>
      </Badge>,
    );
    const badge = screen.getByRole('img', { name: '5 messages' });
    expect(badge).toHaveStyle({ position: 'absolute', top: '0px', right: '0px' });
    expect(screen.getByRole('button', { name: 'Inbox' })).toBeInTheDocument();
    rerender(
      <Badge count={0} label="no messages">
        <button type="button">Inbox</button>
      </Badge>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inbox' })).toBeInTheDocument();
  });
});
