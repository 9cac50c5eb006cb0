import { act, screen, waitFor } from '@testing-library/react';
import { wallet } from '@wl/api-client/catalogue';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { useWalletQuery } from '@wl/auth';
import { describe, expect, it } from 'vitest';
import { PULL, PullToRefresh } from './PullToRefresh';

const demo = startDemoPlatform();
const requests = recordRequests(demo);

/** A touch event at a height of the screen (jsdom has no Touch constructor). */
function touch(type: 'touchstart' | 'touchmove' | 'touchend', clientY: number) {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [{ clientY }] });
  act(() => void window.dispatchEvent(event));
}

function Balance() {
  const wallet = useWalletQuery();
  return <p>{wallet.isSuccess ? 'balance shown' : 'loading'}</p>;
}

/** The pull's status over a member's balance (a read of the open screen), once the balance shows. */
async function renderWithBalance() {
  await renderApp(
    <>
      <PullToRefresh />
      <Balance />
    </>,
    { session: await demoSession(demo.app) },
  );
  await screen.findByText('balance shown');
}

const walletCalls = () => requests.filter((r) => r.pathname.endsWith(wallet.path)).length;

describe('pull to refresh', () => {
  it('asks the open screen again after a pull past the threshold, with a status while it loads', async () => {
    await renderWithBalance();
    const before = walletCalls();
    touch('touchstart', 100);
    touch('touchmove', 100 + (PULL.threshold / PULL.damping) * 0.5);
    expect(screen.getByText('Pull to refresh')).toBeInTheDocument();
    touch('touchmove', 100 + PULL.threshold / PULL.damping + 10);
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    touch('touchend', 0);
    expect(screen.getByText('Refreshing…').closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(walletCalls()).toBe(before + 1));
    await waitFor(() => expect(screen.queryByText('Refreshing…')).toBeNull());
  });

  it('does nothing for a short pull', async () => {
    await renderWithBalance();
    const before = walletCalls();
    touch('touchstart', 100);
    touch('touchmove', 120);
    touch('touchend', 0);
    expect(screen.queryByText('Refreshing…')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(walletCalls()).toBe(before);
  });
});
