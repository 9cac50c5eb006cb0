import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { parseRebate } from './RebateDialog';
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

  it('refuses a rebate above the maximum and keeps the input, then saves a valid one', async () => {
    await renderApp(<TeamMembersPage />, { route: '/m/member/team', session: await demoSession(demo.app, 'agent') });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit rebate of team01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rebate of team01' });
    const input = within(dialog).getByLabelText('Rebate (%)');
    await userEvent.clear(input);
    await userEvent.type(input, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Enter a rebate between 0 and 2, in steps of 0.1.')).toBeInTheDocument();
    expect(input).toHaveValue('2.5');
    await userEvent.clear(input);
    await userEvent.type(input, '1.7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Rebate updated')).toBeInTheDocument();
    expect(await within(screen.getByRole('listitem', { name: 'team01' })).findByRole('button', { name: 'Edit rebate of team01' })).toHaveTextContent('1.7%');
  });
});

describe('parseRebate', () => {
  it('takes 0 to max in steps of 0.1', () => {
    expect(parseRebate('1.5', 2)).toBe(1.5);
    expect(parseRebate('0', 2)).toBe(0);
    expect(parseRebate('2', 2)).toBe(2);
    expect(parseRebate('2.1', 2)).toBeNull();
    expect(parseRebate('1.25', 2)).toBeNull();
    expect(parseRebate('-1', 2)).toBeNull();
    expect(parseRebate('abc', 2)).toBeNull();
  });

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
