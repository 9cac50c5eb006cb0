import styled from 'styled-components';
import type { LotteryGame } from '@wl/api-client/protocol';
import { useTranslation } from '@wl/i18n';
import { theme } from '@wl/ui-kit';
import { chip } from '../ui/styles';

const Row = styled.ul`
  display: flex;
  gap: ${theme.space['2']};
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  button {
    ${chip}
  }
`;

/** The lottery games a member played lately, newest first, as one scrolling row of chips that launch them. */
export function RecentLottery({ games, onPlay }: { games: readonly LotteryGame[]; onPlay: (game: LotteryGame) => void }) {
  const { t } = useTranslation('games');
  return (
    <Row aria-label={t('lottery.recent')}>
      {games.map((game) => (
        <li key={game.gameCode}>
          <button type="button" aria-label={t('game.play', { name: game.gameName })} onClick={() => onPlay(game)}>
            {game.gameName}
          </button>
        </li>
      ))}
    </Row>
  );
}
