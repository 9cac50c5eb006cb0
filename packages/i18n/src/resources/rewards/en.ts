// Namespace `rewards`, English (source of truth): reward centre and points, invite friends, red-packet rain
// (packages/rewards). Loaded lazily with the screens that use it: `useTranslation('rewards')`. Each area's text is its
// own file (areas/<area>.<lang>.ts); pt, vi and zh must have the same keys.
import { rewardCenter } from './areas/rewardCenter.en';
import { invite } from './areas/invite.en';
import { redRain } from './areas/redRain.en';

export const en = {
  rewardCenter,
  invite,
  redRain,
};
