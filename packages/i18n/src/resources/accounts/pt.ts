import type { DeepStringify } from '../../types';
import type { en } from './en';

export const pt: DeepStringify<typeof en> = {
  title: 'Entrar',
};
