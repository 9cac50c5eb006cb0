import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { announcements } from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { AgentTabBar } from './AgentTabBar';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();

const bar = async (route: string) => {
  await renderApp(<AgentTabBar />, { route, path: '*', session: await demoSession(demo.app, 'agent') });
  return screen.findByRole('navigation', { name: 'Agent navigation' });
};

describe("the agent's bottom bar", () => {
  it('has an icon and a label per tab, dividends where they apply, the unread notices, and marks the current page', async () => {
    const nav = await bar('/m/agentRegister?tab=links');
    const links = await within(nav).findAllByRole('link');
    expect(await within(nav).findByRole('link', { name: 'Dividends' })).toHaveAttribute('href', '/m/member/agent/agentDivident');
    expect(within(nav).getAllByRole('link').map((link) => [link.getAttribute('href'), link.querySelector('svg') !== null])).toEqual([
      ['/m/home', true],
      ['/m/agentRegister', true],
      ['/m/member/agent/agentDivident', true],
      ['/m/member/notice?types=A', true],
    ]);
    expect(links.length).toBeGreaterThan(0);
    // the affiliate links tab of open account is still open account
    expect(within(nav).getByRole('link', { name: 'Open account' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link').filter((link) => link.getAttribute('aria-current'))).toHaveLength(1);
    expect(await within(nav).findByRole('img', { name: /unread/ })).toBeInTheDocument();
  });

  it('marks the agent notices, not the player notices', async () => {
    const nav = await bar('/m/member/notice?types=A');
    expect(await within(nav).findByRole('link', { name: /^Notices/ })).toHaveAttribute('aria-current', 'page');
  });

  it('counts on the announcements badge the unread notices of the list it leads to, not a separate total', async () => {
    const notice = (id: number, read: boolean) => ({
      id,
      title: `Notice ${id}`,
      content: '<p>Text</p>',
      category: null,
      startDate: Date.now(),
      endDate: null,
      noExpiry: 1,
      announcementImages: [],
      read,
    });
    demo.server.use(
      http.get(`*${announcements.path}`, () =>
        HttpResponse.json({
          success: true,
          code: '0',
          message: '',
          value: { banners: [], player: [], popup: [], promotion: [], hot: [], agent: [notice(1, false), notice(2, true)], footer: { unreadCount: 14 } },
        }),
      ),
    );
    const footer = await bar('/m/agent');
    const link = await within(footer).findByRole('link', { name: /^Notices/ });
    expect(link).toHaveAttribute('href', '/m/member/notice?types=A');
    expect(await within(link).findByRole('img', { name: '1 unread' })).toHaveTextContent('1');
  });

});
