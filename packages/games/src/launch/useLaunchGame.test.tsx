import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { platformNavigation } from '@wl/api-client';
import * as calls from '@wl/api-client/catalogue';
import { HOSTILE_PLATFORM_URLS } from '@wl/api-client/hostile-urls';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../gamesApi';
import { LaunchGamePage } from './LaunchGamePage';
import { useLaunchGame } from './useLaunchGame';

configure({ asyncUtilTimeout: 8000 });
const demo = startDemoPlatform();

const SLOT: Game = { gameId: '', gameName: 'Slot', gameType: 'RNG', vassalage: 'PG', nodeId: '', supportPlay: true };
const LOTTO: Game = { ...SLOT, gameName: 'Lotto', gameType: 'LOTT', vassalage: 'LOTT' };
const SEA: Game = { ...SLOT, gameName: 'SEA Lottery', gameType: 'LOTT', vassalage: 'TCG_SEA' };
const FAILED = 'The game could not be opened. Please try again.';
const popupWindow = () => ({ opener: {}, closed: false, location: { href: '' }, close: vi.fn() });

/** The launchers answer `url` (a value the test changes between taps). */
function answerLaunchWith(answer: { url: string }) {
  const value = () => HttpResponse.json({ success: true, code: '0', message: '', value: { url: answer.url } });
  demo.server.use(http.get(`*${calls.launchGame.path}`, value), http.get(`*${calls.launchFallback.path}`, value));
}

function LaunchButton({ game }: { game: Game }) {
  const { launch, prompt } = useLaunchGame();
  return (
    <>
      <button onClick={() => launch(game)}>Play</button>
      {prompt}
    </>
  );
}

async function firstSlot(): Promise<Game> {
  const response = await demo.app.request('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', { headers: { Merchant: 'WLDEMO' } });
  return ((await response.json()) as { value: { games: Game[] } }).value.games[0]!;
}

describe('useLaunchGame', () => {
  it('sends a guest to /m/login', async () => {
    await renderApp(<LaunchButton game={SLOT} />, { route: '/m/slot-games' });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  });

  it('opens a slot in a new window with the launch URL and records it as recent', async () => {
    const slot = await firstSlot();
    const popup = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const session = await demoSession(demo.app);
    await renderApp(<LaunchButton game={slot} />, { route: '/m/slot-games', session });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.location.href).toContain('/__demo/game?'));
    expect(new URL(popup.location.href).searchParams.get('name')).toBe(slot.gameName);
    expect(popup.opener).toBeNull();
    await waitFor(async () => {
      const recent = await demo.app.request('/wps/relay/GCS_recentGame', { headers: { Merchant: 'WLDEMO', Token: session.token } });
      expect(((await recent.json()) as { value: { list: Game[] } }).value.list.map((g) => g.nodeId)).toEqual([slot.nodeId]);
    });
  });

  it('says the popup was blocked and offers to open the game here', async () => {
    const slot = await firstSlot();
    vi.spyOn(window, 'open').mockReturnValue(null);
    await renderApp(<LaunchButton game={slot} />, { route: '/m/slot-games', session: await demoSession(demo.app) });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByText('Popup blocked. Please allow popups and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open here' })).toBeInTheDocument();
  });

  it('sends LOTT to the launch page in trad mode', async () => {
    await renderApp(<LaunchButton game={LOTTO} />, { route: '/m/lott', session: await demoSession(demo.app) });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/launchGame'));
  });

  it('opens the game through the fallback launcher when the launcher fails on the platform side', async () => {
    const slot = await firstSlot();
    const popup = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    demo.server.use(
      http.get(`http://localhost${calls.launchGame.path}`, () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 }), {
        once: true,
      }),
    );
    await renderApp(<LaunchButton game={slot} />, { route: '/m/slot-games', session: await demoSession(demo.app) });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(popup.location.href).toContain('/__demo/game?'));
    const url = new URL(popup.location.href);
    expect(url.searchParams.get('name')).toBe(slot.gameName);
    expect(url.searchParams.get('launcher')).toBe('fallback');
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('does not try the fallback for a refusal about the game, and says the launch failed', async () => {
    const popup = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const fallback = vi.fn();
    demo.server.use(
      http.get(`http://localhost${calls.launchFallback.path}`, () => {
        fallback();
        return HttpResponse.json({ success: true, code: '0', message: '', value: { url: 'http://localhost/__demo/game?vendor=PG' } });
      }),
    );
    // the demo platform answers 404 for a game it does not know
    await renderApp(<LaunchButton game={{ ...SLOT, nodeId: 'nope' }} />, { route: '/m/slot-games', session: await demoSession(demo.app) });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByText('The game could not be opened. Please try again.')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('opens no launch URL the site refuses: the blank window closes and the player is told', async () => {
    const answer = { url: '' };
    answerLaunchWith(answer);
    const popups: ReturnType<typeof popupWindow>[] = [];
    vi.spyOn(window, 'open').mockImplementation(() => {
      popups.push(popupWindow());
      return popups.at(-1) as unknown as Window;
    });
    const assign = vi.spyOn(platformNavigation, 'assign').mockImplementation(() => undefined);
    await renderApp(<LaunchButton game={await firstSlot()} />, { route: '/m/slot-games', session: await demoSession(demo.app) });
    const play = await screen.findByRole('button', { name: 'Play' });
    // a sample of the hostile list per tap (each tap is a launch call); platformUrl.test.ts refuses every value
    for (const hostile of [
      'java\tscript:alert(1)',
      '%6a%61vascript:alert(1)',
      'https:evil.example/game',
      'https://user@evil.example/',
      'http://evil.example/game',
      '/m/home',
    ]) {
      answer.url = hostile;
      await userEvent.click(play);
      await waitFor(() => expect(popups.at(-1)!.close).toHaveBeenCalled());
      expect(popups.at(-1)!.location.href).toBe('');
    }
    expect(screen.getAllByText(FAILED).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Open here' })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens a lottery lobby in this tab only when its URL is accepted', async () => {
    const answer = { url: HOSTILE_PLATFORM_URLS[0]! };
    answerLaunchWith(answer);
    const assign = vi.spyOn(platformNavigation, 'assign').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open');
    await renderApp(<LaunchButton game={SEA} />, { route: '/m/lott', session: await demoSession(demo.app) });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    answer.url = 'http://localhost/__demo/game?vendor=TCG_SEA';
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/__demo/game?vendor=TCG_SEA'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a blocked game here through the same rule', async () => {
    const answer = { url: 'https://games.example/play?id=1' };
    answerLaunchWith(answer);
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(platformNavigation, 'assign').mockImplementation(() => undefined);
    await renderApp(<LaunchButton game={await firstSlot()} />, { route: '/m/slot-games', session: await demoSession(demo.app) });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open here' }));
    expect(assign).toHaveBeenCalledWith('https://games.example/play?id=1');
  });
});

describe('LaunchGamePage', () => {
  const route = '/m/launchGame?vendor=LOTT&playType=trad&prize_mode=LOTT&code=lobby&pageBack=home';

  it('replaces itself with the lottery, or says the game could not be opened when its URL is refused', async () => {
    const answer = { url: 'data:text/html,<script>alert(1)</script>' };
    answerLaunchWith(answer);
    const replace = vi.spyOn(platformNavigation, 'replace').mockImplementation(() => undefined);
    await renderApp(<LaunchGamePage />, { route, session: await demoSession(demo.app) });
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    answer.url = 'JavaScript:alert(1)';
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText(FAILED)).toBeInTheDocument());
    expect(replace).not.toHaveBeenCalled();
    answer.url = 'http://localhost/__demo/game?vendor=LOTT&code=lobby';
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('http://localhost/__demo/game?vendor=LOTT&code=lobby'));
    expect(replace).toHaveBeenCalledTimes(1);
  });
  it("says so when the player's own loss limit for the day is reached (player protection), and opens nothing", async () => {
    const slot = await firstSlot();
    const popup = popupWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const session = await demoSession(demo.app, 'demo1');
    const headers = { Merchant: 'WLDEMO', Token: session.token, 'Content-Type': 'application/json' };
    await demo.app.request(calls.updateProtectionLimits.path, { method: 'POST', headers, body: JSON.stringify({ limits: [{ kind: 'lossDay', value: '50' }] }) });
    await demo.app.request('/__demo/protection/play', { method: 'POST', headers, body: JSON.stringify({ account: 'demo1', stake: '60.00' }) });
    await renderApp(<LaunchButton game={slot} />, { route: '/m/slot-games', session });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByText(/^You have reached your loss limit for today\. Play again after .+\.$/)).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });
});
