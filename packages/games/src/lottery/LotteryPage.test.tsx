import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as calls from '@wl/api-client/catalogue';
import type { LotteryMenuValue, OpenedNumeroValue } from '@wl/api-client/protocol';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { LotteryPage } from './LotteryPage';

// two shared cores: the demo platform answers slowly under load
configure({ asyncUtilTimeout: 8000 });

const demo = startDemoPlatform();
const requests = recordRequests(demo);

const called = (path: string) => requests.some((u) => u.pathname === path);
const platform = (path: string) => `http://localhost${path}`;

async function demoValue<T>(path: string): Promise<T> {
  const response = await demo.app.request(path, { headers: { Merchant: 'WLDEMO' } });
  return ((await response.json()) as { value: T }).value;
}
const kenoDraw = async () => (await demoValue<OpenedNumeroValue>(`${calls.openedNumeroPublic.path}?gameCodes=KENO`)).list[0]!;

describe('LotteryPage', () => {
  it('shows each draw game with its open draw and a countdown, for a guest from the public call', async () => {
    await renderApp(<LotteryPage />, { route: '/m/lott' });
    expect(await screen.findByRole('heading', { name: 'Lottery' })).toBeInTheDocument();
    const lottery = await screen.findByRole('list', { name: 'Lottery: Draws' });
    const keno = within(lottery).getByRole('button', { name: 'Play Keno' });
    const { numero } = await kenoDraw();
    await waitFor(() => expect(keno).toHaveAccessibleDescription(new RegExp(`^Draw ${numero} Closes in \\d\\d:\\d\\d$`)));
    expect(within(keno).getByText(`Draw ${numero}`)).toBeInTheDocument();
    // the e-lotteries follow, and the vendors' lobbies without the draw games
    const elott = screen.getByRole('list', { name: 'E-lottery: Draws' });
    await waitFor(() => expect(within(elott).getAllByRole('button', { name: /^Play / })).toHaveLength(5));
    const lobbies = await screen.findByRole('list', { name: 'Lobbies' });
    expect(await within(lobbies).findByRole('button', { name: 'Play Lotto Lobby' })).toBeInTheDocument();
    expect(within(lobbies).queryByRole('button', { name: 'Play Keno' })).toBeNull();
    // a guest never makes the token calls, and has no recent row
    expect(called(calls.openedNumeroPublic.path)).toBe(true);
    expect(called(calls.openedNumero.path)).toBe(false);
    expect(called(calls.lotteryRecent.path)).toBe(false);
    expect(screen.queryByRole('list', { name: 'Recently played' })).toBeNull();
    await userEvent.click(keno);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  });

  it('asks a member draws on the member call, shows the recent row and launches a tapped game with its code', async () => {
    const session = await demoSession(demo.app);
    const menu = await demoValue<LotteryMenuValue>(calls.lotteryMenu.path);
    const k3 = menu.list.find((g) => g.gameCode === 'K3')!;
    await demo.app.request(`${calls.recentAdd.path}?nodeId=${k3.nodeId}`, { headers: { Merchant: 'WLDEMO', Token: session.token } });

    const { store } = await renderApp(<LotteryPage />, { route: '/m/lott', session });
    const recent = await screen.findByRole('list', { name: 'Recently played' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Fast 3']);
    const keno = within(await screen.findByRole('list', { name: 'Lottery: Draws' })).getByRole('button', { name: 'Play Keno' });
    await waitFor(() => expect(keno).toHaveAccessibleDescription(/^Draw \d{8}-\d{3} Closes in \d\d:\d\d$/));
    expect(called(calls.openedNumero.path)).toBe(true);
    expect(called(calls.openedNumeroPublic.path)).toBe(false);

    await userEvent.click(keno);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/launchGame'));
    // the launch is recorded as recent: the recent lottery list is asked again and has Keno first
    await waitFor(() => {
      const cached = Object.values(store.getState().api.queries).find((q) => q?.endpointName === 'recentLottery');
      expect((cached?.data as { gameCode: string }[] | undefined)?.map((g) => g.gameCode)).toEqual(['KENO', 'K3']);
    });
  });

  it('shows "Drawing" when a draw closes and the next draw once it is asked again', async () => {
    demo.server.use(
      http.get(
        platform(calls.openedNumeroPublic.path),
        () => {
          const now = Date.now();
          const value: OpenedNumeroValue = { serverTime: now, list: [{ gameCode: 'KENO', numero: '20261122-045', closeTime: now + 2_500 }] };
          return HttpResponse.json({ success: true, code: '0', message: '', value });
        },
        { once: true },
      ),
    );
    await renderApp(<LotteryPage />, { route: '/m/lott' });
    const keno = within(await screen.findByRole('list', { name: 'Lottery: Draws' })).getByRole('button', { name: 'Play Keno' });
    await waitFor(() => expect(keno).toHaveAccessibleDescription(/^Draw 20261122-045 Closes in 00:0[1-3]$/));
    await waitFor(() => expect(within(keno).getByText('Drawing…')).toBeInTheDocument());
    const { numero } = await kenoDraw();
    await waitFor(() => expect(keno).toHaveAccessibleDescription(new RegExp(`^Draw ${numero} Closes in`)));
  });

  it('lists only the e-lotteries on /m/elott', async () => {
    await renderApp(<LotteryPage />, { route: '/m/elott' });
    expect(await screen.findByRole('heading', { name: 'E-lottery' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'E-lottery: Draws' });
    expect(screen.queryByRole('list', { name: 'Lottery: Draws' })).toBeNull();
  });

  it('offers a retry when the draws or the menu fail', async () => {
    demo.server.use(
      http.get(platform(calls.openedNumeroPublic.path), () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 }), {
        once: true,
      }),
    );
    await renderApp(<LotteryPage />, { route: '/m/lott' });
    expect(await screen.findByText('The draws could not be loaded.')).toBeInTheDocument();
    const keno = within(screen.getByRole('list', { name: 'Lottery: Draws' })).getByRole('button', { name: 'Play Keno' });
    expect(keno).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(keno).toHaveAccessibleDescription(/^Draw \d{8}-\d{3} Closes in/));
    expect(screen.queryByText('The draws could not be loaded.')).toBeNull();
  });

  it('shows the menu failure with a retry', async () => {
    demo.server.use(
      http.get(platform(calls.lotteryMenu.path), () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 }), {
        once: true,
      }),
    );
    await renderApp(<LotteryPage />, { route: '/m/lott' });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Lottery: Draws' })).toBeInTheDocument();
  });

  it('says so when there are no draws', async () => {
    demo.server.use(http.get(platform(calls.lotteryMenu.path), () => HttpResponse.json({ success: true, code: '0', message: '', value: { list: [] } })));
    await renderApp(<LotteryPage />, { route: '/m/lott' });
    expect(await screen.findByText('No lottery draws right now')).toBeInTheDocument();
  });
});
