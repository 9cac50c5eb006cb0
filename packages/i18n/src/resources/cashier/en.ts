// Namespace `cashier`, English (source of truth): deposit, withdraw, security centre, wallets and records
// (packages/cashier). Loaded lazily with the screens that use it: `useTranslation('cashier')`. Each area's text is its
// own file (areas/<area>.<lang>.ts); pt, vi and zh must have the same keys.
import { deposit } from './areas/deposit.en';
import { withdraw } from './areas/withdraw.en';
import { security } from './areas/security.en';
import { wallets } from './areas/wallets.en';

export const en = {
  common: {
    title: 'Cashier',
    from: 'From',
    to: 'To',
    apply: 'Apply',
    all: 'All',
    amount: 'Amount',
    fee: 'Fee',
    limits: 'Min {{min}} · Max {{max}}',
    copy: 'Copy',
    copied: 'Copied',
    records: 'Records',
    checking: 'Checking what happened to your request…',
    unknownOutcome: 'We could not confirm your request. Check your records before trying again.',
  },
  status: {
    pending: 'Pending',
    success: 'Successful',
    failed: 'Failed',
  },
  /** deposit and withdrawal records (the Records tab of the deposit and withdraw pages) */
  orders: {
    period: 'Last {{days}} days',
    order: 'Order {{orderId}}',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{pages}}',
  },
  amount: {
    required: 'Enter an amount.',
    format: 'Enter digits only, for example 100 or 100.50.',
    negative: 'The amount cannot be negative.',
    zero: 'The amount must be more than zero.',
    decimals: 'Use at most two decimals.',
    tooLarge: 'This amount is too large.',
    belowMin: 'The minimum is {{limit}}.',
    aboveMax: 'The maximum is {{limit}}.',
    aboveBalance: 'This is more than your balance of {{limit}}.',
  },
  deposit,
  withdraw,
  security,
  wallets,
};
