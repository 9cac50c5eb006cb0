import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAccessGate } from '../gates/useAccessGate';
import { captchaCode, renderApp, startDemoPlatform } from '../testing';
import { selectSession } from '../session/sessionSlice';
import { LOGIN_MODAL_BODY_CLASS, useRequireLogin } from './LoginModalProvider';

configure({ asyncUtilTimeout: 10_000 });
const demo = startDemoPlatform();

function Favourite() {
  const requireLogin = useRequireLogin();
  const [done, setDone] = useState(false);
  return (
    <button type="button" onClick={() => requireLogin(() => setDone(true))}>
      {done ? 'Added' : 'Add favourite'}
    </button>
  );
}

function Deposit() {
  const gate = useAccessGate();
  return (
    <button type="button" onClick={() => gate('deposit', '/m/voucherCenter')}>
      Deposit
    </button>
  );
}

/** An in-page action behind the promotion gate (joining a promotion): it says whether the gate let it through. */
function JoinPromotion() {
  const gate = useAccessGate();
  const [joined, setJoined] = useState(false);
  return (
    <button type="button" onClick={() => setJoined(gate('promotion'))}>
      {joined ? 'Joined' : 'Join now'}
    </button>
  );
}

const trial = { token: 't', merchantCode: 'WLDEMO_TRIAL', userName: 'guest1', type: 4, firstTimeLogin: false };
const member = { ...trial, merchantCode: 'WLDEMO', userName: 'demo', type: 0 };

describe('login modal', () => {
  it('opens for a guest action with a body class, logs in without leaving the page, then runs the action', async () => {
    await renderApp(<Favourite />, { route: '/m/gameList' });
    await userEvent.click(screen.getByRole('button', { name: 'Add favourite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    await waitFor(() => expect(document.body).toHaveClass(LOGIN_MODAL_BODY_CLASS));
    await userEvent.type(await screen.findByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass(LOGIN_MODAL_BODY_CLASS);
    expect(screen.getByRole('button', { name: 'Added' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/gameList');
  });

  it('closes without running the action and removes the body class', async () => {
    await renderApp(<Favourite />, { route: '/m/gameList' });
    await userEvent.click(screen.getByRole('button', { name: 'Add favourite' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.body).not.toHaveClass(LOGIN_MODAL_BODY_CLASS));
    expect(screen.getByRole('button', { name: 'Add favourite' })).toBeInTheDocument();
  });

  it('runs the action at once for a member', async () => {
    await renderApp(<Favourite />, { route: '/m/gameList', session: member });
    await userEvent.click(screen.getByRole('button', { name: 'Add favourite' }));
    expect(screen.getByRole('button', { name: 'Added' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('access gate action', () => {
  it('refuses a trial deposit with free_reject and stays', async () => {
    await renderApp(<Deposit />, { route: '/m/home', session: trial });
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });

  it('sends a guest to login and lets a member through', async () => {
    const guest = await renderApp(<Deposit />, { route: '/m/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
    guest.unmount();
    await renderApp(<Deposit />, { route: '/m/home', session: member });
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/voucherCenter'));
  });
});

describe('login modal for an in-page action', () => {
  it('a guest joining a promotion logs in in the modal and stays on the page; the next tap goes through', async () => {
    const { store } = await renderApp(<JoinPromotion />, { route: '/m/activityDetail' });
    await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    await waitFor(() => expect(document.body).toHaveClass(LOGIN_MODAL_BODY_CLASS));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/activityDetail');
    await userEvent.type(await within(dialog).findByLabelText('Username'), 'demo');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass(LOGIN_MODAL_BODY_CLASS);
    expect(selectSession(store.getState())).toMatchObject({ userName: 'demo' });
    expect(screen.getByTestId('location')).toHaveTextContent('/m/activityDetail');
    await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(screen.getByRole('button', { name: 'Joined' })).toBeInTheDocument();
  });
});

describe('register dialog from the login modal', () => {
  it('registers in the register dialog without leaving the page: success shows, then hides and the action runs', async () => {
    const { store } = await renderApp(<Favourite />, { route: '/m/gameList' });
    await userEvent.click(screen.getByRole('button', { name: 'Add favourite' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No account yet? Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(screen.queryByRole('dialog', { name: 'Log in to continue' })).toBeNull();
    await waitFor(() => expect(document.body).toHaveClass(LOGIN_MODAL_BODY_CLASS));

    await userEvent.type(await within(dialog).findByLabelText('Username'), 'modal01');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Secret123');
    await userEvent.type(within(dialog).getByLabelText('Captcha'), await captchaCode(demo.app, store));
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Registration successful. You are now logged in.');
    expect(await screen.findByRole('button', { name: 'Added' })).toBeInTheDocument();
    // the dialog hides 1 s after the success message; the body class goes with it
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.body).not.toHaveClass(LOGIN_MODAL_BODY_CLASS));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/gameList');
  });

  it('closing the register dialog (or log in now) goes back to the login form', async () => {
    await renderApp(<Favourite />, { route: '/m/gameList' });
    await userEvent.click(screen.getByRole('button', { name: 'Add favourite' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No account yet? Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Log in now' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add favourite' })).toBeInTheDocument();
  });
});
