import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { GameHub } from './GameHub';

configure({ asyncUtilTimeout: 8000 });
startDemoPlatform();

const menu = () => screen.findByRole('tablist', { name: 'Game categories' });

describe('GameHub', () => {
  it('lists HOME, HOT, FAV, then the categories in server order with in-house at position 2 and no lotteries', async () => {
    await renderApp(<GameHub />, { route: '/m/home' });
    await waitFor(async () => expect(within(await menu()).getAllByRole('tab').length).toBeGreaterThan(3));
    const names = within(await menu())
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(names).toEqual(['Home', 'Hot', 'Favourites', 'Slots', 'Live casino', 'In-house', 'Poker', 'Fishing', 'Sports', 'E-sports']);
    expect(within(await menu()).getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    // HOME: the category menu
    expect(await screen.findByRole('link', { name: /^Slots/ })).toHaveAttribute('href', '/m/slot-games');
  });

  it('shows the first 15 hot games under HOT with more to /m/hot-games', async () => {
    await renderApp(<GameHub />, { route: '/m/home' });
    await userEvent.click(within(await menu()).getByRole('tab', { name: 'Hot' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Hot' });
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: /^Play / })).toHaveLength(15));
    expect(within(panel).getByRole('link', { name: 'More: Hot' })).toHaveAttribute('href', '/m/hot-games');
  });

  it('opens the category of the URL and shows vendor tiles for sports', async () => {
    await renderApp(<GameHub />, { route: '/m/home?category=SPORTS' });
    const panel = await screen.findByRole('tabpanel', { name: 'Sports' });
    expect(await within(panel).findByRole('button', { name: /SABA Sports/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /SV388/ })).toBeInTheDocument();
  });

  it('asks a guest to log in under FAV and sends a guest tapping a game to /m/login', async () => {
    await renderApp(<GameHub />, { route: '/m/home?category=FAV' });
    expect(await screen.findByText('Log in to keep your favourite games here.')).toBeInTheDocument();
    await userEvent.click(await within(await menu()).findByRole('tab', { name: 'Slots' }));
    const [play] = await within(await screen.findByRole('tabpanel', { name: 'Slots' })).findAllByRole('button', { name: /^Play / });
    await userEvent.click(play!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  });
});
