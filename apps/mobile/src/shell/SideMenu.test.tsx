import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { selectSession } from '@wl/auth';
import { demoSession, openSignOutPrompt, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { SideMenu } from './SideMenu';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();

function OpenSideMenu() {
  const [open, setOpen] = useState(true);
  return <SideMenu open={open} onClose={() => setOpen(false)} />;
}

describe('side menu', () => {
  it('lists the in-house games in the game centre as the hub does, leading to /m/inHouse', async () => {
    await renderApp(<OpenSideMenu />, { route: '/m/home' });
    const games = await screen.findByRole('list', { name: 'Game centre' });
    expect(await within(games).findByRole('link', { name: 'In-house' })).toHaveAttribute('href', '/m/inHouse');
    expect(
      within(games)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Hot', 'Slots', 'Live casino', 'In-house', 'Poker', 'Fishing', 'Sports', 'E-sports', 'Lottery', 'E-lottery']);
  });

  it('closes and asks "Sign out of <brand>?" on sign out; cancel keeps the session', async () => {
    const { store } = await renderApp(<OpenSideMenu />, { route: '/m/home', session: await demoSession(demo.app) });
    const prompt = await openSignOutPrompt();
    expect(within(prompt).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Sign out' })).toBeNull();
    expect(selectSession(store.getState())).not.toBeNull();
  });
});
