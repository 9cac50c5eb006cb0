import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { TeamMembersPage } from './TeamMembersPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();

describe('TeamMembersPage', () => {
  it('pages and searches the downlines', async () => {
    await renderApp(<TeamMembersPage />, { route: '/m/member/team', session: await demoSession(demo.app, 'agent') });
    expect(await screen.findByText('28 members')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('listitem', { name: 'team11' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search account'), 'team2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('9 members')).toBeInTheDocument();
  });

  it('leads to the transfer page, with a downline chosen or to choose several', async () => {
    await renderApp(<TeamMembersPage />, { route: '/m/member/team', session: await demoSession(demo.app, 'agent') });
    const item = await screen.findByRole('listitem', { name: 'team01' });
    expect(within(item).getByRole('link', { name: 'Transfer to team01' })).toHaveAttribute('href', '/m/agent/transfer?to=team01');
    expect(screen.getByRole('link', { name: 'Transfer to several' })).toHaveAttribute('href', '/m/agent/transfer');
  });

  it('leads from each downline to its detail and shows its highest rebate', async () => {
    await renderApp(<TeamMembersPage />, { route: '/m/member/team', session: await demoSession(demo.app, 'agent') });
    const item = await screen.findByRole('listitem', { name: 'team01' });
    expect(within(item).getByRole('link', { name: 'Details of team01' })).toHaveAttribute('href', '/m/member/team/detail?account=team01');
    // the demo's team01 has 0.5 for every product type but sports (0.2): the headline is the highest
    expect(within(item).getByText('Highest rebate').nextSibling).toHaveTextContent('0.5%');
    expect(within(item).queryByRole('button', { name: /rebate/i })).not.toBeInTheDocument();
  });

  it("shows each downline's balance in the wallet's currency, as the transfer screen does", async () => {
    await renderApp(<TeamMembersPage />, { route: '/m/member/team', session: await demoSession(demo.app, 'agent') });
    const item = await screen.findByRole('listitem', { name: 'team01' });
    await expect.poll(() => within(item).getByText('Balance').nextSibling?.textContent).toMatch(/^\$\u00a0\d[\d,]*\.\d\d$/);
  });
});

describe('TeamMembersPage search', () => {
  it('says no member matches a search and clears it, listing the team again', async () => {
    await renderApp(<TeamMembersPage />, { route: '/m/member/team', session: await demoSession(demo.app, 'agent') });
    expect(await screen.findByText('28 members')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search account'), 'nobody-here');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No member matches "nobody-here"' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('28 members')).toBeInTheDocument();
    expect(screen.getByLabelText('Search account')).toHaveValue('');
    expect(screen.getByLabelText('Search account')).toHaveFocus();
  });
});
