import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { walletTransfer } from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { WalletsPage } from './WalletsPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const transfers = () => requests.filter((r) => r.method === 'POST' && r.pathname === walletTransfer.path);

const renderPage = async (account = 'demo') => {
  await renderApp(<WalletsPage />, { route: '/m/wallet', session: await demoSession(demo.app, account) });
  return { amount: await screen.findByLabelText('Amount') };
};

const wallet = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}:`) });

describe('WalletsPage', () => {
  it('moves an amount from main to a vendor wallet once, however many taps, the total unchanged', async () => {
    const { amount } = await renderPage();
    expect(screen.getByTestId('wallets-total')).toHaveTextContent('$ 12,345.68');
    expect(screen.getByTestId('wallets-main')).toHaveTextContent('$ 12,345.68');
    expect(screen.getByRole('button', { name: 'Recall all to main' })).toBeDisabled();
    await userEvent.click(within(wallet('Pragmatic Play')).getByRole('button', { name: 'Transfer with Pragmatic Play' }));
    expect(screen.getByLabelText('To')).toHaveValue('PP');
    expect(amount).toHaveFocus();
    await userEvent.type(amount, '100.25');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('$ 100.25 moved from Main wallet to Pragmatic Play.')).toBeInTheDocument();
    expect(await screen.findByText('$ 12,245.43')).toBeInTheDocument();
    expect(wallet('Pragmatic Play')).toHaveTextContent('$ 100.25');
    expect(screen.getByTestId('wallets-total')).toHaveTextContent('$ 12,345.68');
    expect(transfers()).toHaveLength(1);
    expect(await transfers()[0]!.request.json()).toEqual({ from: 'MAIN', to: 'PP', amount: '100.25' });
    expect(amount).toHaveValue('');
  });

  it('refuses more than the source wallet holds next to the field, keeping what was typed and sending nothing', async () => {
    const { amount } = await renderPage();
    await userEvent.type(amount, '12345.69');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('This is more than your balance of $ 12,345.68.')).toBeInTheDocument();
    expect(amount).toHaveValue('12345.69');
    expect(amount).toHaveFocus();
    expect(transfers()).toHaveLength(0);
    await userEvent.type(amount, '{backspace}8');
    expect(screen.queryByText('This is more than your balance of $ 12,345.68.')).not.toBeInTheDocument();
  });

  it('recalls every vendor wallet to main', async () => {
    await renderPage('demo1');
    const recall = screen.getByRole('button', { name: 'Recall all to main' });
    expect(recall).toBeEnabled();
    await userEvent.click(recall);
    expect(await screen.findByText(/moved back to the main wallet\.$/)).toBeInTheDocument();
    expect(await screen.findAllByText('$ 880.50')).toHaveLength(2); // the total and main
    expect(screen.getByRole('button', { name: 'Recall all to main' })).toBeDisabled();
    expect(transfers()).toHaveLength(1);
    expect(await transfers()[0]!.request.json()).toEqual({ to: 'MAIN', all: true });
  });

  it('reads the balances after an unanswered transfer and says it went through, sending nothing again', async () => {
    demo.server.use(
      http.post(`*${walletTransfer.path}`, async ({ request }) => {
        await demo.app.fetch(request.clone()); // carried out, its answer lost
        return HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 504 });
      }),
    );
    const { amount } = await renderPage();
    await userEvent.type(amount, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The transfer went through: $ 5.00 moved from Main wallet to PG Soft.')).toBeInTheDocument();
    expect(transfers()).toHaveLength(1);
    expect(amount).toHaveValue('5');
  });
});

describe('WalletsPage, an unanswered transfer that never arrived', () => {
  it('reads the balances and says nothing moved; a press again sends the same operation', async () => {
    demo.server.use(
      http.post(`*${walletTransfer.path}`, () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 504 }), { once: true }),
    );
    const { amount } = await renderPage();
    await userEvent.type(amount, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The transfer did not go through. Nothing moved; you can try again.')).toBeInTheDocument();
    expect(screen.getByTestId('wallets-main')).toHaveTextContent('$ 12,345.68');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('$ 5.00 moved from Main wallet to PG Soft.')).toBeInTheDocument();
    expect(transfers()).toHaveLength(2);
    expect(transfers()[0]!.request.headers.get('Idempotency-Key')).toBe(transfers()[1]!.request.headers.get('Idempotency-Key'));
  });
});

describe('WalletsPage, a wallet that held less than shown', () => {
  it('says what the wallet holds now next to the amount, keeping it', async () => {
    const session = await demoSession(demo.app, 'demo');
    await renderApp(<WalletsPage />, { route: '/m/wallet', session });
    const amount = await screen.findByLabelText('Amount');
    // another device moves 1,000.00 out of main meanwhile: this page still shows 12,345.68
    const moved = await demo.app.request(walletTransfer.path, {
      method: 'POST',
      headers: { Merchant: 'WLDEMO', Token: session.token, 'Content-Type': 'application/json', 'Idempotency-Key': 'other-device' },
      body: JSON.stringify({ from: 'MAIN', to: 'EVO', amount: '1000.00' }),
    });
    expect(moved.status).toBe(200);
    await userEvent.type(amount, '12000');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('This is more than your balance of $ 11,345.68.')).toBeInTheDocument();
    expect(amount).toHaveValue('12000');
    expect(transfers()).toHaveLength(1);
  });

  it('refuses a trial account transfers between wallets with the free-play message and sends it home', async () => {
    await renderApp(<WalletsPage />, { route: '/m/wallet', session: await demoSession(demo.app, 'trial') });
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    expect(within(document.body).getByTestId('location')).toHaveTextContent('/m/home');
    expect(transfers()).toHaveLength(0);
  });
});
