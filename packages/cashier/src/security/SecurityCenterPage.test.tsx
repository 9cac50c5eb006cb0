import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addBankCard, resetWithdrawalPassword, setPayeeName, smsCodeNoLogin } from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { SecurityCenterPage } from './SecurityCenterPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const sent = (path: string) => requests.filter((r) => r.method === 'POST' && r.pathname === path);

const open = async (account: string, route = '/m/securityCenter') =>
  renderApp(<SecurityCenterPage />, { route, path: '/m/securityCenter', session: await demoSession(demo.app, account) });

describe('SecurityCenterPage', () => {
  it('lists the items with their state and links the login password to its page', async () => {
    await open('demo1');
    const list = await screen.findByRole('list', { name: 'Security centre' });
    expect(within(list).getByText('Maria Silva')).toBeInTheDocument();
    expect(within(list).getByText('1 of 3 cards')).toBeInTheDocument();
    expect(within(list).getByText('d***@example.com')).toBeInTheDocument();
    const change = within(list).getByRole('link', { name: 'Change: Login password' });
    expect(change).toHaveAttribute('href', '/m/changePsw');
    // one style of action on every row: the link looks like the rows' outlined buttons, not like a text link
    const button = within(list).getByRole('button', { name: 'Change: Withdrawal password' });
    for (const property of ['border-top-style', 'border-top-width', 'text-decoration', 'display', 'text-align', 'font-weight', 'line-height']) {
      expect(getComputedStyle(change).getPropertyValue(property), property).toBe(getComputedStyle(button).getPropertyValue(property));
    }
    // the payee name is set once: no button to set it again
    expect(within(list).queryByRole('button', { name: /Payee name/ })).toBeNull();
  });

  it('shows the cards masked to the last four digits and adds one up to the maximum', async () => {
    const { store } = await open('demo1', '/m/securityCenter?item=cards');
    expect(await screen.findByText('Banco Demo ···· 4321')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('0012345678904321');
    expect(screen.getByLabelText('Account name')).toHaveValue('Maria Silva');
    const number = screen.getByLabelText('Card or account number');
    await userEvent.type(screen.getByLabelText('Bank'), 'Banco <script>');
    await userEvent.type(screen.getByLabelText('Branch'), 'Sul');
    await userEvent.type(number, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Use letters, digits and spaces only.')).toBeInTheDocument();
    expect(screen.getByText('The card number must have 10 to 19 digits.')).toBeInTheDocument();
    expect(sent(addBankCard.path)).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Bank'));
    await userEvent.type(screen.getByLabelText('Bank'), 'Banco Sul');
    await userEvent.type(number, ' 5678 9012 34');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Banco Sul ···· 1234')).toBeInTheDocument();
    expect(sent(addBankCard.path)).toHaveLength(1);
    expect(JSON.stringify(store.getState())).not.toContain('123456789012');
  });

  it('resets the withdrawal password with the security answers, clearing every field after a wrong answer', async () => {
    await open('demo1', '/m/securityCenter?item=withdrawalPassword&mode=reset');
    const first = await screen.findByLabelText('What was the name of your first school?');
    await userEvent.type(first, 'escola azul');
    await userEvent.type(screen.getByLabelText('In which city were you born?'), 'Lisboa');
    await userEvent.type(screen.getByLabelText('New withdrawal password'), '246802');
    await userEvent.type(screen.getByLabelText('Confirm withdrawal password'), '246802');
    await userEvent.click(screen.getByRole('button', { name: 'Reset withdrawal password' }));
    expect(await screen.findByText('The answers are incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('New withdrawal password')).toHaveValue('');
    expect(sent(resetWithdrawalPassword.path)).toHaveLength(1);
  });

  it('resets the withdrawal password with an SMS code sent to the account number, clearing the code after use', async () => {
    await open('demo1', '/m/securityCenter?item=withdrawalPassword&mode=reset');
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveFocus();
    await userEvent.type(mobile, '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter your mobile number: 6 to 20 digits.')).toBeInTheDocument();
    expect(sent(smsCodeNoLogin.path)).toHaveLength(0);
    await userEvent.type(mobile, '0002');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sent(smsCodeNoLogin.path)).toHaveLength(1));
    const sms = (await (await demo.app.request('/__demo/sms/987650002')).json()) as { value: { code: string } };
    await userEvent.type(screen.getByLabelText('SMS code'), sms.value.code);
    await userEvent.type(screen.getByLabelText('New withdrawal password'), '135790');
    await userEvent.type(screen.getByLabelText('Confirm withdrawal password'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Reset withdrawal password' }));
    await waitFor(() => expect(sent(resetWithdrawalPassword.path)).toHaveLength(1));
    expect(await sent(resetWithdrawalPassword.path)[0]!.request.clone().text()).not.toContain('135790');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('refuses a payee name with emoji, then sets it once', async () => {
    await open('demo', '/m/securityCenter?item=payee');
    const payee = await screen.findByRole('textbox', { name: 'Payee name' });
    await userEvent.type(payee, 'Ana 🎉');
    await userEvent.click(screen.getByRole('button', { name: 'Save payee name' }));
    expect(await screen.findByText(/letters and spaces only/i)).toBeInTheDocument();
    expect(payee).toHaveValue('Ana 🎉');
    await userEvent.clear(payee);
    await userEvent.type(payee, 'Ana Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Save payee name' }));
    const list = await screen.findByRole('list', { name: 'Security centre' });
    expect(within(list).getByText('Ana Souza')).toBeInTheDocument();
    expect(sent(setPayeeName.path)).toHaveLength(1);
  });

  it('refuses a trial account the withdrawal set-up (withdrawal password, cards, payee) and lets it change its nickname', async () => {
    await open('trial');
    const list = await screen.findByRole('list', { name: 'Security centre' });
    for (const name of [/Withdrawal password/, /Bank cards/, /Payee name/]) {
      await userEvent.click(within(list).getByRole('button', { name }));
      expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Security centre' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/securityCenter$/);
    }
    await userEvent.click(within(list).getByRole('button', { name: /Nickname/ }));
    expect(await screen.findByRole('region', { name: 'Nickname' })).toBeInTheDocument();
  });

  it('sends a trial account that opens a money item by its address home with the free-play message', async () => {
    await open('trial', '/m/securityCenter?item=cards');
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });
});
