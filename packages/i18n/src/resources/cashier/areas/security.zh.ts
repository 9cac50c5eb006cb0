// Namespace `cashier`, security, Chinese (Simplified). Same keys as security.en.ts.
import type { DeepStringify } from '../../../types';
import type { security as en } from './security.en';

export const security: DeepStringify<typeof en> = {
  title: '安全中心',
};
