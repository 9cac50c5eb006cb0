import { defineTags } from '@wl/api-client';

/** The cashier's cache tags: a money operation invalidates what it changed (and auth's Wallet for the header balance). */
export const CASHIER_TAGS = defineTags('cashier', ['Wallets', 'Transactions', 'Deposits', 'Withdrawals', 'Cards', 'Security', 'Pnl']);
