import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { downlineQuota, registerDownline, registerSettings } from '@wl/api-client/catalogue';
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

  it('shows the quota per rebate level and counts it down when an account opens', async () => {
    const fields = await renderPage();
    const quota = await screen.findByTestId('agent-quota');
    const level = () => within(quota).getByText('Rebate 1.5% to 2.5%').nextSibling;
    expect(level()).toHaveTextContent('8 of 10 left');
    expect(within(quota).getByText('Rebate 0% to 0.9%').nextSibling).toHaveTextContent('80 of 100 left');
    const rebate = screen.getByLabelText('Rebate (%)');
    expect(screen.getByText('Between 0 and 1.8, in steps of 0.1')).toBeInTheDocument();
    await userEvent.clear(rebate);
    await userEvent.type(rebate, '1.6');
    await fillAndOpen(fields, 'quotauser1');
    expect(await screen.findByText('Account quotauser1 opened')).toBeInTheDocument();
    await waitFor(() => expect(level()).toHaveTextContent('7 of 10 left'));
  });

  it("refuses at the field a rebate above the agent's lowest limit, or of a level without accounts left, keeping it", async () => {
    demo.server.use(
      http.get(`*${downlineQuota.path}`, () =>
        HttpResponse.json({ success: true, code: '0', message: '', value: [{ minRebate: 1.5, maxRebate: 2.5, quota: 10, used: 10, remaining: 0 }] }),
      ),
    );
    const fields = await renderPage();
    expect(await screen.findByText('0 of 10 left')).toBeInTheDocument();
    const rebate = screen.getByLabelText('Rebate (%)');
    await userEvent.clear(rebate);
    await userEvent.type(rebate, '1.9');
    await fillAndOpen(fields, 'quotauser2');
    expect(await screen.findByText('Enter a rebate between 0 and 1.8, in steps of 0.1.')).toBeInTheDocument();
    expect(rebate).toHaveValue('1.9');
    await userEvent.clear(rebate);
    await userEvent.type(rebate, '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('No accounts left for a rebate from 1.5% to 2.5%. Choose another rebate.')).toBeInTheDocument();
    expect(rebate).toHaveValue('1.5');
    expect(sentRegistrations()).toHaveLength(0);
  });

  it("shows the platform's quota refusal at the rebate field", async () => {
    demo.server.use(
      http.put(
        `*${registerDownline.path}`,
        () =>
          HttpResponse.json(
            { success: false, code: 'agent.quota.exhausted', message: '', value: { field: 'rebate', minRebate: 1, maxRebate: 1.4 } },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    const fields = await renderPage();
    await fillAndOpen(fields, 'quotauser3');
    expect(await screen.findByText('No accounts left for a rebate from 1% to 1.4%. Choose another rebate.')).toBeInTheDocument();
    expect(fields.username).toHaveValue('quotauser3');
  });
});
