import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { GameHub, revealScroll } from './GameHub';

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

  it('shows the hot games as cards, each with its vendor by name, when the brand chooses the card tile', async () => {
    const brand = testBrand();
    await renderApp(<GameHub />, { route: '/m/home?category=HOT', brand: testBrand({ templates: { ...brand.templates, game_tile: 'card' } }) });
    const panel = await screen.findByRole('tabpanel', { name: 'Hot' });
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: /^Play / })).toHaveLength(15));
    await waitFor(() => {
      for (const card of within(panel).getAllByRole('listitem')) {
        const vendor = within(card).getByText(/./, { selector: 'small' }).textContent;
        expect(within(card).getByRole('button', { name: /^Play / })).toHaveAccessibleDescription(vendor!);
        // named by the vendor list, not by code (PG Soft, Pragmatic Play, Fa Chai, BGS Originals)
        expect(['PG', 'PP', 'FC', 'BGS']).not.toContain(vendor);
      }
    });
  });

  it('opens the category of the URL and shows vendor tiles for sports', async () => {
    await renderApp(<GameHub />, { route: '/m/home?category=SPORTS' });
    const panel = await screen.findByRole('tabpanel', { name: 'Sports' });
    expect(await within(panel).findByRole('button', { name: /SABA Sports/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /SV388/ })).toBeInTheDocument();
  });

  it("names each vendor tile's vendor by its name, not its code", async () => {
    await renderApp(<GameHub />, { route: '/m/home?category=SPORTS' });
    const panel = await screen.findByRole('tabpanel', { name: 'Sports' });
    const tile = await within(panel).findByRole('button', { name: /CMD368 Sports/ });
    expect(await within(tile).findByText('CMD368')).toBeInTheDocument();
    expect(within(tile).queryByText('CMD')).not.toBeInTheDocument();
    expect(within(within(panel).getByRole('button', { name: /BTi Sports/ })).getByText('BTi Sports', { selector: 'small' })).toBeInTheDocument();
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

describe('revealScroll: bringing the chosen category into view', () => {
  // a 360 x 780 phone: top bar to 52, tab bar from 720
  const view = { viewTop: 52, viewBottom: 720 };

  it('leaves the page where it is when the tab already shows', () => {
    expect(revealScroll({ ...view, hubTop: 430, tabBottom: 650 })).toBe(0);
  });

  it('scrolls a tab below the fold just into view, never past the hub start', () => {
    expect(revealScroll({ ...view, hubTop: 430, tabBottom: 800 })).toBe(88);
    expect(revealScroll({ ...view, hubTop: 100, tabBottom: 900 })).toBe(48);
  });

  it('goes back to the hub start when the page is scrolled past it', () => {
    expect(revealScroll({ ...view, hubTop: -1500, tabBottom: 400 })).toBe(-1552);
  });
});
