import type { DeepStringify } from '../../types';
import type { en } from './en';

export const vi: DeepStringify<typeof en> = {
  title: 'Đăng nhập',
};
