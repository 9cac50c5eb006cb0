import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lotteryCancelSubOrders, lotteryOrders } from '@wl/api-client/catalogue';
import { HEADER, LOTTERY_DEMO_PATH } from '@wl/api-client/protocol';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { BetRecordsPage } from './BetRecordsPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const sent = (path: string) => requests.filter((r) => r.pathname === path);

const renderPage = async (route = '/m/betRecords', username = 'demo') => {
  await renderApp(<BetRecordsPage />, { route, path: '/m/betRecords', session: await demoSession(demo.app, username) });
};

/** Opens the first bet awaiting its draw. */
async function openPendingBet() {
  await renderPage('/m/betRecords?status=pending');
  const list = await screen.findByRole('list', { name: 'Lottery bets' });
  await userEvent.click(within(list).getAllByRole('link')[0]!);
  return screen.findByRole('list', { name: 'Bets in this order' });
}

describe('BetRecordsPage', () => {
  it('lists the lottery bets of the last 30 days and filters them by status and period', async () => {
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Lottery bets' });
    expect(within(list).getAllByText('Awaiting draw').length).toBe(3);
    expect(within(list).getAllByText(/^Draw \d{8}-\d{3} · Placed /).length).toBeGreaterThan(3);
    const first = Object.fromEntries(sent(lotteryOrders.path)[0]!.searchParams);
    expect(first).toMatchObject({ pageNo: '1', pageSize: '20' });
    expect(Number(first.endTime) - Number(first.startTime)).toBeGreaterThanOrEqual(30 * 86_400_000 - 3_600_000);
    expect(first.status).toBeUndefined();

    await userEvent.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Won' }));
    await waitFor(() => expect(sent(lotteryOrders.path).at(-1)!.searchParams.get('status')).toBe('won'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Lottery bets' })).queryAllByText('Awaiting draw')).toHaveLength(0));
    expect(within(screen.getByRole('list', { name: 'Lottery bets' })).getAllByText('Won').length).toBeGreaterThan(0);

    await userEvent.click(within(screen.getByRole('group', { name: 'Period' })).getByRole('button', { name: 'Today' }));
    // today holds only the bets awaiting their draw: none won
    expect(await screen.findByText('No lottery bets in this period')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open transaction records' })).toHaveAttribute('href', '/m/records?type=BET');
  });

  it('cancels a sub-order of an open draw after a confirmation, once, and shows it cancelled', async () => {
    const subOrders = await openPendingBet();
    const cancelButtons = within(subOrders).getAllByRole('button', { name: /^Cancel bet / });
    await userEvent.click(cancelButtons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this bet?' });
    expect(dialog).toHaveTextContent('The stake goes back to your wallet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep bet' }));
    expect(sent(lotteryCancelSubOrders.path)).toHaveLength(0);

    await userEvent.click(within(subOrders).getAllByRole('button', { name: /^Cancel bet / })[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this bet?' });
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Cancel bet' }));
    expect(await screen.findByText(/^Bet cancelled: .* is back in your wallet\.$/)).toBeInTheDocument();
    const cancels = sent(lotteryCancelSubOrders.path);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.request.headers.get(HEADER.idempotencyKey)).toBeTruthy();
    const body = (await cancels[0]!.request.json()) as { orderId: string; subOrderIds: string[] };
    expect(body.subOrderIds).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Bets in this order' })).getAllByText('Cancelled')).toHaveLength(1));
    expect(within(screen.getByRole('list', { name: 'Bets in this order' })).getAllByRole('button', { name: /^Cancel bet / })).toHaveLength(
      cancelButtons.length - 1,
    );
  });

  it('says why when the draw has closed: the cancel is refused and the bet can no longer be cancelled', async () => {
    const subOrders = await openPendingBet();
    const orderId = (await screen.findByText(/^Order /)).textContent!.replace('Order ', '');
    await demo.app.request(LOTTERY_DEMO_PATH.closeDraw.replace(':orderId', orderId), { method: 'POST' });
    await userEvent.click(within(subOrders).getAllByRole('button', { name: /^Cancel bet / })[0]!);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel this bet?' })).getByRole('button', { name: 'Cancel bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Draw \d{8}-\d{3} closed at .+, so its bets can no longer be cancelled\.$/);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Bets in this order' })).queryAllByRole('button', { name: /^Cancel bet / })).toHaveLength(0),
    );
    expect(screen.getByText(/^Betting closed /)).toBeInTheDocument();
  });

  it('refuses a trial account with free_reject and sends nothing', async () => {
    await renderPage('/m/betRecords', 'trial');
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(sent(lotteryOrders.path)).toHaveLength(0);
  });
});
