import type { GameCategory } from '../gamesApi';

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

/** Categories as the player sees them: server order, cockfight folded into sports, each once. */
export function visibleCategories(categories: readonly GameCategory[]): GameCategory[] {
  const out: GameCategory[] = [];
  for (const category of categories) {
    const shown = category === 'COCKFIGHT' ? 'SPORTS' : category;
    if (!out.includes(shown)) out.push(shown);
  }
  return out;
}
