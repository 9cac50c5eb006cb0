import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { transferDownline, transferMultipleDownline } from '@wl/api-client/catalogue';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { TransferPage, transferRows } from './TransferPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const sent = (path: string) => requests.filter((r) => r.method === 'POST' && r.pathname === path);
const transfersSent = () => sent(transferMultipleDownline.path).length + sent(transferDownline.path).length;

const open = async (route = '/m/agent/transfer') => renderApp(<TransferPage />, { route, session: await demoSession(demo.app, 'agent') });
const pick = async (account: string) => userEvent.click(await screen.findByRole('checkbox', { name: new RegExp(`^${account},`) }));
const amountOf = (account: string) => screen.getByLabelText(`Amount for ${account}`);
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('transferRows', () => {
  it('reads one amount per row, or the one amount in every row, and nothing when one does not read', () => {
    expect(transferRows(['a', 'b'], { 'row:a': '1,234.5', 'row:b': '2' }, false)).toEqual([
      { account: 'a', amount: '1234.50' },
      { account: 'b', amount: '2.00' },
    ]);
    expect(transferRows(['a', 'b'], { all: '3', 'row:a': 'x' }, true)).toEqual([
      { account: 'a', amount: '3.00' },
      { account: 'b', amount: '3.00' },
    ]);
    expect(transferRows(['a', 'b'], { 'row:a': '1', 'row:b': '1.234' }, false)).toBeUndefined();
    expect(transferRows([], {}, false)).toEqual([]);
  });
});

describe('TransferPage', () => {
  it('refuses bad amounts beside their rows, then sends three per-row amounts once however many taps', async () => {
    const { store } = await open();
    expect(await screen.findByTestId('agent-balance')).toHaveTextContent('88,888.88');
    await pick('team01');
    await pick('team02');
    await pick('team03');
    for (const [typed, message] of [
      ['abc', 'Enter digits only, for example 100 or 100.50.'],
      ['-5', 'The amount cannot be negative.'],
      ['0', 'The amount must be more than zero.'],
      ['1.234', 'Use at most two decimals.'],
      ['90000', /more than your balance/],
    ] as const) {
      await userEvent.clear(amountOf('team01'));
      await userEvent.type(amountOf('team01'), typed);
      await userEvent.click(continueButton());
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(amountOf('team01')).toHaveValue(typed);
    }
    await userEvent.clear(amountOf('team01'));
    // a pasted amount with grouping separators
    await userEvent.click(amountOf('team01'));
    await userEvent.paste('1,000.10');
    await userEvent.type(amountOf('team02'), '0.20');
    await userEvent.type(amountOf('team03'), '33');
    expect(screen.getByTestId('transfer-total')).toHaveTextContent('1,033.30');
    await userEvent.click(continueButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    expect(transfersSent()).toBe(0);
    await userEvent.type(within(dialog).getByLabelText('Withdrawal password'), '123456');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByText(/Sent .*1,033\.30 to 3 downlines/)).toBeInTheDocument();
    expect(sent(transferMultipleDownline.path)).toHaveLength(1);
    expect(await screen.findByTestId('agent-balance')).toHaveTextContent('87,855.58');
    expect(JSON.stringify(store.getState())).not.toContain('123456');
  });

  it('refuses a total above the balance before sending, keeping what was typed', async () => {
    await open();
    await pick('team04');
    await pick('team05');
    await pick('team06');
    await userEvent.click(screen.getByRole('checkbox', { name: 'One amount for all' }));
    await userEvent.type(screen.getByLabelText('Amount for each downline'), '30000');
    expect(screen.getByTestId('transfer-total')).toHaveTextContent('90,000.00');
    await userEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/The total of .*90,000\.00 is more than your balance of .*88,888\.88/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount for each downline')).toHaveValue('30000');
    expect(transfersSent()).toBe(0);
  });

  it('sends one downline through the single call; a wrong password keeps the amount and clears the password', async () => {
    await open('/m/agent/transfer?to=team07');
    await userEvent.type(await screen.findByLabelText('Amount for team07'), '12.5');
    await userEvent.click(continueButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    const password = within(dialog).getByLabelText('Withdrawal password');
    await userEvent.type(password, '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer now' }));
    expect(await within(dialog).findByText(/The withdrawal password is incorrect/)).toBeInTheDocument();
    expect(password).toHaveValue('');
    expect(sent(transferDownline.path)).toHaveLength(1);
    await userEvent.type(password, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByText(/Sent .*12\.50 to 1 downline./)).toBeInTheDocument();
    expect(sent(transferDownline.path)).toHaveLength(2);
  });

  it('shows the platform’s refusal of an account outside the team and keeps what was typed', async () => {
    await open('/m/agent/transfer?to=demo');
    await userEvent.type(await screen.findByLabelText('Amount for demo'), '1');
    await userEvent.click(continueButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    await userEvent.type(within(dialog).getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByText('The platform refused the transfer: demo is not a member of your team.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount for demo')).toHaveValue('1');
  });

  it('reads the balance after an unanswered transfer and says it went through, sending nothing again', async () => {
    demo.server.use(
      http.post(`*${transferDownline.path}`, async ({ request }) => {
        await demo.app.fetch(request.clone()); // carried out, its answer lost
        return HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 504 });
      }),
    );
    await open('/m/agent/transfer?to=team11');
    await userEvent.type(await screen.findByLabelText('Amount for team11'), '3');
    await userEvent.click(continueButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    const before = sent(transferDownline.path).length;
    await userEvent.type(within(dialog).getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByText(/The transfer went through: your balance fell by .*3\.00/)).toBeInTheDocument();
    expect(sent(transferDownline.path)).toHaveLength(before + 1);
    expect(screen.getByLabelText('Amount for team11')).toHaveValue('3');
  });

  it('says nothing moved when the transfer never arrived; sending again reuses its key', async () => {
    demo.server.use(
      http.post(`*${transferDownline.path}`, () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 504 }), { once: true }),
    );
    await open('/m/agent/transfer?to=team12');
    await userEvent.type(await screen.findByLabelText('Amount for team12'), '4');
    const before = sent(transferDownline.path).length;
    for (let i = 0; i < 2; i += 1) {
      await userEvent.click(continueButton());
      const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
      await userEvent.type(within(dialog).getByLabelText('Withdrawal password'), '123456');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer now' }));
      if (i === 0) expect(await screen.findByText('The transfer was not made. You can send it again.')).toBeInTheDocument();
    }
    expect(await screen.findByText(/Sent .*4\.00 to 1 downline\./)).toBeInTheDocument();
    const [first, second] = sent(transferDownline.path).slice(before);
    expect(first!.request.headers.get('Idempotency-Key')).toBe(second!.request.headers.get('Idempotency-Key'));
  });

  it('asks for at least one downline', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one downline above.');
  });

  it('lets no more than 50 downlines be chosen for one transfer', async () => {
    const others = Array.from({ length: 49 }, (_, i) => `far${i}`);
    await open(`/m/agent/transfer?to=${['team01', ...others, 'extra'].join(',')}`);
    // 51 asked for in the link: the first 50 are taken, team01 among them
    expect(await screen.findByRole('checkbox', { name: /^team01,/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^team02,/ })).toBeDisabled();
    expect(screen.getByText(/^At most 50 downlines per transfer/)).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('checkbox', { name: /^team01,/ }));
    expect(screen.getByRole('checkbox', { name: /^team02,/ })).toBeEnabled();
  });
});
