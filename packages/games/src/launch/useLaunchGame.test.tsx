import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as calls from '@wl/api-client/catalogue';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../gamesApi';
import { useLaunchGame } from './useLaunchGame';

configure({ asyncUtilTimeout: 8000 });
const demo = startDemoPlatform();

const SLOT: Game = { gameId: '', gameName: 'Slot', gameType: 'RNG', vassalage: 'PG', nodeId: '', supportPlay: true };
const LOTTO: Game = { ...SLOT, gameName: 'Lotto', gameType: 'LOTT', vassalage: 'LOTT' };

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
});
