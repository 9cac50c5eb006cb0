import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing';
import { BALANCE_MASK, BalanceDisplay, formatBalance, maskBalance } from './BalanceDisplay';
import type { BalanceDisplayProps } from './BalanceDisplay';

describe('formatBalance', () => {
  it('shows the symbol and exactly two decimals with grouping', () => {
    expect(formatBalance('1234.5', '₱')).toBe('₱ 1,234.50');
    expect(formatBalance('0', '₱')).toBe('₱ 0.00');
    expect(formatBalance('1234567.891', '$')).toBe('$ 1,234,567.89');
    expect(formatBalance('0.005', '₱')).toBe('₱ 0.01');
    expect(formatBalance('-12', '₱')).toBe('₱ -12.00');
    // exact: a float would lose these digits
    expect(formatBalance('90071992547409931.11', '$')).toBe('$ 90,071,992,547,409,931.11');
  });

  it('follows the locale', () => {
    expect(formatBalance('1234.5', '€', 'de-DE')).toBe('€ 1.234,50');
  });

  it('leaves out the symbol when empty', () => {
    expect(formatBalance('10', '')).toBe('10.00');
  });
});

describe('maskBalance', () => {
  it('is six asterisks, after the symbol when given', () => {
    expect(maskBalance()).toBe('******');
    expect(BALANCE_MASK).toBe('******');
    expect(maskBalance('₱')).toBe('₱ ******');
  });
});

const base: BalanceDisplayProps = {
  amount: '1234.5',
  currencySymbol: '₱',
  hidden: false,
  refreshing: false,
  toggleLabel: 'Hide balance',
  refreshLabel: 'Refresh balance',
};

describe('BalanceDisplay', () => {
  it('shows the formatted amount', () => {
    renderWithTheme(<BalanceDisplay {...base} />);
    expect(screen.getByText('₱ 1,234.50')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('masks the digits while hidden', () => {
    renderWithTheme(<BalanceDisplay {...base} hidden />);
    expect(screen.getByText('₱ ******')).toBeInTheDocument();
    expect(screen.queryByText(/1,234/)).not.toBeInTheDocument();
  });

  it('masks the digits and marks refresh busy while refreshing', () => {
    renderWithTheme(<BalanceDisplay {...base} refreshing onRefresh={() => {}} />);
    expect(screen.getByText('₱ ******')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says the balance could not be loaded, with refresh as the retry, and masks it again while retrying', async () => {
    const onRefresh = vi.fn();
    const { rerender } = renderWithTheme(<BalanceDisplay {...base} amount={null} errorLabel="Balance unavailable" onRefresh={onRefresh} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Balance unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(<BalanceDisplay {...base} amount={null} errorLabel="Balance unavailable" refreshing onRefresh={onRefresh} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('₱ ******')).toBeInTheDocument();
  });

  it('masks an unknown amount', () => {
    renderWithTheme(<BalanceDisplay {...base} amount={null} />);
    expect(screen.getByText('₱ ******')).toBeInTheDocument();
  });

  it('toggles hidden through a labelled pressed toggle', async () => {
    const onToggleHidden = vi.fn();
    const { rerender } = renderWithTheme(<BalanceDisplay {...base} onToggleHidden={onToggleHidden} />);
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onToggleHidden).toHaveBeenCalledTimes(1);
    rerender(<BalanceDisplay {...base} hidden onToggleHidden={onToggleHidden} />);
    expect(screen.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refreshes on tap, but not again while refreshing', async () => {
    const onRefresh = vi.fn();
    const { rerender } = renderWithTheme(<BalanceDisplay {...base} onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(<BalanceDisplay {...base} refreshing onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
