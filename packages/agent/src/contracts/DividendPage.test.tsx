import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DIVIDEND_ERROR, payoutDividend } from '@wl/api-client/catalogue';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { DividendPage } from './DividendPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const payoutsSent = () => requests.filter((r) => r.method === 'POST' && r.pathname === payoutDividend.path).length;

const open = async () => renderApp(<DividendPage />, { route: '/m/member/agent/agentDivident', session: await demoSession(demo.app, 'agent') });
/** The payout buttons, newest period first. */
const payButtons = async () => screen.findAllByRole('button', { name: /^Pay .* for / });

describe('DividendPage', () => {
  it('shows the current dividend and the periods with their rows; a double tap on the confirmation pays once', async () => {
    const { store } = await open();
    expect(await screen.findByTestId('current-dividend')).toHaveTextContent(/^\$ \d[\d,]*\.\d\d$/);
    // the current half-month, its last day included, says it is in progress; the periods before it follow it back,
    // newest first, never sharing a day
    const today = new Date();
    const [y, m] = [today.getFullYear(), today.getMonth()];
    const late = today.getDate() >= 16;
    // as shown: a date's hyphens never break (U+2011)
    const day = (d: Date) => `${d.getFullYear()}\u2011${String(d.getMonth() + 1).padStart(2, '0')}\u2011${String(d.getDate()).padStart(2, '0')}`;
    const current = late ? [new Date(y, m, 16), new Date(y, m + 1, 0)] : [new Date(y, m, 1), new Date(y, m, 15)];
    expect(screen.getByText(`${day(current[0]!)} to ${day(current[1]!)}, in progress`)).toBeInTheDocument();
    const previous = late ? [new Date(y, m, 1), new Date(y, m, 15)] : [new Date(y, m - 1, 16), new Date(y, m, 0)];
    const list = await screen.findByRole('list', { name: 'Dividends by period' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(`${day(previous[0]!)} to ${day(previous[1]!)}`);
    expect(within(list).getAllByRole('table')[0]).toHaveTextContent('team20');
    // the oldest period is paid already: three payout buttons
    expect(screen.getAllByText(/^Paid on /)).toHaveLength(1);
    expect(await payButtons()).toHaveLength(3);

    const [first] = await payButtons();
    await userEvent.click(first!);
    const dialog = await screen.findByRole('dialog', { name: 'Pay dividends' });
    expect(payoutsSent()).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await within(dialog).findByText('Enter your six-digit withdrawal password.')).toBeInTheDocument();
    expect(payoutsSent()).toBe(0);
    await userEvent.type(within(dialog).getByLabelText('Withdrawal password'), '123456');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText(/Paid .* to 5 downlines\./)).toBeInTheDocument();
    expect(payoutsSent()).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the period reads as paid: one button fewer
    expect(await payButtons()).toHaveLength(2);
    expect(screen.getAllByText(/^Paid on /)).toHaveLength(2);
    expect(JSON.stringify(store.getState())).not.toContain('123456');
  });

  it('keeps the confirmation on a wrong password, clears it, and pays nothing on cancel', async () => {
    await open();
    const before = (await payButtons()).length;
    await userEvent.click((await payButtons())[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Pay dividends' });
    const password = within(dialog).getByLabelText('Withdrawal password');
    await userEvent.type(password, '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await within(dialog).findByText(/The withdrawal password is incorrect/)).toBeInTheDocument();
    expect(password).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await payButtons()).toHaveLength(before);
  });

  it('shows the platform’s refusal and keeps the period payable', async () => {
    demo.server.use(
      http.post(
        `*${payoutDividend.path}`,
        () => HttpResponse.json({ success: false, code: DIVIDEND_ERROR.alreadyPaid, message: 'This period has already been paid.' }, { status: 409 }),
        { once: true },
      ),
    );
    await open();
    const before = (await payButtons()).length;
    await userEvent.click((await payButtons())[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Pay dividends' });
    await userEvent.type(within(dialog).getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Not paid: This period has already been paid.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await payButtons()).toHaveLength(before);
  });

  it('reads the periods after an unanswered payout and says it went through, sending nothing again', async () => {
    demo.server.use(
      http.post(
        `*${payoutDividend.path}`,
        async ({ request }) => {
          await demo.app.fetch(request.clone()); // carried out, its answer lost
          return HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 504 });
        },
        { once: true },
      ),
    );
    await open();
    const before = payoutsSent();
    await userEvent.click((await payButtons())[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Pay dividends' });
    await userEvent.type(within(dialog).getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('The payout went through: the period is paid.')).toBeInTheDocument();
    expect(payoutsSent()).toBe(before + 1);
  });
});
