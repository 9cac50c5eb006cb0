import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { excludeSelf, protectionRules, updateProtectionLimits } from '@wl/api-client/catalogue';
import { selectSession, selectSessionExpired } from '@wl/auth';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { ResponsibleGamingPage } from './ResponsibleGamingPage';
import { readLimit } from './LimitsForm';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const posts = (path: string) => requests.filter((r) => r.method === 'POST' && r.pathname === path);

const open = async (account?: string) =>
  renderApp(<ResponsibleGamingPage />, { route: '/m/responsibleGaming', session: account ? await demoSession(demo.app, account) : undefined });

describe('readLimit', () => {
  it('reads empty as no limit, amounts as two-decimal strings, minutes as whole numbers', () => {
    expect(readLimit('depositDay', ' ')).toEqual({ ok: true, value: null });
    expect(readLimit('depositDay', '1.234,5')).toEqual({ ok: true, value: '1234.50' });
    expect(readLimit('lossDay', '-5')).toMatchObject({ ok: false, message: { key: 'limits.errors.negative' } });
    expect(readLimit('lossDay', '0')).toMatchObject({ ok: false, message: { key: 'limits.errors.zero' } });
    expect(readLimit('depositWeek', '10.005')).toMatchObject({ ok: false, message: { key: 'limits.errors.decimals' } });
    expect(readLimit('sessionMinutes', '90')).toEqual({ ok: true, value: '90' });
    expect(readLimit('sessionMinutes', '1.5')).toMatchObject({ ok: false, message: { key: 'limits.errors.minutes' } });
    expect(readLimit('sessionMinutes', '1441')).toMatchObject({ ok: false, message: { key: 'limits.errors.minutes' } });
  });
});

describe('ResponsibleGamingPage', () => {
  it('keeps what was typed on bad input, sends only the limits that change, and shows a raise waiting', async () => {
    await open('demo1');
    const day = await screen.findByRole('textbox', { name: 'Deposit limit per day' });
    const month = screen.getByRole('textbox', { name: 'Deposit limit per month' });
    await userEvent.type(day, '500');
    await userEvent.type(month, 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Use digits only, with a dot or comma for cents: 100 or 100.50.')).toBeInTheDocument();
    expect(month).toHaveValue('lots');
    await userEvent.clear(month);
    await userEvent.type(month, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('The daily deposit limit cannot be above the monthly deposit limit.')).toBeInTheDocument();
    expect(posts(updateProtectionLimits.path)).toHaveLength(0);

    await userEvent.clear(day);
    await userEvent.type(day, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Limits saved')).toBeInTheDocument();
    expect(await posts(updateProtectionLimits.path)[0]!.request.json()).toEqual({
      limits: [
        { kind: 'depositDay', value: '100.00' },
        { kind: 'depositMonth', value: '400.00' },
      ],
    });
    expect(await screen.findByText(/^Used: \$ ?0\.00 of \$ ?100\.00/)).toBeInTheDocument();

    await userEvent.clear(day);
    await userEvent.type(day, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Limits saved. A raise or removal applies after the cooling-off period.')).toBeInTheDocument();
    expect(await screen.findByText(/Changes to \$ ?200\.00 on /)).toBeInTheDocument();
  });

  it('asks twice before a time-out, then the session ends and the page goes home', async () => {
    const { store } = await open('demo1');
    const section = await screen.findByRole('region', { name: 'Take a break' });
    await userEvent.click(within(section).getByRole('radio', { name: '7 days' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Take a break' }));
    const first = await screen.findByRole('dialog', { name: 'Close your account for 7 days?' });
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(posts(excludeSelf.path)).toHaveLength(0);

    await userEvent.click(within(section).getByRole('button', { name: 'Take a break' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Close your account for 7 days?' })).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes, close my account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(selectSession(store.getState())).toBeNull();
    expect(selectSessionExpired(store.getState())).toBe(false);
    expect(await posts(excludeSelf.path)[0]!.request.json()).toEqual({ kind: 'timeOut', period: 'P7D' });
  });

  it('tells a guest what the tools are and offers to log in', async () => {
    await open();
    expect(await screen.findByText(/Log in to set deposit, loss and time limits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
  });

  it('says the tools are not offered when the platform does not answer the module', async () => {
    demo.server.use(http.get(`*${protectionRules.path}`, () => HttpResponse.json({ success: false, code: 'not_found', message: 'Not found' }, { status: 404 })));
    await open('demo1');
    expect(await screen.findByText('Responsible gaming tools are not offered here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save limits' })).toBeNull();
  });
});
