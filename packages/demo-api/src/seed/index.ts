import { createRng } from '../random';
import { seedMembers } from './accounts';
import { seedAgentArea, type AgentSeed } from './agent';
import { seedAnnouncements, seedWinners } from './content';
import { seedGames, seedVendorTypes } from './games';
import { merchantProfile } from './merchants';
import type { DemoAnnouncement, DemoGame, DemoMember, DemoWinner, MerchantProfile, VendorGameType } from './types';

/** Everything seeded for one merchant. Deterministic for a merchant code and a day. */
export interface MerchantSeed {
  profile: MerchantProfile;
  vendorTypes: VendorGameType[];
  games: DemoGame[];
  members: DemoMember[];
  announcements: DemoAnnouncement[];
  winners: DemoWinner[];
  /** messages and the agent area (seed/agent.ts) */
  agent: AgentSeed;
}

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
