// Namespace `rewards`. Same keys as en.ts.
import type { DeepStringify } from '../../types';
import type { en } from './en';
import { rewardCenter } from './areas/rewardCenter.pt';
import { invite } from './areas/invite.pt';
import { redRain } from './areas/redRain.pt';

export const pt: DeepStringify<typeof en> = {
  rewardCenter,
  invite,
  redRain,
};
