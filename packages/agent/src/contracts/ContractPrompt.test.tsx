import { useState } from 'react';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { Dialog } from '@wl/ui-kit';
import { CONTRACT_ALERTS_KEY } from '../rules/contracts';
import { ContractBanner, ContractPrompt } from './ContractPrompt';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
// the files of a worker share one document: each test starts on a device that answered no contract alert
beforeEach(() => localStorage.removeItem(CONTRACT_ALERTS_KEY));

/** Another dialog open first (as the login announcement popup is on home). */
function WithAnnouncement() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Dialog open={open} onClose={() => setOpen(false)} title="Announcement" closeLabel="Close announcement" />
      <ContractPrompt />
    </>
  );
}

/** A dialog that opens after the prompt is up (the login announcements answered after the contract check). */
function WithLateAnnouncement() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Announcements arrive
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Announcement" closeLabel="Close announcement" />
      <ContractPrompt />
    </>
  );
}

describe('ContractPrompt', () => {
  it('waits for another open dialog to close instead of stacking on it', async () => {
    const { store } = await renderApp(<WithAnnouncement />, { route: '/m/home', session: await demoSession(demo.app, 'agent') });
    await expect.poll(() => store.getState().api.queries['contractRequests(undefined)']?.status).toBe('fulfilled');
    expect(screen.queryByRole('dialog', { name: 'Contract waiting' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(await screen.findByRole('dialog', { name: 'Contract waiting' })).toBeInTheDocument();
  });

  it('gives way to a dialog that opens after it, and comes back when that one closes', async () => {
    await renderApp(<WithLateAnnouncement />, { route: '/m/home', session: await demoSession(demo.app, 'agent') });
    expect(await screen.findByRole('dialog', { name: 'Contract waiting' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Announcements arrive', hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Contract waiting' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(await screen.findByRole('dialog', { name: 'Contract waiting' })).toBeInTheDocument();
  });

  it('asks once per account and contract: answered later, it stays closed on agent home and at the next login', async () => {
    const session = await demoSession(demo.app, 'agent');
    const home = await renderApp(<ContractPrompt />, { route: '/m/home', session });
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Contract waiting' })).getByRole('button', { name: 'Decide later' }));
    expect(screen.queryByRole('dialog', { name: 'Contract waiting' })).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
    home.unmount();

    const agentHome = await renderApp(<ContractPrompt />, { route: '/m/agent', session });
    // the check has answered (a contract is still pending) and no alert shows
    await expect.poll(() => agentHome.store.getState().api.queries['contractRequests(undefined)']?.status).toBe('fulfilled');
    expect(screen.queryByRole('dialog', { name: 'Contract waiting' })).toBeNull();
    agentHome.unmount();

    // a new login on this device: the dashboard is not covered again
    const next = await renderApp(<ContractPrompt />, { route: '/m/home', session: await demoSession(demo.app, 'agent') });
    await expect.poll(() => next.store.getState().api.queries['contractRequests(undefined)']?.status).toBe('fulfilled');
    expect(screen.queryByRole('dialog', { name: 'Contract waiting' })).toBeNull();
    expect(localStorage.getItem(CONTRACT_ALERTS_KEY)).not.toContain(session.token);
  });

  it('keeps a waiting contract in reach on agent home: a banner with the way to it', async () => {
    await renderApp(<ContractBanner />, { route: '/m/agent', session: await demoSession(demo.app, 'agent') });
    const banner = (await screen.findByText(/^You have a .* contract waiting for your answer\.$/)).closest('[role="status"]') as HTMLElement;
    expect(banner).not.toBeNull();
    expect(within(banner).getByRole('link', { name: 'View contract' })).toHaveAttribute('href', expect.stringMatching(/^\/m\/member\/agent\/get/));
  });
});
