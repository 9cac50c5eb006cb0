import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { AgentGuard } from './AgentGuard';

const demo = startDemoPlatform();

const guarded = (
  <AgentGuard>
    <p>agent area</p>
  </AgentGuard>
);

describe('AgentGuard', () => {
  it('lets an agent in', async () => {
    await renderApp(guarded, { route: '/m/agent', session: await demoSession(demo.app, 'agent') });
    expect(screen.getByText('agent area')).toBeInTheDocument();
  });

  it.each([
    ['demo', 0],
    ['trial', 4],
  ])('sends %s (type %i) to /m/home', async (username) => {
    await renderApp(guarded, { route: '/m/agent', session: await demoSession(demo.app, username) });
    expect(screen.queryByText('agent area')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });

  it('sends a type 40 session and a guest to /m/home', async () => {
    const session = { ...(await demoSession(demo.app, 'demo')), type: 40 };
    const { unmount } = await renderApp(guarded, { route: '/m/agent', session });
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
    unmount();
    await renderApp(guarded, { route: '/m/agent' });
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });
});
