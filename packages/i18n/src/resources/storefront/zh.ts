import type { DeepStringify } from '../../types';
import type { en } from './en';

export const zh: DeepStringify<typeof en> = {
  title: '优惠活动',
};
