import styled from 'styled-components';
import type { Game } from '../gamesApi';
import { GameTile, useGameTileSetup } from './GameTile';

/** Three columns of game tiles (the list grid, hub panels). */
export const Columns = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
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

/** The tiles of a short list of games, each its own list item, for the caller's list element. */
export function GameTiles({ games, onPlay, onToggleFavourite, favourites, eager = 0 }: GameTilesProps) {
  const setup = useGameTileSetup();
  return games.map((game, index) => (
    <GameTile
      key={game.nodeId}
      game={game}
      setup={setup}
      onPlay={onPlay}
      onToggleFavourite={onToggleFavourite}
      favourite={favourites?.has(game.nodeId)}
      eager={index < eager}
    />
  ));
}

export interface TileGridProps extends Omit<GameTilesProps, 'eager'> {
  label?: string;
}

/** A short grid of games (at most a few dozen); long lists use VirtualGameGrid. */
export function TileGrid({ label, ...tiles }: TileGridProps) {
  return (
    <Columns aria-label={label}>
      <GameTiles {...tiles} eager={6} />
    </Columns>
  );
}
