import type { GameCategory, VendorGroup } from '../gamesApi';
import { sortVendors, type SortedCategory } from '../model/vendors';

/** The list page of each category (spec 001 section 2; cockfight is shown as SPORTS; in-house games /m/inHouse). */
export const CATEGORY_PATH: Record<GameCategory | 'INHOUSE', string> = {
  RNG: '/m/slot-games',
  LIVE: '/m/live-games',
  PVP: '/m/poker-games',
  FISH: '/m/fishing-games',
  SPORTS: '/m/sport-games',
  COCKFIGHT: '/m/sport-games',
  ESPORTS: '/m/esport-games',
  LOTT: '/m/lott',
  ELOTT: '/m/elott',
  INHOUSE: '/m/inHouse',
};

export interface CategoryTile {
  category: SortedCategory['category'];
  vendorCount: number;
}

/**
 * Categories as the player sees them wherever they are listed (home's category tiles, the side menu, the footer),
 * in the hub's order (`sortVendors`): server order, cockfight folded into sports, the in-house vendors as their
 * own INHOUSE category at position 2, each once with its vendors.
 */
export function visibleCategories(groups: readonly Pick<VendorGroup, 'gameCategory' | 'vendorNames'>[]): CategoryTile[] {
  return sortVendors(groups).map(({ category, vendors }) => ({ category, vendorCount: vendors.length }));
}
