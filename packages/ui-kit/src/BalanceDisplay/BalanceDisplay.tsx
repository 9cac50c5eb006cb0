import styled, { css, keyframes } from 'styled-components';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../shared/icons';
import { IconButton } from '../shared/IconButton';

/** What replaces the digits while the balance is hidden, refreshing or unknown. */
export const BALANCE_MASK = '******';

/** Intl's facts about a currency code (its decimals and narrow symbol), read once per code; undefined when unknown. */
const currencies = new Map<string, { digits: number; symbol: string } | undefined>();
function currencyFacts(code: string): { digits: number; symbol: string } | undefined {
  if (!currencies.has(code)) {
    try {
      const format = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
      currencies.set(code, {
        digits: format.resolvedOptions().maximumFractionDigits ?? 2,
        symbol: format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? '',
      });
    } catch {
      currencies.set(code, undefined);
    }
  }
  return currencies.get(code);
}

/**
 * The decimals a currency is written with (ISO 4217 minor units, as Intl knows them): 2 for most, 0 for a currency
 * without minor units (VND, KRW, JPY); 2 when the code is absent or unknown.
 */
export function currencyDigits(code?: string): number {
  return (code ? currencyFacts(code)?.digits : undefined) ?? 2;
}

/**
 * The symbol a currency is written with where the page has none from the platform (a guest, who has no wallet):
 * Intl's narrow symbol (`$`, `R$`, `₫`); empty when the code is absent or unknown.
 */
export function currencySymbolOf(code?: string): string {
  return (code ? currencyFacts(code)?.symbol : undefined) ?? '';
}

/**
 * `₱ 1,234.50`: the symbol, a no-break space (the symbol never wraps away from its amount), the amount with exactly
 * `fractionDigits` decimals (two, or the currency's: `currencyDigits`; an amount with a fraction a currency without
 * minor units should not have keeps it, never rounded away) and grouping; a negative amount reads
 * `-₱ 56.56`, its sign before the symbol. The amount is a decimal string (money never travels as a float, product
 * decision 18), formatted as it is: Intl formats a decimal string exactly, so no amount passes through a binary float
 * on its way to the screen.
 */
export function formatBalance(amount: string, currencySymbol: string, locale: string = 'en-US', fractionDigits: number = 2): string {
  // a currency without minor units drops only zeros: an amount that has a fraction keeps it (money is shown exactly)
  const beyond = [...(amount.split('.')[1] ?? '').slice(fractionDigits)].some((digit) => digit !== '0');
  const shown = beyond ? Math.max(fractionDigits, 2) : fractionDigits;
  const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: shown, maximumFractionDigits: shown }).format(amount as `${number}`);
  if (!currencySymbol) return digits;
  const sign = /^[-\u2212]/.exec(digits)?.[0] ?? '';
  return `${sign}${currencySymbol}\u00a0${digits.slice(sign.length)}`;
}

/** The masked balance: `******`, or `₱ ******` when given the symbol. */
export function maskBalance(currencySymbol: string = ''): string {
  return currencySymbol ? `${currencySymbol}\u00a0${BALANCE_MASK}` : BALANCE_MASK;
}

export interface BalanceDisplayProps {
  /** a decimal string; null while unknown (shown masked). */
  amount: string | null;
  currencySymbol: string;
  hidden: boolean;
  refreshing: boolean;
  onToggleHidden?: () => void;
  onRefresh?: () => void;
  /** Accessible name of the show/hide toggle (a pressed toggle: pressed = hidden). */
  toggleLabel: string;
  refreshLabel: string;
  /** Shown instead of the amount when the balance could not be loaded; the refresh button retries. */
  errorLabel?: string;
  locale?: string;
  /** the currency's decimals (`currencyDigits`); absent: 2 */
  fractionDigits?: number;
  className?: string;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  align-items: center;
  gap: ${(p) => p.theme.space['1']};
  color: inherit;
`;

const Amount = styled.span`
  font-size: ${(p) => p.theme.font.size.lg};
  font-weight: ${(p) => p.theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

// inherits the colour of where the balance sits (header gradient or card), which the brand checks for contrast
const Failed = styled.span`
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Spinning = styled.span<{ $spinning: boolean }>`
  display: inline-flex;
  ${(p) =>
    p.$spinning &&
    css`
      animation: ${spin} 0.8s linear infinite;
    `}
`;

/** The wallet balance with show/hide and refresh buttons. */
export function BalanceDisplay({
  amount,
  currencySymbol,
  hidden,
  refreshing,
  onToggleHidden,
  onRefresh,
  toggleLabel,
  refreshLabel,
  errorLabel,
  locale,
  fractionDigits,
  className,
}: BalanceDisplayProps) {
  const masked = hidden || refreshing || amount === null || !/^-?\d+(\.\d+)?$/.test(amount);
  return (
    <Wrap className={className}>
      {errorLabel && !refreshing ? (
        <Failed role="alert">{errorLabel}</Failed>
      ) : (
        <Amount>{masked ? maskBalance(currencySymbol) : formatBalance(amount, currencySymbol, locale, fractionDigits)}</Amount>
      )}
      {onToggleHidden && (
        <IconButton aria-label={toggleLabel} aria-pressed={hidden} onClick={onToggleHidden}>
          {hidden ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      )}
      {onRefresh && (
        <IconButton
          aria-label={refreshLabel}
          aria-busy={refreshing || undefined}
          aria-disabled={refreshing || undefined}
          onClick={refreshing ? undefined : onRefresh}
        >
          <Spinning $spinning={refreshing}>
            <RefreshIcon />
          </Spinning>
        </IconButton>
      )}
    </Wrap>
  );
}
