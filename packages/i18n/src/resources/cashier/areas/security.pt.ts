// Namespace `cashier`, security, Portuguese (Brazil). Same keys as security.en.ts.
import type { DeepStringify } from '../../../types';
import type { security as en } from './security.en';

export const security: DeepStringify<typeof en> = {
  title: 'Central de segurança',
};
