// Namespace `rewards`. Same keys as en.ts.
import type { DeepStringify } from '../../types';
import type { en } from './en';
import { rewardCenter } from './areas/rewardCenter.vi';
import { invite } from './areas/invite.vi';
import { redRain } from './areas/redRain.vi';

export const vi: DeepStringify<typeof en> = {
  rewardCenter,
  invite,
  redRain,
};
