import { useId } from 'react';
import styled from 'styled-components';
import type { LotteryGame } from '@wl/api-client/protocol';
import { useTranslation } from '@wl/i18n';
import { CardList, theme } from '@wl/ui-kit';
import type { OpenDraws } from './lotteryApi';
import { useNow } from '../hooks/useNow';
import { formatCountdown, secondsLeft } from '../model/lottery';
import { GameIcon, useVendorIcon } from '../ui/GameIcon';
import { focusRing } from '../ui/styles';

const Row = styled.button`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space['3']};
  width: 100%;
  min-height: 64px;
  padding: ${theme.space['2']} ${theme.space['3']};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.card};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  font: inherit;
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;
  box-shadow: ${theme.shadow.card};
  ${focusRing}
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  strong {
    overflow: hidden;
    font-size: ${theme.font.size.md};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Muted = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** At 360 px the label wraps above the time ("Closes in" / "02:32"), leaving the draw number its line. */
const Countdown = styled.span<{ $closing: boolean }>`
  max-width: 88px;
  padding: ${theme.space['1']} ${theme.space['2']};
  border-radius: ${theme.radius.md};
  background: ${(p) => (p.$closing ? theme.color.brand.primary : theme.color.bg.sunken)};
  color: ${(p) => (p.$closing ? theme.color.text.onPrimary : theme.color.text.primary)};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${theme.font.weight.bold};
  line-height: 1.25;
  text-align: center;
`;

/** Under this many seconds the countdown shows it is closing. */
export const CLOSING_SECONDS = 30;

export interface DrawListProps {
  games: readonly LotteryGame[];
  /** the open draws; undefined while they load or when they failed */
  draws: OpenDraws | undefined;
  onPlay: (game: LotteryGame) => void;
  label?: string;
}

function DrawRow({ game, draws, now, onPlay }: { game: LotteryGame; draws: OpenDraws | undefined; now: number; onPlay: (game: LotteryGame) => void }) {
  const { t } = useTranslation('games');
  const id = useId();
  const vendorIcon = useVendorIcon();
  const draw = draws?.byCode[game.gameCode];
  const left = draw && draws ? secondsLeft(draw.closeTime, now, draws.offsetMs) : undefined;
  return (
    <li>
      <Row
        type="button"
        aria-label={t('game.play', { name: game.gameName })}
        aria-describedby={draw ? `${id}-numero ${id}-left` : undefined}
        onClick={() => onPlay(game)}
      >
        <GameIcon src={game.iconUrl} vendor={game.vassalage} vendorIcon={vendorIcon} eager />
        <Name>
          <strong>{game.gameName}</strong>
          {draw && <Muted id={`${id}-numero`}>{t('lottery.draw', { numero: draw.numero })}</Muted>}
        </Name>
        {left !== undefined && (
          <Countdown id={`${id}-left`} $closing={left <= CLOSING_SECONDS}>
            {left > 0 ? t('lottery.closesIn', { time: formatCountdown(left) }) : t('lottery.drawing')}
          </Countdown>
        )}
      </Row>
    </li>
  );
}

/**
 * The draw games of a lottery category: each with its open draw number and a countdown to its close (one
 * clock for the list); a draw that has closed shows "Drawing" until the next one arrives. Tapping launches.
 */
export function DrawList({ games, draws, onPlay, label }: DrawListProps) {
  const now = useNow();
  return (
    <CardList aria-label={label}>
      {games.map((game) => (
        <DrawRow key={game.gameCode} game={game} draws={draws} now={now} onPlay={onPlay} />
      ))}
    </CardList>
  );
}
