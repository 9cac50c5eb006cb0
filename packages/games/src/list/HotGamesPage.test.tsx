import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as calls from '@wl/api-client/catalogue';
import type { RankListValue } from '@wl/api-client/protocol';
import { renderApp, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { HotGamesPage } from './HotGamesPage';

configure({ asyncUtilTimeout: 8000 });
const demo = startDemoPlatform();

async function ranking() {
  const response = await demo.app.request(`${calls.rankList.path}?limitNum=10`, { headers: { Merchant: 'WLDEMO' } });
  return ((await response.json()) as { value: RankListValue }).value.list;
}

describe('HotGamesPage ranking', () => {
  it('shows the top 10 games in rank order above the hot list, hides them while searching, and launches a tapped one', async () => {
    const expected = await ranking();
    await renderApp(<HotGamesPage />, { route: '/m/hot-games' });
    const list = await screen.findByRole('list', { name: 'Top games' });
    const cards = within(list).getAllByRole('button');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(expected.map((r) => `No. ${r.rank}: Play ${r.game.gameName}`));
    expect(within(cards[0]!).getByText(`${expected[0]!.players} players`)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox'), 'zz{Enter}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Top games' })).toBeNull());
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('list', { name: 'Top games' });
    // a guest tapping a ranked game is sent to log in, like any game
    await userEvent.click(within(again).getAllByRole('button')[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  });
});
