import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { helpCenter } from '@wl/api-client/catalogue';
import { renderApp, testBrand, startDemoPlatform } from '@wl/auth/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GameHub } from '@wl/games';
import { Footer } from './Footer';

const demo = startDemoPlatform();

describe('site footer', () => {
  it('keeps one accordion panel open at a time, none at first', async () => {
    await renderApp(<Footer />);
    const games = await screen.findByRole('button', { name: 'Games' });
    const help = await screen.findByRole('button', { name: 'Help centre' });
    expect(games).toHaveAttribute('aria-expanded', 'false');
    expect(help).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(games);
    expect(games).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(games).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Deposits' })).toHaveAttribute('href', '/m/help?i=1');
    await userEvent.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'false');
  });

  it('scrolls to the top and selects a game category in the home hub', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderApp(
      <>
        <GameHub />
        <Footer />
      </>,
      { route: '/m/home', path: '/m/home' },
    );
    const hub = await screen.findByRole('tablist', { name: 'Game categories' }, { timeout: 5000 });
    expect(within(hub).getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Games' }));
    const slots = within(screen.getByRole('group', { name: 'Site links' })).getByRole('link', { name: 'Slots' });
    expect(slots).toHaveAttribute('href', '/m/home?category=RNG');
    // the hub has no lottery category: its list page
    expect(screen.getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/m/lott');
    await userEvent.click(slots);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true'), { timeout: 5000 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/home$/);
    scrollTo.mockRestore();
  });

  it('lists the in-house games among the game categories where the hub has them, opening them in the hub', async () => {
    await renderApp(<Footer />, { route: '/m/home', path: '/m/home' });
    await userEvent.click(await screen.findByRole('button', { name: 'Games' }));
    const links = within(screen.getByRole('group', { name: 'Site links' }));
    await waitFor(() => expect(links.getByRole('link', { name: 'In-house' })).toHaveAttribute('href', '/m/home?category=INHOUSE'));
    // in the hub's order: in-house at position 2 of the merchant's categories
    expect(
      links
        .getAllByRole('link')
        .map((a) => a.textContent)
        .slice(0, 4),
    ).toEqual(['Slots', 'Live casino', 'In-house', 'Poker']);
  });

  it('shows only the contact and social links the brand has, and the brand minimum age', async () => {
    const brand = testBrand({
      minimumAge: 21,
      links: { download: [], contact: { telegram: 'https://t.me/x' }, social: { youtube: 'https://youtube.com/@x' }, chatHosts: [] },
    });
    await renderApp(<Footer />, { brand });
    const contact = await screen.findByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/x');
    expect(within(contact).queryByRole('link', { name: 'Facebook' })).toBeNull();
    const social = screen.getByRole('region', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['YouTube']);
    expect(screen.getByText('You must be over 21 to use this site.')).toBeInTheDocument();
  });

  it('draws no link for an address the site will not open (a script, credentials, plain http)', async () => {
    const brand = testBrand({
      links: {
        download: [],
        contact: { telegram: 'javascript:alert(1)', facebook: 'https://user@evil.example/' },
        social: { youtube: ' JaVa\tScRiPt:alert(1)', tiktok: 'http://tiktok.example/x', twitter: 'https://x.example/n' },
        chatHosts: [],
      },
    });
    await renderApp(<Footer />, { brand });
    const social = await screen.findByRole('region', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://x.example/n']);
    expect(screen.queryByRole('region', { name: 'Contact us' })).toBeNull();
  });

  it('has no contact or social section without links, and no help section without help items', async () => {
    let helpAsked = false;
    demo.server.use(
      http.get(`*${helpCenter.path}`, () => {
        helpAsked = true;
        return HttpResponse.json({ success: true, code: '0', message: '', value: [] });
      }),
    );
    await renderApp(<Footer />);
    await screen.findByRole('button', { name: 'Games' });
    await vi.waitFor(() => expect(helpAsked).toBe(true));
    expect(screen.queryByRole('button', { name: 'Help centre' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Contact us' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Follow us' })).toBeNull();
  });
});
