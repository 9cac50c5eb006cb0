import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import type { SlotVariant } from '@wl/brand';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../gamesApi';
import { GameListPage } from '../list/GameListPage';
import { TileGrid } from './TileGrid';
import { VirtualGameGrid } from './VirtualGameGrid';

configure({ asyncUtilTimeout: 8000 });
startDemoPlatform();

const game = (nodeId: string, name: string, vendor: string, extra: Partial<Game> = {}): Game => ({
  gameId: `rng-${vendor.toLowerCase()}-${nodeId}`,
  gameName: name,
  displayName: name,
  gameType: 'RNG',
  vassalage: vendor,
  nodeId,
  supportPlay: true,
  ...extra,
});

const GAMES = [game('1', 'Fortune Tiger', 'PG', { isNew: true }), game('2', 'Gates of Olympus', 'PP'), game('3', 'Super Ace', 'JILI')];

/** A brand whose `templates.game_tile` chooses the tile. */
const brandWith = (tile: SlotVariant<'game_tile'>) => {
  const brand = testBrand();
  return testBrand({ templates: { ...brand.templates, game_tile: tile } });
};

const grid = (onPlay = vi.fn(), onToggleFavourite = vi.fn()) => (
  <TileGrid games={GAMES} label="Slots" onPlay={onPlay} onToggleFavourite={onToggleFavourite} favourites={new Set(['2'])} />
);

describe('the game_tile slot', () => {
  it('card: each card shows its game and its vendor by name, a tap plays it and the heart toggles its favourite', async () => {
    const onPlay = vi.fn();
    const onToggleFavourite = vi.fn();
    await renderApp(grid(onPlay, onToggleFavourite), { brand: brandWith('card') });
    const list = await screen.findByRole('list', { name: 'Slots' });
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Play / })).toHaveLength(3));
    const cards = within(list).getAllByRole('listitem');
    // the vendor list names the vendors (never the code once it has loaded)
    await waitFor(() => expect(within(cards[1]!).getByText('Pragmatic Play')).toBeVisible());
    const shown = cards.map((card) => [within(card).getByText(/./, { selector: 'strong' }).textContent, within(card).getByText(/./, { selector: 'small' }).textContent]);
    expect(shown).toEqual([
      ['Fortune Tiger', 'PG Soft'],
      ['Gates of Olympus', 'Pragmatic Play'],
      ['Super Ace', 'JILI'],
    ]);
    const play = within(cards[0]!).getByRole('button', { name: 'Play Fortune Tiger' });
    expect(play).toHaveAccessibleDescription('PG Soft');
    expect(within(cards[0]!).getByText('New')).toBeInTheDocument();
    await userEvent.click(play);
    expect(onPlay).toHaveBeenCalledWith(GAMES[0]);
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Remove Gates of Olympus from favourites' }));
    expect(onToggleFavourite).toHaveBeenCalledWith(GAMES[1]);
  });

  it('icon: each tile shows its game by name with no vendor, and a tap plays it', async () => {
    const onPlay = vi.fn();
    await renderApp(grid(onPlay), { brand: brandWith('icon') });
    const list = await screen.findByRole('list', { name: 'Slots' });
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Play / })).toHaveLength(3));
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('button', { name: /^Play / }).textContent)).toEqual(['Fortune Tiger', 'Gates of Olympus', 'Super Ace']);
    expect(within(list).queryByText('PG Soft')).toBeNull();
    expect(within(list).queryByText('PG')).toBeNull();
    expect(within(tiles[0]!).getByRole('button', { name: 'Play Fortune Tiger' })).not.toHaveAccessibleDescription();
    await userEvent.click(within(tiles[2]!).getByRole('button', { name: 'Play Super Ace' }));
    expect(onPlay).toHaveBeenCalledWith(GAMES[2]);
  });

  it('card: the list grid keeps only a screenful of cards in the DOM, two to a row', async () => {
    const many = Array.from({ length: 630 }, (_, index) => game(String(index + 1), `Game ${index + 1}`, 'PG'));
    await renderApp(<VirtualGameGrid games={many} label="Slots" onPlay={vi.fn()} />, { brand: brandWith('card') });
    const list = await screen.findByRole('list', { name: 'Slots' });
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Play / }).length).toBeGreaterThan(0));
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeLessThanOrEqual(12);
    expect(cards.length % 2).toBe(0);
    for (const row of list.children) expect(row.children).toHaveLength(2);
    expect(within(cards[0]!).getByText('Game 1')).toBeInTheDocument();
    await waitFor(() => expect(within(cards[0]!).getByText('PG Soft')).toBeInTheDocument());
  });

  it('card: on a list page a guest tapping a card is sent to log in, as with icons', async () => {
    await renderApp(<GameListPage />, { route: '/m/slot-games', brand: brandWith('card') });
    const [first] = await screen.findAllByRole('button', { name: /^Play / });
    // every card names its vendor by name (the slots' vendors and the in-house one), not by code (PG, PP, FC, BGS)
    const vendors = new Set(['PG Soft', 'JILI', 'Pragmatic Play', 'CQ9', 'Fa Chai', 'JDB', 'BGS Originals']);
    await waitFor(() => {
      const cards = within(screen.getByRole('list', { name: 'Slots' })).getAllByRole('listitem');
      for (const card of cards) expect(vendors.has(within(card).getByText(/./, { selector: 'small' }).textContent ?? '')).toBe(true);
    });
    await userEvent.click(first!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  });
});
