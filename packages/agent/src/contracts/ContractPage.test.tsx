import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { HourContractPage, SalaryContractPage } from './ContractPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();

describe('contract pages', () => {
  it('shows the pending daily-salary terms and history, and accepting it records the answer', async () => {
    await renderApp(<SalaryContractPage />, { route: '/m/member/agent/getSalaryContract', session: await demoSession(demo.app, 'agent') });
    const terms = await screen.findByRole('region', { name: 'Terms' });
    expect(within(terms).getByText('Waiting for your answer')).toBeInTheDocument();
    expect(within(terms).getAllByRole('row')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Rejected')).toBeInTheDocument();
    await userEvent.click(within(terms).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Contract accepted')).toBeInTheDocument();
    expect(await within(terms).findByText('Accepted')).toBeInTheDocument();
    expect(within(terms).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('asks before rejecting', async () => {
    await renderApp(<SalaryContractPage />, { route: '/m/member/agent/getSalaryContract', session: await demoSession(demo.app, 'agent') });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Contract rejected')).toBeInTheDocument();
  });

  it('shows an empty state without a current hourly contract', async () => {
    await renderApp(<HourContractPage />, { route: '/m/member/agent/getHourContract', session: await demoSession(demo.app, 'agent') });
    expect(await screen.findByText('No contract')).toBeInTheDocument();
  });
});
