import { Suspense, type ComponentType } from 'react';
import styled from 'styled-components';
import type { Game } from '../gamesApi';
import { tileColumns, TilePlaceholder, useGameTile, type GameTileKit } from './GameTile';
import type { TileProps } from './tiles/shared';

/** The columns of game tiles (the hub panels, the lottery lobbies): three icons or one or two cards a row. */
export const Columns = styled.ul`
  ${tileColumns}
  gap: ${(p) => p.theme.space['3']} ${(p) => p.theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface GameTilesProps {
  games: readonly Game[];
  onPlay: (game: Game) => void;
  onToggleFavourite?: (game: Game) => void;
  favourites?: ReadonlySet<string>;
  /** how many of the first tiles load their icons at once (the others when scrolled near) */
  eager?: number;
}

/**
 * The tiles of a short list of games, each its own list item, for the caller's list element (which carries the
 * variant's geometry, `data-tile={tile.variant}`): the brand's variant, placeholders while its chunk loads.
 */
export function GameTiles({ tile, games, onPlay, onToggleFavourite, favourites, eager = 0 }: GameTilesProps & { tile: GameTileKit }) {
  const tiles = (Tile: ComponentType<TileProps>) =>
    games.map((game, index) => (
      <Tile
        key={game.nodeId}
        game={game}
        setup={tile.setup}
        onPlay={onPlay}
        onToggleFavourite={onToggleFavourite}
        favourite={favourites?.has(game.nodeId)}
        eager={index < eager}
      />
    ));
  return <Suspense fallback={tiles(TilePlaceholder)}>{tiles(tile.Tile)}</Suspense>;
}

export interface TileGridProps extends Omit<GameTilesProps, 'eager'> {
  label?: string;
}

/** A short grid of games (at most a few dozen); long lists use VirtualGameGrid. */
export function TileGrid({ label, ...tiles }: TileGridProps) {
  const tile = useGameTile();
  return (
    <Columns aria-label={label} data-tile={tile.variant}>
      <GameTiles tile={tile} {...tiles} eager={6} />
    </Columns>
  );
}
