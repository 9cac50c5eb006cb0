import { createRng } from '../random';
import { seedMembers } from './accounts';
import { seedAgentArea } from './agent';
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
  const accountMembers = seedMembers(rng);
  const agent = seedAgentArea(merchantCode, accountMembers, now);
  return {
    profile,
    vendorTypes: seedVendorTypes(profile, games),
    games,
    members: [...accountMembers, ...agent.extraDownlines],
    announcements: seedAnnouncements(profile, now),
    winners: seedWinners(rng, games),
    agent,
  };
}
