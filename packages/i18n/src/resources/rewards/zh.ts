// Namespace `rewards`. Same keys as en.ts.
import type { DeepStringify } from '../../types';
import type { en } from './en';
import { rewardCenter } from './areas/rewardCenter.zh';
import { invite } from './areas/invite.zh';
import { redRain } from './areas/redRain.zh';

export const zh: DeepStringify<typeof en> = {
  rewardCenter,
  invite,
  redRain,
};
