import { Hono } from 'hono';
import {
  favouriteAdd,
  favouriteIds,
  favouriteList,
  favouriteRemove,
  gameList,
  hotGames,
  launchFallback,
  launchGame,
  rankList,
  recentAdd,
  recentList,
  vendorGameTypes,
  vendorGameTypesGls,
  winnerBoard,
} from '@wl/api-client/catalogue';
import { ERROR_CODE, GAMES_DEMO_PATH } from '@wl/api-client/protocol';
import type {
  FavouriteIdsValue,
  FavouriteListValue,
  HotGamesValue,
  LaunchValue,
  RankListValue,
  RecentListValue,
  WinnerBoardValue,
} from '@wl/api-client/protocol';
import { absoluteUrl, fail, ok, positiveInt, svgResponse } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { currentMember } from '../middleware';
import { serve } from '../serve';
import type { DemoGame } from '../seed/types';
import { rankPlayers } from '../seed/games';
import { decimalOf } from '../cents';
import { VENDOR_CATALOGUE } from '../seed/vendors';
import { gameIconSvg } from '../svg';
import { lotteryRoutes } from './games-lottery';
import { launchRefusal } from './protection';

/** Default and largest page size of the game list (spec 001 section 9: list pages use 35). */
export const GAME_PAGE_SIZE = 35;
export const MAX_GAME_PAGE_SIZE = 200;
/** A member keeps at most this many favourites (spec 001 section 9: the id fetch is 100). */
export const MAX_FAVOURITES = 100;
/** Recent games kept per member. */
export const MAX_RECENTS = 50;
/** Winners answered when limitNum is absent, and the most answered. */
export const WINNER_LIMIT = 20;
export const MAX_WINNER_LIMIT = 50;
/** Ranked games answered when limitNum is absent, and the most answered. */
export const RANK_LIMIT = 10;
export const MAX_RANK_LIMIT = 50;
/** Categories ranked when no gameType is asked: those with game lists (vendor lobbies are not ranked). */
const RANKED_TYPES = ['RNG', 'LIVE', 'PVP', 'FISH'];

export interface GameListValue {
  games: DemoGame[];
  pageNum: number;
  totalPages: number;
}

/** A game as answered: icon paths become absolute URLs on this app. */
export function toWireGame(c: DemoContext, game: DemoGame): DemoGame {
  return { ...game, mobileLargeIcon: absoluteUrl(c, game.mobileLargeIcon), iconUrl: absoluteUrl(c, game.iconUrl) };
}

const list = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

export function gameRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();

  const vendorTypes = (c: DemoContext) => ok(c, c.get('store').seed.vendorTypes);
  serve(app, vendorGameTypes, deps, vendorTypes);
  serve(app, vendorGameTypesGls, deps, vendorTypes);

  /**
   * Filters: gameType and vassalage (comma lists), gameName (case-insensitive substring), gameClassify (new, hot,
   * fav, or a classify key such as ROU), isNew=1, minBet and minLine (exact values). `language` is accepted; names
   * are the same in every language.
   */
  serve(app, gameList, deps, (c) => {
    const q = c.req.query();
    const pageNo = positiveInt(q.pageNo, 1);
    const pageSize = Math.min(positiveInt(q.pageSize, GAME_PAGE_SIZE), MAX_GAME_PAGE_SIZE);
    if (Number.isNaN(pageNo) || Number.isNaN(pageSize)) return fail(c, 400, ERROR_CODE.validation, 'pageNo and pageSize must be positive integers.');
    const minBet = q.minBet ? Number(q.minBet) : undefined;
    const minLine = q.minLine ? Number(q.minLine) : undefined;
    const types = list(q.gameType);
    const vendors = list(q.vassalage);
    const name = (q.gameName ?? '').trim().toLowerCase();
    const classify = (q.gameClassify ?? '').trim().toUpperCase();
    const favourites = classify === 'FAV' ? new Set(memberFavouriteIds(c)) : undefined;

    const games = c
      .get('store')
      .seed.games.filter(
        (g) =>
          (types.length === 0 || types.includes(g.gameType)) &&
          (vendors.length === 0 || vendors.includes(g.vassalage.toUpperCase())) &&
          (!name || g.gameName.toLowerCase().includes(name)) &&
          (q.isNew !== '1' || g.isNew) &&
          (minBet === undefined || g.minBet === minBet) &&
          (minLine === undefined || g.minLine === minLine) &&
          matchesClassify(g, classify, favourites),
      );
    const totalPages = Math.ceil(games.length / pageSize);
    const page = games.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((g) => toWireGame(c, g));
    return ok<GameListValue>(c, { games: page, pageNum: pageNo, totalPages });
  });

  function memberFavouriteIds(c: DemoContext): string[] {
    const member = currentMember(c, state);
    return member ? (c.get('store').favourites.get(member.id) ?? []) : [];
  }

  const gameByNode = (c: DemoContext, nodeId: string | undefined) => c.get('store').seed.games.find((g) => g.nodeId === nodeId);

  /** Hot games of every category, in the merchant's order (isPlatform=2, platform, refresh are accepted). */
  serve(app, hotGames, deps, (c) =>
    ok<HotGamesValue>(c, {
      list: c
        .get('store')
        .seed.games.filter((g) => g.hot)
        .map((g) => toWireGame(c, g)),
    }),
  );

  serve(app, favouriteIds, deps, (c) => {
    const ids = c.get('store').favourites.get(c.get('member').id) ?? [];
    return ok<FavouriteIdsValue>(c, { list: ids.slice(0, MAX_FAVOURITES) });
  });

  /** Favourites newest first, filtered by gameType and vendor (comma lists), paged by pageNo and pageSize. */
  serve(app, favouriteList, deps, (c) => {
    const q = c.req.query();
    const ids = c.get('store').favourites.get(c.get('member').id) ?? [];
    const games = ids.map((id) => gameByNode(c, id)).filter((g): g is DemoGame => !!g && matchesTypeAndVendor(g, q.gameType, q.vendor));
    const paged = page(games, q.pageNo, q.pageSize);
    if (!paged) return fail(c, 400, ERROR_CODE.validation, 'pageNo and pageSize must be positive integers.');
    return ok<FavouriteListValue>(c, { content: paged.items.map((g) => toWireGame(c, g)), pageNum: paged.pageNum, totalPages: paged.totalPages });
  });

  /** Adds a favourite (the entry checks the body { nodeId, vendor }); adding one already there changes nothing. */
  serve(app, favouriteAdd, deps, (c, { nodeId }) => {
    if (!gameByNode(c, nodeId)) return fail(c, 404, ERROR_CODE.notFound, 'No such game.');
    const { favourites } = c.get('store');
    const ids = favourites.get(c.get('member').id) ?? [];
    if (ids.includes(nodeId)) return ok(c, null);
    if (ids.length >= MAX_FAVOURITES) return fail(c, 400, ERROR_CODE.validation, `At most ${MAX_FAVOURITES} favourites.`);
    favourites.set(c.get('member').id, [nodeId, ...ids]);
    return ok(c, null);
  });

  serve(app, favouriteRemove, deps, (c) => {
    const nodeId = c.req.query('nodeId');
    const { favourites } = c.get('store');
    favourites.set(
      c.get('member').id,
      (favourites.get(c.get('member').id) ?? []).filter((id) => id !== nodeId),
    );
    return ok(c, null);
  });

  /** Records a launched game as the member's most recent one. */
  serve(app, recentAdd, deps, (c) => {
    const nodeId = c.req.query('nodeId');
    if (!gameByNode(c, nodeId) || !nodeId) return fail(c, 404, ERROR_CODE.notFound, 'No such game.');
    const { recents } = c.get('store');
    const ids = recents.get(c.get('member').id) ?? [];
    recents.set(c.get('member').id, [nodeId, ...ids.filter((id) => id !== nodeId)].slice(0, MAX_RECENTS));
    return ok(c, null);
  });

  /** Recent games newest first: page, pageSize, gameType, vendor (language and clientType accepted). */
  serve(app, recentList, deps, (c) => {
    const q = c.req.query();
    const ids = c.get('store').recents.get(c.get('member').id) ?? [];
    const games = ids.map((id) => gameByNode(c, id)).filter((g): g is DemoGame => !!g && matchesTypeAndVendor(g, q.gameType, q.vendor));
    const paged = page(games, q.page, q.pageSize);
    if (!paged) return fail(c, 400, ERROR_CODE.validation, 'page and pageSize must be positive integers.');
    return ok<RecentListValue>(c, { list: paged.items.map((g) => toWireGame(c, g)), totalPages: paged.totalPages });
  });

  /**
   * Launch: the lottery launcher sends vendor, gameCode, prizeMode (and playType); the generic one gameCategory,
   * vendor, gameId, nodeId and freePlay. Answers the URL of the demo game page (no token in it). The fallback
   * launcher (`launchFallback`) takes the same query; its game page says which launcher opened it.
   */
  const launch = (launcher: 'main' | 'fallback') => (c: DemoContext) => {
    const q = c.req.query();
    if (!q.vendor) return fail(c, 400, ERROR_CODE.validation, 'vendor is required.');
    const refusal = launchRefusal(c, deps.state.now());
    if (refusal) return refusal;
    const target = new URLSearchParams({ vendor: q.vendor });
    if (q.gameCode !== undefined || q.prizeMode !== undefined) {
      target.set('code', q.gameCode || 'lobby');
      if (q.prizeMode) target.set('prizeMode', q.prizeMode);
      if (q.playType) target.set('playType', q.playType);
    } else {
      const game = gameByNode(c, q.nodeId);
      if (!game || game.vassalage !== q.vendor) return fail(c, 404, ERROR_CODE.notFound, 'No such game.');
      target.set('name', game.gameName);
      target.set('category', game.gameType);
      if (q.freePlay === '1') target.set('freePlay', '1');
    }
    if (launcher === 'fallback') target.set('launcher', 'fallback');
    return ok<LaunchValue>(c, { url: absoluteUrl(c, `${GAMES_DEMO_PATH.gamePage}?${target.toString()}`) });
  };
  serve(app, launchGame, deps, launch('main'));
  serve(app, launchFallback, deps, launch('fallback'));

  /**
   * Ranked games (decision 021): the games of gameType (comma list; the list categories without it) by players
   * in the ranking period, most first, limitNum of them (default 10). `language` is accepted.
   */
  serve(app, rankList, deps, (c) => {
    const q = c.req.query();
    const limit = Math.min(positiveInt(q.limitNum, RANK_LIMIT), MAX_RANK_LIMIT);
    if (Number.isNaN(limit)) return fail(c, 400, ERROR_CODE.validation, 'limitNum must be a positive integer.');
    const types = list(q.gameType);
    const { seed, merchantCode } = c.get('store');
    const ranked = seed.games
      .filter((g) => (types.length ? types : RANKED_TYPES).includes(g.gameType))
      .map((game) => ({ game, players: rankPlayers(merchantCode, game) }))
      .sort((a, b) => b.players - a.players || a.game.nodeId.localeCompare(b.game.nodeId))
      .slice(0, limit)
      .map(({ game, players }, index) => ({ rank: index + 1, players, game: toWireGame(c, game) }));
    return ok<RankListValue>(c, { list: ranked });
  });

  /** Recent winners (newest first as the platform records them; the site sorts), gameCategory, limitNum. */
  serve(app, winnerBoard, deps, (c) => {
    const q = c.req.query();
    const limit = Math.min(positiveInt(q.limitNum, WINNER_LIMIT), MAX_WINNER_LIMIT);
    if (Number.isNaN(limit)) return fail(c, 400, ERROR_CODE.validation, 'limitNum must be a positive integer.');
    const category = (q.gameCategory ?? '').toUpperCase();
    const { winners, profile } = c.get('store').seed;
    const list = winners
      .filter((w) => !category || category === 'ALL' || w.gameType === category)
      .slice(0, limit)
      .map(({ winCents, ...w }) => ({ vo: { ...w, winAmount: decimalOf(winCents), iconUrl: absoluteUrl(c, w.iconUrl), currencySymbol: profile.currencySymbol } }));
    return ok<WinnerBoardValue>(c, { list });
  });

  /** Vendor icons by vendor code and colour suffix (`/demo-cdn/vendors/PG-dark.svg`), for vendor tiles and broken game icons. */
  app.get(GAMES_DEMO_PATH.vendorIcon, (c) => {
    const match = /^([A-Z0-9_]+)-(dark|light)\.svg$/.exec(c.req.param('file'));
    const vendor = match && VENDOR_CATALOGUE.find((v) => v.code === match[1]);
    if (!match || !vendor) return fail(c, 404, ERROR_CODE.notFound, 'No such vendor icon.');
    return svgResponse(c, gameIconSvg(vendor.code, match[2] ?? 'dark', vendor.displayName, vendor.displayName));
  });

  /** The demo game page a launch URL opens (demo only): the game's name and a way back. */
  app.get(GAMES_DEMO_PATH.gamePage, (c) => {
    const q = c.req.query();
    const title = escapeHtml(q.name ?? `${q.vendor ?? ''} ${q.code ?? ''}`.trim());
    const facts = Object.entries(q)
      .filter(([key]) => key !== 'name')
      .map(([key, value]) => `<li>${escapeHtml(key)}: ${escapeHtml(value)}</li>`)
      .join('');
    // no inline style: the demo server's content security policy covers this page too
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>` +
        `<body><main><p>Demo game</p><h1>${title}</h1><ul>${facts}</ul><a href="/m/home">Back to the site</a></main></body></html>`,
    );
  });

  app.route('/', lotteryRoutes(deps));
  return app;
}

function matchesTypeAndVendor(game: DemoGame, gameType: string | undefined, vendor: string | undefined): boolean {
  const types = list(gameType);
  const vendors = list(vendor);
  return (types.length === 0 || types.includes(game.gameType)) && (vendors.length === 0 || vendors.includes(game.vassalage.toUpperCase()));
}

/** One page of `items` (pageNo from 1, default size 35); undefined for a bad page or size. */
function page<T>(items: T[], rawPage: string | undefined, rawSize: string | undefined): { items: T[]; pageNum: number; totalPages: number } | undefined {
  const pageNum = positiveInt(rawPage, 1);
  const size = Math.min(positiveInt(rawSize, GAME_PAGE_SIZE), MAX_GAME_PAGE_SIZE);
  if (Number.isNaN(pageNum) || Number.isNaN(size)) return undefined;
  return { items: items.slice((pageNum - 1) * size, pageNum * size), pageNum, totalPages: Math.ceil(items.length / size) };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function matchesClassify(game: DemoGame, classify: string, favourites: Set<string> | undefined): boolean {
  if (!classify || classify === 'ALL') return true;
  if (classify === 'NEW') return game.isNew;
  if (classify === 'HOT') return game.hot;
  if (classify === 'FAV') return favourites?.has(game.nodeId) ?? false;
  return game.gameClassify?.toUpperCase() === classify || game.gameClassifyNew?.toUpperCase() === classify;
}
