import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberPnl, memberTransactions } from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { datesFor, lastDays } from '@wl/i18n';
import { RecordsPage } from './RecordsPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const sent = (path: string) => requests.filter((r) => r.pathname === path);

/** Types a period (MM/DD/YYYY) into the date range and shows it. */
async function showPeriod(from: string, to: string) {
  for (const [label, value] of [
    ['From', from],
    ['To', to],
  ] as const) {
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
}

const renderPage = async (route = '/m/records') => {
  await renderApp(<RecordsPage />, { route, session: await demoSession(demo.app, 'demo') });
};

describe('RecordsPage', () => {
  it('lists the last 7 days of transactions with their type names, and filters by type', async () => {
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(list).getAllByText(/^(Bet|Win|Promotion bonus)$/).length).toBeGreaterThan(0);
    const range = lastDays(7);
    expect(Object.fromEntries(sent(memberTransactions.path)[0]!.searchParams)).toMatchObject({ ...range, pageNo: '1', pageSize: '20' });
    expect(screen.getByLabelText('From')).toHaveValue(datesFor('specification', 'en').day(range.startDate));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Bet');
    await waitFor(() => expect(sent(memberTransactions.path).at(-1)!.searchParams.get('txCode')).toBe('BET'));
    // the list shown is the filtered one once it has been answered
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Transactions' })).queryAllByText('Win')).toHaveLength(0));
    expect(within(screen.getByRole('list', { name: 'Transactions' })).getAllByText('Bet').length).toBeGreaterThan(0);
  });

  it('keeps a wrong date typed and says what is wrong next to it, sending nothing', async () => {
    await renderPage();
    await screen.findByRole('list', { name: 'Transactions' });
    const before = sent(memberTransactions.path).length;
    const start = screen.getByLabelText('From');
    await userEvent.clear(start);
    await userEvent.type(start, '13/40/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Enter a date as MM/DD/YYYY.')).toBeInTheDocument();
    expect(start).toHaveValue('13/40/2026');
    expect(sent(memberTransactions.path)).toHaveLength(before);
    await userEvent.clear(start);
    await userEvent.type(start, '12/31/2099');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
  });

  it('shows profit and loss for the period in its tab', async () => {
    await renderPage('/m/records?tab=pnl');
    const total = await screen.findByTestId('pnl-total');
    expect(within(total).getByText('Bets')).toBeInTheDocument();
    expect(within(total).getAllByText(/^-?\$ /)).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Profit and loss' })).toHaveAttribute('aria-selected', 'true');
    expect(sent(memberPnl.path)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await screen.findByTestId('pnl-total');
    expect(Object.fromEntries(sent(memberPnl.path).at(-1)!.searchParams)).toEqual(lastDays(30));
  });

  it('says a period has no transactions, how to see some, and leads to a deposit', async () => {
    await renderPage();
    await screen.findByRole('list', { name: 'Transactions' });
    await showPeriod('01/01/2020', '01/31/2020');
    expect(await screen.findByRole('heading', { name: 'No transactions in this period.' })).toBeInTheDocument();
    expect(screen.getByText('Choose other dates or another type, or make a deposit.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/voucherCenter'));
  });

  it('says a period has no bets and leads to the games', async () => {
    // the demo platform has bets on every past day: a period still to come has none
    await renderPage('/m/records?tab=pnl');
    await screen.findByTestId('pnl-total');
    await showPeriod('01/01/2099', '01/31/2099');
    expect(await screen.findByRole('heading', { name: 'No bets in this period.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse games' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
  });

  it('leads to the withdrawal records and the deposit records, each in its page’s Records tab', async () => {
    await renderPage();
    const orders = await screen.findByRole('navigation', { name: 'Deposits and withdrawals' });
    expect(within(orders).getByRole('link', { name: 'Deposit records' })).toHaveAttribute('href', '/m/voucherCenter?tab=records');
    const withdrawals = within(orders).getByRole('link', { name: 'Withdrawal records' });
    expect(withdrawals).toHaveAttribute('href', '/m/withdraw?tab=records');
    await userEvent.click(withdrawals);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/withdraw'));
  });
});
