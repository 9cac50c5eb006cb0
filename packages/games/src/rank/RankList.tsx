import styled from 'styled-components';
import type { RankItem } from '@wl/api-client/protocol';
import { useTranslation } from '@wl/i18n';
import { theme } from '@wl/ui-kit';
import type { Game } from '../gamesApi';
import { GameIcon, useVendorIcon } from '../ui/GameIcon';
import { gameName } from '../ui/tiles/shared';
import { focusRing } from '../ui/styles';

const Row = styled.ol`
  display: flex;
  gap: ${theme.space['2']};
  margin: 0;
  padding: 0 0 ${theme.space['1']};
  overflow-x: auto;
  list-style: none;
  scroll-snap-type: x proximity;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  li {
    flex: none;
    width: 96px;
    scroll-snap-align: start;
  }
`;

const Card = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space['1']};
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.text.primary};
  font: inherit;
  font-size: ${theme.font.size.xs};
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;
  ${focusRing}
  strong {
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    font-size: ${theme.font.size.sm};
  }
`;

const Place = styled.span`
  position: absolute;
  top: ${theme.space['1']};
  left: ${theme.space['1']};
  min-width: 24px;
  padding: 2px ${theme.space['1']};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brand.primary};
  color: ${theme.color.text.onPrimary};
  font-weight: ${theme.font.weight.bold};
  text-align: center;
`;

const Muted = styled.span`
  color: ${theme.color.text.secondary};
`;

/**
 * The game ranking (catalogue `rankList`, decision 021): a scrolling row of the ranked games, each with its
 * place, icon, name and players; tapping launches it like any game.
 */
export function RankList({ items, onPlay, label }: { items: readonly RankItem[]; onPlay: (game: Game) => void; label: string }) {
  const { t } = useTranslation('games');
  const vendorIcon = useVendorIcon();
  return (
    <Row aria-label={label}>
      {items.map(({ rank, players, game }) => (
        <li key={game.nodeId}>
          <Card type="button" aria-label={`${t('rank.rank', { rank })}: ${t('game.play', { name: gameName(game) })}`} onClick={() => onPlay(game)}>
            <GameIcon src={game.mobileLargeIcon || game.iconUrl} vendor={game.vassalage} vendorIcon={vendorIcon} />
            <Place aria-hidden="true">{rank}</Place>
            <strong>{gameName(game)}</strong>
            <Muted>{t('rank.players', { count: players })}</Muted>
          </Card>
        </li>
      ))}
    </Row>
  );
}
