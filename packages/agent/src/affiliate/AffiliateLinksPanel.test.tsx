import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAffiliateLink, deleteAffiliateLink } from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { AgentRegisterPage } from '../register/AgentRegisterPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const sent = (path: string) => requests.filter((r) => r.method === 'POST' && r.pathname === path);

/** The affiliate links tab of /m/agentRegister, as the demo agent. */
async function renderLinks() {
  await renderApp(<AgentRegisterPage />, { route: '/m/agentRegister?tab=links', session: await demoSession(demo.app, 'agent') });
  expect(await screen.findByRole('tab', { name: 'Affiliate links' })).toHaveAttribute('aria-selected', 'true');
  return { rebate: await screen.findByLabelText('Rebate (%)') };
}

describe('affiliate links (/m/agentRegister?tab=links)', () => {
  it('creates a link with a rebate and member type, shows it with its QR code and URL, and copies the URL', async () => {
    const user = userEvent.setup();
    const { rebate } = await renderLinks();
    expect(await screen.findByText('No affiliate links yet')).toBeInTheDocument();
    await user.type(rebate, '1.2');
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    const item = await screen.findByRole('listitem', { name: /^Link L[A-Z0-9]{7}$/ });
    const code = /L[A-Z0-9]{7}/.exec(item.getAttribute('aria-label') ?? '')![0];
    expect(within(item).getByText('Rebate 1.2% · Agent · Registered: 0')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: `QR code of link ${code}` })).toBeInTheDocument();
    const url = `${window.location.origin}/m/register?affiliateCode=${code}`;
    expect(within(item).getByTestId('affiliate-url')).toHaveTextContent(url);
    expect(sent(createAffiliateLink.path)).toHaveLength(1);
    // the form is ready for the next link
    expect(rebate).toHaveValue('');

    await user.click(within(item).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it("refuses a rebate outside the agent's limit at the field, keeps what was typed and sends nothing", async () => {
    const user = userEvent.setup();
    const { rebate } = await renderLinks();
    await user.type(rebate, '2.5');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Enter a rebate between 0 and 1.8, in steps of 0.1.')).toBeInTheDocument();
    expect(rebate).toHaveValue('2.5');
    expect(rebate).toHaveFocus();
    expect(rebate).toHaveAttribute('aria-invalid', 'true');
    expect(sent(createAffiliateLink.path)).toHaveLength(0);
  });

  it('deletes a link only after the confirmation', async () => {
    const user = userEvent.setup();
    const { rebate } = await renderLinks();
    await user.type(rebate, '0.5');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const item = await screen.findByRole('listitem', { name: /^Link L/ });
    const code = /L[A-Z0-9]{7}/.exec(item.getAttribute('aria-label') ?? '')![0];

    // cancel keeps it
    await user.click(within(item).getByRole('button', { name: `Delete link ${code}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this link?' })).getByRole('button', { name: 'Cancel' }));
    expect(sent(deleteAffiliateLink.path)).toHaveLength(0);
    expect(screen.getByRole('listitem', { name: `Link ${code}` })).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: `Delete link ${code}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this link?' });
    expect(dialog).toHaveTextContent(`Link ${code} will stop working.`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Link ${code} deleted`)).toBeInTheDocument();
    expect(await screen.findByText('No affiliate links yet')).toBeInTheDocument();
    expect(sent(deleteAffiliateLink.path)).toHaveLength(1);
  });
});
