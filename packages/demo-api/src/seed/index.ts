import { createRng } from '../random';
import { seedMembers } from './accounts';
import { seedAnnouncements, seedWinners } from './content';
import { seedGames, seedVendorTypes } from './games';
import { merchantProfile } from './merchants';
import type { MerchantSeed } from './types';

/**
 * Everything seeded for a merchant, from a PRNG over the merchant code: the same code gives the same data
 * (announcement dates follow the day of `now`).
 */
export function createMerchantSeed(merchantCode: string, now: number): MerchantSeed {
  const profile = merchantProfile(merchantCode);
  const rng = createRng(`merchant:${merchantCode}`);
  const games = seedGames(profile, rng);
  return {
    profile,
    vendorTypes: seedVendorTypes(profile, games),
    games,
    members: seedMembers(rng),
    announcements: seedAnnouncements(profile, now),
    winners: seedWinners(rng, games),
  };
}
