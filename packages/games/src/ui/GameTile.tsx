import { memo, useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { theme } from '@wl/ui-kit';
import type { Game } from '../gamesApi';
import { GameIcon, useVendorIcon } from './GameIcon';
import { HeartIcon } from './icons';
import { focusRing } from './styles';

/**
 * One styled element per tile, its parts styled from it: a list renders dozens of tiles at once, and each styled
 * component costs a render of its own.
 */
const Tile = styled.li`
  position: relative;
  min-width: 0;
  /* the icon and name: tap to play */
  > button:first-child {
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
      /* three tiles a row: names follow the text size up to what a third of a 320 px phone holds, and break
         between words (inside one only when a word alone is wider than the tile) */
      font-size: min(${theme.font.size.xs}, 3.4vw);
      line-height: 1.25;
      overflow-wrap: break-word;
    }
  }
  /* the New mark */
  > span {
    position: absolute;
    top: ${theme.space['1']};
    left: ${theme.space['1']};
    padding: 0 ${theme.space['1']};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.status.success};
    color: ${theme.color.status.onStatus};
    font-size: min(${theme.font.size.xs}, 3.4vw);
    font-weight: ${theme.font.weight.bold};
    pointer-events: none;
  }
  > button[data-favourite] {
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
    font-size: min(${theme.font.size.xs}, 3.4vw);
    cursor: pointer;
    touch-action: manipulation;
    filter: drop-shadow(0 1px 2px rgb(0 0 0 / 0.6));
    ${focusRing}
  }
  > button[data-favourite='true'] {
    color: ${theme.color.status.danger};
  }
`;

/** What every tile of a list shares, made once per list instead of once per tile: its words and the vendor icons. */
export interface GameTileSetup {
  play: (name: string) => string;
  addFavourite: (name: string) => string;
  removeFavourite: (name: string) => string;
  isNew: string;
  vendorIcon: (vendor: string) => string;
}

/** The name's placeholder in the labels' translations (i18next's default interpolation). */
const NAME = '{{name}}';

export function useGameTileSetup(): GameTileSetup {
  const { t } = useTranslation('games');
  const vendorIcon = useVendorIcon();
  return useMemo(() => {
    // each label is looked up once, without interpolation, and its name placeholder filled in per tile (i18next's
    // translate, at two labels per tile, was a large part of rendering a list)
    const label = (key: 'game.play' | 'game.addFavourite' | 'game.removeFavourite') => {
      const [before, after = ''] = t(key, { skipInterpolation: true }).split(NAME);
      return (name: string) => before + name + after;
    };
    return {
      play: label('game.play'),
      addFavourite: label('game.addFavourite'),
      removeFavourite: label('game.removeFavourite'),
      isNew: t('game.isNew'),
      vendorIcon,
    };
  }, [t, vendorIcon]);
}

export interface GameTileProps {
  game: Game;
  setup: GameTileSetup;
  onPlay: (game: Game) => void;
  /** omit to hide the favourite button (lottery games) */
  onToggleFavourite?: (game: Game) => void;
  favourite?: boolean;
  eager?: boolean;
  /** the tile is its list's item: an li in a ul (default), or a div with the listitem role in a div list */
  item?: 'li' | 'div';
}

/** Lottery games have no favourite button (spec 001 section 2). */
export const canFavourite = (game: Pick<Game, 'gameType'>) => game.gameType !== 'LOTT' && game.gameType !== 'ELOTT';

export const gameName = (game: Pick<Game, 'gameName' | 'displayName' | 'nodeName'>) => game.displayName || game.gameName || game.nodeName || '';

/**
 * One game: icon and name (tap to play), a New mark, and a favourite toggle. A list renders dozens at once, so a
 * tile has no hooks of its own and static styles (`theme` holds var() references, so styled-components makes
 * each class once instead of once per tile).
 */
export const GameTile = memo(function GameTile({ game, setup, onPlay, onToggleFavourite, favourite = false, eager, item = 'li' }: GameTileProps) {
  const name = gameName(game);
  return (
    <Tile as={item} role={item === 'div' ? 'listitem' : undefined}>
      <button type="button" aria-label={setup.play(name)} onClick={() => onPlay(game)}>
        <GameIcon src={game.mobileLargeIcon || game.iconUrl} vendor={game.vassalage} vendorIcon={setup.vendorIcon} eager={eager} />
        <span aria-hidden="true">{name}</span>
      </button>
      {game.isNew && <span>{setup.isNew}</span>}
      {onToggleFavourite && canFavourite(game) && (
        <button
          type="button"
          data-favourite={favourite}
          aria-label={favourite ? setup.removeFavourite(name) : setup.addFavourite(name)}
          onClick={() => onToggleFavourite(game)}
        >
          <HeartIcon filled={favourite} />
        </button>
      )}
    </Tile>
  );
});
