import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualTransferDeposit, gatewayDeposit } from '@wl/api-client/catalogue';
import { demoSession, recordRequests, renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import { DepositPage } from './DepositPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const sent = (path: string) => requests.filter((r) => r.method === 'POST' && r.pathname === path);

/** A stand-in for the window opened during the tap. */
function fakePopup() {
  const popup = { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn(() => void (popup.closed = true)) };
  return popup;
}

afterEach(() => vi.restoreAllMocks());

const renderPage = async (options: { username?: string; dep_func?: 0 | 1; route?: string } = {}) => {
  const brand = testBrand({ templates: { mem_cen: 1, dep_func: options.dep_func ?? 1, app_background: '', app_desc: '', app_desc_font_color: '' } });
  return renderApp(<DepositPage />, {
    route: options.route ?? '/m/voucherCenter',
    path: '/m/voucherCenter',
    brand,
    session: await demoSession(demo.app, options.username ?? 'demo'),
  });
};

describe('DepositPage', () => {
  it('refuses bad amounts next to the field, keeping what was typed, and sends nothing', async () => {
    await renderPage();
    const amount = await screen.findByLabelText('Amount');
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    for (const [typed, message] of [
      ['abc', 'Enter digits only, for example 100 or 100.50.'],
      ['-5', 'The amount cannot be negative.'],
      ['0', 'The amount must be more than zero.'],
      ['10.555', 'Use at most two decimals.'],
      ['49.99', 'The minimum is $ 50.00.'],
      ['50000.01', 'The maximum is $ 50,000.00.'],
      ['1234567890123', 'This amount is too large.'],
    ] as const) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.click(submit);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(amount).toHaveValue(typed);
      expect(amount).toHaveFocus();
    }
    expect(sent(gatewayDeposit.path)).toHaveLength(0);
  });

  it('opens the payment page in the window opened during the tap, once however many taps', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderPage();
    await userEvent.type(await screen.findByLabelText('Amount'), '1.234,50');
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    expect(await screen.findByText(/Deposit D\w+ of \$ 1,234.50 is pending/)).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    expect(popup.location.href).toMatch(/^http:\/\/localhost\/__demo\/pay\/D\w+$/);
    expect(sent(gatewayDeposit.path)).toHaveLength(1);
    expect(await sent(gatewayDeposit.path)[0]!.request.json()).toEqual({ channel: 'FASTPAY', amount: '1234.50' });
  });

  it('says the state and what to do in one box while the player pays; paid, shows the new balance and the ways on', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderPage();
    await userEvent.type(await screen.findByLabelText('Amount'), '125');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const box = await screen.findByText(/^Deposit D\w+ of \$\s125\.00 is pending\. Complete the payment in the window that opened\./);
    const status = box.closest('[role="status"]')!;
    const payment = status.parentElement!;
    expect(status.children).toHaveLength(1);
    // one box: no second notice stacked under the state
    expect(within(payment).getAllByText(/window that opened/)).toHaveLength(1);
    const orderId = /\/__demo\/pay\/(D\w+)$/.exec(popup.location.href)![1]!;
    await demo.app.request(`/__demo/pay/${orderId}/pay`, { method: 'POST', headers: { Merchant: 'WLDEMO' } });
    expect(await within(payment).findByText(/was successful/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await within(payment).findByText(/^Your balance is now \$\s[\d,]+\.\d\d\.$/)).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/m/home');
    expect(within(payment).getByRole('link', { name: 'View records' })).toHaveAttribute('href', '/m/records');
    expect(within(payment).getByRole('button', { name: 'Make another deposit' })).toBeInTheDocument();
  });

  it('offers this tab when the popup is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await renderPage();
    await userEvent.type(await screen.findByLabelText('Amount'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Popup blocked. Please allow popups and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open here' })).toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'https://user:pass@pay.example/D1', 'https:pay.example/D1', 'http://pay.example/D1'])(
    'never opens the payment URL %j (openablePlatformUrl refuses it)',
    async (paymentUrl) => {
      demo.server.use(
        http.post(`*${gatewayDeposit.path}`, () =>
          HttpResponse.json({ success: true, code: '0', message: '', value: { orderId: 'D1', paymentUrl, qrCodeUrl: null } }),
        ),
      );
      const popup = fakePopup();
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      await renderPage();
      await userEvent.type(await screen.findByLabelText('Amount'), '100');
      await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
      expect(await screen.findByText(/sent an address we cannot open safely/)).toBeInTheDocument();
      expect(popup.close).toHaveBeenCalled();
      expect(popup.location.href).toBe('');
    },
  );

  it('draws a code to scan when the platform answers one, opening no window for it', async () => {
    demo.server.use(
      http.post(`*${gatewayDeposit.path}`, () =>
        HttpResponse.json({ success: true, code: '0', message: '', value: { orderId: 'D7', paymentUrl: null, qrCodeUrl: 'weixin://wxpay/bizpayurl?pr=D7' } }),
      ),
    );
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderPage();
    await userEvent.type(await screen.findByLabelText('Amount'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('img', { name: 'Payment code for deposit D7' })).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('');
    // a wallet app's own scheme is scanned, never opened
    expect(screen.queryByRole('button', { name: 'Open payment page' })).toBeNull();
  });

  it('checks a manual transfer field by field, then sends it once and says it is pending', async () => {
    await renderPage({ username: 'demo1' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Bank transfer' }));
    expect(screen.getByText('6222 0210 0011 2233')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount'), '250.50');
    const name = screen.getByLabelText('Depositor name');
    await userEvent.type(name, '<b>Ana</b>');
    const receipt = new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, receipt, { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Use letters and spaces only: no digits, symbols, HTML or emoji.')).toBeInTheDocument();
    expect(screen.getByText('Enter the date and time of your transfer.')).toBeInTheDocument();
    expect(screen.getByText('The receipt must be a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(name).toHaveValue('<b>Ana</b>');
    expect(screen.getByLabelText('Amount')).toHaveValue('250.50');
    expect(sent(manualTransferDeposit.path)).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Souza');
    await userEvent.type(screen.getByLabelText('Transfer time'), '2026-01-02T10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File([new Uint8Array(10)], 'r.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText(/Deposit D\w+ of \$ 250.50 is pending until the merchant confirms it/)).toBeInTheDocument();
    expect(sent(manualTransferDeposit.path)).toHaveLength(1);
    const body = await sent(manualTransferDeposit.path)[0]!.request.formData();
    expect(body.get('depositorName')).toBe('Ana Souza');
    // (the test environment's multipart does not keep a file's name or exact bytes: only that it went)
    expect(body.get('receipt')).not.toBeNull();
  });

  it('dep_func 0 lists the channels first, then the chosen one’s form', async () => {
    await renderPage({ dep_func: 0 });
    expect(await screen.findByText('Choose a payment method')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Bank transfer' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Alipay/ }));
    expect(await screen.findByText('Fee $ 1.50 · You pay $ 1.50')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    expect(screen.getByText('Fee $ 1.50 · You pay $ 101.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Other payment methods' }));
    expect(screen.getByText('Choose a payment method')).toBeInTheDocument();
  });

  it('shows the records, with their state', async () => {
    await renderPage({ route: '/m/voucherCenter?tab=records' });
    expect(await screen.findByText('No deposits in the last 30 days.')).toBeInTheDocument();
  });

  it('sends trial accounts home with free_reject, and guests to login', async () => {
    await renderPage({ username: 'trial' });
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    expect(within(document.body).getByTestId('location')).toHaveTextContent('/m/home');
  });
});
