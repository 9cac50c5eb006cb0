import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Button, Stack } from '@wl/ui-kit';
import { CARD_MIN_WIDTH, useGameTile } from '../ui/GameTile';
import { GameTiles, type GameTilesProps } from '../ui/TileGrid';

/** Spec 001 section 9: 3 slides visible (icons; cards: 2), the first 6 games until 'more' reveals the rest. */
export const STRIP_SLIDES = 3;
const STRIP_CARDS = 2;
export const STRIP_FIRST = 6;

const GAP = '8px';

/**
 * A row that swipes sideways and snaps to whole slides: the browser scrolls it (no script runs while the
 * player swipes, and there is nothing to set up when it appears), 3 slides in view (the icon tiles).
 */
const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - ${STRIP_SLIDES - 1} * ${GAP}) / ${STRIP_SLIDES});
  gap: ${GAP};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  /* cards: two in view, or fewer when two would be narrower than a card can be */
  &[data-tile='card'] {
    grid-auto-columns: max(calc((100% - ${STRIP_CARDS - 1} * ${GAP}) / ${STRIP_CARDS}), min(100%, ${CARD_MIN_WIDTH}));
  }
  li {
    min-width: 0;
    scroll-snap-align: start;
  }
`;

export interface GameStripProps extends Omit<GameTilesProps, 'eager'> {
  label: string;
}

/** A swipeable strip of games: 3 visible, the first 6, and a button that reveals the rest when there are more. */
export function GameStrip({ games, label, ...play }: GameStripProps) {
  const { t } = useTranslation('games');
  const [all, setAll] = useState(false);
  const tile = useGameTile();
  const shown = all ? games : games.slice(0, STRIP_FIRST);
  return (
    <Stack role="group" aria-label={label}>
      <Row data-tile={tile.variant}>
        <GameTiles tile={tile} games={shown} {...play} />
      </Row>
      {!all && games.length > STRIP_FIRST && (
        <Button variant="ghost" size="sm" block onClick={() => setAll(true)}>
          {t('hub.showAll')}
        </Button>
      )}
    </Stack>
  );
}
