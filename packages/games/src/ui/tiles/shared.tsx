import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { theme } from '@wl/ui-kit';
import type { Game } from '../../gamesApi';
import { useGameLanguage } from '../../hooks/useGameLanguage';
import { vendorDisplayName } from '../../model/vendors';
import { useVendorGameTypesQuery } from '../../vendorTypesApi';
import { useVendorIcon } from '../GameIcon';
import { HeartIcon } from '../icons';
import { focusRing } from '../styles';

/**
 * What both game tile variants share (the `game_tile` slot, ../GameTile.tsx): the setup a list makes once, the
 * tile's props, and its frame: the play button named "Play <game>", the New mark and the favourite toggle. A
 * variant draws the play button's face and styles its one element, extending `TileBase`.
 */

/** What every tile of a list shares, made once per list instead of once per tile: its words, the vendor icons and names. */
export interface GameTileSetup {
  play: (name: string) => string;
  addFavourite: (name: string) => string;
  removeFavourite: (name: string) => string;
  isNew: string;
  vendorIcon: (vendor: string) => string;
  /** the name the game's vendor is shown by (`vendorDisplayName`); the vendor code unless the setup asked for names */
  vendorName: (game: Pick<Game, 'gameType' | 'vassalage'>) => string;
}

/** The name's placeholder in the labels' translations (i18next's default interpolation). */
const NAME = '{{name}}';

/**
 * The setup of a list's tiles. `vendorNames`: the tiles show their vendor's name (the card), so the vendor list is
 * read (the shell has usually loaded it already); otherwise no call.
 */
export function useGameTileSetup(vendorNames = false): GameTileSetup {
  const { t } = useTranslation('games');
  const vendorIcon = useVendorIcon();
  const language = useGameLanguage();
  const vendors = useVendorGameTypesQuery({ language }, { skip: !vendorNames }).data;
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
      vendorName: (game) => vendorDisplayName(vendors, game.gameType, game.vassalage),
    };
  }, [t, vendorIcon, vendors]);
}

/** The props of a tile, whichever its variant. */
export interface TileProps {
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
 * The tile's one styled element, its shared parts styled from it: the New mark and the favourite toggle, over the
 * top corners of the game's image. A variant extends it (`styled(TileBase)`: still one element) and styles the play
 * button, its first child. A list renders dozens of tiles at once, and each styled component costs a render.
 */
export const TileBase = styled.li`
  position: relative;
  min-width: 0;
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

/**
 * A tile: the variant's element `Box` holding the play button (named "Play <game>", showing `face`, launching on
 * tap; `describedBy` the id of what describes it), the New mark and, for games that can be, the favourite toggle.
 * A function, not a component: a tile stays one component with no hooks of the frame's own.
 */
export function tileElement(
  Box: typeof TileBase,
  { game, setup, onPlay, onToggleFavourite, favourite = false, item = 'li' }: TileProps,
  face: ReactNode,
  describedBy?: string,
) {
  const name = gameName(game);
  return (
    <Box as={item} role={item === 'div' ? 'listitem' : undefined}>
      <button type="button" aria-label={setup.play(name)} aria-describedby={describedBy} onClick={() => onPlay(game)}>
        {face}
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
    </Box>
  );
}
