import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { throttle } from '@wl/api-client';
import { theme } from '@wl/ui-kit';
import type { Game } from '../gamesApi';
import { GameTile, useGameTileLabels } from './GameTile';

/** Spec 001 section 9: load more within 300 px of the bottom, at most once a second. */
export const LOAD_MORE_DISTANCE_PX = 300;
export const LOAD_MORE_THROTTLE_MS = 1000;
const COLUMNS = 3;
/** a tile is a square icon plus two lines of name; the real height is read from the first row */
const ESTIMATED_ROW_PX = 150;
/** rows rendered beyond the viewport on each side */
const OVERSCAN_ROWS = 2;

const Rows = styled.div`
  position: relative;
  width: 100%;
`;

const Row = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  display: grid;
  grid-template-columns: repeat(${COLUMNS}, minmax(0, 1fr));
  gap: ${theme.space['2']};
  width: 100%;
  padding-bottom: ${theme.space['3']};
`;

/** Where the list starts on the page and how high a row is. */
interface GridLayout {
  top: number;
  rowHeight: number;
}

/**
 * Every row has the same height (square icons, names clamped to two lines), so the first row is measured once,
 * before the first paint, and again only when the page around the list changes size (a rotation, the vendor
 * menu arriving above the list), instead of measuring each row as it mounts.
 */
function useGridLayout(listRef: RefObject<HTMLDivElement | null>): GridLayout | null {
  const [layout, setLayout] = useState<GridLayout | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const read = () => {
      const top = list.getBoundingClientRect().top + window.scrollY;
      // a DOM without layout (tests) keeps the estimate
      const rowHeight = list.firstElementChild?.getBoundingClientRect().height || ESTIMATED_ROW_PX;
      setLayout((last) => (last?.top === top && last.rowHeight === rowHeight ? last : { top, rowHeight }));
    };
    read();
    // (jsdom has no ResizeObserver)
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(read) : undefined;
    observer?.observe(document.body);
    observer?.observe(list);
    return () => observer?.disconnect();
  }, [listRef]);
  return layout;
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
 * The list pages' grid: rows of three, virtualised against the window scroll so that a list of 600+ games keeps
 * only the rows near the viewport in the DOM. Loads more within 300 px of the bottom, at most once a second.
 */
export function VirtualGameGrid({ games, onPlay, onToggleFavourite, favourites, onLoadMore, hasMore, label }: VirtualGameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const layout = useGridLayout(listRef);
  const labels = useGameTileLabels();
  const rowHeight = layout?.rowHeight ?? ESTIMATED_ROW_PX;
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(games.length / COLUMNS),
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: layout?.top ?? 0,
    // until the first row is measured only that row is rendered
    enabled: layout !== null,
  });
  // a new row height after the first: the virtualizer keeps sizes until told to measure again
  const measuredHeight = useRef(rowHeight);
  useLayoutEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const rows = layout ? virtualizer.getVirtualItems() : [{ key: 0, index: 0, start: 0 }];

  const loadMore = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    loadMore.current = hasMore ? onLoadMore : undefined;
  });
  const measured = layout !== null;
  useEffect(() => {
    // until the first row is measured the list is one row high: not near its end
    if (!measured) return undefined;
    const check = throttle(() => {
      const distance = document.documentElement.scrollHeight - window.scrollY - window.innerHeight;
      if (distance <= LOAD_MORE_DISTANCE_PX) loadMore.current?.();
    }, LOAD_MORE_THROTTLE_MS);
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, [games.length, hasMore, measured]);

  return (
    <Rows ref={listRef} role="list" aria-label={label} style={{ height: layout ? virtualizer.getTotalSize() : rowHeight }}>
      {rows.map((row) => (
        <Row key={row.key} style={{ transform: `translateY(${row.start - (layout?.top ?? 0)}px)` }}>
          {games.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS).map((game, column) => (
            <div key={game.nodeId} role="listitem">
              <GameTile
                labels={labels}
                game={game}
                onPlay={onPlay}
                onToggleFavourite={onToggleFavourite}
                favourite={favourites?.has(game.nodeId)}
                eager={row.index * COLUMNS + column < 9}
              />
            </div>
          ))}
        </Row>
      ))}
    </Rows>
  );
}
