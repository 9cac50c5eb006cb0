import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing';
import { BALANCE_MASK, BalanceDisplay, currencyDigits, currencySymbolOf, formatBalance, maskBalance } from './BalanceDisplay';
import type { BalanceDisplayProps } from './BalanceDisplay';

/** What a player reads: the no-break space between symbol and amount shown as a space. */
const read = (text: string) => text.replaceAll('\u00a0', ' ');

describe('formatBalance', () => {
  it('shows the symbol and exactly two decimals with grouping', () => {
    expect(read(formatBalance('1234.5', '₱'))).toBe('₱ 1,234.50');
    expect(read(formatBalance('0', '₱'))).toBe('₱ 0.00');
    expect(read(formatBalance('1234567.891', '$'))).toBe('$ 1,234,567.89');
    expect(read(formatBalance('0.005', '₱'))).toBe('₱ 0.01');
    // exact: a float would lose these digits
    expect(read(formatBalance('90071992547409931.11', '$'))).toBe('$ 90,071,992,547,409,931.11');
  });

  it('writes a negative amount with its sign before the symbol, as a player reads it', () => {
    expect(read(formatBalance('-56.56', '$'))).toBe('-$ 56.56');
    expect(read(formatBalance('-12', '₱'))).toBe('-₱ 12.00');
    expect(formatBalance('-12', '')).toBe('-12.00');
  });

  it('keeps the symbol with its amount: a no-break space between them, never a line break', () => {
    expect(formatBalance('50000', '$')).toBe('$\u00a050,000.00');
    expect(maskBalance('$')).toBe('$\u00a0******');
  });

  it('follows the locale', () => {
    expect(read(formatBalance('1234.5', '€', 'de-DE'))).toBe('€ 1.234,50');
  });

  it("writes a currency without minor units with no decimals (lotus's dong: ₫ 80, not ₫ 80.00)", () => {
    expect(currencyDigits('VND')).toBe(0);
    expect(currencyDigits('KRW')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('BRL')).toBe(2);
    expect(currencyDigits(undefined)).toBe(2);
    expect(currencyDigits('nonsense')).toBe(2);
    expect(read(formatBalance('80.00', '₫', 'vi-VN', currencyDigits('VND')))).toBe('₫ 80');
    expect(read(formatBalance('1250000', '₫', 'vi-VN', 0))).toBe('₫ 1.250.000');
    expect(read(formatBalance('-56', '₫', 'vi-VN', 0))).toBe('-₫ 56');
    // never rounded away: a fraction the currency should not have is shown as it is
    expect(read(formatBalance('12345.68', '₫', 'vi-VN', 0))).toBe('₫ 12.345,68');
    expect(read(formatBalance('12345.50', '₫', 'en-US', 0))).toBe('₫ 12,345.50');
  });

  it("knows a currency's symbol where the platform gives none (a guest)", () => {
    expect(currencySymbolOf('USD')).toBe('$');
    expect(currencySymbolOf('BRL')).toBe('R$');
    expect(currencySymbolOf('VND')).toBe('₫');
    expect(currencySymbolOf(undefined)).toBe('');
    expect(currencySymbolOf('nonsense')).toBe('');
  });

  it('leaves out the symbol when empty', () => {
    expect(formatBalance('10', '')).toBe('10.00');
  });
});

describe('maskBalance', () => {
  it('is six asterisks, after the symbol when given', () => {
    expect(maskBalance()).toBe('******');
    expect(BALANCE_MASK).toBe('******');
    expect(read(maskBalance('₱'))).toBe('₱ ******');
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
