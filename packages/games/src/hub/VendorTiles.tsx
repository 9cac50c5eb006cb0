import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { useVendorGameTypesQuery, type Game } from '../gamesApi';
import { useGameLanguage } from '../hooks/useGameLanguage';
import { vendorDisplayName } from '../model/vendors';
import { GameIcon, useVendorIcon } from '../ui/GameIcon';
import { gameName } from '../ui/tiles/shared';
import { focusRing } from '../ui/styles';

/* two to a row only where a tile keeps its name readable (a tablet); one at phone widths, beside the rail */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11em), 1fr));
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* the icon, then the names beside it; where fewer than about 6 em are left for them (large text), under it */
const Tile = styled.button`
  display: flex;
  flex-wrap: wrap;
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
  > :first-child {
    flex: none;
    width: 44px;
  }
  span {
    flex: 1 1 6em;
    min-width: 0;
    overflow-wrap: break-word;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.text.muted};
    font-size: ${(p) => p.theme.font.size.xs};
  }
`;

function VendorTile({
  game,
  vendor,
  vendorIcon,
  onPlay,
}: {
  game: Game;
  vendor: string;
  vendorIcon: (vendor: string) => string;
  onPlay: (game: Game) => void;
}) {
  const { t } = useTranslation('games');
  const id = useId();
  const name = gameName(game);
  return (
    <li>
      <Tile type="button" aria-label={t('game.play', { name })} aria-describedby={id} onClick={() => onPlay(game)}>
        <GameIcon vendor={game.vassalage} vendorIcon={vendorIcon} />
        <span aria-hidden="true">
          {name}
          <small id={id}>{vendor}</small>
        </span>
      </Tile>
    </li>
  );
}

/**
 * Vendor tiles (sports, e-sports, lottery, e-lottery: spec 001 section 2): each vendor's lobby entries, with
 * the vendor's icon and name (from the vendor list the hub already holds; never the raw vendor code when the
 * list names it), launched like any game. A tile is named "Play <game>", as game tiles are; the vendor describes it.
 */
export function VendorTiles({ games, onPlay }: { games: readonly Game[]; onPlay: (game: Game) => void }) {
  const vendorIcon = useVendorIcon();
  const vendors = useVendorGameTypesQuery({ language: useGameLanguage() }).data;
  return (
    <Grid>
      {games.map((game) => (
        <VendorTile key={game.nodeId} game={game} vendor={vendorDisplayName(vendors, game.gameType, game.vassalage)} vendorIcon={vendorIcon} onPlay={onPlay} />
      ))}
    </Grid>
  );
}
