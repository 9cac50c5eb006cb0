import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as calls from '@wl/api-client/catalogue';
import { encodeCsPath, type CustomerServiceItem } from '@wl/api-client/protocol';
import type { RuntimeBrand } from '@wl/brand';
import { pasteAndLeave, PASTE_BUDGET_MS } from '@wl/ui-kit/testing';
import { demoLogin, renderApp, startDemoPlatform, testBrand } from '../testing';
import { rememberedLogins } from '../remember/rememberedLogin';
import { selectSession } from '../session/sessionSlice';
import { supportApi } from '../support/supportApi';
import { ChangePasswordPage } from './ChangePasswordPage';
import { ForgetPage } from './ForgetPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
beforeEach(() => localStorage.clear());

const withContact = (contact: RuntimeBrand['links']['contact']) => testBrand({ links: { download: [], contact, social: {}, chatHosts: [] } });

const entry = (csType: CustomerServiceItem['csType'], url: string, csPosition: string | null = null): CustomerServiceItem => ({
  title: csType,
  path: encodeCsPath(url, 'k00WLDEM'),
  csType,
  csPosition,
});

/** The platform answers these customer-service entries (after `answered`); the answer says whether it was asked. */
function serviceEntries(items: CustomerServiceItem[], answered: Promise<void> = Promise.resolve()): () => boolean {
  let asked = false;
  demo.server.use(
    http.get(`*${calls.customerServiceScript.path}`, async () => {
      asked = true;
      await answered;
      return HttpResponse.json({ success: true, code: '0', message: '', value: items });
    }),
  );
  return () => asked;
}

const phoneBrand = () => {
  const base = testBrand();
  return testBrand({ flags: { ...base.flags, CHNGPASSVERIF3: true } });
};

async function loginToken(username = 'demo', password = 'Demo1234'): Promise<string> {
  const { createWebCryptoCipher } = await import('@wl/api-client');
  const { DEMO_PUBLIC_KEY } = await import('@wl/demo-api');
  const body = await createWebCryptoCipher(DEMO_PUBLIC_KEY).encrypt({ username, password, type: 'username' });
  const response = await demo.app.request(calls.login.path, {
    method: 'POST',
    headers: { Merchant: 'WLDEMO', Encryption: 'v1', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { value: { token: string } }).value.token;
}

describe('ForgetPage', () => {
  it("links the platform's first customer-service entry, not the brand's contact", async () => {
    // the demo platform's entries for the merchant: online service, two Telegram accounts, Facebook, YouTube
    await renderApp(<ForgetPage />, { route: '/m/forget', brand: withContact({ telegram: 'https://t.me/nova_service' }) });
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', 'https://chat.novaplay.example/service');
  });

  it('gives lotus, a brand without Telegram, the link of its merchant on the demo platform', async () => {
    const lotus = testBrand({
      merchantCode: 'LOTUS',
      links: { download: [], contact: { facebook: 'https://facebook.com/lotusclub.example' }, social: {}, chatHosts: [] },
    });
    await renderApp(<ForgetPage />, { route: '/m/forget', brand: lotus });
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', 'https://chat.lotusclub.example/service');
  });

  it("never opens an entry the site refuses (javascript:): the next usable one, else the brand's contact", async () => {
    const brand = withContact({ telegram: 'https://t.me/nova_service' });
    serviceEntries([entry('LIVECHAT', 'javascript:alert(1)'), entry('TELEGRAM', 'https://t.me/platform_one', 'TELEGRAM-1')]);
    const first = await renderApp(<ForgetPage />, { route: '/m/forget', brand });
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', 'https://t.me/platform_one');
    first.unmount();

    const asked = serviceEntries([entry('LIVECHAT', 'javascript:alert(1)'), entry('TELEGRAM', 'JavaScript:alert(1)', 'TELEGRAM-1')]);
    await renderApp(<ForgetPage />, { route: '/m/forget', brand });
    await expect.poll(asked).toBe(true);
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', 'https://t.me/nova_service');
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
  });

  it("falls back to the brand's Telegram once the platform answers that it has no entry, not before", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const asked = serviceEntries([], answered);
    await renderApp(<ForgetPage />, { route: '/m/forget', brand: withContact({ telegram: 'https://t.me/nova_service' }) });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    await expect.poll(asked).toBe(true);
    // no link while the entries load: not the fallback, which the platform's entry would replace under the finger
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).toBeNull();
    answer();
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', 'https://t.me/nova_service');
  });

  it("falls back to the brand's contact, Facebook where it has no Telegram, when the entries cannot be read", async () => {
    let asked = false;
    demo.server.use(
      http.get(`*${calls.customerServiceScript.path}`, () => {
        asked = true;
        return HttpResponse.json({ success: false, code: 'system.error', message: '', value: null }, { status: 500 });
      }),
    );
    await renderApp(<ForgetPage />, { route: '/m/forget', brand: withContact({ facebook: 'https://facebook.com/lotusclub.example' }) });
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', 'https://facebook.com/lotusclub.example');
    expect(asked).toBe(true);
  });

  it('draws no link when neither the platform nor the brand has an address the site will open', async () => {
    const asked = serviceEntries([entry('FACEBOOK', 'https://facebook.com/nova'), entry('LIVECHAT', 'javascript:alert(1)')]);
    const { container, store } = await renderApp(<ForgetPage />, { route: '/m/forget', brand: withContact({ telegram: 'javascript:alert(1)' }) });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    await expect.poll(asked).toBe(true);
    // the answer has arrived: the page draws no link for it
    await waitFor(() => expect(supportApi.endpoints.customerService.select()(store.getState() as never).status).toBe('fulfilled'));
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).toBeNull();
    expect(container.querySelector('a[href^="javascript" i]')).toBeNull();
  });

  it('offers only email without CHNGPASSVERIF3, and checks the email format', async () => {
    await renderApp(<ForgetPage />, { route: '/m/forget' });
    await userEvent.type(await screen.findByLabelText('Username'), 'demo');
    expect(screen.queryByRole('tab')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'demo@example');
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(screen.getByText('Incorrect email format')).toBeInTheDocument();
  });

  it('sends the trimmed username and email, confirms for 1 s and goes back', async () => {
    await renderApp(<ForgetPage />, { route: '/m/forget' });
    await userEvent.type(await screen.findByLabelText('Username'), ' demo ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' demo@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(await screen.findByText('We have sent the password reset to your email')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'), { timeout: 3000 });
  });

  it('says so when the username and email do not match, keeping both', async () => {
    await renderApp(<ForgetPage />, { route: '/m/forget' });
    await userEvent.type(await screen.findByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'other@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, the user does not exist or is disabled');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('other@example.com');
  });

  it('sets a password by phone: same password clears code and password, then success logs in', async () => {
    const { store } = await renderApp(<ForgetPage />, { route: '/m/forget', brand: phoneBrand() });
    expect(await screen.findByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByLabelText('Mobile number'), '987650001');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Choose a country code' })).toBeEnabled());
    const sms = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      await screen.findByRole('button', { name: /Send again in/ });
      return ((await (await demo.app.request('/__demo/sms/987650001')).json()) as { value: { code: string } }).value.code;
    };
    await userEvent.type(screen.getByLabelText('SMS code'), await sms());
    await userEvent.type(screen.getByLabelText('New password'), 'Demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The new password cannot be the same as the old password')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');

    // the countdown still runs: ask the demo for a new code directly, as after 60 s
    await demo.app.request(calls.smsCodeNoLogin.path, {
      method: 'POST',
      headers: { Merchant: 'WLDEMO', 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobileNum: '987650001', countryDialingCode: '55' }),
    });
    const code = ((await (await demo.app.request('/__demo/sms/987650001')).json()) as { value: { code: string } }).value.code;
    await userEvent.type(screen.getByLabelText('SMS code'), code);
    await userEvent.type(screen.getByLabelText('New password'), 'Phone123');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(selectSession(store.getState())).toMatchObject({ userName: 'demo' });
  });
});

describe('set password by phone: a refused number', () => {
  it('shows a number the SMS request refused on the number, until it is corrected', async () => {
    await renderApp(<ForgetPage />, { route: '/m/forget', brand: phoneBrand() });
    await screen.findByRole('tab', { name: 'Phone' });
    const mobile = screen.getByLabelText('Mobile number');
    // no member has this number
    await userEvent.type(mobile, '911113333');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Choose a country code' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(mobile).toHaveAccessibleDescription('Sorry, the user does not exist or is disabled'));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '987650001');
    expect(screen.queryByText('Sorry, the user does not exist or is disabled')).toBeNull();
    expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('set password by phone with identity-provider phone verification', () => {
  const providerBrand = () => {
    const base = testBrand();
    return testBrand({ identityProvider: { provider: 'demo', phoneVerification: true }, flags: { ...base.flags, CHNGPASSVERIF3: true } });
  };
  const providerCode = async () => ((await (await demo.app.request('/__demo/identity/sms/987650001')).json()) as { value: { code: string } }).value.code;

  async function fillMobile() {
    await screen.findByRole('tab', { name: 'Phone' });
    await userEvent.type(screen.getByLabelText('Mobile number'), '987650001');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Choose a country code' })).toBeEnabled());
  }

  it('the provider sends the code and its id token proves the number; a wrong code clears the field and says so', async () => {
    const { store } = await renderApp(<ForgetPage />, { route: '/m/forget', brand: providerBrand() });
    await fillMobile();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Send again in/ })).toBeDisabled();
    // the platform's own SMS was not used
    expect((await demo.app.request('/__demo/sms/987650001')).status).toBe(404);

    const right = await providerCode();
    await userEvent.type(screen.getByLabelText('SMS code'), right === '000000' ? '111111' : '000000');
    await userEvent.type(screen.getByLabelText('New password'), 'Phone123');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code error');
    expect(screen.getByLabelText('SMS code')).toHaveValue('');
    // the rest of what was typed stays
    expect(screen.getByLabelText('Mobile number')).toHaveValue('987650001');
    expect(screen.getByLabelText('New password')).toHaveValue('Phone123');

    // a code is good once: the provider sends another (as after the countdown)
    await demo.app.request(calls.demoPhoneCode.path, {
      method: 'POST',
      headers: { Merchant: 'WLDEMO', 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobileNo: '987650001', countryDialingCode: '55' }),
    });
    await userEvent.type(screen.getByLabelText('SMS code'), await providerCode());
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(selectSession(store.getState())).toMatchObject({ userName: 'demo' });
  });

  it("a failure of the provider's SMS hides the loading silently", async () => {
    demo.server.use(
      http.post(`*${calls.demoPhoneCode.path}`, () => HttpResponse.json({ success: false, code: 'server.error', message: 'down' }, { status: 500 })),
    );
    await renderApp(<ForgetPage />, { route: '/m/forget', brand: providerBrand() });
    await fillMobile();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled());
    await waitFor(() => expect(screen.queryByText('Sending the code…')).toBeNull());
    expect(screen.queryByText('The code has been sent')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('987650001');
  });
});

describe('ChangePasswordPage', () => {
  it('keeps everything typed and says why when the platform refuses the change', async () => {
    await renderApp(<ChangePasswordPage />, {
      route: '/m/changePsw',
      session: { token: await loginToken(), merchantCode: 'WLDEMO', userName: 'demo', type: 0, firstTimeLogin: false },
    });
    await userEvent.type(await screen.findByLabelText('Current password'), 'Wrong123');
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh123');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(screen.getByLabelText('Current password')).toHaveValue('Wrong123');
    expect(screen.getByLabelText('New password')).toHaveValue('Fresh123');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('Fresh123');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/changePsw');
  });

  it('sends a guest to log in, to come back after it', async () => {
    await renderApp(<ChangePasswordPage />, { route: '/m/changePsw' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  });

  it('checks the fields, prompts on the same password, then saves, re-encrypts the remembered login and goes home', async () => {
    const token = await loginToken();
    await rememberedLogins().save('username', { username: 'demo', password: 'Demo1234' });
    await renderApp(<ChangePasswordPage />, {
      route: '/m/changePsw',
      session: { token, merchantCode: 'WLDEMO', userName: 'demo', type: 0, firstTimeLogin: false },
    });
    expect(await screen.findByLabelText('Username')).toHaveValue('demo');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Please enter your password')).toHaveLength(2);
    expect(screen.getByText('Please enter the password')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Current password'), 'Demo1234');
    await userEvent.type(screen.getByLabelText('New password'), 'Demo1234');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('The new password cannot be the same as the old password');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh123');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh124');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The confirmation is incorrect')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'), { timeout: 3000 });
    // the remembered login now holds the new password, encrypted again
    expect((await rememberedLogins().load('username'))?.password).toBe('Fresh123');
  });
});

describe('passwords exactly as typed (issue 26)', () => {
  it('changes the password to one with surrounding spaces: it logs in as typed, not trimmed', async () => {
    await renderApp(<ChangePasswordPage />, {
      route: '/m/changePsw',
      session: { token: await loginToken(), merchantCode: 'WLDEMO', userName: 'demo', type: 0, firstTimeLogin: false },
    });
    await userEvent.type(await screen.findByLabelText('Current password'), 'Demo1234');
    await userEvent.type(screen.getByLabelText('New password'), '  Fresh123  ');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Spaces at the start or end are part of your password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), '  Fresh123  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password saved')).toBeInTheDocument();
    expect(await demoLogin(demo.app, 'demo', '  Fresh123  ')).toBe(true);
    expect(await demoLogin(demo.app, 'demo', 'Fresh123')).toBe(false);
  });

  it('sets a password with surrounding spaces by phone and logs in with it as typed', async () => {
    const { store } = await renderApp(<ForgetPage />, { route: '/m/forget', brand: phoneBrand() });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '987650001');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Choose a country code' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Send again in/ });
    const code = ((await (await demo.app.request('/__demo/sms/987650001')).json()) as { value: { code: string } }).value.code;
    await userEvent.type(screen.getByLabelText('SMS code'), code);
    await userEvent.type(screen.getByLabelText('New password'), ' Phone123 ');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(selectSession(store.getState())).toMatchObject({ userName: 'demo' });
    expect(await demoLogin(demo.app, 'demo', ' Phone123 ')).toBe(true);
    expect(await demoLogin(demo.app, 'demo', 'Phone123')).toBe(false);
  });
});

describe('long input (issue 26)', () => {
  it('checks 100,000 pasted characters in the email form at once, saying what is too long', async () => {
    await renderApp(<ForgetPage />, { route: '/m/forget' });
    const username = await screen.findByLabelText('Username');
    const email = screen.getByRole('textbox', { name: 'Email' });
    pasteAndLeave(username, 'warm');
    expect(pasteAndLeave(username, `${'a'.repeat(99_999)}!`)).toBeLessThan(PASTE_BUDGET_MS);
    expect(pasteAndLeave(email, `${'a'.repeat(99_999)}!`)).toBeLessThan(PASTE_BUDGET_MS);
    // the worst case within the limit: the pattern runs
    expect(pasteAndLeave(email, `${'a'.repeat(253)}!`)).toBeLessThan(PASTE_BUDGET_MS);
    expect(username).toHaveAccessibleDescription('At most 20 characters');
    expect(email).toHaveAccessibleDescription('Incorrect email format');
    expect(pasteAndLeave(email, `${'a'.repeat(99_999)}!`)).toBeLessThan(PASTE_BUDGET_MS);
    expect(email).toHaveAccessibleDescription('At most 254 characters');
  });

  it('checks 100,000 pasted characters in the phone form at once', async () => {
    await renderApp(<ForgetPage />, { route: '/m/forget', brand: phoneBrand() });
    const password = await screen.findByLabelText('New password');
    pasteAndLeave(password, 'warm');
    expect(pasteAndLeave(password, `${'a'.repeat(99_999)}!`)).toBeLessThan(PASTE_BUDGET_MS);
    expect(password).toHaveAccessibleDescription('At most 20 characters');
    for (const name of ['Mobile number', 'SMS code'])
      expect(pasteAndLeave(screen.getByLabelText(name), '1'.repeat(100_000)), name).toBeLessThan(PASTE_BUDGET_MS);
    expect(screen.getByLabelText('SMS code')).toHaveValue('1'.repeat(10));
  });

  it('checks 100,000 pasted characters in the change-password form at once', async () => {
    await renderApp(<ChangePasswordPage />, {
      route: '/m/changePsw',
      session: { token: 'token', merchantCode: 'WLDEMO', userName: 'demo', type: 0, firstTimeLogin: false },
    });
    const current = await screen.findByLabelText('Current password');
    pasteAndLeave(current, 'warm');
    for (const name of ['Current password', 'New password', 'Confirm new password'])
      expect(pasteAndLeave(screen.getByLabelText(name), `${'a'.repeat(99_999)}!`), name).toBeLessThan(PASTE_BUDGET_MS);
    expect(current).toHaveAccessibleDescription('At most 20 characters');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At most 20 characters');
  });
});
