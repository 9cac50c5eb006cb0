import { screen } from '@testing-library/react';
import { renderApp } from '@wl/auth/testing';
import { createDemoMsw } from '@wl/demo-api/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteModeOf, STATUS_CACHE_KEY } from './statusApi';
import { SystemStatusGate } from './SystemStatusGate';

const demo = createDemoMsw();
beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.clear());
afterEach(() => demo.server.resetHandlers());
afterAll(() => demo.server.close());

const gate = (
  <SystemStatusGate>
    <p>the site</p>
  </SystemStatusGate>
);
const fault = (value: string) => ({ context: { extraHeaders: () => ({ 'X-Demo-Fault': value }) } });

describe('system status gate', () => {
  it('maps the platform status: 1 maintenance, 2 restricted, else the site', () => {
    expect([0, 1, 2].map((status) => siteModeOf({ status: status as 0 | 1 | 2 }))).toEqual(['site', 'maintenance', 'restricted']);
    expect(siteModeOf(undefined)).toBe('site');
  });

  it('shows the site when the platform is up, and caches the status', async () => {
    await renderApp(gate);
    expect(await screen.findByText('the site')).toBeInTheDocument();
    await expect.poll(() => JSON.parse(localStorage.getItem(STATUS_CACHE_KEY) ?? '{}').status).toBe(0);
  });

  it('shows the maintenance page during maintenance', async () => {
    await renderApp(gate, fault('maintenance'));
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.queryByText('the site')).not.toBeInTheDocument();
  });

  it('shows the restricted page with the visitor IP', async () => {
    await renderApp(gate, fault('region'));
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText(/Your IP: /)).toBeInTheDocument();
  });

  it('starts from the cached status and never blocks the site on a failed status call', async () => {
    localStorage.setItem(STATUS_CACHE_KEY, JSON.stringify({ status: 1, maintenance: true, regionRestriction: false, location: { ip: '1.2.3.4' }, info: '' }));
    await renderApp(gate, fault('500'));
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
    localStorage.clear();
    await renderApp(gate, fault('500'));
    expect(await screen.findByText('the site')).toBeInTheDocument();
  });
});
