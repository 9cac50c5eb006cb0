import { compareAmounts } from '@wl/api-client';
import type { WinnerItem } from '@wl/api-client/catalogue';
import type { GameCategory, VendorGroup, VendorName } from '../vendorTypesApi';

/** A row of the winners board. */
export type Winner = WinnerItem['vo'];

/** The categories of the game centre: the platform's, plus the site's own (spec 001 section 3). */
export type HubCategory = GameCategory | 'HOT' | 'FAV' | 'INHOUSE' | 'HOME';

/** Vendor codes of in-house games (spec 001 section 3: in-house list BGS). */
export const IN_HOUSE_VENDORS = ['BGS'] as const;

/** A category with its vendors after the site's sorting. */
export interface SortedCategory {
  category: Exclude<HubCategory, 'HOT' | 'FAV' | 'HOME' | 'COCKFIGHT'>;
  vendors: VendorName[];
}

/** Where the INHOUSE category is inserted in the sorted list (spec 001 section 4: position 2, counted from 0). */
export const IN_HOUSE_POSITION = 2;

/**
 * Vendor sorting (spec 001 section 4): server order; cockfight folded into sports; RNG vendors whose account
 * type is in-house pulled out into an INHOUSE category inserted at position 2.
 */
export function sortVendors(groups: readonly Pick<VendorGroup, 'gameCategory' | 'vendorNames'>[]): SortedCategory[] {
  const sorted: SortedCategory[] = [];
  const inHouse: VendorName[] = [];
  for (const group of groups) {
    const category = group.gameCategory === 'COCKFIGHT' ? 'SPORTS' : group.gameCategory;
    let vendors = group.vendorNames;
    if (category === 'RNG') {
      inHouse.push(...vendors.filter((v) => v.accountType === 'INHOUSE'));
      vendors = vendors.filter((v) => v.accountType !== 'INHOUSE');
    }
    const existing = sorted.find((c) => c.category === category);
    if (existing) existing.vendors = [...existing.vendors, ...vendors];
    else sorted.push({ category, vendors });
  }
  if (inHouse.length > 0) sorted.splice(Math.min(IN_HOUSE_POSITION, sorted.length), 0, { category: 'INHOUSE', vendors: inHouse });
  return sorted;
}

/**
 * The name a vendor is shown by: its display name in the vendor list, in the game's own category first (TCG is
 * "TCG Lottery" in LOTT and "TCG E-Lottery" in ELOTT), else in any category; the vendor code only when the list
 * does not name it (not loaded yet, or a vendor it does not have).
 */
export function vendorDisplayName(groups: readonly Pick<VendorGroup, 'gameCategory' | 'vendorNames'>[] | undefined, gameType: string, vendor: string): string {
  const named = (group: Pick<VendorGroup, 'vendorNames'>) => group.vendorNames.find((v) => v.vassalage === vendor)?.displayName;
  const own = groups?.find((g) => g.gameCategory === gameType);
  return (own && named(own)) || groups?.map(named).find(Boolean) || vendor;
}

/** The hub's left menu: HOME, HOT, FAV, then the sorted vendor categories without LOTT and ELOTT. */
export function hubCategories(groups: readonly VendorGroup[]): HubCategory[] {
  return [
    'HOME',
    'HOT',
    'FAV',
    ...sortVendors(groups)
      .map((c) => c.category)
      .filter((c) => c !== 'LOTT' && c !== 'ELOTT'),
  ];
}

/** Prize modes of the lottery launchers (spec 001 section 3; SEA is TCG_SEA's). */
export const PRIZE_MODE = { lott: 'Lott', zy: 'ZY', elott: 'Elott', sea: 'SEA' } as const;
export type PrizeMode = (typeof PRIZE_MODE)[keyof typeof PRIZE_MODE];

/**
 * The electronic-lottery mode when the vendor mapping has an electronic lottery entry for TCG_LOTTO_VN or
 * LOTT, else the normal lottery mode (spec 001 section 4). Before the vendors load: Elott (the default).
 */
export function prizeModeFor(groups: readonly VendorGroup[] | undefined): PrizeMode {
  if (!groups) return PRIZE_MODE.elott;
  const elott = groups.find((g) => g.gameCategory === 'ELOTT');
  return elott?.vendorNames.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT') ? PRIZE_MODE.elott : PRIZE_MODE.lott;
}

/** Winners by win amount, largest first (spec 001 section 4). */
export function sortWinners(winners: readonly Winner[]): Winner[] {
  return [...winners].sort((a, b) => compareAmounts(b.winAmount, a.winAmount));
}

/**
 * A vendor's icon: image CDN, vendor code and colour suffix (spec 001 section 3). `cdn` is a brand CDN host,
 * or the platform's own (`<api host>/demo-cdn` on the demo platform).
 */
export function vendorIconPath(cdn: string, vendor: string, colour: 'dark' | 'light'): string {
  return `${cdn.replace(/\/$/, '')}/vendors/${encodeURIComponent(vendor)}-${colour}.svg`;
}
