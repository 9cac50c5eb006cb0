import type { MemberInfoValue } from '@wl/api-client';
import type { PageStateQuery } from '@wl/ui-kit';

/** The member centre's entries, by name: the page's list (MEMBER_ENTRIES) and the responsible gaming entry. */
export type MemberEntryId =
  'deposit' | 'withdraw' | 'wallets' | 'records' | 'betRecords' | 'messages' | 'agencyCenter' | 'transactions' | 'security' | 'settings' | 'protection';

/** One entry as a design shows it: where it leads and its label, already in the player's language. */
export interface CentreEntry {
  id: MemberEntryId;
  to: string;
  label: string;
}

/**
 * What a member centre design (brand template `mem_cen`) gets from the page: the member info query (profile, VIP)
 * and the entries the white-label menu keys, the session's type and the platform allow, in the page's order.
 */
export interface MemberCentreProps {
  member: PageStateQuery<MemberInfoValue>;
  entries: readonly CentreEntry[];
}
