import { memo, useMemo } from 'react';
import { useTranslation } from '@wl/i18n';
import { NearViewport, PageState, Stack } from '@wl/ui-kit';
import { CATEGORY_PATH } from '../categories/categoryPaths';
import { useGameListQuery, useHotGamesQuery, useVendorGameTypesQuery, type Game, type GameListQuery } from '../gamesApi';
import { useFavourites } from '../hooks/useFavourites';
import { useGameLanguage } from '../hooks/useGameLanguage';
import { useLaunchGame } from '../launch/useLaunchGame';
import { IN_HOUSE_VENDORS, sortVendors, type SortedCategory } from '../model/vendors';
import { GameStrip } from './GameStrip';
import { Section } from './Section';
import { VendorTiles } from './VendorTiles';

/** Spec 001 section 9: home lists are page 1 of 12 html5 games; vendor blocks 15; hot 12; in-house 12. */
export const HOME_LIST_SIZE = 12;
export const HOME_VENDOR_BLOCK_SIZE = 15;
export const HOME_HOT_COUNT = 12;
/** The categories home fetches a strip for, in this order. */
export const HOME_STRIP_CATEGORIES = ['RNG', 'FISH', 'PVP', 'LIVE'] as const;
/** The space the area keeps until it renders (it is taller once loaded). */
const AREA_MIN_HEIGHT = '600px';
/** Categories shown as vendor mappings (tiles) on home. */
export const HOME_VENDOR_CATEGORIES = ['SPORTS', 'LOTT', 'ELOTT'] as const;

type Play = { onPlay: (game: Game) => void; onToggleFavourite: (game: Game) => void; favourites: ReadonlySet<string> };

type StripProps = Pick<GameListQuery, 'gameType' | 'vassalage'> & { title: string; moreTo: string; play: Play };

const ListStrip = memo(function ListStrip({ gameType, vassalage, title, moreTo, play }: StripProps) {
  const language = useGameLanguage();
  const list = useGameListQuery({ gameType, vassalage, pageSize: HOME_LIST_SIZE, pageNo: 1, language });
  return (
    <Section title={title} moreTo={moreTo}>
      <PageState size="section" deferred query={{ ...list, data: list.data?.games }} isEmpty={(games) => games.length === 0}>
        {(games) => <GameStrip games={games} label={title} {...play} />}
      </PageState>
    </Section>
  );
});

const VendorBlock = memo(function VendorBlock({ category, title, play }: { category: SortedCategory['category']; title: string; play: Play }) {
  const language = useGameLanguage();
  const gameType = category === 'SPORTS' ? 'SPORTS,COCKFIGHT' : category;
  const list = useGameListQuery({ gameType, pageNo: 1, pageSize: HOME_VENDOR_BLOCK_SIZE, language });
  return (
    <Section title={title} moreTo={CATEGORY_PATH[category as keyof typeof CATEGORY_PATH]}>
      <PageState size="section" deferred query={{ ...list, data: list.data?.games }} isEmpty={(games) => games.length === 0}>
        {(games) => <VendorTiles games={games} onPlay={play.onPlay} />}
      </PageState>
    </Section>
  );
});

/**
 * The home game area (spec 001 section 2): hot games, a strip per category (RNG, FISH, PVP, LIVE), each with
 * 'more' to its page; sports, lottery and e-lottery vendor mappings; in-house games. Only categories the
 * merchant has are shown. It sits below the category tiles, which come from the same vendor list: it waits for
 * that list, so that the tiles above have their final height before it is placed (nothing moves), then renders
 * when the player scrolls near it.
 */
export function HomeGameArea() {
  const vendors = useVendorGameTypesQuery({ language: useGameLanguage() });
  return (
    <NearViewport minHeight={AREA_MIN_HEIGHT} ready={vendors.data !== undefined}>
      <Strips />
    </NearViewport>
  );
}

function Strips() {
  const { t } = useTranslation();
  const language = useGameLanguage();
  const vendors = useVendorGameTypesQuery({ language });
  const hot = useHotGamesQuery({ language });
  // one array per answer: a deferred value that is new on every render is never caught up with (React's
  // useDeferredValue), and the strip's spinner stayed while anything else on home re-rendered
  const hotGames = useMemo(() => hot.data?.slice(0, HOME_HOT_COUNT), [hot.data]);
  const { favourites, toggle } = useFavourites();
  const { launch, prompt } = useLaunchGame();
  const play = useMemo<Play>(() => ({ onPlay: launch, onToggleFavourite: toggle, favourites }), [launch, toggle, favourites]);
  const sorted = sortVendors(vendors.data ?? []);
  const has = (category: string) => sorted.some((c) => c.category === category);
  return (
    <Stack $gap="4">
      <Section title={t('titles.hotGames')} moreTo="/m/hot-games">
        <PageState size="section" deferred query={{ ...hot, data: hotGames }} isEmpty={(games) => games.length === 0}>
          {(games) => <GameStrip games={games} label={t('titles.hotGames')} {...play} />}
        </PageState>
      </Section>
      {HOME_STRIP_CATEGORIES.filter(has).map((category) => (
        <ListStrip key={category} title={t(`home.categories.${category}`)} moreTo={CATEGORY_PATH[category]} gameType={category} play={play} />
      ))}
      {has('INHOUSE') && (
        <ListStrip title={t('home.categories.INHOUSE')} moreTo="/m/inHouse" gameType="RNG" vassalage={IN_HOUSE_VENDORS.join(',')} play={play} />
      )}
      {HOME_VENDOR_CATEGORIES.filter(has).map((category) => (
        <VendorBlock key={category} category={category} title={t(`home.categories.${category}`)} play={play} />
      ))}
      {prompt}
    </Stack>
  );
}
