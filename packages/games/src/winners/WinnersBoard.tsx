import { memo, useDeferredValue } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useFormatAmount } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Button, ErrorState, Stack } from '@wl/ui-kit';
import { useWinnerBoardQuery, type Winner } from '../gamesApi';
import { useGameLanguage } from '../hooks/useGameLanguage';
import { useLaunchGame } from '../launch/useLaunchGame';
import { GameIcon, useVendorIcon } from '../ui/GameIcon';

/** Spec 001 section 9: limitNum 20; the board scrolls by itself above 4 entries. */
export const WINNER_LIMIT = 20;
export const AUTO_SCROLL_ABOVE = 4;
const ROW_PX = 64;
/** seconds per row of the automatic scroll */
const SECONDS_PER_ROW = 2.5;

const Section = styled(Stack)`
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
`;

const Window = styled.div<{ $rows: number }>`
  height: ${(p) => p.$rows * ROW_PX}px;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
`;

const scroll = keyframes`from { transform: translateY(0); } to { transform: translateY(-50%); }`;

const Track = styled.ul<{ $scroll: number }>`
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) =>
    p.$scroll > 0 &&
    css`
      animation: ${scroll} ${p.$scroll * SECONDS_PER_ROW}s linear infinite;
      &:hover,
      &:focus-within {
        animation-play-state: paused;
      }
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  height: ${ROW_PX}px;
  padding: 0 ${(p) => p.theme.space['2']};
  border-bottom: 1px solid ${(p) => p.theme.color.border.default};
  p {
    margin: 0;
    overflow: hidden;
    font-size: ${(p) => p.theme.font.size.xs};
    color: ${(p) => p.theme.color.text.secondary};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    display: block;
    overflow: hidden;
    color: ${(p) => p.theme.color.text.primary};
    font-size: ${(p) => p.theme.font.size.sm};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  em {
    color: ${(p) => p.theme.color.status.success};
    font-style: normal;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const WinnerRow = memo(function WinnerRow({
  winner,
  onPlay,
  format,
  hidden,
}: {
  winner: Winner;
  onPlay: (w: Winner) => void;
  /** the board's money formatter (auth `useFormatAmount`), read once for every row */
  format: (amount: string, symbol?: string) => string;
  hidden?: boolean;
}) {
  const { t } = useTranslation('games');
  const vendorIcon = useVendorIcon();
  const amount = format(winner.winAmount, winner.currencySymbol);
  return (
    <Row aria-hidden={hidden || undefined}>
      <GameIcon src={winner.iconUrl} vendor={winner.vassalage} vendorIcon={vendorIcon} />
      <div>
        <strong>{winner.gameName}</strong>
        <p>
          {winner.customerName} · <em>{amount}</em>
        </p>
      </div>
      <Button size="sm" onClick={() => onPlay(winner)} tabIndex={hidden ? -1 : undefined}>
        {t('winners.playNow')}
      </Button>
    </Row>
  );
});

/**
 * The winners board (spec 001 section 2): the 20 latest winners by amount, largest first, each with game icon,
 * game, customer, currency and amount and a play-now action. Above 4 entries it scrolls by itself (a second,
 * hidden copy of the list makes the loop seamless); hover, focus and reduced motion stop it.
 */
export function WinnersBoard() {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const language = useGameLanguage();
  const board = useWinnerBoardQuery({ language, limitNum: WINNER_LIMIT });
  const { launch, prompt } = useLaunchGame();
  const format = useFormatAmount();
  // the rows render in slices when the board arrives, not in the store update's one long task
  const winners = useDeferredValue(board.data) ?? [];
  if (board.isError) return <ErrorState title={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void board.refetch()} />;
  if (!board.isLoading && (board.data ?? []).length === 0) return null;
  const scrolls = winners.length > AUTO_SCROLL_ABOVE;
  return (
    <Section as="section" aria-labelledby="winners-title">
      <h2 id="winners-title">{tg('winners.title')}</h2>
      <Window $rows={Math.min(Math.max(winners.length, 1), AUTO_SCROLL_ABOVE)} aria-busy={board.isLoading}>
        <Track $scroll={scrolls ? winners.length : 0} data-testid="winners-track">
          {winners.map((winner, i) => (
            <WinnerRow key={`${winner.nodeId}-${i}`} winner={winner} onPlay={launch} format={format} />
          ))}
          {scrolls && winners.map((winner, i) => <WinnerRow key={`copy-${winner.nodeId}-${i}`} winner={winner} onPlay={launch} format={format} hidden />)}
        </Track>
      </Window>
      {prompt}
    </Section>
  );
}
