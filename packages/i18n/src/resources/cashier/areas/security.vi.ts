// Namespace `cashier`, security, Vietnamese. Same keys as security.en.ts.
import type { DeepStringify } from '../../../types';
import type { security as en } from './security.en';

export const security: DeepStringify<typeof en> = {
  title: 'Trung tâm bảo mật',
};
