import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDemoMsw } from '@wl/demo-api/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../testing';
import { selectSession } from '../session/sessionSlice';
import { LoginPage } from './LoginPage';

const demo = createDemoMsw();
beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  demo.server.resetHandlers();
  await demo.reset();
});
afterAll(() => demo.server.close());

async function fillAndSubmit(username: string, password: string) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('says which fields are missing without calling the platform', async () => {
    await renderApp(<LoginPage />, { route: '/m/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('logs the demo member in with an encrypted request and goes home', async () => {
    const { store } = await renderApp(<LoginPage />, { route: '/m/login' });
    await fillAndSubmit('demo', 'Demo1234');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(selectSession(store.getState())).toMatchObject({ userName: 'demo', type: 0, merchantCode: 'WLDEMO' });
  });

  it('keeps what the player typed and shows the reason on a wrong password', async () => {
    await renderApp(<LoginPage />, { route: '/m/login' });
    await fillAndSubmit('demo', 'nope-nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
    expect(screen.getByLabelText('Password')).toHaveValue('nope-nope');
  });

  it('keeps the form and says so when the server fails', async () => {
    await renderApp(<LoginPage />, { route: '/m/login', context: { extraHeaders: () => ({ 'X-Demo-Fault': '500' }) } });
    await fillAndSubmit('demo', 'Demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your input has been kept');
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('returns to the page the player came from', async () => {
    await renderApp(<LoginPage />, { route: '/m/login', state: { from: { pathname: '/m/webEmail', search: '' } } });
    await fillAndSubmit('demo', 'Demo1234');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/webEmail'));
  });
});
