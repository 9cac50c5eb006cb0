import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { HEADER } from '@wl/api-client';
import { pasteAndLeave, PASTE_BUDGET_MS } from '@wl/ui-kit/testing';
import { registerSettings, smsCodeMobileRegister } from '@wl/api-client/catalogue';
import { captchaCode, demoLogin, recordRequests, renderApp, startDemoPlatform, testBrand } from '../testing';
import { selectSession } from '../session/sessionSlice';
import { RegisterPage } from './RegisterPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
beforeEach(() => localStorage.clear());

const withFlags = (flags: Partial<ReturnType<typeof testBrand>['flags']>) => {
  const base = testBrand();
  return testBrand({ flags: { ...base.flags, ...flags } });
};

async function fillUsernameForm(username: string, captcha: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Captcha'), captcha);
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123');
}

describe('RegisterPage', () => {
  it('shows only the enabled tabs, username by default, mobile when it is the only one', async () => {
    const both = await renderApp(<RegisterPage />, { route: '/m/register', brand: withFlags({ REGISTER_REE3: true, MOBILENUMREG3: true }) });
    expect(await screen.findByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    both.unmount();
    await renderApp(<RegisterPage />, { route: '/m/register', brand: withFlags({ REGISTER_REE3: false, MOBILENUMREG3: true }) });
    await screen.findByRole('button', { name: 'Send code' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('checks every field on submit, focuses the first invalid one and needs the disclaimer', async () => {
    await renderApp(<RegisterPage />, { route: '/m/register' });
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please write the code')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password')).toBeInTheDocument();
    expect(screen.getByText('Please accept to the disclaimer first')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret124');
    await userEvent.type(screen.getByLabelText('Email (optional)'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('The confirmation is incorrect')).toBeInTheDocument();
    expect(screen.getByText('Incorrect email format')).toBeInTheDocument();
  });

  it('checks a typed confirmation again when the password changes: the error appears, then clears', async () => {
    await renderApp(<RegisterPage />, { route: '/m/register' });
    await userEvent.type(await screen.findByLabelText('Password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123');
    expect(screen.queryByText('The confirmation is incorrect')).toBeNull();
    await userEvent.type(screen.getByLabelText('Password'), '4');
    expect(screen.getByText('The confirmation is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Password'), '{Backspace}');
    expect(screen.queryByText('The confirmation is incorrect')).toBeNull();
  });

  it('still checks the confirmation again when the password changes after a switch of registration method', async () => {
    await renderApp(<RegisterPage />, { route: '/m/register', brand: withFlags({ REGISTER_REE3: true, MOBILENUMREG3: true }) });
    await userEvent.type(await screen.findByLabelText('Password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    await userEvent.type(screen.getByLabelText('Password'), '4');
    expect(screen.getByText('The confirmation is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the banners of group m_reg above the form', async () => {
    await renderApp(<RegisterPage />, { route: '/m/register' });
    const banners = await screen.findByRole('list', { name: 'Promotions' });
    expect(within(banners).getByRole('img', { name: 'Join Now: First Deposit Bonus' })).toBeInTheDocument();
    const sent = requests.find((r) => r.searchParams.get('groupName') === 'm_reg');
    expect(sent?.searchParams.get('types')).toBe('B');
  });

  it('shows a mobile number refused by the SMS request on the number, until it is corrected', async () => {
    const { store } = await renderApp(<RegisterPage />, { route: '/m/register', brand: withFlags({ REGISTER_REE3: false, MOBILENUMREG3: true }) });
    // the demo member's number is taken
    await userEvent.type(await screen.findByLabelText('Mobile number'), '987650001');
    await userEvent.type(screen.getByLabelText('Captcha'), await captchaCode(demo.app, store));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Choose a country code' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const mobile = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile).toHaveAccessibleDescription('Sorry, the username already exists');
    expect(mobile).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '912340088');
    expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Sorry, the username already exists')).toBeNull();
  });

  it('says a taken username before submitting', async () => {
    await renderApp(<RegisterPage />, { route: '/m/register' });
    await userEvent.type(await screen.findByLabelText('Username'), 'demo');
    await userEvent.tab();
    expect(await screen.findByText('Sorry, the username already exists')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), 'fresh01');
    await userEvent.tab();
    expect(await screen.findByText('This username is available')).toBeInTheDocument();
  });

  it('registers by username and logs the player in', async () => {
    const { store } = await renderApp(<RegisterPage />, { route: '/m/register' });
    await fillUsernameForm('newbie01', await captchaCode(demo.app, store));
    await userEvent.click(screen.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    // the register dialog's success state for 1 s, then home
    expect(await screen.findByRole('dialog', { name: 'Register' })).toHaveTextContent('Registration successful. You are now logged in.');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/register');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(selectSession(store.getState())).toMatchObject({ userName: 'newbie01', type: 0 });
  });

  it('hides a valid-looking affiliate code from the link, then shows and focuses it when the platform refuses it', async () => {
    const { store } = await renderApp(<RegisterPage />, { route: '/m/register?affiliateCode=BADCODE9' });
    await screen.findByLabelText('Username');
    expect(screen.queryByLabelText('Invitation code (optional)')).toBeNull();
    expect(localStorage.getItem('affiliateCode')).toBe('BADCODE9');
    await fillUsernameForm('newbie02', await captchaCode(demo.app, store));
    await userEvent.click(screen.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const field = await screen.findByLabelText('Invitation code (optional)');
    expect(screen.getByText('Invalid invitation code')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('BADCODE9');
  });

  it('keeps everything typed and says so when the server fails', async () => {
    await renderApp(<RegisterPage />, { route: '/m/register' });
    await screen.findByLabelText('Username');
    // only the register call fails
    demo.server.use(http.put('*/wps/member/register', () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 })));
    await fillUsernameForm('newbie03', '1234');
    await userEvent.click(screen.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your input has been kept');
    expect(screen.getByLabelText('Username')).toHaveValue('newbie03');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret123');
  });

  it('asks the platform for the SMS code of a mobile registration under its module id (MOBILENUMREG3)', async () => {
    const { store } = await renderApp(<RegisterPage />, { route: '/m/register', brand: withFlags({ REGISTER_REE3: false, MOBILENUMREG3: true }) });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '912340066');
    await userEvent.type(screen.getByLabelText('Captcha'), await captchaCode(demo.app, store));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Choose a country code' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Send again in/ });
    const sent = requests.filter((r) => r.method === 'POST' && r.pathname === smsCodeMobileRegister.path);
    expect(sent.map((r) => r.request.headers.get(HEADER.module))).toEqual(['MOBILENUMREG3']);
  });

  it('registers by mobile with the identity provider verifying the number: no captcha, its id token goes with the payload', async () => {
    const base = testBrand();
    const { store } = await renderApp(<RegisterPage />, {
      route: '/m/register',
      brand: testBrand({
        identityProvider: { provider: 'demo', phoneVerification: true },
        flags: { ...base.flags, REGISTER_REE3: false, MOBILENUMREG3: true },
      }),
    });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '912340077');
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Choose a country code' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Send again in/ });
    const { value } = (await (await demo.app.request('/__demo/identity/sms/912340077')).json()) as { value: { code: string } };
    await userEvent.type(screen.getByLabelText('SMS code'), value.code);
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(selectSession(store.getState())).toMatchObject({ userName: '912340077', type: 0 });
  });
});

describe('RegisterPage: one rule for spaces (issue 26)', () => {
  it('registers a password with surrounding spaces exactly as typed, saying the spaces are part of it', async () => {
    const { store } = await renderApp(<RegisterPage />, { route: '/m/register' });
    await userEvent.type(await screen.findByLabelText('Username'), 'spaced01');
    await userEvent.type(screen.getByLabelText('Captcha'), await captchaCode(demo.app, store));
    await userEvent.type(screen.getByLabelText('Password'), '  Abc12345  ');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Spaces at the start or end are part of your password');
    await userEvent.type(screen.getByLabelText('Confirm password'), '  Abc12345  ');
    await userEvent.click(screen.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(await demoLogin(demo.app, 'spaced01', '  Abc12345  ')).toBe(true);
    expect(await demoLogin(demo.app, 'spaced01', 'Abc12345')).toBe(false);
  });

  it('trims an invitation code with surrounding spaces before sending it', async () => {
    const { store } = await renderApp(<RegisterPage />, { route: '/m/register' });
    await fillUsernameForm('invited02', await captchaCode(demo.app, store));
    await userEvent.type(screen.getByLabelText('Invitation code (optional)'), '  NOVA2024  ');
    await userEvent.click(screen.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(screen.queryByText('Invalid invitation code')).toBeNull();
  });
});

describe('RegisterPage: long input (issue 26)', () => {
  it('checks 100,000 pasted characters in every text field at once, saying what is too long', async () => {
    await renderApp(<RegisterPage />, { route: '/m/register' });
    const long = `${'a'.repeat(99_999)}!`;
    const fields = ['Username', 'Password', 'Confirm password', 'Email (optional)', 'Nickname (optional)', 'Invitation code (optional)'];
    // the first change of a field warms the engine up (not measured)
    pasteAndLeave(await screen.findByLabelText('Username'), 'warm');
    for (const name of fields) {
      const field = screen.getByLabelText(name);
      expect(pasteAndLeave(field, long), name).toBeLessThan(PASTE_BUDGET_MS);
    }
    expect(screen.getByLabelText('Email (optional)')).toHaveAccessibleDescription('At most 254 characters');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At most 64 characters');
    expect(screen.getByLabelText('Nickname (optional)')).toHaveAccessibleDescription('At most 50 characters');
    // digits-only fields keep their digits, at most their limit
    for (const name of ['Captcha']) expect(pasteAndLeave(screen.getByLabelText(name), '1'.repeat(100_000)), name).toBeLessThan(PASTE_BUDGET_MS);
    expect(screen.getByLabelText('Captcha')).toHaveValue('111111');
  });

  it("stays live when the platform's email pattern backtracks exponentially (the spec's own): the spec rule checks instead", async () => {
    const { REGISTER_SETTINGS } = await import('@wl/demo-api');
    const hostile = { ...REGISTER_SETTINGS, email: { enabled: true, required: false, pattern: '^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.\\w{2,3})+$' } };
    demo.server.use(http.get(`*${registerSettings.path}`, () => HttpResponse.json({ success: true, code: '0', message: '', value: hostile })));
    await renderApp(<RegisterPage />, { route: '/m/register' });
    const email = await screen.findByLabelText('Email (optional)');
    pasteAndLeave(email, 'warm');
    // 254 characters: within the length limit, so a pattern runs (the spec's one took 0.8 s at 30 characters, doubling with each more)
    expect(pasteAndLeave(email, `${'a'.repeat(253)}!`)).toBeLessThan(PASTE_BUDGET_MS);
    expect(email).toHaveAccessibleDescription('Incorrect email format');
    pasteAndLeave(email, 'player@example.com');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });
});
