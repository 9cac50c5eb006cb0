// Namespace `cashier`, withdraw, Vietnamese. Same keys as withdraw.en.ts.
import type { DeepStringify } from '../../../types';
import type { withdraw as en } from './withdraw.en';

export const withdraw: DeepStringify<typeof en> = {
  title: 'Rút tiền',
};
