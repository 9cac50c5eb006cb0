import type { TranslationKey } from '@wl/i18n';

/** The title of each list page (the route table's titles). */
export const LIST_TITLE: Record<string, TranslationKey> = {
  '/m/live-games': 'titles.liveGames',
  '/m/slot-games': 'titles.slotGames',
  '/m/sport-games': 'titles.sportGames',
  '/m/esport-games': 'titles.esportGames',
  '/m/fishing-games': 'titles.fishingGames',
  '/m/poker-games': 'titles.pokerGames',
  '/m/lott': 'titles.lott',
  '/m/lottery': 'titles.lott',
  '/m/elott': 'titles.elott',
  '/m/inHouse': 'titles.inHouse',
  '/m/fav-games': 'titles.favGames',
  '/m/roulette': 'titles.roulette',
  '/m/baccarat': 'titles.baccarat',
  '/m/slotsCenter': 'titles.slotGames',
};
