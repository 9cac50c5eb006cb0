import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addBankCard, setPayeeName, setWithdrawalPassword, withdraw, withdrawRecords } from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import { demoSession, recordRequests, renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import { WithdrawPage } from './WithdrawPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const sent = (path: string) => requests.filter((r) => r.method === 'POST' && r.pathname === path);

/** The withdraw page of a demo account; `SOL` is the merchant that takes a fee of R$ 5.00 a withdrawal. */
const open = async (account: string, { merchant = 'WLDEMO', route = '/m/withdraw' } = {}) =>
  renderApp(<WithdrawPage />, {
    route,
    path: '/m/withdraw',
    brand: testBrand({ merchantCode: merchant }),
    session: await demoSession(demo.app, account, merchant),
  });

/** What a list of figures shows next to a label (the definition of that term), spaces as the player reads them. */
function figure(list: HTMLElement, label: string): string {
  const term = within(list).getByText(label, { selector: 'dt' });
  return (term.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Cents of a shown amount: "-$ 1,500.00" -> -150000. */
const cents = (shown: string) => Math.round(Number(shown.replace(/[^\d.-]/g, '')) * 100);

const figures = () => screen.getByRole('region', { name: 'What you can withdraw' });
const confirmation = () => screen.getByRole('region', { name: 'Confirm your withdrawal' });

describe('WithdrawPage', () => {
  it('shows balance, not yet withdrawable and withdrawable now as one sum, with pending withdrawals, turnover, limits and fee', async () => {
    await open('demo1');
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('580.50');
    const list = figures();
    // demo1: $ 880.50, of which $ 300.00 held until $ 1,500.00 of turnover is played
    await waitFor(() => expect(figure(list, 'Balance')).toBe('$ 880.50'));
    expect(figure(list, 'Not yet withdrawable')).toBe('-$ 300.00');
    expect(figure(list, 'Withdrawable now')).toBe('$ 580.50');
    expect(cents(figure(list, 'Balance')) + cents(figure(list, 'Not yet withdrawable'))).toBe(cents(figure(list, 'Withdrawable now')));
    await waitFor(() => expect(figure(list, 'Pending withdrawals')).toBe('$ 0.00'));
    expect(figure(list, 'Turnover still required')).toBe('$ 1,500.00');
    expect(figure(list, 'Per withdrawal')).toBe('Min $ 100.00 Max $ 50,000.00');
    expect(figure(list, 'Fee')).toBe('$ 0.00');
    // one set: no other figures on the page
    expect(screen.getAllByText('Withdrawable now')).toHaveLength(1);
    expect(screen.queryByText(/A fee of/)).toBeNull();

    // after a withdrawal of $ 150.50 the set still adds up, and the withdrawal is pending beside it
    await userEvent.type(screen.getByLabelText('Amount'), '150.5');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.type(await screen.findByLabelText('Withdrawal password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByText(/Withdrawal of .*150\.50 requested/);
    await waitFor(() => expect(figure(figures(), 'Pending withdrawals')).toBe('$ 150.50'));
    await waitFor(() => expect(figure(figures(), 'Balance')).toBe('$ 730.00'));
    expect(figure(figures(), 'Not yet withdrawable')).toBe('-$ 300.00');
    expect(figure(figures(), 'Withdrawable now')).toBe('$ 430.00');
  });

  it('keeps each amount of "Per withdrawal" whole: the value wraps under its label as a pair, never inside an amount', async () => {
    await open('demo1');
    await screen.findByTestId('withdrawable');
    const value = within(figures()).getByText('Per withdrawal', { selector: 'dt' }).nextElementSibling as HTMLElement;
    // the symbol comes with the wallet, which may answer after the limits
    const min = await within(value).findByText('Min $ 100.00');
    const max = within(value).getByText('Max $ 50,000.00');
    // the styles jsdom applies from the page's rules (jsdom does not inherit them: the value's own)
    expect(min.parentElement).toBe(value);
    expect(max.parentElement).toBe(value);
    expect(getComputedStyle(value).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(value).overflowWrap).not.toBe('anywhere');
    // the two amounts may part, each whole, and the value may go under its label
    expect(getComputedStyle(value).flexWrap).toBe('wrap');
    expect(getComputedStyle(value.parentElement!).flexWrap).toBe('wrap');
  });

  it('confirms amount, fee, what reaches the card and the card before asking the password; Back keeps the amount', async () => {
    await open('demo1', { merchant: 'SOL' });
    const amount = await screen.findByLabelText('Amount');
    // the first step asks no password
    expect(screen.queryByLabelText('Withdrawal password')).toBeNull();
    await userEvent.type(amount, '150.5');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    const list = confirmation();
    expect(figure(list, 'Amount')).toBe('R$ 150.50');
    expect(figure(list, 'Fee')).toBe('-R$ 5.00');
    expect(figure(list, 'To your card')).toBe('R$ 145.50');
    expect(figure(list, 'Pay to')).toBe('Banco Demo ···· 4321');
    expect(within(list).getByRole('heading', { name: 'Confirm your withdrawal' })).toHaveFocus();
    expect(sent(withdraw.path)).toHaveLength(0);

    // back: the amount and the card as they were, nothing sent
    await userEvent.click(within(list).getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('150.5');
    expect(screen.getByRole('radio', { name: /4321/ })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Confirm your withdrawal' })).toBeNull();
    expect(sent(withdraw.path)).toHaveLength(0);

    // confirm without the password: asked for, nothing sent
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(within(confirmation()).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(confirmation()).findByText('Enter 6 digits.')).toBeInTheDocument();
    expect(sent(withdraw.path)).toHaveLength(0);

    await userEvent.type(within(confirmation()).getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(within(confirmation()).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText(/Withdrawal of R\$ 150\.50 requested/)).toBeInTheDocument();
    expect(sent(withdraw.path)).toHaveLength(1);
    expect(sent(withdraw.path)[0]!.request.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('refuses a wrong password with the tries left and clears it; one request for a double tap; the password never kept', async () => {
    const { store } = await open('demo1');
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('580.50');
    const amount = screen.getByLabelText('Amount');
    await userEvent.type(amount, '600');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/more than your balance/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm your withdrawal' })).toBeNull();

    await userEvent.clear(amount);
    await userEvent.type(amount, '150.5');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const password = within(confirmation()).getByLabelText('Withdrawal password');
    await userEvent.type(password, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText('The withdrawal password is incorrect. Tries left: 4.')).toBeInTheDocument();
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(sent(withdraw.path)).toHaveLength(1);

    await userEvent.type(password, '123456');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    const done = await screen.findByText(/Withdrawal of .*150\.50 requested/);
    expect(done).toHaveFocus();
    // it looks like success: the deposit's green bar on the notice (the rules that style it, as jsdom reads them)
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule instanceof CSSStyleRule && done.matches(rule.selectorText));
    expect(rules.map((rule) => rule.cssText).join(' ')).toMatch(/border-left: 4px solid var\(--color-status-success\)/);
    expect(sent(withdraw.path)).toHaveLength(2);
    // the two submissions, two keys
    expect(sent(withdraw.path)[0]!.request.headers.get('Idempotency-Key')).not.toBe(sent(withdraw.path)[1]!.request.headers.get('Idempotency-Key'));
    expect(screen.queryByLabelText('Withdrawal password')).toBeNull();
    expect(screen.getByLabelText('Amount')).toHaveValue('');
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

  it('lists a withdrawal made in the Records tab as pending, with its amount, fee, card and time', async () => {
    await open('demo1', { merchant: 'SOL' });
    await userEvent.type(await screen.findByLabelText('Amount'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.type(within(confirmation()).getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    const orderId = /\(order (\w+)\)/.exec((await screen.findByText(/Withdrawal of .* requested/)).textContent ?? '')![1]!;

    await userEvent.click(screen.getByRole('tab', { name: 'Records' }));
    const list = await screen.findByRole('list', { name: 'Withdrawal records' });
    expect(screen.getByRole('tab', { name: 'Records' })).toHaveAttribute('aria-selected', 'true');
    const [row, ...others] = within(list).getAllByRole('listitem');
    expect(others).toHaveLength(0);
    expect(row).toHaveTextContent('R$ 200.00');
    expect(within(row!).getByText('Pending')).toBeInTheDocument();
    expect(within(row!).getByText('Card ···· 4321')).toBeInTheDocument();
    expect(within(row!).getByText('Fee R$ 5.00 · To your card R$ 195.00')).toBeInTheDocument();
    expect(within(row!).getByText(`Order ${orderId}`)).toBeInTheDocument();
    // the time as the deposit records show it (the specification's rule: MM/DD/YYYY HH:mm)
    expect(within(row!).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('Last 30 days')).toBeInTheDocument();
    const asked = requests.filter((r) => r.pathname === withdrawRecords.path).at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ pageNo: '1', pageSize: '20' });
  });

  it('opens on the Records tab with ?tab=records: empty at first, and a failed read retried', async () => {
    demo.server.use(
      http.get(`*${withdrawRecords.path}`, () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 }), { once: true }),
    );
    await open('demo1', { route: '/m/withdraw?tab=records' });
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No withdrawals in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Withdraw' }));
    expect(await screen.findByLabelText('Amount')).toBeInTheDocument();
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

  it('after an answer that never came, reads the records and says the withdrawal is pending, sending nothing again', async () => {
    // the platform carries the withdrawal out, then its answer is lost
    demo.server.use(
      http.post(`*${withdraw.path}`, async ({ request }) => {
        await demo.app.request(request.url, { method: 'POST', headers: request.headers, body: await request.text() });
        return HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 504 });
      }),
    );
    await open('demo1');
    await userEvent.type(await screen.findByLabelText('Amount'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.type(within(confirmation()).getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText(/was received \(order WD.*\): Pending/)).toBeInTheDocument();
    // back on the first step: no password kept, the withdrawal made is not offered again
    expect(screen.queryByLabelText('Withdrawal password')).toBeNull();
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(sent(withdraw.path)).toHaveLength(1);
  });

  it('refuses a trial account with the free-play message and sends it home, as deposit does (members only)', async () => {
    await open('trial');
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    expect(within(document.body).getByTestId('location')).toHaveTextContent('/m/home');
    expect(screen.queryByLabelText('Withdrawal password')).toBeNull();
  });
});
