import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { platformNavigation } from '@wl/api-client';
import { demoSession, recordRequests, renderApp, testBrand, startDemoPlatform } from '@wl/auth/testing';
import { NoticePage } from '../notice/NoticePage';
import { MessageCenterPage } from './MessageCenterPage';
import { chatLaunch, customerServiceScript } from '@wl/api-client/catalogue';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);

const chatBrand = (hosts: string[] = []) => {
  const brand = testBrand();
  return testBrand({ flags: { ...brand.flags, CBS3: true }, links: { ...brand.links, chatHosts: hosts } });
};

describe('MessageCenterPage', () => {
  it('has no live chat without CBS3, and shows the unread inbox badge of a member', async () => {
    await renderApp(<MessageCenterPage />, { route: '/m/message', session: await demoSession(demo.app) });
    expect(await screen.findByRole('button', { name: /Inbox/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '3 unread' })).toHaveTextContent('3');
  });

  it('counts on the announcements badge exactly the unread announcements their list shows (not the banners)', async () => {
    const session = await demoSession(demo.app);
    const center = await renderApp(<MessageCenterPage />, { route: '/m/message', session });
    const announcements = await screen.findByRole('link', { name: /^Announcements/ });
    const badge = await within(announcements).findByRole('img', { name: /unread/ });
    const count = Number(badge.textContent);
    center.unmount();
    await renderApp(<NoticePage />, { route: '/m/notice', session });
    const list = await screen.findByRole('list', { name: 'Announcement list' });
    expect(count).toBeGreaterThan(0);
    expect(within(list).getAllByRole('link', { name: /^Unread:/ })).toHaveLength(count);
  });

  it('shows no badges to a guest and sends the guest from the inbox to login', async () => {
    await renderApp(<MessageCenterPage />, { route: '/m/message' });
    await userEvent.click(await screen.findByRole('button', { name: 'Inbox' }));
    expect(screen.queryByRole('img', { name: /unread/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  });

  it('launches the live chat with the spec parameters and goes there after 500 ms', async () => {
    const assign = vi.spyOn(platformNavigation, 'assign').mockImplementation(() => undefined);
    await renderApp(<MessageCenterPage />, { route: '/m/message', brand: chatBrand(), session: await demoSession(demo.app) });
    const button = await screen.findByRole('button', { name: /Live chat/ });
    expect(button).toHaveTextContent('Live');
    const started = Date.now();
    await userEvent.click(button);
    expect(await screen.findByText('Please wait…')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(assign.mock.calls[0]?.[0]).toMatch(/^http:\/\/localhost\/demo-cdn\/chat\?/);
    const params = requests.find((u) => u.pathname.endsWith(chatLaunch.path))?.searchParams;
    expect(params?.get('b2c')).toBe('1');
    expect(params?.get('language')).toBe('EN');
    expect(params?.get('moduleId')).toBe('CBS3');
    expect(params?.get('title')).toBe('Test Brand');
    expect(params?.get('backUrl')).toBeTruthy();
  });

  it('opens no chat address the brand does not allow, and says chat is not available', async () => {
    const assign = vi.spyOn(platformNavigation, 'assign').mockImplementation(() => undefined);
    let chatUrl = '';
    demo.server.use(http.get(`*${chatLaunch.path}`, () => HttpResponse.json({ success: true, code: '0', message: '', value: { chatUrl } })));
    const session = await demoSession(demo.app);
    for (const answer of ['java\tscript:alert(1)', 'https://chat.example.evil.example/', 'https://eu.chat.example/room']) {
      chatUrl = answer;
      const view = await renderApp(<MessageCenterPage />, { route: '/m/message', brand: chatBrand(['chat.example']), session });
      await userEvent.click(await screen.findByRole('button', { name: /Live chat/ }));
      if (answer.endsWith('/room')) await waitFor(() => expect(assign).toHaveBeenCalledWith(answer));
      else expect(await screen.findByText('Live chat is not available right now. Please try again later.')).toBeInTheDocument();
      view.unmount();
    }
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('lists the messaging app and the affiliate service (customer service) only at addresses the site will open', async () => {
    const links = (telegram: string, contact: string) =>
      testBrand({ links: { download: [{ resourceType: 'TELEGRAM', url: telegram }], contact: { telegram: contact }, social: {}, chatHosts: [] } });
    // the merchant's customer-service entry on the demo platform comes first
    const merchant = await renderApp(<MessageCenterPage />, { route: '/m/message', brand: links('https://t.me/app', 'https://t.me/service') });
    expect(await screen.findByRole('link', { name: /^Messaging app/ })).toHaveAttribute('href', 'https://t.me/app');
    expect(await screen.findByRole('link', { name: /^Affiliate/ })).toHaveAttribute('href', 'https://chat.novaplay.example/service');
    merchant.unmount();
    // a platform without entries: the brand's contact
    demo.server.use(http.get(`*${customerServiceScript.path}`, () => HttpResponse.json({ success: true, code: '0', message: '', value: [] })));
    const good = await renderApp(<MessageCenterPage />, { route: '/m/message', brand: links('https://t.me/app', 'https://t.me/service') });
    expect(await screen.findByRole('link', { name: /^Affiliate/ })).toHaveAttribute('href', 'https://t.me/service');
    good.unmount();
    await renderApp(<MessageCenterPage />, { route: '/m/message', brand: links('javascript:alert(1)', 'https://user@evil.example/') });
    expect(await screen.findByRole('button', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Messaging app/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Affiliate/ })).toBeNull();
  });

  it('refuses a trial account mail and chat with free_reject', async () => {
    const assign = vi.spyOn(platformNavigation, 'assign').mockImplementation(() => undefined);
    await renderApp(<MessageCenterPage />, { route: '/m/message', brand: chatBrand(), session: await demoSession(demo.app, 'trial') });
    await userEvent.click(await screen.findByRole('button', { name: /Inbox/ }));
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/message');
    await userEvent.click(screen.getByRole('button', { name: /Live chat/ }));
    expect(assign).not.toHaveBeenCalled();
  });
});
