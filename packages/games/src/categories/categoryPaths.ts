import type { GameCategory, VendorGroup } from '../gamesApi';

/** The list page of each category (spec 001 section 2; cockfight is shown as SPORTS). */
export const CATEGORY_PATH: Record<GameCategory, string> = {
  RNG: '/m/slot-games',
  LIVE: '/m/live-games',
  PVP: '/m/poker-games',
  FISH: '/m/fishing-games',
  SPORTS: '/m/sport-games',
  COCKFIGHT: '/m/sport-games',
  ESPORTS: '/m/esport-games',
  LOTT: '/m/lott',
  ELOTT: '/m/elott',
};

export interface CategoryTile {
  category: GameCategory;
  vendorCount: number;
}

/** Categories as the player sees them: server order, cockfight folded into sports, each once with its vendors. */
export function visibleCategories(groups: readonly Pick<VendorGroup, 'gameCategory' | 'vendorNames'>[]): CategoryTile[] {
  const tiles: CategoryTile[] = [];
  for (const group of groups) {
    const category = group.gameCategory === 'COCKFIGHT' ? 'SPORTS' : group.gameCategory;
    const tile = tiles.find((t) => t.category === category);
    if (tile) tile.vendorCount += group.vendorNames.length;
    else tiles.push({ category, vendorCount: group.vendorNames.length });
  }
  return tiles;
}
