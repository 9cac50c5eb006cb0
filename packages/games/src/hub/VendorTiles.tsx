import styled from 'styled-components';
import type { Game } from '../gamesApi';
import { GameIcon, useVendorIcon } from '../ui/GameIcon';
import { gameName } from '../ui/GameTile';
import { focusRing } from '../ui/styles';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.button`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  width: 100%;
  min-height: 60px;
  padding: ${(p) => p.theme.space['2']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-size: ${(p) => p.theme.font.size.sm};
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;
  box-shadow: ${(p) => p.theme.shadow.card};
  ${focusRing}
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.text.muted};
    font-size: ${(p) => p.theme.font.size.xs};
  }
`;

/**
 * Vendor tiles (sports, e-sports, lottery, e-lottery: spec 001 section 2): each vendor's lobby entries, with
 * the vendor's icon, launched like any game.
 */
export function VendorTiles({ games, onPlay }: { games: readonly Game[]; onPlay: (game: Game) => void }) {
  const vendorIcon = useVendorIcon();
  return (
    <Grid>
      {games.map((game) => (
        <li key={game.nodeId}>
          <Tile onClick={() => onPlay(game)}>
            <GameIcon vendor={game.vassalage} vendorIcon={vendorIcon} />
            <span>
              {gameName(game)}
              <small>{game.vassalage}</small>
            </span>
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
