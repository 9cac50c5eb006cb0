import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platformNavigation } from '@wl/api-client';
import { demoSession, renderApp, testBrand, startDemoPlatform } from '@wl/auth/testing';
import { CONTRACT_ALERTS_KEY } from '../rules/contracts';
import { AgentHomePage } from './AgentHomePage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
// the files of a worker share one document: each test starts on a device that answered no contract alert
beforeEach(() => localStorage.removeItem(CONTRACT_ALERTS_KEY));

describe('AgentHomePage', () => {
  it("greets, shows the balance and today's four team counters, and the menu the brand enables", async () => {
    const brand = testBrand({ menu: ['AGEPAG', 'DOWNMAN', 'MAILCEN'] });
    await renderApp(<AgentHomePage />, { route: '/m/agent', brand, session: await demoSession(demo.app, 'agent') });
    expect(await screen.findByRole('heading', { level: 1, name: /Demo Agent/ })).toBeInTheDocument();
    for (const label of ['Logged in', 'Betting', 'New members', 'Online']) expect(await screen.findByText(label)).toBeInTheDocument();
    await waitFor(() => expect(Number(screen.getByText('Betting').nextSibling?.textContent)).toBeGreaterThan(0));
    const menu = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Team overview', 'Team members', 'Affiliate links', 'Inbox']);
    expect(within(menu).getByRole('button', { name: 'Online service' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Team members' })).toHaveAttribute('href', '/m/member/team');
    // affiliate links: the second tab of /m/agentRegister, where the spec's affiliate entry leads agents (DOWNMAN)
    expect(within(menu).getByRole('link', { name: 'Affiliate links' })).toHaveAttribute('href', '/m/agentRegister?tab=links');
  });

  it('opens the customer chat from online service, not the message center', async () => {
    const assign = vi.spyOn(platformNavigation, 'assign').mockImplementation(() => undefined);
    await renderApp(<AgentHomePage />, { route: '/m/agent', session: await demoSession(demo.app, 'agent') });
    await userEvent.click(await screen.findByRole('button', { name: 'Online service' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]?.[0]).toMatch(/\/chat\?/);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/agent');
  });

  it('offers the pending daily-salary contract and goes to its page', async () => {
    await renderApp(<AgentHomePage />, { route: '/m/agent', session: await demoSession(demo.app, 'agent') });
    const alert = await screen.findByRole('dialog', { name: 'Contract waiting' });
    expect(alert).toHaveTextContent('You have a Daily salary contract waiting for your answer.');
    // the page settles first (its lists load behind the alert), then the alert's button is taken fresh
    await screen.findByTestId('agent-income');
    // the banner keeps it in reach once the alert is answered
    expect(screen.getAllByText('You have a Daily salary contract waiting for your answer.')).toHaveLength(2);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Contract waiting' })).getByRole('button', { name: 'View contract' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/member/agent/getSalaryContract'));
  });
});
