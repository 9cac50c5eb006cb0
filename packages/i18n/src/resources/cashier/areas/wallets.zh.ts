// Namespace `cashier`, wallets, Chinese (Simplified). Same keys as wallets.en.ts.
import type { DeepStringify } from '../../../types';
import type { wallets as en } from './wallets.en';

export const wallets: DeepStringify<typeof en> = {
  title: '钱包',
};
