import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { throttle } from '@wl/api-client';
import type { Game } from '../gamesApi';
import { GameTile } from './GameTile';

/** Spec 001 section 9: load more within 300 px of the bottom, at most once a second. */
export const LOAD_MORE_DISTANCE_PX = 300;
export const LOAD_MORE_THROTTLE_MS = 1000;
const COLUMNS = 3;
/** a tile is a square icon plus two lines of name; rows are measured once rendered */
const ESTIMATED_ROW_PX = 150;

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
  gap: ${(p) => p.theme.space['2']};
  width: 100%;
  padding-bottom: ${(p) => p.theme.space['3']};
`;

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
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);
  const rowCount = Math.ceil(games.length / COLUMNS);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_PX,
    // a row without layout (not yet styled, or a DOM without layout) keeps its estimate instead of collapsing the range
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_ROW_PX,
    overscan: 3,
    scrollMargin,
  });

  const loadMore = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    loadMore.current = hasMore ? onLoadMore : undefined;
  });
  useEffect(() => {
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
  }, [games.length, hasMore]);

  return (
    <Rows ref={listRef} role="list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <Row
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {games.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS).map((game, column) => (
            <div key={game.nodeId} role="listitem">
              <GameTile
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
