import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { globalRebateSettings } from '@wl/api-client/catalogue';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { CashBackPage, RebatesPage } from './RebatesPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);

describe('RebatesPage', () => {
  it("shows the agent's own rate and what it may give its team: the lower of its rate and the merchant's ceiling", async () => {
    await renderApp(<RebatesPage />, { route: '/m/member/agent/agentRebeat', session: await demoSession(demo.app, 'agent') });
    // the demo agent's slots rebate is 2.5 % and the merchant's ceiling 2 %: its team gets at most 2 %
    const slots = await screen.findByRole('listitem', { name: 'Slots' });
    expect(slots).toHaveTextContent(/^Slots2.5%You can give your team up to2%$/);
    // live casino: 1.8 % of its own under a 2 % ceiling, so 1.8 %
    expect(screen.getByRole('listitem', { name: 'Live casino' })).toHaveTextContent(/^Live casino1.8%You can give your team up to1.8%$/);
    expect(screen.getByText(/whichever is lower/)).toBeInTheDocument();
    expect(screen.queryByText('Maximum')).toBeNull();
  });

  it("shows a member's cash back rates alone: no team limit, no call for the agents' ceilings", async () => {
    await renderApp(<CashBackPage />, { route: '/m/member/teamRebate', session: await demoSession(demo.app, 'demo') });
    const slots = await screen.findByRole('listitem', { name: 'Slots' });
    expect(within(slots).getByText(/^\d+(\.\d)?%$/)).toBeInTheDocument();
    expect(screen.queryByText(/You can give your team/)).toBeNull();
    expect(requests.some((r) => r.pathname === globalRebateSettings.path)).toBe(false);
  });
});
