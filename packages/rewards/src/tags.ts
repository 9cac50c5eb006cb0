import { defineTags } from '@wl/api-client';

/** The rewards' cache tags: a raffle claim reads its raffle again, a redeem or a conversion the point balance. */
export const REWARDS_TAGS = defineTags('rewards', ['Raffle', 'Points']);
