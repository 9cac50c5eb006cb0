import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { GameListPage } from './GameListPage';

// two shared cores: the demo platform answers slowly under load
configure({ asyncUtilTimeout: 8000 });

const demo = startDemoPlatform();
const requests = recordRequests(demo);

const gameListCalls = () => requests.filter((u) => u.pathname.endsWith('GCSGAME_gameList'));
const tiles = () => screen.getAllByRole('button', { name: /^Play / });

describe('GameListPage', () => {
  it('lists the first page of 35 slots with the header back to home', async () => {
    await renderApp(<GameListPage />, { route: '/m/slot-games' });
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeInTheDocument();
    await screen.findAllByRole('button', { name: /^Play / });
    const call = gameListCalls()[0]!;
    expect(call.searchParams.get('gameType')).toBe('RNG');
    expect(call.searchParams.get('pageSize')).toBe('35');
    expect(call.searchParams.get('pageNo')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
  });

  it('searches 600 ms after typing stops and at once on Enter', async () => {
    await renderApp(<GameListPage />, { route: '/m/slot-games' });
    await screen.findAllByRole('button', { name: /^Play / });
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, 'dragon');
    expect(gameListCalls().some((u) => u.searchParams.get('gameName'))).toBe(false);
    await waitFor(() => expect(gameListCalls().at(-1)?.searchParams.get('gameName')).toBe('dragon'), { timeout: 2000 });
    for (const tile of await screen.findAllByRole('button', { name: /^Play .*dragon/i })) expect(tile).toBeInTheDocument();
    expect(tiles().every((tile) => /dragon/i.test(tile.getAttribute('aria-label') ?? ''))).toBe(true);

    await userEvent.clear(box);
    await userEvent.type(box, 'koi{Enter}');
    expect(gameListCalls().at(-1)?.searchParams.get('gameName')).toBe('koi');
  });

  it('filters by vendor and by New, and shows the empty state', async () => {
    await renderApp(<GameListPage />, { route: '/m/slot-games' });
    const vendors = await screen.findByRole('group', { name: 'Providers' });
    await userEvent.click(within(vendors).getByRole('button', { name: 'PG Soft' }));
    await waitFor(() => expect(gameListCalls().at(-1)?.searchParams.get('vassalage')).toBe('PG'));
    expect(within(vendors).getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter games' });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'New' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(gameListCalls().at(-1)?.searchParams.get('isNew')).toBe('1'));
    expect(gameListCalls().at(-1)?.searchParams.get('vassalage')).toBe('PG');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzzz-none{Enter}');
    expect(await screen.findByRole('heading', { name: 'No games match "zzzz-none"' })).toBeInTheDocument();
  });

  it('offers to clear a search that found nothing, and clearing it lists the games again in an empty, focused box', async () => {
    await renderApp(<GameListPage />, { route: '/m/slot-games' });
    await screen.findAllByRole('button', { name: /^Play / });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzzz-none{Enter}');
    expect(await screen.findByRole('heading', { name: 'No games match "zzzz-none"' })).toBeInTheDocument();
    expect(screen.getByText('Try another name, provider or filter.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /No games match/ })).toBeNull());
    expect((await screen.findAllByRole('button', { name: /^Play / })).length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveFocus();
  });

  it('says a member has no favourites yet and leads to the games', async () => {
    await renderApp(<GameListPage />, { route: '/m/fav-games', session: await demoSession(demo.app, 'demo1') });
    expect(await screen.findByRole('heading', { name: 'No favourite games yet' })).toBeInTheDocument();
    expect(screen.getByText('Tap the heart on a game to keep it here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse games' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
  });

  it('shows hot games of the category without a call, and sends a guest tapping Recent to /m/login', async () => {
    await renderApp(<GameListPage />, { route: '/m/slot-games' });
    await screen.findAllByRole('button', { name: /^Play / });
    await userEvent.click(within(screen.getByRole('group', { name: 'Game lists' })).getByRole('button', { name: 'Hot' }));
    await waitFor(() => expect(requests.some((u) => u.pathname.endsWith('GCSGAME_hotGamesV2'))).toBe(true));
    const hotAt = requests.findIndex((u) => u.pathname.endsWith('GCSGAME_hotGamesV2'));
    expect((await screen.findAllByRole('button', { name: /^Play / })).length).toBeLessThanOrEqual(40);
    // hot mode filters the preloaded hot games: no game list call after it
    expect(requests.slice(hotAt).some((u) => u.pathname.endsWith('GCSGAME_gameList'))).toBe(false);
    await userEvent.click(within(screen.getByRole('group', { name: 'Game lists' })).getByRole('button', { name: 'Recent' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  });

  it('sends a guest favouriting a game to /m/login', async () => {
    await renderApp(<GameListPage />, { route: '/m/slot-games' });
    const [heart] = await screen.findAllByRole('button', { name: /^Add .* to favourites$/ });
    await userEvent.click(heart!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  });

  it('has no favourite buttons on lottery games', async () => {
    await renderApp(<GameListPage />, { route: '/m/lott' });
    await screen.findAllByRole('button', { name: /^Play / });
    expect(screen.queryAllByRole('button', { name: /favourites$/ })).toHaveLength(0);
  });

  it('adds and removes a favourite for a member, and lists it on /m/fav-games', async () => {
    const session = await demoSession(demo.app);
    const first = await renderApp(<GameListPage />, { route: '/m/slot-games', session });
    const [heart] = await screen.findAllByRole('button', { name: /^Add .* to favourites$/ });
    const name = heart!.getAttribute('aria-label')!.replace(/^Add (.*) to favourites$/, '$1');
    await userEvent.click(heart!);
    expect(await screen.findByRole('button', { name: `Remove ${name} from favourites` })).toBeInTheDocument();
    first.unmount();

    await renderApp(<GameListPage />, { route: '/m/fav-games', session });
    expect(await screen.findByRole('button', { name: `Play ${name}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${name} from favourites` }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Play ${name}` })).not.toBeInTheDocument());
    await waitFor(() => expect(requests.some((u) => u.pathname.endsWith('MCSFE_removeFavoriteGameV2'))).toBe(true));
  });

  it('says loading failed and loads again on retry', async () => {
    let fault = '500';
    await renderApp(<GameListPage />, { route: '/m/slot-games', context: { extraHeaders: () => ({ 'X-Demo-Fault': fault }) } });
    expect(await screen.findByText('Loading failed, click to retry')).toBeInTheDocument();
    fault = '';
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByRole('button', { name: /^Play / })).length).toBeGreaterThan(0);
  });
});
