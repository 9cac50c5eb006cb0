import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addBankCard, setPayeeName, setWithdrawalPassword, withdraw } from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { WithdrawPage } from './WithdrawPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const sent = (path: string) => requests.filter((r) => r.method === 'POST' && r.pathname === path);

const open = async (account: string) => renderApp(<WithdrawPage />, { route: '/m/withdraw', session: await demoSession(demo.app, account) });

describe('WithdrawPage', () => {
  it('shows the withdrawable balance and turnover, refuses a wrong password with the tries left and clears it', async () => {
    const { store } = await open('demo1');
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('580.50');
    expect(screen.getByText('Turnover still required')).toBeInTheDocument();
    const amount = screen.getByLabelText('Amount');
    const password = screen.getByLabelText('Withdrawal password');
    await userEvent.type(amount, '600');
    await userEvent.type(password, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/more than your balance/)).toBeInTheDocument();
    expect(sent(withdraw.path)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '150.5');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The withdrawal password is incorrect. Tries left: 4.')).toBeInTheDocument();
    expect(password).toHaveValue('');
    expect(amount).toHaveValue('150.5');
    expect(sent(withdraw.path)).toHaveLength(1);

    await userEvent.type(password, '123456');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Withdraw' }));
    const done = await screen.findByText(/Withdrawal of .*150\.50 requested/);
    // it looks like success: the deposit's green bar on the notice (the rules that style it, as jsdom reads them)
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule instanceof CSSStyleRule && done.matches(rule.selectorText));
    expect(rules.map((rule) => rule.cssText).join(' ')).toMatch(/border-left: 4px solid var\(--color-status-success\)/);
    expect(sent(withdraw.path)).toHaveLength(2);
    expect(password).toHaveValue('');
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('430.00');
    // the password never reached the store (nor storage)
    expect(JSON.stringify(store.getState())).not.toContain('123456');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('123456');
  });

  it('fills the withdrawable amount with "All"', async () => {
    await open('demo1');
    await userEvent.click(await screen.findByRole('button', { name: 'All' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('580.50');
  });

  it('leads a member through payee name, withdrawal password and card, refusing bad input next to the field', async () => {
    await open('demo');
    const payee = await screen.findByRole('textbox', { name: 'Payee name' });
    await userEvent.type(payee, 'Bob <b>');
    await userEvent.click(screen.getByRole('button', { name: 'Save payee name' }));
    expect(await screen.findByText(/letters and spaces only/i)).toBeInTheDocument();
    expect(payee).toHaveValue('Bob <b>');
    expect(sent(setPayeeName.path)).toHaveLength(0);
    await userEvent.clear(payee);
    await userEvent.type(payee, 'Bob Player');
    await userEvent.click(screen.getByRole('button', { name: 'Save payee name' }));

    const fresh = await screen.findByLabelText('New withdrawal password');
    await userEvent.type(fresh, '135790');
    await userEvent.type(screen.getByLabelText('Confirm withdrawal password'), '135791');
    await userEvent.click(screen.getByRole('button', { name: 'Save withdrawal password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm withdrawal password'));
    await userEvent.type(screen.getByLabelText('Confirm withdrawal password'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Save withdrawal password' }));

    const number = await screen.findByLabelText('Card or account number');
    expect(sent(setWithdrawalPassword.path)).toHaveLength(1);
    expect(screen.getByLabelText('Account name')).toHaveValue('Bob Player');
    await userEvent.type(screen.getByLabelText('Bank'), 'Banco Demo');
    await userEvent.type(screen.getByLabelText('Branch'), 'Centro');
    await userEvent.type(number, '1234 5678 90AB');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('The card number may contain digits and spaces only.')).toBeInTheDocument();
    await userEvent.clear(number);
    await userEvent.type(number, '1234 5678 9012 3456');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));

    const form = await screen.findByRole('form', { name: 'Withdrawal' });
    expect(sent(addBankCard.path)).toHaveLength(1);
    expect(within(form).getByRole('radio', { name: /3456/ })).toBeChecked();
    expect(document.body.textContent).not.toContain('1234567890123456');
  });

  it('after an answer that never came, reads the records and says the withdrawal is pending', async () => {
    // the platform carries the withdrawal out, then its answer is lost
    demo.server.use(
      http.post(`*${withdraw.path}`, async ({ request }) => {
        await demo.app.request(request.url, { method: 'POST', headers: request.headers, body: await request.text() });
        return HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 504 });
      }),
    );
    await open('demo1');
    await userEvent.type(await screen.findByLabelText('Amount'), '200');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/was received \(order WD.*\): Pending/)).toBeInTheDocument();
    expect(screen.getByLabelText('Withdrawal password')).toHaveValue('');
    expect(sent(withdraw.path)).toHaveLength(1);
  });

  it('refuses a trial account with the free-play message and sends it home, as deposit does (members only)', async () => {
    await open('trial');
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    expect(within(document.body).getByTestId('location')).toHaveTextContent('/m/home');
    expect(screen.queryByLabelText('Withdrawal password')).toBeNull();
  });
});
