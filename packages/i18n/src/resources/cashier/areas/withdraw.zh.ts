// Namespace `cashier`, withdraw, Chinese (Simplified). Same keys as withdraw.en.ts.
import type { DeepStringify } from '../../../types';
import type { withdraw as en } from './withdraw.en';

export const withdraw: DeepStringify<typeof en> = {
  title: '取款',
};
