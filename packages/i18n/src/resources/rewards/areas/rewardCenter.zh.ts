// Namespace `rewards`, rewardCenter, Chinese (simplified). Same keys as rewardCenter.en.ts.
import type { DeepStringify } from '../../../types';
import type { rewardCenter as en } from './rewardCenter.en';

export const rewardCenter: DeepStringify<typeof en> = {
  title: 'TITLE_rewardCenter',
};
