import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimRedRain, redRainRounds, type RedRainRoundsValue } from '@wl/api-client/catalogue';
import { HEADER } from '@wl/api-client/protocol';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { RedRainPage } from './RedRainPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const claims = () => requests.filter((r) => r.method === 'POST' && r.pathname === claimRedRain.path);

/** Starts a round on the demo platform (its demo-only control), `inMs` from now and `lengthMs` long. */
async function startRound(inMs: number, lengthMs = 5_000): Promise<string> {
  const answer = await demo.app.request(`/__demo/redRain/start?merchant=WLDEMO&inMs=${inMs}&lengthMs=${lengthMs}`, { method: 'POST' });
  return ((await answer.json()) as { value: { roundId: string }[] }).value[0]!.roundId;
}

/** What the demo platform recorded for the member's claim of the round. */
async function recordedClaim(token: string, roundId: string) {
  const answer = await demo.app.request(redRainRounds.path, { headers: { [HEADER.merchant]: 'WLDEMO', [HEADER.token]: token } });
  return ((await answer.json()) as { value: RedRainRoundsValue }).value.rounds.find((r) => r.roundId === roundId)?.claim ?? null;
}

/** The result a player should read for an amount: a win with the amount, or the empty packets. */
// the accessible name keeps the no-break space that holds the symbol to its amount
const resultText = (amount: string) => (amount === '0.00' ? 'Empty this time' : `You won $\u00a0${amount}`);

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function renderPage(account = 'demo') {
  const session = await demoSession(demo.app, account);
  await renderApp(<RedRainPage />, { route: '/m/redRain', session });
  return session;
}

describe('RedRainPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts down, lets the player tap falling packets, then claims what was caught once, with the result', async () => {
    // a short round in real time (the clock itself is tested with fake timers in round.test.ts)
    preferReducedMotion(false);
    const roundId = await startRound(2_000, 2_000);
    const { token } = await renderPage();
    expect(await screen.findByRole('heading', { name: 'Next round in' })).toBeInTheDocument();
    expect(screen.getByTestId('red-rain-countdown')).toHaveTextContent(/^00:0[12]$/);
    expect(screen.getByText('Entries left today: 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('24 packets in 2 s')).toBeInTheDocument();

    const field = await screen.findByRole('group', { name: 'Falling red packets' }, { timeout: 3_000 });
    const packets = within(field).getAllByRole('button', { name: 'Red packet' });
    expect(packets.length).toBeGreaterThan(10);
    fireEvent.pointerDown(packets[0]!);
    fireEvent.click(packets[0]!); // the same tap's click counts nothing more
    fireEvent.pointerDown(packets[1]!);
    fireEvent.click(packets[2]!); // from the keyboard
    expect(screen.getByText(/^Caught:/)).toHaveTextContent('Caught: 3');
    expect(within(field).getAllByRole('button', { name: 'Red packet' })).toHaveLength(packets.length - 3);
    expect(claims()).toHaveLength(0);

    const claim = await recordedClaimWhenSent(token, roundId);
    expect(await screen.findByRole('heading', { name: resultText(claim.amount) })).toBeInTheDocument();
    expect(claim.packets).toBe(3);
    expect(claims()).toHaveLength(1);
    expect(await claims()[0]!.request.json()).toEqual({ roundId, packets: 3 });
  });

  it('with reduced motion shows a still round with one button that opens a packet, once however many taps', async () => {
    preferReducedMotion(true);
    const roundId = await startRound(0, 20_000);
    const { token } = await renderPage();
    expect(await screen.findByRole('heading', { name: 'A round is on' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Falling red packets' })).not.toBeInTheDocument();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Open a packet' }));
    const claim = await recordedClaimWhenSent(token, roundId);
    expect(await screen.findByRole('heading', { name: resultText(claim.amount) })).toBeInTheDocument();
    expect(claims()).toHaveLength(1);
    expect(claim.packets).toBe(1);
    // the next round: the scheduled one, counted down
    await userEvent.click(screen.getByRole('button', { name: 'Next round' }));
    expect(await screen.findByRole('heading', { name: 'Next round in' })).toBeInTheDocument();
    expect(await screen.findByText('Entries left today: 2 of 3')).toBeInTheDocument();
  });

  it('after a claim that got no answer, reads the rounds and shows what was credited, sending nothing again', async () => {
    preferReducedMotion(true);
    demo.server.use(
      http.post(`*${claimRedRain.path}`, async ({ request }) => {
        await demo.app.fetch(request.clone()); // carried out, its answer lost
        return HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 504 });
      }),
    );
    const roundId = await startRound(0, 20_000);
    const { token } = await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Open a packet' }));
    const claim = await recordedClaimWhenSent(token, roundId);
    expect(await screen.findByRole('heading', { name: resultText(claim.amount) })).toBeInTheDocument();
    expect(claims()).toHaveLength(1);
  });

  it('when the claim is neither answered nor recorded, says so; "Try again" sends the same key and credits once', async () => {
    preferReducedMotion(true);
    let lost = true;
    demo.server.use(
      http.post(`*${claimRedRain.path}`, async ({ request }) => {
        if (!lost) return demo.app.fetch(request.clone());
        lost = false; // the first never reached the platform
        return HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 504 });
      }),
    );
    const roundId = await startRound(0, 20_000);
    const { token } = await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Open a packet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm your claim.');
    expect(screen.queryByRole('button', { name: 'Next round' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const claim = await recordedClaimWhenSent(token, roundId);
    expect(await screen.findByRole('heading', { name: resultText(claim.amount) })).toBeInTheDocument();
    const keys = claims().map((r) => r.request.headers.get(HEADER.idempotencyKey));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('with no entries left today says so and offers no round', async () => {
    preferReducedMotion(true);
    const { token } = await demoSession(demo.app, 'demo');
    for (let i = 0; i < 3; i += 1) {
      const roundId = await startRound(0);
      await demo.app.request(claimRedRain.path, {
        method: 'POST',
        headers: { [HEADER.merchant]: 'WLDEMO', [HEADER.token]: token, [HEADER.idempotencyKey]: `k${i}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ roundId, packets: 1 }),
      });
    }
    await renderPage();
    expect(await screen.findByText('You have used all 3 entries for today')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open a packet' })).not.toBeInTheDocument();
  });

  it('sends a guest to log in', async () => {
    await renderApp(<RedRainPage />, { route: '/m/redRain' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  });

  it('refuses a trial account with the free_reject notice and sends it home, asking nothing of the platform', async () => {
    await renderApp(<RedRainPage />, { route: '/m/redRain', session: await demoSession(demo.app, 'trial') });
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(requests.filter((r) => r.pathname === redRainRounds.path)).toHaveLength(0);
  });
});

/** The demo's record of the member's claim, once the page has sent it. */
async function recordedClaimWhenSent(token: string, roundId: string) {
  await vi.waitFor(() => expect(claims().length).toBeGreaterThan(0), { timeout: 5_000 });
  let claim: Awaited<ReturnType<typeof recordedClaim>> = null;
  await vi.waitFor(
    async () => {
      claim = await recordedClaim(token, roundId);
      expect(claim).not.toBeNull();
    },
    { timeout: 5_000 },
  );
  return claim!;
}
