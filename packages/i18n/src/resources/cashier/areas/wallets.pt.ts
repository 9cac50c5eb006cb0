// Namespace `cashier`, wallets, Portuguese (Brazil). Same keys as wallets.en.ts.
import type { DeepStringify } from '../../../types';
import type { wallets as en } from './wallets.en';

export const wallets: DeepStringify<typeof en> = {
  title: 'Carteiras',
};
