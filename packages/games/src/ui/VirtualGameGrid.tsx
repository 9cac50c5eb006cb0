import { Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import styled from 'styled-components';
import { theme } from '@wl/ui-kit';
import type { Game } from '../gamesApi';
import { TILE_ROWS, tileColumns, TilePlaceholder, useGameTile } from './GameTile';
import type { TileProps } from './tiles/shared';
import { useLoadMoreNearEnd } from './useLoadMoreNearEnd';

/** rows rendered beyond the viewport on each side (one: a row is a good part of a phone's screen) */
const OVERSCAN_ROWS = 1;
/** rows whose images load at once (the first screen) */
const EAGER_ROWS = 3;

const Rows = styled.div`
  width: 100%;
`;

const Row = styled.div`
  ${tileColumns}
  gap: ${theme.space['2']};
  padding-bottom: ${theme.space['3']};
`;

/** Where the list starts in the page and how high a row is (null until a row has been laid out). */
interface Metrics {
  top: number;
  rowHeight: number | null;
}

/** Sub-pixel differences are no change (a re-render for them would change nothing on screen). */
const near = (a: number | null, b: number | null) => a === b || (a !== null && b !== null && Math.abs(a - b) < 1);

/**
 * The list's metrics, read when the browser has laid the page out (a ResizeObserver on the page and the list:
 * the list mounting while its first page loads, a rotation, the vendor menu arriving above the list), never by
 * forcing a layout while the list renders. Until then the list is taken to start at the top of the page.
 */
function useListMetrics(list: RefObject<HTMLDivElement | null>): Metrics {
  const [metrics, setMetrics] = useState<Metrics>({ top: 0, rowHeight: null });
  useEffect(() => {
    const element = list.current;
    // (jsdom has no ResizeObserver, nor layout)
    if (!element || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => {
      // row k starts k row heights below the list's top (the rows above the first rendered one are its padding)
      const top = element.getBoundingClientRect().top + window.scrollY;
      const row = element.firstElementChild?.getBoundingClientRect().height;
      setMetrics((last) => {
        // no row laid out (the first page still loading): the last row height stands
        const rowHeight = row || last.rowHeight;
        return near(last.top, top) && near(last.rowHeight, rowHeight) ? last : { top, rowHeight };
      });
    });
    observer.observe(document.body);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);
  return metrics;
}

/** The rows in view, first and last (either may be outside the list: above it, or past its end). */
interface InView {
  first: number;
  last: number;
}

const rowsInView = (scrollY: number, top: number, rowHeight: number): InView => ({
  first: Math.floor((scrollY - top) / rowHeight),
  last: Math.floor((scrollY + window.innerHeight - top) / rowHeight),
});

/**
 * The rows in view, updated as the window scrolls. The scroll position is read when the list first renders and
 * on scroll events, not after the list changed the page (reading it then would make the browser lay the page out
 * before its time).
 */
function useRowsInView(top: number, rowHeight: number): InView {
  const [initialScrollY] = useState(() => window.scrollY);
  const scrollY = useRef(initialScrollY);
  const [inView, setInView] = useState(() => rowsInView(initialScrollY, top, rowHeight));
  useEffect(() => {
    const update = () => {
      const next = rowsInView(scrollY.current, top, rowHeight);
      setInView((last) => (last.first === next.first && last.last === next.last ? last : next));
    };
    const onScroll = () => {
      scrollY.current = window.scrollY;
      update();
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [top, rowHeight]);
  return inView;
}

export interface VirtualGameGridProps {
  games: readonly Game[];
  onPlay: (game: Game) => void;
  onToggleFavourite?: (game: Game) => void;
  favourites?: ReadonlySet<string>;
  /** more pages exist: called when the player scrolls near the bottom (throttled) */
  onLoadMore?: () => void;
  hasMore?: boolean;
  label: string;
}

/**
 * The list pages' grid: rows of the brand's game tiles (three icons, or two cards side by side or stacked),
 * virtualised against the window scroll so that a list of 600+ games keeps only the rows near the viewport in the
 * DOM (the rows above and below are the list's padding). Every row has the same height (square images, words
 * clamped to fixed lines), so what is in view follows from the scroll position, the list's place and one row's
 * height. Loads more within 300 px of the bottom, at most once a second.
 */
export function VirtualGameGrid({ games, onPlay, onToggleFavourite, favourites, onLoadMore, hasMore, label }: VirtualGameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const tile = useGameTile();
  const { perRow, estimatedPx } = TILE_ROWS[tile.variant];
  const { top, rowHeight: measuredRowHeight } = useListMetrics(listRef);
  const measured = measuredRowHeight !== null;
  const rowHeight = measuredRowHeight ?? estimatedPx;
  const inView = useRowsInView(top, rowHeight);
  const rowCount = Math.ceil(games.length / perRow);
  // the rows in view, and one more on each side once a row has been measured (the first frame is the cheapest)
  const overscan = measured ? OVERSCAN_ROWS : 0;
  const start = Math.min(rowCount, Math.max(0, inView.first - overscan));
  const end = Math.min(rowCount, Math.max(0, inView.last + 1 + overscan));

  // until a row is measured the list's length is a guess: not near its end
  useLoadMoreNearEnd(hasMore ? onLoadMore : undefined, games.length, measured);

  const rows = (Tile: ComponentType<TileProps>) => {
    const shown = [];
    for (let index = start; index < end; index += 1) {
      shown.push(
        <Row key={index} data-tile={tile.variant}>
          {games.slice(index * perRow, index * perRow + perRow).map((game) => (
            <Tile
              key={game.nodeId}
              item="div"
              setup={tile.setup}
              game={game}
              onPlay={onPlay}
              onToggleFavourite={onToggleFavourite}
              favourite={favourites?.has(game.nodeId)}
              eager={index < EAGER_ROWS}
            />
          ))}
        </Row>,
      );
    }
    return shown;
  };
  return (
    <Rows
      ref={listRef}
      role={games.length ? 'list' : undefined}
      aria-label={games.length ? label : undefined}
      style={{ paddingTop: start * rowHeight, paddingBottom: (rowCount - end) * rowHeight }}
    >
      {/* while the variant's chunk loads, the same rows of placeholders: the list's height and place stay */}
      <Suspense fallback={rows(TilePlaceholder)}>{rows(tile.Tile)}</Suspense>
    </Rows>
  );
}
