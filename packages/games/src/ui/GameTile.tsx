import { memo } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
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
  gap: ${(p) => p.theme.space['1']};
  width: 100%;
  min-height: ${(p) => p.theme.size.touch};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  text-align: center;
  cursor: pointer;
  touch-action: manipulation;
  border-radius: ${(p) => p.theme.radius.md};
  ${focusRing}
  span {
    display: -webkit-box;
    overflow: hidden;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    min-height: 2.5em;
    font-size: ${(p) => p.theme.font.size.xs};
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
  width: ${(p) => p.theme.size.touch};
  height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['1']};
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.text.onPrimary};
  font-size: 12px;
  cursor: pointer;
  touch-action: manipulation;
  filter: drop-shadow(0 1px 2px rgb(0 0 0 / 0.6));
  &[data-favourite='true'] {
    color: ${(p) => p.theme.color.status.danger};
  }
  ${focusRing}
`;

const New = styled.span`
  position: absolute;
  top: ${(p) => p.theme.space['1']};
  left: ${(p) => p.theme.space['1']};
  padding: 0 ${(p) => p.theme.space['1']};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.status.success};
  color: ${(p) => p.theme.color.status.onStatus};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: ${(p) => p.theme.font.weight.bold};
  pointer-events: none;
`;

export interface GameTileProps {
  game: Game;
  onPlay: (game: Game) => void;
  /** omit to hide the favourite button (lottery games) */
  onToggleFavourite?: (game: Game) => void;
  favourite?: boolean;
  eager?: boolean;
}

/** Lottery games have no favourite button (spec 001 section 2). */
export const canFavourite = (game: Pick<Game, 'gameType'>) => game.gameType !== 'LOTT' && game.gameType !== 'ELOTT';

export const gameName = (game: Pick<Game, 'gameName' | 'displayName' | 'nodeName'>) => game.displayName || game.gameName || game.nodeName || '';

/** One game: icon and name (tap to play), a New mark, and a favourite toggle. */
export const GameTile = memo(function GameTile({ game, onPlay, onToggleFavourite, favourite = false, eager }: GameTileProps) {
  const { t } = useTranslation('games');
  const name = gameName(game);
  return (
    <Tile>
      <Play aria-label={t('game.play', { name })} onClick={() => onPlay(game)}>
        <GameIcon src={game.mobileLargeIcon || game.iconUrl} vendor={game.vassalage} eager={eager} />
        <span aria-hidden="true">{name}</span>
      </Play>
      {game.isNew && <New>{t('game.isNew')}</New>}
      {onToggleFavourite && canFavourite(game) && (
        <Favourite
          data-favourite={favourite}
          aria-label={t(favourite ? 'game.removeFavourite' : 'game.addFavourite', { name })}
          onClick={() => onToggleFavourite(game)}
        >
          <HeartIcon filled={favourite} />
        </Favourite>
      )}
    </Tile>
  );
});
