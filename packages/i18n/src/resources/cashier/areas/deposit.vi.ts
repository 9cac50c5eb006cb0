// Namespace `cashier`, deposit, Vietnamese. Same keys as deposit.en.ts.
import type { DeepStringify } from '../../../types';
import type { deposit as en } from './deposit.en';

export const deposit: DeepStringify<typeof en> = {
  title: 'Nạp tiền',
};
