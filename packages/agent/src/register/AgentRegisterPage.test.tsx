import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { registerDownline, registerSettings } from '@wl/api-client/catalogue';
import type { RegisterSettings } from '@wl/api-client/protocol';
import { describe, expect, it } from 'vitest';
import { demoLogin, demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { AgentRegisterPage } from './AgentRegisterPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);

/** The merchant's registration rule set with one rule changed, as GET /wps/system/setting/register answers it. */
async function serveRules(change: Partial<RegisterSettings>) {
  const answer = (await (await demo.app.request(registerSettings.path, { headers: { Merchant: 'WLDEMO' } })).json()) as { value: RegisterSettings };
  demo.server.use(http.get(`*${registerSettings.path}`, () => HttpResponse.json({ ...answer, value: { ...answer.value, ...change } })));
}

/** The downline registrations sent to the platform in this test. */
const sentRegistrations = () => requests.filter((r) => r.method === 'PUT' && r.pathname === registerDownline.path);

const renderPage = async () => {
  await renderApp(<AgentRegisterPage />, { route: '/m/agentRegister', session: await demoSession(demo.app, 'agent') });
  return {
    username: await screen.findByLabelText('Username'),
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Confirm password'),
  };
};

/** Types the three fields and presses "Open account". */
async function fillAndOpen(fields: { username: HTMLElement; password: HTMLElement; confirm: HTMLElement }, username: string, password = 'Secret123') {
  await userEvent.type(fields.username, username);
  await userEvent.type(fields.password, password);
  await userEvent.type(fields.confirm, password);
  await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
}

describe('AgentRegisterPage', () => {
  it('checks the username by the rule of the server setting, keeps the input, then opens the account', async () => {
    await serveRules({ username: { enabled: true, required: true, pattern: '^[a-z]{6,10}$' } });
    const fields = await renderPage();
    const { username } = fields;
    // valid for the default rule (a letter then 3-15 letters or digits), not for this merchant's
    await fillAndOpen(fields, 'Bob123');
    expect(await screen.findByText('Account must be 4 to 16 letters or digits, starting with a letter')).toBeInTheDocument();
    expect(username).toHaveValue('Bob123');
    expect(username).toHaveFocus();
    expect(sentRegistrations()).toHaveLength(0);

    await userEvent.clear(username);
    await userEvent.type(username, 'bobsmith');
    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Account bobsmith opened')).toBeInTheDocument();
    expect(sentRegistrations()).toHaveLength(1);
  });

  it('refuses a password outside the rule set and a wrong confirmation', async () => {
    const { username, password, confirm } = await renderPage();
    await userEvent.type(username, 'newmember');
    await userEvent.type(password, 'lettersonly');
    await userEvent.type(confirm, 'different1');
    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Password must be 6 to 20 characters with letters and digits')).toBeInTheDocument();
    expect(screen.getByText('The confirmation is incorrect')).toBeInTheDocument();
    expect(password).toHaveFocus();
  });

  it('keeps everything typed and says why when the platform refuses the account', async () => {
    demo.server.use(
      http.put(`*${registerDownline.path}`, () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 }), { once: true }),
    );
    const fields = await renderPage();
    const { username, password, confirm } = fields;
    await fillAndOpen(fields, 'newmember');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(sentRegistrations()).toHaveLength(1);
    expect(username).toHaveValue('newmember');
    expect(password).toHaveValue('Secret123');
    expect(confirm).toHaveValue('Secret123');
  });

  it('says loading failed when the rule set does not load, and loads it on retry', async () => {
    demo.server.use(
      http.get(`*${registerSettings.path}`, () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 }), {
        once: true,
      }),
    );
    await renderApp(<AgentRegisterPage />, { route: '/m/agentRegister', session: await demoSession(demo.app, 'agent') });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  });

  it('opens an account with a password exactly as typed: surrounding spaces are part of it (issue 26)', async () => {
    const fields = await renderPage();
    await fillAndOpen(fields, 'spacedown', '  Abc12345  ');
    expect(await screen.findByText('Account spacedown opened')).toBeInTheDocument();
    expect(await demoLogin(demo.app, 'spacedown', '  Abc12345  ')).toBe(true);
    expect(await demoLogin(demo.app, 'spacedown', 'Abc12345')).toBe(false);
  });
});
