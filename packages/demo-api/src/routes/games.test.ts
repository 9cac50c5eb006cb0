// @vitest-environment node
import * as calls from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE, GAMES_DEMO_PATH } from '@wl/api-client/protocol';
import type { FavouriteIdsValue, FavouriteListValue, HotGamesValue, LaunchValue, RecentListValue, WinnerBoardValue } from '@wl/api-client/protocol';
import { createDemoApp } from '../app';
import { GAME_CATEGORIES } from '../seed/types';
import { vendorName } from '../seed/vendors';
import type { VendorGameType } from '../seed/types';
import { call, loginToken, valueOf } from '../testing';
import type { GameListValue } from './games';

const gameList = async (query: string, merchant = 'WLDEMO', app = createDemoApp()) =>
  valueOf(await call<GameListValue>(app, `${calls.gameList.path}?merchant=${merchant}&clientType=2&platform=html5&${query}`, { merchant }));

/** Every game of a query, through all its pages. */
async function allGames(query: string, merchant = 'WLDEMO') {
  const app = createDemoApp();
  const first = await gameList(`${query}&pageNo=1&pageSize=200`, merchant, app);
  const games = [...first.games];
  for (let page = 2; page <= first.totalPages; page += 1) games.push(...(await gameList(`${query}&pageNo=${page}&pageSize=200`, merchant, app)).games);
  return games;
}

describe('game list', () => {
  it('has at least 620 RNG games and pages them by 35', async () => {
    const rng = await allGames('gameType=RNG');
    expect(rng.length).toBeGreaterThanOrEqual(620);
    expect(new Set(rng.map((g) => g.nodeId)).size).toBe(rng.length);

    const page1 = await gameList('gameType=RNG&pageNo=1&pageSize=35');
    expect(page1.games).toHaveLength(35);
    expect(page1.pageNum).toBe(1);
    expect(page1.totalPages).toBe(Math.ceil(rng.length / 35));
    const last = await gameList(`gameType=RNG&pageNo=${page1.totalPages}&pageSize=35`);
    expect(last.games).toHaveLength(rng.length - 35 * (page1.totalPages - 1));
    const beyond = await gameList(`gameType=RNG&pageNo=${page1.totalPages + 1}&pageSize=35`);
    expect(beyond.games).toEqual([]);
  });

  it('answers the game fields with absolute icon URLs', async () => {
    const [game] = (await gameList('gameType=RNG&pageSize=1')).games;
    expect(game).toMatchObject({
      gameId: expect.any(String),
      nodeId: expect.stringMatching(/^\d+$/),
      gameName: expect.any(String),
      gameType: 'RNG',
      vassalage: expect.any(String),
      supportPlay: expect.any(Boolean),
      isNew: expect.any(Boolean),
      minBet: expect.any(Number),
      minLine: expect.any(Number),
    });
    expect(game?.mobileLargeIcon).toBe(`http://localhost/demo-cdn/games/${game?.vassalage}/${game?.gameId}.svg`);
    expect(game?.iconUrl).toBe(game?.mobileLargeIcon);
  });

  it('has 30 to 80 games in LIVE, PVP and FISH and a few lobby entries in the vendor-tile categories', async () => {
    for (const type of ['LIVE', 'PVP', 'FISH']) {
      const games = await allGames(`gameType=${type}`);
      expect(games.length, type).toBeGreaterThanOrEqual(30);
      expect(games.length, type).toBeLessThanOrEqual(80);
    }
    for (const type of ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT']) {
      const games = await allGames(`gameType=${type}`);
      expect(games.length, type).toBeGreaterThan(0);
      expect(games.length, type).toBeLessThan(12);
    }
  });

  it('searches names case-insensitively', async () => {
    const games = await allGames('gameType=RNG&gameName=DRAGON');
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) expect(g.gameName.toLowerCase()).toContain('dragon');
    expect((await gameList('gameName=zzzz-no-such-game')).totalPages).toBe(0);
  });

  it('filters by vendor, isNew, classify, minBet and minLine', async () => {
    const pg = await allGames('gameType=RNG&vassalage=PG');
    expect(pg.length).toBeGreaterThan(50);
    expect(pg.every((g) => g.vassalage === 'PG')).toBe(true);

    const fresh = await allGames('gameType=RNG&isNew=1');
    expect(fresh.length).toBeGreaterThan(10);
    expect(fresh.every((g) => g.isNew)).toBe(true);
    expect(await allGames('gameType=RNG&gameClassify=new')).toEqual(fresh);

    const roulette = await allGames('gameType=LIVE&gameClassify=ROU');
    const baccarat = await allGames('gameType=LIVE&gameClassify=BAC');
    expect(roulette.length).toBeGreaterThan(0);
    expect(baccarat.length).toBeGreaterThan(0);
    expect(roulette.every((g) => g.gameClassify === 'ROU')).toBe(true);

    const inHouse = await allGames('gameType=RNG&vassalage=BGS');
    expect(inHouse.length).toBeGreaterThan(20);

    const cheap = await allGames('gameType=RNG&minBet=0.1');
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((g) => g.minBet === 0.1)).toBe(true);
    const ways = await allGames('gameType=RNG&minLine=243');
    expect(ways.every((g) => g.minLine === 243)).toBe(true);
  });

  it('flags about 40 hot games', async () => {
    const hot = await allGames('gameClassify=hot');
    expect(hot).toHaveLength(40);
  });

  it('refuses a bad page', async () => {
    const result = await call(createDemoApp(), `${calls.gameList.path}?pageNo=0`);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: ERROR_CODE.validation });
  });
});

describe('vendor game types', () => {
  it('lists every category in server order with its vendors, the in-house vendor and the live classifies', async () => {
    const app = createDemoApp();
    const types = valueOf(await call<VendorGameType[]>(app, `${calls.vendorGameTypes.path}?typeId=1`));
    expect(types.map((t) => t.gameCategory)).toEqual([...GAME_CATEGORIES]);
    for (const t of types) expect(t.vendorNames.length, t.gameCategory).toBeGreaterThanOrEqual(2);
    const rng = types.find((t) => t.gameCategory === 'RNG');
    expect(rng?.vendorNames).toContainEqual({ vassalage: 'BGS', displayName: 'BGS Originals', accountType: 'INHOUSE' });
    const live = types.find((t) => t.gameCategory === 'LIVE');
    const keys = live?.mapping[0]?.gameClassify.map((k) => k.key);
    expect(keys).toEqual(expect.arrayContaining(['ROU', 'BAC']));
    expect(live?.mapping[0]?.gameClassify.find((k) => k.key === 'ROU')?.vendors.length).toBeGreaterThan(0);

    const gls = valueOf(await call<VendorGameType[]>(app, `${calls.vendorGameTypesGls.path}?typeId=1`));
    expect(gls).toEqual(types);
  });

  it('gives LOTUS the Vietnamese lottery vendors and others not', async () => {
    const app = createDemoApp();
    const vendorsOf = async (merchant: string) =>
      valueOf(await call<VendorGameType[]>(app, `${calls.vendorGameTypes.path}?typeId=1`, { merchant }))
        .find((t) => t.gameCategory === 'LOTT')
        ?.vendorNames.map((v) => v.vassalage);
    expect(await vendorsOf('LOTUS')).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA']));
    expect(await vendorsOf('WLDEMO')).not.toContain('TCG_LOTTO_VN');
  });
});

describe('seed', () => {
  it('is deterministic for the same merchant and differs between merchants', async () => {
    const a = await gameList('gameType=RNG&pageSize=50', 'SOL');
    const b = await gameList('gameType=RNG&pageSize=50', 'SOL');
    expect(a).toEqual(b);
    const c = await gameList('gameType=RNG&pageSize=50', 'LOTUS');
    expect(c.games.map((g) => g.nodeId)).not.toEqual(a.games.map((g) => g.nodeId));
  });

  it('serves any merchant code with the default profile', async () => {
    const app = createDemoApp();
    const merchant = 'BRAND_NEW_42';
    const games = valueOf(await call<GameListValue>(app, `${calls.gameList.path}?gameType=FISH`, { merchant }));
    expect(games.games.length).toBeGreaterThan(0);
    const token = await loginToken(app, 'demo', merchant);
    const wallet = valueOf(await call<{ sumBalance: number; currencySymbol: string }>(app, calls.wallet.path, { merchant, token }));
    expect(wallet.currencySymbol).toBe('$');
  });

  it('takes the merchant from the query when the header is absent, and the header wins', async () => {
    const app = createDemoApp();
    const byQuery = await call<GameListValue>(app, `${calls.gameList.path}?merchant=LOTUS&gameType=LOTT&pageSize=50`, { merchant: null });
    expect(valueOf(byQuery).games.some((g) => g.vassalage === 'TCG_LOTTO_VN')).toBe(true);
    const headerWins = await call<GameListValue>(app, `${calls.gameList.path}?merchant=LOTUS&gameType=LOTT&pageSize=50`, { merchant: 'WLDEMO' });
    expect(valueOf(headerWins).games.some((g) => g.vassalage === 'TCG_LOTTO_VN')).toBe(false);
  });
});

describe('generated images', () => {
  it('serves game icons as cacheable SVG', async () => {
    const app = createDemoApp();
    const [game] = (await gameList('gameType=RNG&pageSize=1', 'WLDEMO', app)).games;
    const response = await app.request(new URL(game?.iconUrl ?? '').pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toContain('max-age');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 200 200"/);
    expect(svg).toContain(`>${vendorName('RNG', game!.vassalage)}</text>`);
    expect((await app.request('/demo-cdn/games/PG/no-such-game.svg')).status).toBe(404);
  });

  it("labels a game icon with its vendor's name, not the vendor code", async () => {
    const app = createDemoApp();
    const games = (await gameList('gameType=LOTT&pageSize=50', 'LOTUS', app)).games;
    const labels = await Promise.all(
      games.map(async (game) => /<text[^>]*>([^<]*)<\/text>\s*<\/svg>$/.exec(await (await app.request(new URL(game.iconUrl ?? '').pathname)).text())?.[1]),
    );
    expect(labels).toContain('Vietnam Lottery');
    expect(labels).toContain('TCG Lottery');
    for (const code of ['TCG_LOTTO_VN', 'TCG_SEA', 'TCG', 'LOTT']) expect(labels).not.toContain(code);
  });

  it('serves banner images', async () => {
    const response = await createDemoApp().request('/demo-cdn/banners/1001.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain('viewBox="0 0 750 300"');
  });
});

describe('hot games, favourites, recents, launch and winners', () => {
  const at = (path: string, query = '') => `${path}?merchant=WLDEMO${query}`;

  it('answers the 40 hot games without a session', async () => {
    const hot = valueOf(await call<HotGamesValue>(createDemoApp(), at(calls.hotGames.path, '&isPlatform=2&platform=html5')));
    expect(hot.list).toHaveLength(40);
    expect(hot.list[0]?.iconUrl).toMatch(/^http:\/\/localhost\/demo-cdn\/games\//);
  });

  it('needs a session for favourites and recents', async () => {
    const app = createDemoApp();
    for (const path of [calls.favouriteIds.path, calls.favouriteList.path, calls.recentList.path]) {
      const result = await call(app, path);
      expect(result.status, path).toBe(401);
      expect(result.body).toMatchObject({ code: ERROR_CODE.sessionExpired });
    }
  });

  it('adds a favourite once, lists it newest first, filters by type and removes it', async () => {
    const app = createDemoApp();
    const token = await loginToken(app);
    const [slot, live] = [
      (await gameList('gameType=RNG&pageSize=1', 'WLDEMO', app)).games[0]!,
      (await gameList('gameType=LIVE&pageSize=1', 'WLDEMO', app)).games[0]!,
    ];
    for (const game of [slot, live, slot]) {
      const added = await call(app, calls.favouriteAdd.path, { method: 'POST', token, body: { nodeId: game.nodeId, vendor: game.vassalage } });
      expect(added.status).toBe(200);
    }
    expect(valueOf(await call<FavouriteIdsValue>(app, calls.favouriteIds.path, { token })).list).toEqual([live.nodeId, slot.nodeId]);
    const slots = valueOf(await call<FavouriteListValue>(app, `${calls.favouriteList.path}?gameType=RNG&pageNo=1&pageSize=15`, { token }));
    expect(slots.content.map((g) => g.nodeId)).toEqual([slot.nodeId]);
    expect(slots).toMatchObject({ pageNum: 1, totalPages: 1 });

    await call(app, `${calls.favouriteRemove.path}?nodeId=${slot.nodeId}&vendor=${slot.vassalage}`, { method: 'DELETE', token });
    expect(valueOf(await call<FavouriteIdsValue>(app, calls.favouriteIds.path, { token })).list).toEqual([live.nodeId]);
    const unknown = await call(app, calls.favouriteAdd.path, { method: 'POST', token, body: { nodeId: 'nope', vendor: 'PG' } });
    expect(unknown.status).toBe(404);
    const malformed = await call(app, calls.favouriteAdd.path, { method: 'POST', token, body: { nodeId: 7, vendor: 'PG' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: ERROR_CODE.validation, value: { field: 'body.nodeId' } });
  });

  it('keeps recent games newest first without duplicates', async () => {
    const app = createDemoApp();
    const token = await loginToken(app);
    const [a, b] = (await gameList('gameType=RNG&pageSize=2', 'WLDEMO', app)).games;
    for (const game of [a!, b!, a!]) await call(app, `${calls.recentAdd.path}?nodeId=${game.nodeId}`, { token });
    const recent = valueOf(await call<RecentListValue>(app, `${calls.recentList.path}?page=1&pageSize=35&clientType=2`, { token }));
    expect(recent.list.map((g) => g.nodeId)).toEqual([a!.nodeId, b!.nodeId]);
    expect(recent.totalPages).toBe(1);
  });

  it('launches a game and a lottery lobby to the demo game page, never with the token in the URL', async () => {
    const app = createDemoApp();
    const token = await loginToken(app);
    const [game] = (await gameList('gameType=RNG&pageSize=1', 'WLDEMO', app)).games;
    const launched = valueOf(
      await call<LaunchValue>(
        app,
        `${calls.launchGame.path}?gameCategory=RNG&vendor=${game!.vassalage}&gameId=${game!.gameId}&nodeId=${game!.nodeId}&freePlay=0`,
        { token },
      ),
    );
    const url = new URL(launched.url);
    expect(url.pathname).toBe(GAMES_DEMO_PATH.gamePage);
    expect(url.searchParams.get('name')).toBe(game!.gameName);
    expect(launched.url).not.toContain(token);
    const page = await app.request(`${url.pathname}${url.search}`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain(`<h1>${game!.gameName.replace(/&/g, '&#38;').replace(/'/g, '&#39;')}</h1>`);

    const lottery = valueOf(await call<LaunchValue>(app, `${calls.launchGame.path}?vendor=TCG_SEA&gameCode=lobby&prizeMode=SEA`, { token }));
    expect(new URL(lottery.url).searchParams.get('prizeMode')).toBe('SEA');
    expect((await call(app, `${calls.launchGame.path}?vendor=PG&nodeId=1`)).status).toBe(401);
    expect((await call(app, `${calls.launchGame.path}?vendor=PG&nodeId=nope`, { token })).status).toBe(404);
  });

  it('answers at most limitNum winners with the merchant currency', async () => {
    const board = valueOf(await call<WinnerBoardValue>(createDemoApp(), `${calls.winnerBoard.path}?limitNum=20&language=en`, { merchant: 'SOL' }));
    expect(board.list).toHaveLength(20);
    expect(board.list[0]?.vo).toMatchObject({
      gameName: expect.any(String),
      customerName: expect.any(String),
      winAmount: expect.stringMatching(/^\d+\.\d{2}$/),
      currencySymbol: 'R$',
    });
  });
});

describe('vendor icons', () => {
  it('serves an icon per vendor code and colour suffix', async () => {
    const app = createDemoApp();
    const icon = await app.request('/demo-cdn/vendors/PG-dark.svg');
    expect(icon.status).toBe(200);
    expect(await icon.text()).toContain('>PG Soft</text>');
    expect((await app.request('/demo-cdn/vendors/NOPE-dark.svg')).status).toBe(404);
    expect((await app.request('/demo-cdn/vendors/PG-blue.svg')).status).toBe(404);
  });
});
