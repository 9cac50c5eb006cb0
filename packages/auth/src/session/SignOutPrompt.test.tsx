import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, openSignOutPrompt, recordRequests, renderApp, startDemoPlatform } from '../testing';
import { selectSession, SESSION_STORAGE_KEY } from './sessionSlice';
import { useSignOutPrompt } from './SignOutPrompt';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);

function SignOutButton() {
  const signOut = useSignOutPrompt();
  return (
    <>
      <button type="button" onClick={signOut.open}>
        Sign out
      </button>
      {signOut.prompt}
    </>
  );
}

const logoutCalls = () => requests.filter((r) => r.pathname.endsWith('/session/logout') && r.method === 'DELETE');

describe('useSignOutPrompt', () => {
  it('asks "Sign out of <brand>?" with Cancel and Sign out; cancel keeps the session', async () => {
    const { store } = await renderApp(<SignOutButton />, { route: '/m/set', session: await demoSession(demo.app) });
    await userEvent.click(within(await openSignOutPrompt()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectSession(store.getState())?.userName).toBe('demo');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/set');
    expect(logoutCalls()).toHaveLength(0);
  });

  it('Sign out calls logout, ends the session and its storage, and goes home', async () => {
    const { store } = await renderApp(<SignOutButton />, { route: '/m/set', session: await demoSession(demo.app) });
    localStorage.setItem('trialUser', 'guest000001');
    await userEvent.click(within(await openSignOutPrompt()).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(logoutCalls()).toHaveLength(1);
    expect(selectSession(store.getState())).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('trialUser')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
