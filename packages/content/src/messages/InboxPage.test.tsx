import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { InboxPage } from './InboxPage';
import { inbox, inboxUnread } from '@wl/api-client/catalogue';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();

const unreadCount = async (token: string) =>
  ((await (await demo.app.request(inboxUnread.path, { headers: { Merchant: 'WLDEMO', Token: token } })).json()) as { value: number }).value;

describe('InboxPage', () => {
  it('opens a message, shows its text, and marks it read on the platform', async () => {
    const session = await demoSession(demo.app);
    await renderApp(<InboxPage />, { route: '/m/webEmail', session });
    // named by its title alone; the unread marker and the date describe it
    const message = await screen.findByRole('button', { name: 'Welcome to the club' });
    expect(message).toHaveAccessibleDescription(/^Unread \d{4}-\d{2}-\d{2}$/);
    expect(screen.queryByText(/Your account is ready/)).not.toBeVisible();
    await userEvent.click(message);
    expect(message).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Your account is ready/)).toBeVisible();
    expect(message).toHaveAccessibleName('Welcome to the club');
    expect(message).toHaveAccessibleDescription(/^\d{4}-\d{2}-\d{2}$/);
    expect(message).not.toHaveTextContent('Unread');
    await expect.poll(() => unreadCount(session.token)).toBe(2);
  });

  it('pages the inbox: load more appends the next page, a failed page keeps the list and retries', async () => {
    let fault = '';
    await renderApp(<InboxPage />, {
      route: '/m/webEmail',
      session: await demoSession(demo.app),
      context: { extraHeaders: () => ({ 'X-Demo-Fault': fault }) },
    });
    await screen.findByRole('button', { name: 'Welcome to the club' });
    const items = () => screen.getAllByRole('button', { expanded: false });
    expect(items()).toHaveLength(20);
    expect(screen.queryByText('Weekly summary #20')).not.toBeInTheDocument();

    fault = '500';
    await userEvent.click(screen.getByRole('button', { name: 'Load more messages' }));
    expect(await screen.findByText('More messages could not be loaded')).toBeInTheDocument();
    expect(items()).toHaveLength(20);

    fault = '';
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Weekly summary #20')).toBeInTheDocument();
    expect(items()).toHaveLength(40);

    await userEvent.click(screen.getByRole('button', { name: 'Load more messages' }));
    expect(await screen.findByText('You have seen all your messages')).toBeInTheDocument();
    expect(items()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Load more messages' })).not.toBeInTheDocument();
  });

  it('says loading failed and loads again on retry', async () => {
    let fault = '500';
    await renderApp(<InboxPage />, {
      route: '/m/webEmail',
      session: await demoSession(demo.app),
      context: { extraHeaders: () => ({ 'X-Demo-Fault': fault }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading failed, click to retry');
    fault = '';
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Welcome to the club' })).toBeInTheDocument();
  });

  it('refuses a trial account with free_reject and sends a guest to login', async () => {
    const { unmount } = await renderApp(<InboxPage />, { route: '/m/webEmail', session: await demoSession(demo.app, 'trial') });
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    unmount();
    await renderApp(<InboxPage />, { route: '/m/webEmail' });
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('says the inbox is empty and where messages will come', async () => {
    const session = await demoSession(demo.app, 'demo1');
    // every seeded member has messages (a newly registered one has none): the platform answers an empty first page
    const answer = (await (await demo.app.request(inbox.path, { headers: { Merchant: 'WLDEMO', Token: session.token } })).json()) as object;
    demo.server.use(http.get(`*${inbox.path}`, () => HttpResponse.json({ ...answer, value: { list: [], pageNum: 1, totalPages: 1 } })));
    await renderApp(<InboxPage />, { route: '/m/webEmail', session });
    expect(await screen.findByRole('heading', { name: 'No messages' })).toBeInTheDocument();
    expect(screen.getByText('Messages from us will appear here.')).toBeInTheDocument();
  });
});
