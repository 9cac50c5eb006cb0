import { memo, useId } from 'react';
import styled from 'styled-components';
import { theme } from '@wl/ui-kit';
import { GameIcon } from '../GameIcon';
import { focusRing } from '../styles';
import { gameName, TileBase, tileElement, type TileProps } from './shared';

const Tile = styled(TileBase)`
  /* the card: image, name and vendor; tap to play */
  > button:first-child {
    display: flex;
    flex-direction: column;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    border-radius: ${theme.radius.card};
    overflow: hidden;
    background: ${theme.color.bg.surface};
    box-shadow: ${theme.shadow.card};
    color: ${theme.color.text.primary};
    font: inherit;
    text-align: start;
    cursor: pointer;
    touch-action: manipulation;
    ${focusRing}
    /* the image spans the card's top (the card's corners round it) */
    > img,
    > span:first-child {
      border-radius: 0;
    }
    /* the words: the name (two lines at most) and the vendor (one line); their heights are fixed in em, so every
       card of a grid has one height at any text size (the virtual grid's rows, the placeholder) */
    > span:last-child {
      display: flex;
      flex-direction: column;
      gap: ${theme.space['1']};
      padding: ${theme.space['2']};
      line-height: 1.25;
      overflow-wrap: break-word;
    }
    strong {
      display: -webkit-box;
      overflow: hidden;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      min-height: 2.5em;
      font-size: ${theme.font.size.sm};
      font-weight: ${theme.font.weight.bold};
    }
    small {
      overflow: hidden;
      color: ${theme.color.text.secondary};
      font-size: ${theme.font.size.xs};
      white-space: nowrap;
      text-overflow: ellipsis;
    }
  }
`;

/**
 * The `card` game tile: a card with the game's image across its top, its name and its vendor's name (which also
 * describes the play button), one or two to a row. Its height is the placeholder's (../GameTile.tsx
 * `Placeholder`): the square image, then the padded words.
 */
export const CardTile = memo(function CardTile(props: TileProps) {
  const { game, setup, eager } = props;
  const vendorId = useId();
  return tileElement(
    Tile,
    props,
    <>
      <GameIcon src={game.mobileLargeIcon || game.iconUrl} vendor={game.vassalage} vendorIcon={setup.vendorIcon} eager={eager} />
      {/* the platform's names, clamped to their lines by design (data-platform-text: not a label the site words) */}
      <span data-platform-text>
        <strong aria-hidden="true">{gameName(game)}</strong>
        <small id={vendorId}>{setup.vendorName(game)}</small>
      </span>
    </>,
    vendorId,
  );
});
