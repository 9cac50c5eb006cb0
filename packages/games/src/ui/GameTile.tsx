import { memo, useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { theme } from '@wl/ui-kit';
import type { Game } from '../gamesApi';
import { GameIcon } from './GameIcon';
import { HeartIcon } from './icons';
import { focusRing } from './styles';

const Tile = styled.div`
  position: relative;
  min-width: 0;
`;

const Play = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${theme.space['1']};
  width: 100%;
  min-height: ${theme.size.touch};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.color.text.primary};
  font: inherit;
  text-align: center;
  cursor: pointer;
  touch-action: manipulation;
  border-radius: ${theme.radius.md};
  ${focusRing}
  span {
    display: -webkit-box;
    overflow: hidden;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    min-height: 2.5em;
    font-size: ${theme.font.size.xs};
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
`;

const Favourite = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: flex;
  align-items: flex-start;
  justify-content: flex-end;
  width: ${theme.size.touch};
  height: ${theme.size.touch};
  padding: ${theme.space['1']};
  border: 0;
  background: transparent;
  color: ${theme.color.text.onPrimary};
  font-size: 12px;
  cursor: pointer;
  touch-action: manipulation;
  filter: drop-shadow(0 1px 2px rgb(0 0 0 / 0.6));
  &[data-favourite='true'] {
    color: ${theme.color.status.danger};
  }
  ${focusRing}
`;

const New = styled.span`
  position: absolute;
  top: ${theme.space['1']};
  left: ${theme.space['1']};
  padding: 0 ${theme.space['1']};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.status.success};
  color: ${theme.color.status.onStatus};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  pointer-events: none;
`;

/** The words of a tile, translated once per list instead of once per tile. */
export interface GameTileLabels {
  play: (name: string) => string;
  addFavourite: (name: string) => string;
  removeFavourite: (name: string) => string;
  isNew: string;
}

/** Stands for the game's name in a label translated once; no translation contains it. */
const NAME = '\u0000';

export function useGameTileLabels(): GameTileLabels {
  const { t } = useTranslation('games');
  return useMemo(() => {
    // each label is translated once with a stand-in for the name, then filled in per tile (i18next's
    // translate, at two labels per tile, was a large part of rendering a list)
    const label = (key: 'game.play' | 'game.addFavourite' | 'game.removeFavourite') => {
      const [before, after = ''] = t(key, { name: NAME }).split(NAME);
      return (name: string) => before + name + after;
    };
    return { play: label('game.play'), addFavourite: label('game.addFavourite'), removeFavourite: label('game.removeFavourite'), isNew: t('game.isNew') };
  }, [t]);
}

export interface GameTileProps {
  game: Game;
  labels: GameTileLabels;
  onPlay: (game: Game) => void;
  /** omit to hide the favourite button (lottery games) */
  onToggleFavourite?: (game: Game) => void;
  favourite?: boolean;
  eager?: boolean;
}

/** Lottery games have no favourite button (spec 001 section 2). */
export const canFavourite = (game: Pick<Game, 'gameType'>) => game.gameType !== 'LOTT' && game.gameType !== 'ELOTT';

export const gameName = (game: Pick<Game, 'gameName' | 'displayName' | 'nodeName'>) => game.displayName || game.gameName || game.nodeName || '';

/**
 * One game: icon and name (tap to play), a New mark, and a favourite toggle. A list renders dozens at once, so a
 * tile has no hooks of its own and static styles (`theme` holds var() references, so styled-components makes
 * each class once instead of once per tile).
 */
export const GameTile = memo(function GameTile({ game, labels, onPlay, onToggleFavourite, favourite = false, eager }: GameTileProps) {
  const name = gameName(game);
  return (
    <Tile>
      <Play aria-label={labels.play(name)} onClick={() => onPlay(game)}>
        <GameIcon src={game.mobileLargeIcon || game.iconUrl} vendor={game.vassalage} eager={eager} />
        <span aria-hidden="true">{name}</span>
      </Play>
      {game.isNew && <New>{labels.isNew}</New>}
      {onToggleFavourite && canFavourite(game) && (
        <Favourite
          data-favourite={favourite}
          aria-label={favourite ? labels.removeFavourite(name) : labels.addFavourite(name)}
          onClick={() => onToggleFavourite(game)}
        >
          <HeartIcon filled={favourite} />
        </Favourite>
      )}
    </Tile>
  );
});
