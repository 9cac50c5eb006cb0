import { memo } from 'react';
import styled from 'styled-components';
import { theme } from '@wl/ui-kit';
import { GameIcon } from '../GameIcon';
import { focusRing } from '../styles';
import { gameName, TileBase, tileElement, type TileProps } from './shared';

const Tile = styled(TileBase)`
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
`;

/**
 * The `icon` game tile: the game's square icon and its name under it (two lines at most), three to a row. Its
 * height is the placeholder's (../GameTile.tsx `Placeholder`): the icon, a gap and two lines of the name.
 */
export const IconTile = memo(function IconTile(props: TileProps) {
  const { game, setup, eager } = props;
  return tileElement(
    Tile,
    props,
    <>
      <GameIcon src={game.mobileLargeIcon || game.iconUrl} vendor={game.vassalage} vendorIcon={setup.vendorIcon} eager={eager} />
      {/* the platform's name, two lines at most by design (data-platform-text: not a label the site words) */}
      <span aria-hidden="true" data-platform-text>
        {gameName(game)}
      </span>
    </>,
  );
});
