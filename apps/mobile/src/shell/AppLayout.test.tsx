import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import { AppLayout } from './AppLayout';

startDemoPlatform();
afterEach(() => localStorage.clear());

describe('AppLayout and the age question', () => {
  it('leaves nothing of the site behind a "no": a page of its own, from which the player can answer again', async () => {
    localStorage.clear();
    await renderApp(<AppLayout />, { route: '/m/home', path: '*', brand: testBrand({ minimumAge: 21 }) });
    await screen.findByRole('button', { name: 'Open menu' }, { timeout: 5000 });
    await userEvent.click(await screen.findByRole('button', { name: 'I am under 21' }, { timeout: 5000 }));

    expect(await screen.findByRole('main', { name: 'This site is for adults only' })).toBeInTheDocument();
    // the site is gone, not hidden: no header, menu, tab bar or dialog of it
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'I am 21 or older after all' }));
    expect(await screen.findByRole('dialog', { name: 'Are you 21 or older?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I am 21 or older' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
