import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEADER } from '@wl/api-client';
import { announcements } from '@wl/api-client/catalogue';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NoticePage } from './NoticePage';

const demo = startDemoPlatform();

/** The member's read flags as the platform has them. */
async function serverReadFlags(token: string): Promise<Record<string, boolean>> {
  const response = await demo.app.request(`${announcements.path}?types=PL,PU&platform=M`, { headers: { [HEADER.merchant]: 'WLDEMO', [HEADER.token]: token } });
  const { value } = (await response.json()) as { value: { player: { title: string; read: boolean }[] } };
  return Object.fromEntries(value.player.map((a) => [a.title, a.read]));
}

const page = (
  <Routes>
    <Route path="/m/notice" element={<NoticePage />} />
  </Routes>
);

describe('NoticePage', () => {
  it('lists announcements and opens one by its index', async () => {
    await renderApp(page, { route: '/m/notice', path: '*' });
    const list = await screen.findByRole('list', { name: 'Announcement list' }, { timeout: 5000 });
    const items = within(list).getAllByRole('link');
    expect(items.length).toBeGreaterThan(3);
    expect(items[0]).toHaveAttribute('href', '/m/notice?index=0');
    await userEvent.click(items[1]!);
    expect(await screen.findByRole('heading', { level: 2 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All announcements' })).toHaveAttribute('href', '/m/notice');
  });

  it('marks an opened announcement read for a member: at once on the page, then on the platform', async () => {
    const session = await demoSession(demo.app);
    await renderApp(page, { route: '/m/notice?index=0', path: '*', session });
    const title = (await screen.findByRole('heading', { level: 2 }, { timeout: 5000 })).textContent!;
    await waitFor(async () => expect((await serverReadFlags(session.token))[title]).toBe(true));
  });

  it('does not mark anything for a trial session, and shows every notice as read to it', async () => {
    const session = await demoSession(demo.app, 'trial');
    await renderApp(page, { route: '/m/notice', path: '*', session });
    const list = await screen.findByRole('list', { name: 'Announcement list' }, { timeout: 5000 });
    expect(within(list).queryAllByRole('link', { name: /^Unread:/ })).toEqual([]);
    await renderApp(page, { route: '/m/notice?index=0', path: '*', session });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(Object.values(await serverReadFlags(session.token)).some(Boolean)).toBe(false);
  });

  it('shows a Portuguese player the announcements in Portuguese, without the hostile fixture', async () => {
    // as sol's site in Portuguese: the Language header pt on every call
    await renderApp(page, { route: '/m/notice', path: '*', context: { language: () => 'pt' } });
    const list = await screen.findByRole('list', { name: 'Announcement list' }, { timeout: 5000 });
    expect(within(list).getByRole('link', { name: /Manutenção programada/ })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /Security notice|Scheduled maintenance/ })).toBeNull();
    await userEvent.click(within(list).getByRole('link', { name: /Aviso de segurança/ }));
    const article = await screen.findByRole('article', { name: 'Aviso de segurança' });
    expect(article).toHaveTextContent('A equipe da Nova Play nunca vai pedir a sua senha.');
    expect(within(article).queryByText('Details')).toBeNull();
  });

  it('never runs a script from announcement HTML', async () => {
    // the security notice with a script, an onerror image and a javascript: link (the demo's hostile fixture)
    await demo.hostile();
    const alerts: unknown[] = [];
    window.alert = (message?: unknown) => void alerts.push(message);
    await renderApp(page, { route: '/m/notice', path: '*' });
    await userEvent.click(await screen.findByRole('link', { name: /Security notice/ }));
    expect(await screen.findByRole('heading', { name: 'Security notice' })).toBeInTheDocument();
    // the fixture reached the page: its link's text is there, without its javascript: address
    expect(within(document.querySelector('article')!).getByText('Details')).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
    expect(document.querySelector('article [onerror]')).toBeNull();
    expect(document.querySelector('article a[href^="javascript"]')).toBeNull();
    expect(alerts).toEqual([]);
  });
});
