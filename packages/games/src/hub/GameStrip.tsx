import { useState } from 'react';
import styled from 'styled-components';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useTranslation } from '@wl/i18n';
import { Button } from '@wl/ui-kit';
import type { Game } from '../gamesApi';
import { GameTile, useGameTileLabels } from '../ui/GameTile';

/** Spec 001 section 9: 3 slides visible, the first 6 games until 'more' reveals the rest. */
export const STRIP_SLIDES = 3;
export const STRIP_FIRST = 6;

const Strip = styled.div`
  min-width: 0;
  .swiper-slide {
    height: auto;
  }
`;

export interface GameStripProps {
  games: readonly Game[];
  label: string;
  onPlay: (game: Game) => void;
  onToggleFavourite?: (game: Game) => void;
  favourites?: ReadonlySet<string>;
}

/** A swipeable strip of games: 3 visible, the first 6, and a button that reveals the rest when there are more. */
export function GameStrip({ games, label, onPlay, onToggleFavourite, favourites }: GameStripProps) {
  const labels = useGameTileLabels();
  const { t } = useTranslation('games');
  const [all, setAll] = useState(false);
  const shown = all ? games : games.slice(0, STRIP_FIRST);
  return (
    <Strip role="group" aria-label={label}>
      <Swiper slidesPerView={STRIP_SLIDES} spaceBetween={8} watchOverflow>
        {shown.map((game) => (
          <SwiperSlide key={game.nodeId}>
            <GameTile game={game} labels={labels} onPlay={onPlay} onToggleFavourite={onToggleFavourite} favourite={favourites?.has(game.nodeId)} />
          </SwiperSlide>
        ))}
      </Swiper>
      {!all && games.length > STRIP_FIRST && (
        <Button variant="ghost" size="sm" block onClick={() => setAll(true)}>
          {t('hub.showAll')}
        </Button>
      )}
    </Strip>
  );
}
