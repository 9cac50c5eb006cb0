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

export interface TileGridProps {
  games: readonly Game[];
  onPlay: (game: Game) => void;
  onToggleFavourite?: (game: Game) => void;
  favourites?: ReadonlySet<string>;
  label?: string;
}

/** A short grid of games (at most a few dozen); long lists use VirtualGameGrid. */
export function TileGrid({ games, onPlay, onToggleFavourite, favourites, label }: TileGridProps) {
  const setup = useGameTileSetup();
  return (
    <Columns aria-label={label}>
      {games.map((game, index) => (
        <GameTile
          key={game.nodeId}
          game={game}
          setup={setup}
          onPlay={onPlay}
          onToggleFavourite={onToggleFavourite}
          favourite={favourites?.has(game.nodeId)}
          eager={index < 6}
        />
      ))}
    </Columns>
  );
}
