// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Game } from '../gamesApi';
import { launchPageQuery, launchRoute, shouldUseFallbackLauncher, type LaunchContext } from './launch';

const game = (vassalage: string, extra: Partial<Game> = {}): Game => ({
  gameId: 'g-1',
  gameName: 'Game',
  gameType: 'RNG',
  vassalage,
  nodeId: '100001',
  supportPlay: true,
  ...extra,
});
const member: LaunchContext = { loggedIn: true, freePlay: false, prizeMode: 'Elott' };

describe('launch routing (spec 001 section 4)', () => {
  it('sends a guest to /m/login', () => {
    expect(launchRoute(game('PG'), { ...member, loggedIn: false })).toEqual({ kind: 'login' });
    expect(launchRoute(game('LOTT', { gameType: 'LOTT' }), { ...member, loggedIn: false })).toEqual({ kind: 'login' });
  });

  it('launches other vendors through the generic launcher with category, vendor, game id, node id and free play', () => {
    expect(launchRoute(game('PG'), member)).toEqual({
      kind: 'generic',
      query: { gameCategory: 'RNG', vendor: 'PG', gameId: 'g-1', nodeId: '100001', freePlay: 0 },
    });
    expect(launchRoute(game('PG'), { ...member, freePlay: true })).toMatchObject({ query: { freePlay: 1 } });
    expect(launchRoute(game('TCG', { gameType: 'LOTT' }), member)).toMatchObject({ kind: 'generic' });
  });

  it('sends LOTT and ELOTT to the launch page in trad mode, ent when the lotto mode has Entertainment', () => {
    expect(launchRoute(game('LOTT', { gameType: 'LOTT' }), member)).toEqual({
      kind: 'launchPage',
      path: '/m/launchGame?vendor=LOTT&playType=trad&prize_mode=Elott&code=lobby&pageBack=home',
    });
    const ent = launchRoute(game('ELOTT', { gameType: 'ELOTT', gameClassifyNew: 'K3' }), {
      ...member,
      prizeMode: 'Lott',
      lottoMode: ['Tradition', 'Entertainment'],
    });
    expect(ent).toEqual({ kind: 'launchPage', path: '/m/launchGame?vendor=ELOTT&playType=ent&prize_mode=Lott&code=K3&pageBack=home' });
  });

  it('launches TCG_LOTTO_VN and TCG_SEA lobbies through the lottery launcher, SEA prize mode for TCG_SEA', () => {
    expect(launchRoute(game('TCG_LOTTO_VN', { gameType: 'LOTT' }), member)).toEqual({
      kind: 'lottery',
      query: { vendor: 'TCG_LOTTO_VN', gameCode: 'lobby', prizeMode: 'Elott' },
    });
    expect(launchRoute(game('TCG_SEA', { gameType: 'LOTT' }), member)).toEqual({
      kind: 'lottery',
      query: { vendor: 'TCG_SEA', gameCode: 'lobby', prizeMode: 'SEA' },
    });
  });

  it('reads the launch page query back into a lottery launch', () => {
    expect(launchPageQuery('?vendor=LOTT&playType=trad&prize_mode=Elott&code=lobby&pageBack=home')).toEqual({
      vendor: 'LOTT',
      gameCode: 'lobby',
      prizeMode: 'Elott',
      playType: 'trad',
    });
    expect(launchPageQuery('?playType=trad')).toBeUndefined();
  });
});

describe('fallback launcher (decision 021)', () => {
  it('is tried when the platform failed on its side or the network dropped the call', () => {
    expect(shouldUseFallbackLauncher({ status: 500, code: 'server.error' })).toBe(true);
    expect(shouldUseFallbackLauncher({ status: 0, code: 'network.error' })).toBe(true);
  });

  it('is not tried for an answer about the player or the game, nor after a timeout', () => {
    for (const [status, code] of [
      [401, 'session.expired'],
      [403, 'free_reject'],
      [404, 'not.found'],
      [400, 'validation.failed'],
      [503, 'system.maintenance'],
      [0, 'network.timeout'],
    ] as const) {
      expect(shouldUseFallbackLauncher({ status, code }), code).toBe(false);
    }
  });
});
