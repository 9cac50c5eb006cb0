import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractRequests } from '@wl/api-client/catalogue';
import { demoSession, openSignOutPrompt, renderApp, testBrand } from '@wl/auth/testing';
import { createDemoMsw } from '@wl/demo-api/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_ALERTS_KEY } from '@wl/agent';
import { UserMenu } from './UserMenu';

const demo = createDemoMsw();
beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  demo.server.events.removeAllListeners();
  demo.server.resetHandlers();
  await demo.reset();
});
afterAll(() => demo.server.close());
// the files of a worker share one document: each test starts on a device that answered no contract alert
beforeEach(() => localStorage.removeItem(CONTRACT_ALERTS_KEY));

const openMenu = async (account: string, brand = testBrand()) => {
  await renderApp(<UserMenu />, { route: '/m/home', session: await demoSession(demo.app, account), brand });
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  return within(screen.getByRole('navigation', { name: 'Account menu' }));
};

describe('user menu', () => {
  it('sends an agent (type 2) to the agency centre', async () => {
    const menu = await openMenu('agent');
    expect(menu.getByRole('link', { name: 'Agency centre' })).toHaveAttribute('href', '/m/agent');
    await userEvent.click(menu.getByRole('link', { name: 'Agency centre' }));
    await expect.poll(() => screen.getByTestId('location').textContent).toBe('/m/agent');
  });

  it('sends a member (type 0) to invite friends (affiliate routing by account type)', async () => {
    const menu = await openMenu('demo');
    expect(menu.getByRole('link', { name: 'Agency centre' })).toHaveAttribute('href', '/m/inviteFriends');
    expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/m/member/home');
  });

  it('raises the contract alert on home for an agent with a pending contract, and not for a member', async () => {
    const agent = await renderApp(<UserMenu />, { route: '/m/home', session: await demoSession(demo.app, 'agent') });
    const alert = await screen.findByRole('dialog', { name: 'Contract waiting' }, { timeout: 5000 });
    expect(alert).toHaveTextContent('You have a Daily salary contract waiting for your answer.');
    await userEvent.click(within(alert).getByRole('button', { name: 'View contract' }));
    await expect.poll(() => screen.getByTestId('location').textContent).toBe('/m/member/agent/getSalaryContract');
    agent.unmount();

    const checked = new Promise((resolve) => {
      demo.server.events.on('response:mocked', ({ request }) => {
        if (request.url.includes(contractRequests.path)) resolve(undefined);
      });
    });
    await renderApp(<UserMenu />, { route: '/m/home', session: await demoSession(demo.app, 'demo') });
    await checked; // a type 0 member is checked too: nothing pending
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('dialog', { name: 'Contract waiting' })).toBeNull();
  });

  it('hides the agency centre when the brand menu has no AGENT key', async () => {
    const base = testBrand();
    const menu = await openMenu('agent', testBrand({ menu: base.menu.filter((key) => key !== 'AGENT') }));
    expect(menu.queryByRole('link', { name: 'Agency centre' })).toBeNull();
    expect(menu.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('asks "Sign out of <brand>?" before signing out (the shared sign-out prompt)', async () => {
    const menu = await openMenu('demo');
    expect(menu.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await userEvent.click(within(await openSignOutPrompt()).getByRole('button', { name: 'Sign out' }));
    await expect.poll(() => screen.getByTestId('location').textContent).toBe('/m/home');
    await expect.poll(() => screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });
});
