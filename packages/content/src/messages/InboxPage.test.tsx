import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDemoMsw } from '@wl/demo-api/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoSession, renderApp } from '@wl/auth/testing';
import { InboxPage } from './InboxPage';

configure({ asyncUtilTimeout: 5000 });
const demo = createDemoMsw();
beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  demo.server.resetHandlers();
  await demo.reset();
});
afterAll(() => demo.server.close());

const unreadCount = async (token: string) =>
  ((await (await demo.app.request('/wps/relay/CSP_unreadCount', { headers: { Merchant: 'WLDEMO', Token: token } })).json()) as { value: number }).value;

describe('InboxPage', () => {
  it('opens a message, shows its text, and marks it read on the platform', async () => {
    const session = await demoSession(demo.app);
    await renderApp(<InboxPage />, { route: '/m/webEmail', session });
    const message = await screen.findByRole('button', { name: /Welcome to the club/ });
    expect(message).toHaveTextContent('Unread');
    await userEvent.click(message);
    expect(screen.getByText(/Your account is ready/)).toBeInTheDocument();
    expect(message).not.toHaveTextContent('Unread');
    await expect.poll(() => unreadCount(session.token)).toBe(2);
  });

  it('refuses a trial account with free_reject and sends a guest to login', async () => {
    const { unmount } = await renderApp(<InboxPage />, { route: '/m/webEmail', session: await demoSession(demo.app, 'trial') });
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    unmount();
    await renderApp(<InboxPage />, { route: '/m/webEmail' });
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });
});
