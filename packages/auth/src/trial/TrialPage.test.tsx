import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, startDemoPlatform } from '../testing';
import { selectSession, TRIAL_USER_KEY } from '../session/sessionSlice';
import { TrialPage } from './TrialPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
beforeEach(() => localStorage.clear());

describe('TrialPage', () => {
  it('creates a trial name, keeps it, starts a type 4 session on the trial merchant and goes home', async () => {
    const { store } = await renderApp(<TrialPage />, { route: '/m/trail' });
    expect(await screen.findByRole('status', { name: 'Starting your free play session…' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    const session = selectSession(store.getState());
    expect(session).toMatchObject({ type: 4, merchantCode: 'WLDEMO_TRIAL' });
    expect(localStorage.getItem(TRIAL_USER_KEY)).toBe(session?.userName);
  });

  it('reuses the kept trial name', async () => {
    localStorage.setItem(TRIAL_USER_KEY, 'guest123456');
    const { store } = await renderApp(<TrialPage />, { route: '/m/trail' });
    await waitFor(() => expect(selectSession(store.getState())?.userName).toBe('guest123456'));
  });

  it('offers a retry when free play fails', async () => {
    let fail = true;
    demo.server.use(
      http.post('*/wps/session/login/freeplay', () =>
        fail ? HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 }) : undefined,
      ),
    );
    await renderApp(<TrialPage />, { route: '/m/trail' });
    expect(await screen.findByText('Free play could not start')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
  });
});
