import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testBrand } from '@wl/auth/testing';
import { createDemoMsw } from '@wl/demo-api/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';

const demo = createDemoMsw();
beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  demo.server.resetHandlers();
  await demo.reset();
});
afterAll(() => demo.server.close());

describe('site footer', () => {
  it('keeps one accordion panel open at a time, none at first', async () => {
    await renderApp(<Footer onSelectCategory={() => undefined} />);
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

  it('selects a game category', async () => {
    const select = vi.fn();
    await renderApp(<Footer onSelectCategory={select} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Games' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Slots' }));
    expect(select).toHaveBeenCalledWith('RNG');
  });

  it('shows only the contact and social links the brand has, and the brand minimum age', async () => {
    const brand = testBrand({
      minimumAge: 21,
      links: { download: [], contact: { telegram: 'https://t.me/x' }, social: { youtube: 'https://youtube.com/@x' }, chatHosts: [] },
    });
    await renderApp(<Footer onSelectCategory={() => undefined} />, { brand });
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

  it('has no contact or social section without links, and no help section without help items', async () => {
    let helpAsked = false;
    demo.server.use(
      http.get('*/wps/system/helpCenter', () => {
        helpAsked = true;
        return HttpResponse.json({ success: true, code: '0', message: '', value: [] });
      }),
    );
    await renderApp(<Footer onSelectCategory={() => undefined} />);
    await screen.findByRole('button', { name: 'Games' });
    await vi.waitFor(() => expect(helpAsked).toBe(true));
    expect(screen.queryByRole('button', { name: 'Help centre' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Contact us' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Follow us' })).toBeNull();
  });
});
