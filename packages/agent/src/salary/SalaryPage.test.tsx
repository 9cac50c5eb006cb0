import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyDailySalaryContract, queryDailySalary, type DailySalaryValue } from '@wl/api-client/catalogue';
import { HEADER } from '@wl/api-client/protocol';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { SalaryContractPage } from '../contracts/ContractPage';
import { isoDay, lastDays } from '@wl/i18n';
import { readTiers, SalaryPage } from './SalaryPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const offersSent = () => requests.filter((r) => r.method === 'POST' && r.pathname === applyDailySalaryContract.path);

const open = async () => {
  const rendered = await renderApp(<SalaryPage />, { route: '/m/agent/salary', session: await demoSession(demo.app, 'agent') });
  await screen.findByRole('form', { name: 'Offer a contract' });
  return rendered;
};
const offerForm = () => screen.getByRole('form', { name: 'Offer a contract' });
const field = (label: string) => within(offerForm()).getByLabelText(label);
const send = () => userEvent.click(within(offerForm()).getByRole('button', { name: 'Send offer' }));

/** Fills the account and the first tier, adds a second tier and fills it. */
async function fillOffer(account: string, first: [string, string], second: [string, string]) {
  await userEvent.type(field('Downline account'), account);
  await userEvent.type(field('Team valid bet from (tier 1)'), first[0]);
  await userEvent.type(field('Daily reward (tier 1)'), first[1]);
  await userEvent.click(within(offerForm()).getByRole('button', { name: 'Add a tier' }));
  await userEvent.type(field('Team valid bet from (tier 2)'), second[0]);
  await userEvent.type(field('Daily reward (tier 2)'), second[1]);
}

describe('readTiers', () => {
  it('reads each tier as amounts, and nothing when one does not read', () => {
    expect(readTiers([1, 3], { 'threshold:1': '1,000', 'reward:1': '10', 'threshold:3': '5000.5', 'reward:3': '60' })).toEqual([
      { threshold: '1000.00', reward: '10.00' },
      { threshold: '5000.50', reward: '60.00' },
    ]);
    expect(readTiers([1], { 'threshold:1': '1', 'reward:1': 'x' })).toBeUndefined();
  });
});

describe('SalaryPage', () => {
  it('shows the agent’s salary per day as the platform computed it, and no offer yet', async () => {
    await open();
    const table = await screen.findByRole('table', { name: /^Daily salary by day/ });
    const range = lastDays(7);
    const token = (await demoSession(demo.app, 'agent')).token;
    const answer = (await (
      await demo.app.request(`${queryDailySalary.path}?startDate=${range.startDate}&endDate=${range.endDate}&pageNo=1&pageSize=10`, {
        headers: { [HEADER.merchant]: 'WLDEMO', [HEADER.token]: token },
      })
    ).json()) as { value: DailySalaryValue };
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(isoDay(Date.now()));
    expect(rows[0]).toHaveTextContent('Counting');
    const first = answer.value.list[0]!;
    expect(rows[0]).toHaveTextContent(Number(first.validBet).toLocaleString('en', { minimumFractionDigits: 2 }));
    expect(screen.getByTestId('salary-total')).toHaveTextContent(Number(answer.value.total).toLocaleString('en', { minimumFractionDigits: 2 }));
    expect(await screen.findByText('No contract offered yet')).toBeInTheDocument();
  });

  it('refuses bad tiers at their fields and keeps them, then sends the offer once and lists it waiting', async () => {
    await open();
    await fillOffer('team25', ['abc', '-5'], ['0', '10.555']);
    await send();
    expect(await within(offerForm()).findByText('Enter digits only, for example 100 or 100.50.')).toBeInTheDocument();
    expect(within(offerForm()).getByText('The amount cannot be negative.')).toBeInTheDocument();
    expect(within(offerForm()).getByText('The amount must be more than zero.')).toBeInTheDocument();
    expect(within(offerForm()).getByText('Use at most two decimals.')).toBeInTheDocument();
    expect(field('Team valid bet from (tier 1)')).toHaveValue('abc');
    expect(field('Daily reward (tier 2)')).toHaveValue('10.555');
    // tiers that do not increase
    await userEvent.clear(field('Team valid bet from (tier 1)'));
    await userEvent.type(field('Team valid bet from (tier 1)'), '5000');
    await userEvent.clear(field('Daily reward (tier 1)'));
    await userEvent.type(field('Daily reward (tier 1)'), '50');
    await userEvent.clear(field('Team valid bet from (tier 2)'));
    await userEvent.type(field('Team valid bet from (tier 2)'), '4000');
    await userEvent.clear(field('Daily reward (tier 2)'));
    await userEvent.type(field('Daily reward (tier 2)'), '50');
    await send();
    expect(await within(offerForm()).findAllByText(/^Must be more than tier 1 /)).toHaveLength(2);
    expect(field('Team valid bet from (tier 2)')).toHaveValue('4000');
    expect(offersSent()).toHaveLength(0);

    await userEvent.clear(field('Team valid bet from (tier 2)'));
    await userEvent.type(field('Team valid bet from (tier 2)'), '20,000.50');
    await userEvent.clear(field('Daily reward (tier 2)'));
    await userEvent.type(field('Daily reward (tier 2)'), '250.5');
    await userEvent.dblClick(within(offerForm()).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Contract offered to team25: it waits for their answer.')).toBeInTheDocument();
    expect(offersSent()).toHaveLength(1);
    expect(await offersSent()[0]!.request.json()).toEqual({
      account: 'team25',
      tiers: [
        { threshold: '5000.00', reward: '50.00' },
        { threshold: '20000.50', reward: '250.50' },
      ],
    });
    // the form starts again; the offer is listed, waiting
    expect(field('Downline account')).toHaveValue('');
    const offer = await screen.findByRole('listitem', { name: /^Contract for team25/ });
    expect(offer).toHaveTextContent('Waiting for an answer');
    expect(offer).toHaveTextContent('20,000.50');
  });

  it('shows the platform’s refusal of an account beside its field, keeping the form', async () => {
    await open();
    await fillOffer('demo', ['100', '1'], ['200', '2']);
    await send();
    expect(await within(offerForm()).findByText('Not offered: demo is not a member of your team.')).toBeInTheDocument();
    expect(field('Downline account')).toHaveValue('demo');
    expect(field('Daily reward (tier 2)')).toHaveValue('2');
    expect(field('Downline account')).toHaveFocus();
    expect(offersSent()).toHaveLength(1);
  });

  it('chooses a downline that is an agent from the matching list; a player has no choice', async () => {
    await open();
    await userEvent.type(field('Downline account'), 'team2');
    const choose = await screen.findByRole('button', { name: 'Choose team26' });
    expect(screen.getByText(/team20 · Player: cannot sign/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose team20' })).not.toBeInTheDocument();
    await userEvent.click(choose);
    expect(field('Downline account')).toHaveValue('team26');
  });

  it('the downline accepts the offer on its contract page, and the agent’s list reads accepted', async () => {
    await open();
    await fillOffer('team27', ['1000', '10'], ['5000', '60']);
    await send();
    expect(await screen.findByRole('listitem', { name: /^Contract for team27/ })).toHaveTextContent('Waiting for an answer');
    cleanup();

    await renderApp(<SalaryContractPage />, { route: '/m/member/agent/getSalaryContract', session: await demoSession(demo.app, 'team27') });
    const terms = await screen.findByRole('region', { name: 'Terms' });
    expect(terms).toHaveTextContent('5,000.00');
    await userEvent.click(within(terms).getByRole('button', { name: 'Accept' }));
    expect(await within(terms).findByText('Accepted')).toBeInTheDocument();
    cleanup();

    await open();
    expect(await screen.findByRole('listitem', { name: /^Contract for team27/ })).toHaveTextContent('Accepted');
  });
});
