import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createWebCryptoCipher } from '@wl/api-client';
import * as calls from '@wl/api-client/catalogue';
import { DEMO_PUBLIC_KEY } from '@wl/demo-api';
import { openSignOutPrompt, renderApp, testBrand, startDemoPlatform } from '../testing';
import { selectSession, SESSION_STORAGE_KEY } from '../session/sessionSlice';
import { SettingsPage } from './SettingsPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();

async function session() {
  const body = await createWebCryptoCipher(DEMO_PUBLIC_KEY).encrypt({ username: 'demo', password: 'Demo1234', type: 'username' });
  const response = await demo.app.request(calls.login.path, {
    method: 'POST',
    headers: { Merchant: 'WLDEMO', Encryption: 'v1', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const { token } = ((await response.json()) as { value: { token: string } }).value;
  return { token, merchantCode: 'WLDEMO', userName: 'demo', type: 0, firstTimeLogin: false };
}

describe('SettingsPage', () => {
  it('sends a guest to login for the password change and offers no sign out', async () => {
    await renderApp(<SettingsPage />, { route: '/m/set' });
    expect(await screen.findByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/m/login');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('changes the head icon (PROFPIC3)', async () => {
    const base = testBrand();
    await renderApp(<SettingsPage />, { route: '/m/set', session: await session(), brand: testBrand({ flags: { ...base.flags, PROFPIC3: true } }) });
    expect(await screen.findByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/m/changePsw');
    await userEvent.click(await screen.findByRole('button', { name: 'Profile picture' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Avatar 3' }));
    expect(await screen.findByText('Profile picture saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profile picture' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Avatar 3' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('signs out after confirming: the session and its storage are gone, home next', async () => {
    const { store } = await renderApp(<SettingsPage />, { route: '/m/set', session: await session() });
    localStorage.setItem('trialUser', 'guest000001');
    await userEvent.click(within(await openSignOutPrompt()).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(selectSession(store.getState())).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('trialUser')).toBeNull();
  });
});
