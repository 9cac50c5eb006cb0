import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createWebCryptoCipher, ENCRYPTION_SCHEME, HEADER } from '@wl/api-client';
import { changePassword } from '@wl/api-client/catalogue';
import { DEMO_PUBLIC_KEY } from '@wl/demo-api';
import { pasteAndLeave, PASTE_BUDGET_MS } from '@wl/ui-kit/testing';
import { captchaCode, demoSession, renderApp, startDemoPlatform, testBrand } from '../testing';
import { selectSession } from '../session/sessionSlice';
import { REMEMBERED_LOGIN_KEY } from '../remember/rememberedLogin';
import { LoginPage } from './LoginPage';

// the accounts text loads lazily: the first screen of a run can take a few seconds on a busy machine
configure({ asyncUtilTimeout: 5000 });

const demo = startDemoPlatform();
beforeEach(() => localStorage.clear());

async function fillAndSubmit(username: string, password: string) {
  const user = await screen.findByLabelText('Username');
  await userEvent.clear(user);
  await userEvent.type(user, username);
  const pass = screen.getByLabelText('Password');
  await userEvent.clear(pass);
  await userEvent.type(pass, password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('says which fields are missing without calling the platform, and focuses the first', async () => {
    await renderApp(<LoginPage />, { route: '/m/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('logs the demo member in with an encrypted request and goes home', async () => {
    const { store } = await renderApp(<LoginPage />, { route: '/m/login' });
    await fillAndSubmit('demo', 'Demo1234');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(selectSession(store.getState())).toMatchObject({ userName: 'demo', type: 0, merchantCode: 'WLDEMO' });
  });

  it('keeps what the player typed and shows the reason on a wrong password', async () => {
    await renderApp(<LoginPage />, { route: '/m/login' });
    await fillAndSubmit('demo', 'nope-nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
    expect(screen.getByLabelText('Password')).toHaveValue('nope-nope');
  });

  it('shows the captcha only once a failed login carries the captcha flag, then logs in with it', async () => {
    const { store } = await renderApp(<LoginPage />, { route: '/m/login' });
    await fillAndSubmit('demo', 'wrong-one');
    await screen.findByRole('alert');
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    await fillAndSubmit('demo', 'wrong-two');
    const captcha = await screen.findByLabelText('Captcha');
    const image = await screen.findByRole('button', { name: 'Captcha image, tap for a new one' });
    await waitFor(() => expect(image.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg/));

    // required, numeric, at most 6
    await fillAndSubmit('demo', 'Demo1234');
    expect(await screen.findByText('Please enter the code')).toBeInTheDocument();
    await userEvent.type(captcha, 'ab1234567');
    expect(captcha).toHaveValue('123456');

    // tapping the image loads a new one
    const before = image.querySelector('img')?.getAttribute('src');
    await userEvent.click(image);
    await waitFor(() => expect(image.querySelector('img')?.getAttribute('src')).not.toBe(before));

    await userEvent.clear(captcha);
    await userEvent.type(captcha, await captchaCode(demo.app, store));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
  });

  it('remembers the login encrypted and restores it next time', async () => {
    const first = await renderApp(<LoginPage />, { route: '/m/login' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Remember password' }));
    await fillAndSubmit('demo', 'Demo1234');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toContain('Demo1234');
    first.unmount();

    await renderApp(<LoginPage />, { route: '/m/login' });
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('demo'));
    expect(screen.getByLabelText('Password')).toHaveValue('Demo1234');
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
  });

  it('keeps the form and says so when the server fails', async () => {
    await renderApp(<LoginPage />, { route: '/m/login', context: { extraHeaders: () => ({ 'X-Demo-Fault': '500' }) } });
    await fillAndSubmit('demo', 'Demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your input has been kept');
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('returns to the page the player came from', async () => {
    await renderApp(<LoginPage />, { route: '/m/login', state: { from: { pathname: '/m/webEmail', search: '' } } });
    await fillAndSubmit('demo', 'Demo1234');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/webEmail'));
  });

  it('offers the SMS tab only with MOBILELOGIN3, and asks for a valid mobile before sending a code', async () => {
    const off = await renderApp(<LoginPage />, { route: '/m/login' });
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('tab', { name: 'SMS code' })).toBeNull();
    off.unmount();

    const base = testBrand();
    await renderApp(<LoginPage />, { route: '/m/login', brand: testBrand({ flags: { ...base.flags, MOBILELOGIN3: true } }) });
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Please enter a valid mobile number first')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Mobile number'), '987650001');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Choose a country code' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    // the button becomes a countdown
    expect(await screen.findByRole('button', { name: /Send again in (59|60) seconds/ })).toBeDisabled();
    const sms = (await (await demo.app.request('/__demo/sms/987650001')).json()) as { value: { code: string } };
    await userEvent.type(screen.getByLabelText('SMS code'), sms.value.code);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
  });

  it('sends a password exactly as typed: surrounding spaces are part of it, and the field says so', async () => {
    // the demo member's password becomes one with surrounding spaces
    const { token } = await demoSession(demo.app);
    const spaced = '  Demo1234  ';
    const body = await createWebCryptoCipher(DEMO_PUBLIC_KEY).encrypt({ oldPassword: 'Demo1234', newPassword: spaced, confirmNewPassword: spaced });
    const changed = await demo.app.request(changePassword.path, {
      method: 'POST',
      headers: { [HEADER.merchant]: 'WLDEMO', [HEADER.token]: token, [HEADER.encryption]: ENCRYPTION_SCHEME, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(changed.ok).toBe(true);

    const { store } = await renderApp(<LoginPage />, { route: '/m/login' });
    await fillAndSubmit('demo', spaced.trim());
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    await fillAndSubmit('demo', spaced);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Spaces at the start or end are part of your password');
    await waitFor(() => expect(selectSession(store.getState())).toMatchObject({ userName: 'demo' }));
  });

  it('checks 100,000 pasted characters in the username and password at once, saying they are too long', async () => {
    await renderApp(<LoginPage />, { route: '/m/login' });
    const username = await screen.findByLabelText('Username');
    const password = screen.getByLabelText('Password');
    pasteAndLeave(username, 'warm');
    expect(pasteAndLeave(username, `${'a'.repeat(99_999)}!`)).toBeLessThan(PASTE_BUDGET_MS);
    expect(pasteAndLeave(password, `${'a'.repeat(99_999)}!`)).toBeLessThan(PASTE_BUDGET_MS);
    expect(username).toHaveAccessibleDescription('At most 20 characters');
    expect(password).toHaveAccessibleDescription('At most 20 characters');
  });

  it('shows free play and the links', async () => {
    const base = testBrand();
    await renderApp(<LoginPage />, { route: '/m/login', brand: testBrand({ flags: { ...base.flags, FREEPLAY3: true } }) });
    expect(await screen.findByRole('link', { name: 'Free play' })).toHaveAttribute('href', '/m/trail');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/m/forget');
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
  });
});

describe('LoginPage social login', () => {
  const socialBrand = (flags: { GOOGLELOGIN3?: boolean; FACEBOOKLOGIN3?: boolean }, provider: 'demo' | 'none' = 'demo') => {
    const base = testBrand();
    return testBrand({ identityProvider: { provider }, flags: { ...base.flags, GOOGLELOGIN3: false, FACEBOOKLOGIN3: false, ...flags } });
  };

  it('shows a provider button only when the identity provider and its flag are on', async () => {
    const off = await renderApp(<LoginPage />, { route: '/m/login', brand: socialBrand({ GOOGLELOGIN3: true, FACEBOOKLOGIN3: true }, 'none') });
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    off.unmount();

    await renderApp(<LoginPage />, { route: '/m/login', brand: socialBrand({ FACEBOOKLOGIN3: true }) });
    expect(await screen.findByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('signs in through the demo provider: the demo platform creates the player, then the same account next time', async () => {
    const first = await renderApp(<LoginPage />, { route: '/m/login', brand: socialBrand({ GOOGLELOGIN3: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google (demo)' });
    const email = within(dialog).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'ana@gmail.example');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ana Souza');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    const session = selectSession(first.store.getState());
    expect(session).toMatchObject({ type: 0, merchantCode: 'WLDEMO', firstTimeLogin: true });
    expect(session?.userName).toMatch(/^google\d{6}$/);
    first.unmount();

    const again = await renderApp(<LoginPage />, { route: '/m/login', brand: socialBrand({ GOOGLELOGIN3: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const second = await screen.findByRole('dialog', { name: 'Sign in with Google (demo)' });
    await userEvent.clear(within(second).getByLabelText('Email'));
    await userEvent.type(within(second).getByLabelText('Email'), 'ana@gmail.example');
    await userEvent.click(within(second).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(selectSession(again.store.getState())).toMatchObject({ userName: session?.userName, firstTimeLogin: false }));
  });

  it('closing the demo sign-in is not an error, and a bad email is refused in the dialog', async () => {
    await renderApp(<LoginPage />, { route: '/m/login', brand: socialBrand({ FACEBOOKLOGIN3: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Facebook (demo)' });
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Incorrect email format')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('not-an-email');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('says so when the platform fails during a social login, and stays on the page', async () => {
    await renderApp(<LoginPage />, {
      route: '/m/login',
      brand: socialBrand({ GOOGLELOGIN3: true }),
      context: { extraHeaders: () => ({ 'X-Demo-Fault': '500' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google (demo)' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });
});
