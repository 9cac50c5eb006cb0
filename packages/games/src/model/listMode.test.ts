// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { beginState } from './beginPath';
import { filterHot, initialListState, listReducer, listRequest, nextPageParam, searchByName, type ListAction, type ListState } from './listMode';

const slots = () => initialListState(beginState('/m/slot-games'));
const run = (state: ListState, ...actions: ListAction[]) => actions.reduce(listReducer, state);

describe('game list data modes (spec 001 section 4)', () => {
  it('starts in all with the page category', () => {
    expect(listRequest(slots())).toEqual({ kind: 'games', gameType: 'RNG' });
  });

  it('a tab selects its mode and a second tap returns to all', () => {
    expect(run(slots(), { type: 'tab', tab: 'hot' }).mode).toBe('hot');
    expect(run(slots(), { type: 'tab', tab: 'recent' }).mode).toBe('recent');
    expect(run(slots(), { type: 'tab', tab: 'hot' }, { type: 'tab', tab: 'recent' }).mode).toBe('recent');
    expect(run(slots(), { type: 'tab', tab: 'hot' }, { type: 'tab', tab: 'hot' }).mode).toBe('all');
  });

  it('leaving a tab keeps a chosen filter', () => {
    const state = run(slots(), { type: 'classify', key: 'new' }, { type: 'tab', tab: 'recent' }, { type: 'tab', tab: 'recent' });
    expect(state.mode).toBe('filter');
    expect(listRequest(state)).toMatchObject({ kind: 'games', isNew: '1' });
  });

  it('hot mode does not fetch: it filters the preloaded hot games by type', () => {
    expect(listRequest(run(slots(), { type: 'tab', tab: 'hot' }))).toEqual({ kind: 'hot', gameType: 'RNG', vendor: undefined, gameName: '' });
  });

  it('selecting a hot or fav classify switches the mode', () => {
    expect(run(slots(), { type: 'classify', key: 'hot' }).mode).toBe('hot');
    expect(run(slots(), { type: 'classify', key: 'fav' }).mode).toBe('fav');
  });

  it('New and vendor classifies filter; clearing all filters returns to all', () => {
    const fresh = run(slots(), { type: 'classify', key: 'new' });
    expect(fresh.mode).toBe('filter');
    expect(listRequest(fresh)).toEqual({ kind: 'games', gameType: 'RNG', isNew: '1' });
    const jackpot = run(fresh, { type: 'classify', key: 'JACKPOT' });
    expect(listRequest(jackpot)).toEqual({ kind: 'games', gameType: 'RNG', gameClassify: 'JACKPOT' });
    const cleared = run(jackpot, { type: 'classify', key: 'all' });
    expect(cleared.mode).toBe('all');
    expect(listRequest(cleared)).toEqual({ kind: 'games', gameType: 'RNG' });
  });

  it('selecting a vendor clears the hot/fav classify and returns to all', () => {
    for (const from of [
      run(slots(), { type: 'classify', key: 'hot' }),
      run(slots(), { type: 'tab', tab: 'fav' }),
      run(slots(), { type: 'classify', key: 'new' }),
    ]) {
      const state = run(from, { type: 'vendor', vendor: 'PG' });
      expect(state.mode).toBe('all');
      expect(listRequest(state)).toEqual({ kind: 'games', gameType: 'RNG', vassalage: 'PG' });
    }
    expect(listRequest(run(slots(), { type: 'vendor', vendor: 'PG' }, { type: 'vendor', vendor: undefined }))).toEqual({ kind: 'games', gameType: 'RNG' });
  });

  it('recent and favourites page by the member lists with vendor and category', () => {
    const state = run(slots(), { type: 'vendor', vendor: 'JILI' }, { type: 'tab', tab: 'recent' });
    expect(listRequest(state)).toEqual({ kind: 'recent', gameType: 'RNG', vendor: 'JILI' });
    expect(listRequest(run(state, { type: 'tab', tab: 'fav' }))).toEqual({ kind: 'fav', gameType: 'RNG', vendor: 'JILI' });
  });

  it('a search names the list; in hot it filters locally, from recent or favourites it lists all games', () => {
    expect(listRequest(run(slots(), { type: 'search', gameName: ' dragon ' }))).toEqual({ kind: 'games', gameType: 'RNG', gameName: 'dragon' });
    expect(listRequest(run(slots(), { type: 'tab', tab: 'hot' }, { type: 'search', gameName: 'dragon' }))).toMatchObject({ kind: 'hot', gameName: 'dragon' });
    expect(run(slots(), { type: 'tab', tab: 'recent' }, { type: 'search', gameName: 'dragon' }).mode).toBe('all');
  });

  it('keeps the page classify of roulette and the vendor of in-house', () => {
    const roulette = initialListState(beginState('/m/roulette'));
    expect(listRequest(run(roulette, { type: 'vendor', vendor: 'EVO' }))).toEqual({ kind: 'games', gameType: 'LIVE', vassalage: 'EVO', gameClassify: 'ROU' });
    const inHouse = initialListState(beginState('/m/inHouse'));
    expect(listRequest(inHouse)).toEqual({ kind: 'games', gameType: 'RNG', vassalage: 'BGS' });
    expect(listRequest(run(inHouse, { type: 'tab', tab: 'fav' }))).toEqual({ kind: 'fav', gameType: 'RNG', vendor: 'BGS' });
  });

  it('the favourites page starts in fav mode over every category', () => {
    expect(listRequest(initialListState(beginState('/m/fav-games')))).toEqual({ kind: 'fav', gameType: undefined, vendor: undefined });
  });

  it('loads more while the page is below totalPages', () => {
    expect(nextPageParam(1, 18)).toBe(2);
    expect(nextPageParam(17, 18)).toBe(18);
    expect(nextPageParam(18, 18)).toBeUndefined();
    expect(nextPageParam(1, 0)).toBeUndefined();
  });
});

describe('local searches', () => {
  const games = [
    { gameName: 'Golden Dragon', gameType: 'RNG', vassalage: 'PG' },
    { gameName: 'dragon tiger 3', gameType: 'LIVE', vassalage: 'EVO' },
    { gameName: 'Lucky Koi', gameType: 'RNG', vassalage: 'JILI' },
  ];
  it('hot search is a case-insensitive substring and an empty query restores the list', () => {
    expect(searchByName(games, 'DRAGON').map((g) => g.gameName)).toEqual(['Golden Dragon', 'dragon tiger 3']);
    expect(searchByName(games, '  ')).toEqual(games);
  });
  it('hot mode filters by the page categories and vendor', () => {
    expect(filterHot(games, { gameType: 'RNG', gameName: '' }).map((g) => g.gameName)).toEqual(['Golden Dragon', 'Lucky Koi']);
    expect(filterHot(games, { gameType: 'RNG', vendor: 'JILI', gameName: '' }).map((g) => g.gameName)).toEqual(['Lucky Koi']);
  });
});
