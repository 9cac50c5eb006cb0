import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DOWNLINE_ERROR, downlineDetail, updateDownlineRebates } from '@wl/api-client/catalogue';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { DownlinePage } from './DownlinePage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const updatesSent = () => requests.filter((r) => r.method === 'POST' && r.pathname === updateDownlineRebates.path);

const open = async (account = 'team01') =>
  renderApp(<DownlinePage />, { route: `/m/member/team/detail?account=${account}`, session: await demoSession(demo.app, 'agent') });

/** The platform's rebates of a downline, read straight from the demo platform. */
async function platformRebates(account: string): Promise<Record<string, number>> {
  const session = await demoSession(demo.app, 'agent');
  const response = await demo.app.request(`${downlineDetail.path}?account=${account}`, { headers: { Merchant: 'WLDEMO', Token: session.token } });
  const { value } = (await response.json()) as { value: { rebates: { productType: string; rebate: number }[] } };
  return Object.fromEntries(value.rebates.map((r) => [r.productType, r.rebate]));
}

describe('DownlinePage', () => {
  it("shows the downline's facts, a transfer to it and one rebate field per product type with the agent's limit", async () => {
    await open();
    const facts = await screen.findByRole('region', { name: 'Account' });
    expect(within(facts).getByText('Player')).toBeInTheDocument();
    expect(within(facts).getByText('Team size')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'Transfer to team01' })).toHaveAttribute('href', '/m/agent/transfer?to=team01');
    const slots = await screen.findByLabelText('Slots rebate (%)');
    expect(slots).toHaveValue('0.5');
    expect(screen.getByLabelText('Sports rebate (%)')).toHaveValue('0.2');
    // the limits: the lower of the agent's own rebate and the merchant's ceiling of each type
    expect(screen.getAllByText(/^Your limit: /).map((hint) => hint.textContent)).toEqual([
      'Your limit: 2%',
      'Your limit: 1.8%',
      'Your limit: 2%',
      'Your limit: 2%',
      'Your limit: 1.8%',
      'Your limit: 2.5%',
    ]);
  });

  it('refuses a rebate above the limit at its field, keeps what was typed and sends nothing; a valid one saves', async () => {
    await open('team02');
    const live = await screen.findByLabelText('Live casino rebate (%)');
    await userEvent.clear(live);
    await userEvent.type(live, '1.9');
    const lottery = screen.getByLabelText('Lottery rebate (%)');
    await userEvent.clear(lottery);
    await userEvent.type(lottery, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save rebates' }));
    expect(await screen.findByText('Enter a Live casino rebate between 0 and 1.8 (your limit), in steps of 0.1.')).toBeInTheDocument();
    expect(live).toHaveValue('1.9');
    expect(live).toHaveFocus();
    expect(live).toHaveAttribute('aria-invalid', 'true');
    expect(updatesSent()).toHaveLength(0);

    await userEvent.clear(live);
    await userEvent.type(live, '1.8');
    await userEvent.click(screen.getByRole('button', { name: 'Save rebates' }));
    expect(await screen.findByText('Rebates of team02 saved')).toBeInTheDocument();
    expect(updatesSent()).toHaveLength(1);
    expect(await platformRebates('team02')).toMatchObject({ LIVE: 1.8, LOTT: 2.5, RNG: 0.8 });
    expect(live).toHaveValue('1.8');
  });

  it("shows the platform's refusal at the field it names and under the form, keeping what was typed", async () => {
    demo.server.use(
      http.post(
        `*${updateDownlineRebates.path}`,
        () =>
          HttpResponse.json(
            {
              success: false,
              code: DOWNLINE_ERROR.aboveLimit,
              message: 'The RNG rebate must be at most 1.5.',
              value: { field: 'rebates', productType: 'RNG', limit: 1.5 },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    await open('team03');
    const slots = await screen.findByLabelText('Slots rebate (%)');
    await userEvent.clear(slots);
    await userEvent.type(slots, '1.7');
    await userEvent.click(screen.getByRole('button', { name: 'Save rebates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: the platform allows at most 1.5% for Slots.');
    expect(slots).toHaveAttribute('aria-invalid', 'true');
    expect(slots).toHaveValue('1.7');
    expect((await platformRebates('team03')).RNG).toBe(1);
  });

  it('says when the account is not a downline of this agent, and offers the team list', async () => {
    await open('demo');
    expect(await screen.findByRole('heading', { name: 'No downline demo in your team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team members' })).toHaveAttribute('href', '/m/member/team');
  });

  it('offers a retry when the detail fails to load', async () => {
    demo.server.use(http.get(`*${downlineDetail.path}`, () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 })));
    await open();
    expect(await screen.findByRole('button', { name: /retry/i }, { timeout: 8000 })).toBeInTheDocument();
  });
});
