import type { ComponentType } from 'react';
import styled, { css } from 'styled-components';
import { useSlot, variant, type SlotVariant, type SlotVariants } from '@wl/brand';
import { theme } from '@wl/ui-kit';
import { useGameTileSetup, type GameTileSetup, type TileProps } from './tiles/shared';

/**
 * The `game_tile` layout slot (brand `templates.game_tile`): `icon`, the square icon grid, or `card`, a wide card
 * with the game's image, its name and its vendor's name. Each variant is its own chunk; a brand's build ships only
 * those it uses (the build constants drop the other's import()).
 */
const VARIANTS: SlotVariants<'game_tile', TileProps> = {
  icon: !import.meta.env.WL_OMIT_GAME_TILE_ICON && variant(() => import('./tiles/IconTile'), 'IconTile'),
  card: !import.meta.env.WL_OMIT_GAME_TILE_CARD && variant(() => import('./tiles/CardTile'), 'CardTile'),
};

export type TileVariant = SlotVariant<'game_tile'>;

/**
 * A virtual grid's rows by variant: how many tiles a row holds, and its height until one is measured. A card row's
 * two cards stand side by side, or one above the other when the grid is narrow (or the text large): either way
 * every row has one height.
 */
export const TILE_ROWS: Record<TileVariant, { perRow: number; estimatedPx: number }> = {
  icon: { perRow: 3, estimatedPx: 150 },
  card: { perRow: 2, estimatedPx: 240 },
};

/** The narrowest a card is: two to a row when both fit, else one (at 200 % text size, one). */
export const CARD_MIN_WIDTH = '7.5rem';

/**
 * The columns of a grid of tiles, by the variant on the grid (`data-tile`): three icons, or one or two cards. The
 * grid's column gap is `space.2`.
 */
export const tileColumns = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  &[data-tile='card'] {
    grid-template-columns: repeat(auto-fill, minmax(max(min(100%, ${CARD_MIN_WIDTH}), calc((100% - ${theme.space['2']}) / 2)), 1fr));
  }
`;

/**
 * A tile's space while its variant's chunk loads, so that nothing moves when it arrives: the tile's height for its
 * width (padding in % is of the width), that is a square image and the words under it: the icon's two lines of
 * name (tiles/IconTile.tsx), the card's padded name and vendor (tiles/CardTile.tsx).
 */
const Placeholder = styled.li`
  min-width: 0;
  padding-top: calc(100% + ${theme.space['1']} + 2.5 * min(${theme.font.size.xs}, 3.4vw));
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.sunken};
  [data-tile='card'] > & {
    padding-top: calc(100% + 2 * ${theme.space['2']} + ${theme.space['1']} + 2.5 * ${theme.font.size.sm} + 1.25 * ${theme.font.size.xs});
    border-radius: ${theme.radius.card};
  }
`;

/** The fallback of a grid's tiles: one placeholder per tile, in the grid's place for it. */
export function TilePlaceholder({ item = 'li' }: TileProps) {
  return <Placeholder as={item} aria-hidden="true" />;
}

/** What a list of games needs to draw its tiles: the brand's variant, its name (the grid's geometry) and the setup. */
export interface GameTileKit {
  Tile: ComponentType<TileProps>;
  variant: TileVariant;
  setup: GameTileSetup;
}

/**
 * The game tile of this brand, once per list: the variant's lazy component (render it inside a Suspense whose
 * fallback is `TilePlaceholder`), the variant it is (a choice the build left out falls back to the other) and the
 * tiles' setup.
 */
export function useGameTile(): GameTileKit {
  const Tile = useSlot('game_tile', VARIANTS);
  const shown = (Object.keys(VARIANTS) as TileVariant[]).find((name) => VARIANTS[name] === Tile) ?? 'icon';
  const setup = useGameTileSetup(shown === 'card');
  return { Tile, variant: shown, setup };
}
