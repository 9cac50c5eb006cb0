// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { beginState } from './beginPath';

describe('begin-path mapping (spec 001 section 2)', () => {
  it.each([
    ['/m/slot-games', { gameType: 'RNG' }],
    ['/m/live-games', { gameType: 'LIVE' }],
    ['/m/poker-games', { gameType: 'PVP' }],
    ['/m/fishing-games', { gameType: 'FISH' }],
    ['/m/sport-games', { gameType: 'SPORTS,COCKFIGHT' }],
    ['/m/esport-games', { gameType: 'ESPORTS' }],
    ['/m/lott', { gameType: 'LOTT' }],
    ['/m/elott', { gameType: 'ELOTT' }],
    ['/m/roulette', { gameType: 'LIVE', classify: 'ROU' }],
    ['/m/baccarat', { gameType: 'LIVE', classify: 'BAC' }],
  ])('%s lists %o in all mode', (path, expected) => {
    expect(beginState(path)).toEqual({ ...expected, mode: 'all', kind: 'category' });
  });

  it('in-house is RNG with vendor BGS; favourites start in fav mode', () => {
    expect(beginState('/m/inHouse')).toEqual({ gameType: 'RNG', vendor: 'BGS', mode: 'all', kind: 'inHouse' });
    expect(beginState('/m/fav-games/')).toMatchObject({ mode: 'fav', kind: 'fav' });
  });

  it('any other path uses the gameType query, else RNG', () => {
    expect(beginState('/m/gameList', '?gameType=fish')).toMatchObject({ gameType: 'FISH', mode: 'all' });
    expect(beginState('/m/gameList', '?gameType=bogus')).toMatchObject({ gameType: 'RNG' });
    expect(beginState('/m/gameCenter')).toMatchObject({ gameType: 'RNG' });
  });
});
