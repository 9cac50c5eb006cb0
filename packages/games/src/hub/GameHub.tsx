import { useDeferredValue, useEffect, useId, useMemo, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Button, EmptyState, lazyPart, PageState, PartBoundary, Spinner, Stack, Tabs } from '@wl/ui-kit';
import { CategoryGrid } from '../categories/CategoryGrid';
import { CATEGORY_PATH } from '../categories/categoryPaths';
import { useFavouritePagesInfiniteQuery, useGameListQuery, useHotGamesQuery, useVendorGameTypesQuery, type Game } from '../gamesApi';
import { useFavourites } from '../hooks/useFavourites';
import { useGameLanguage } from '../hooks/useGameLanguage';
import { useGoToLogin, useSessionFacts } from '../hooks/useSessionFacts';
import { useLaunchGame } from '../launch/useLaunchGame';
import { hubCategories, IN_HOUSE_VENDORS, type HubCategory } from '../model/vendors';
import { HeartIcon } from '../ui/icons';
import { TileGrid } from '../ui/TileGrid';
import { useCurrentGameCategory } from './hubCategory';
import { Section } from './Section';
import { VendorTiles } from './VendorTiles';

/** The home game area (strips, Swiper) loads after the hub, in its own chunk. */
const HomeGameArea = lazyPart(() => import('./HomeGameArea').then((m) => m.HomeGameArea));

/** Spec 001 section 9: the hub shows the first 15 hot games; vendor blocks and favourites page by 15. */
export const HUB_HOT_COUNT = 15;
export const HUB_BLOCK_SIZE = 15;
const VENDOR_TILE_CATEGORIES = new Set(['ESPORTS', 'SPORTS', 'LOTT', 'ELOTT']);

/** At least the rail's height from the start, so that nothing below the hub shows and moves while it loads. */
const Hub = styled.section`
  display: grid;
  grid-template-columns: 76px minmax(0, 1fr);
  gap: ${(p) => p.theme.space['2']};
  align-items: start;
  min-height: calc(100dvh - ${(p) => p.theme.size.topBar} - ${(p) => p.theme.size.tabBar});
`;

/** The left menu: ui-kit Tabs laid out as a sticky, scrollable column. */
const Rail = styled.div`
  position: sticky;
  top: calc(${(p) => p.theme.size.topBar} + env(safe-area-inset-top));
  max-height: calc(100dvh - ${(p) => p.theme.size.topBar} - ${(p) => p.theme.size.tabBar} - env(safe-area-inset-top));
  overflow-y: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  [role='tablist'] {
    flex-direction: column;
    gap: ${(p) => p.theme.space['1']};
    border-bottom: 0;
    overflow: visible;
  }
  [role='tab'] {
    flex: none;
    min-height: 52px;
    padding: ${(p) => p.theme.space['1']};
    border: 1px solid ${(p) => p.theme.color.border.default};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.bg.surface};
    /* a narrow column: labels follow the text size up to what a word of it holds (as the tab bar's labels) */
    font-size: min(${(p) => p.theme.font.size.xs}, 3.125vw);
    white-space: normal;
    overflow-wrap: break-word;
  }
  [role='tab'][aria-selected='true'] {
    border-color: ${(p) => p.theme.color.brand.primary};
    background: ${(p) => p.theme.color.brand.primary};
    color: ${(p) => p.theme.color.text.onPrimary};
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  min-height: 140px;
  align-items: center;
`;

type Play = { onPlay: (game: Game) => void; onToggleFavourite: (game: Game) => void; favourites: ReadonlySet<string> };

function HotPanel({ title, play }: { title: string; play: Play }) {
  const language = useGameLanguage();
  const hot = useHotGamesQuery({ language });
  // one array per answer: a deferred value new on every render is never caught up with (HomeGameArea says more)
  const hotGames = useMemo(() => hot.data?.slice(0, HUB_HOT_COUNT), [hot.data]);
  return (
    <Section title={title} moreTo="/m/hot-games">
      <PageState size="section" deferred query={{ ...hot, data: hotGames }} isEmpty={(games) => games.length === 0}>
        {(games) => <TileGrid games={games} label={title} {...play} />}
      </PageState>
    </Section>
  );
}

function FavouritesPanel({ title, play }: { title: string; play: Play }) {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const language = useGameLanguage();
  const { member } = useSessionFacts();
  const goToLogin = useGoToLogin();
  const list = useFavouritePagesInfiniteQuery(member ? { pageSize: HUB_BLOCK_SIZE, language, member } : skipToken);
  if (!member) {
    return (
      <EmptyState
        icon={<HeartIcon />}
        title={title}
        description={tg('hub.loginForFavourites')}
        action={<Button onClick={goToLogin}>{t('nav.login')}</Button>}
      />
    );
  }
  return (
    <Section title={title} moreTo="/m/fav-games">
      <PageState
        size="section"
        deferred
        query={{ ...list, data: list.currentData?.pages[0]?.games }}
        isEmpty={(games) => games.length === 0}
        empty={<EmptyState icon={<HeartIcon />} title={title} description={tg('hub.noFavourites')} />}
      >
        {(games) => <TileGrid games={games} label={title} {...play} />}
      </PageState>
    </Section>
  );
}

function GamesPanel({
  title,
  gameType,
  vendor,
  moreTo,
  tiles,
  play,
}: {
  title: string;
  gameType: string;
  vendor?: string;
  moreTo: string;
  tiles: boolean;
  play: Play;
}) {
  const language = useGameLanguage();
  const list = useGameListQuery({ gameType, vassalage: vendor, pageNo: 1, pageSize: HUB_BLOCK_SIZE, language });
  return (
    <Section title={title} moreTo={moreTo}>
      <PageState size="section" deferred query={{ ...list, data: list.data?.games }} isEmpty={(games) => games.length === 0}>
        {(games) => (tiles ? <VendorTiles games={games} onPlay={play.onPlay} /> : <TileGrid games={games} label={title} {...play} />)}
      </PageState>
    </Section>
  );
}

function CategoryPanel({ category, title, play }: { category: HubCategory; title: string; play: Play }) {
  const { t } = useTranslation();
  if (category === 'HOME') {
    return (
      <>
        <CategoryGrid />
        <PartBoundary
          fallback={
            <Center>
              <Spinner label={t('common.loading')} />
            </Center>
          }
        >
          <HomeGameArea />
        </PartBoundary>
      </>
    );
  }
  if (category === 'HOT') return <HotPanel title={title} play={play} />;
  if (category === 'FAV') return <FavouritesPanel title={title} play={play} />;
  if (category === 'INHOUSE')
    return <GamesPanel title={title} gameType="RNG" vendor={IN_HOUSE_VENDORS.join(',')} moreTo="/m/inHouse" tiles={false} play={play} />;
  const gameType = category === 'SPORTS' ? 'SPORTS,COCKFIGHT' : category;
  return (
    <GamesPanel
      title={title}
      gameType={gameType}
      moreTo={CATEGORY_PATH[category as keyof typeof CATEGORY_PATH]}
      tiles={VENDOR_TILE_CATEGORIES.has(category)}
      play={play}
    />
  );
}

/**
 * How far the page scrolls (px, negative up) to show the chosen category, from viewport positions: the hub's top,
 * the selected tab's bottom once the rail has centred it, and the band between the top bar and the tab bar.
 * Scrolled past the hub's start: back to it. Tab below the band: just enough to show it, and never past the hub's
 * start, where the sticky rail (no taller than the band) stops moving and shows the tab anyway.
 */
export function revealScroll({ hubTop, tabBottom, viewTop, viewBottom }: { hubTop: number; tabBottom: number; viewTop: number; viewBottom: number }): number {
  const start = hubTop - viewTop;
  if (start < 0) return Math.round(start);
  // at or below the top bar, the hub's tabs are below its start: only the band's bottom can hide one
  if (tabBottom > viewBottom) return Math.round(Math.min(tabBottom - viewBottom + REVEAL_MARGIN, start));
  return 0;
}

/** Space kept between a revealed tab and the bar it would otherwise touch. */
const REVEAL_MARGIN = 8;

/**
 * The game hub on home (spec 001 section 2): a left menu of HOME, HOT, FAV and the merchant's categories
 * (server order, in-house at position 2, without LOTT and ELOTT); the selected category is centred in the
 * menu and kept in the URL (`?category=`), so footer links and the back button reach it.
 */
export function GameHub() {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const language = useGameLanguage();
  // the vendor list renders as a deferred value: the rail and panel render in slices when it arrives
  const vendors = useDeferredValue(useVendorGameTypesQuery({ language }).data);
  const categories = hubCategories(vendors ?? []);
  const [current, select] = useCurrentGameCategory();
  const selected = (categories as string[]).includes(current) ? (current as HubCategory) : 'HOME';
  const panelId = useId();
  const rail = useRef<HTMLDivElement>(null);
  const { favourites, toggle } = useFavourites();
  const { launch, prompt } = useLaunchGame();
  const play: Play = { onPlay: launch, onToggleFavourite: toggle, favourites };

  // bring the chosen category into view: its tab centred in the rail, and the page moved so that the tab shows
  // between the top bar and the tab bar (from the footer, a tab low in the rail is below the fold at 360 x 780),
  // or, when the page is scrolled past the hub's start, back to that start (where the new panel begins). HOME at
  // the start is where everything already is (measuring it would force a layout while home loads).
  const shown = useRef(false);
  useEffect(() => {
    const box = rail.current;
    const tab = box?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    const hub = box?.parentElement;
    if (!box || !tab || !hub || (!shown.current && selected === 'HOME')) return;
    shown.current = true;
    const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const railTop = Math.max(0, Math.min(tab.offsetTop - (box.clientHeight - tab.offsetHeight) / 2, box.scrollHeight - box.clientHeight));
    box.scrollTo?.({ top: railTop, behavior });
    // the rail is sticky: its computed top is where it sticks (under the top bar), its max-height reaches the tab bar
    const style = getComputedStyle(box);
    const viewTop = parseFloat(style.top) || 0;
    const viewBottom = viewTop + (parseFloat(style.maxHeight) || window.innerHeight - viewTop);
    const tabTop = box.getBoundingClientRect().top + box.clientTop + tab.offsetTop - railTop;
    const delta = revealScroll({ hubTop: hub.getBoundingClientRect().top, tabBottom: tabTop + tab.offsetHeight, viewTop, viewBottom });
    if (delta !== 0) window.scrollBy?.({ top: delta, behavior });
  }, [selected, categories.length]);

  const label = (category: HubCategory) => t(`home.categories.${category}`);
  return (
    <Hub aria-label={tg('hub.menu')}>
      <Rail ref={rail}>
        <Tabs
          label={tg('hub.menu')}
          items={categories.map((id) => ({ id, label: label(id) }))}
          value={selected}
          onChange={(id) => select(id as HubCategory)}
          panelId={panelId}
        />
      </Rail>
      <Stack $gap="4" id={panelId} role="tabpanel" aria-label={label(selected)}>
        <CategoryPanel key={selected} category={selected} title={label(selected)} play={play} />
      </Stack>
      {prompt}
    </Hub>
  );
}
