import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { protectionSession, setRealityCheck } from '@wl/api-client/catalogue';
import { demoSession, recordRequests, renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import { AGE_CONFIRMED_KEY, ageGateNeeded } from '../ageGate';
import { ProtectionLayer } from './ProtectionLayer';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('age prompt', () => {
  it('asks once per device: a yes is remembered, a no shows a neutral page and is not', async () => {
    const brand = testBrand({ minimumAge: 21 });
    expect(ageGateNeeded(brand)).toBe(true);
    const { unmount } = await renderApp(<ProtectionLayer />, { brand });
    await userEvent.click(await screen.findByRole('button', { name: 'I am under 21' }));
    expect(await screen.findByRole('main', { name: 'This site is for adults only' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(AGE_CONFIRMED_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I am 21 or older after all' }));
    await userEvent.click(screen.getByRole('button', { name: 'I am 21 or older' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ageGateNeeded(brand)).toBe(false);
    // a brand asking a higher age asks again; a brand may turn the prompt off
    expect(ageGateNeeded({ ...brand, minimumAge: 25 })).toBe(true);
    expect(ageGateNeeded({ ...brand, minimumAge: 25, ageGate: false })).toBe(false);
    unmount();
  });
});

describe('reality check', () => {
  it('shows after the interval with the session figures; continue waits for the next one', async () => {
    localStorage.setItem(AGE_CONFIRMED_KEY, '99');
    const session = await demoSession(demo.app, 'demo1');
    const headers = { Merchant: 'WLDEMO', Token: session.token, 'Content-Type': 'application/json' };
    await demo.app.request(setRealityCheck.path, { method: 'POST', headers, body: JSON.stringify({ minutes: 15 }) });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await renderApp(<ProtectionLayer />, { session });
    // the session's start is read once the interval is known: then the count runs
    await waitFor(() => expect(requests.some((r) => r.pathname === protectionSession.path)).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => vi.advanceTimersByTimeAsync(14 * 60_000));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(check).toHaveTextContent('You have played for 15 minutes.');
    expect(check).toHaveTextContent(/Net result this session: \$ ?0\.00/);
    await userEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
  });
});
