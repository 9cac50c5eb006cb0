import { Hono } from 'hono';
import { ERROR_CODE, PATH } from '@wl/api-client/protocol';
import { absoluteUrl, fail, ok, positiveInt } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { currentMember } from '../middleware';
import { DEMO_PATH } from '../paths';
import type { DemoGame } from '../seed/types';

/** Default and largest page size of the game list (spec 001 section 9: list pages use 35). */
export const GAME_PAGE_SIZE = 35;
export const MAX_GAME_PAGE_SIZE = 200;

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

export function gameRoutes({ state }: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();

  const vendorTypes = (c: DemoContext) => ok(c, c.get('store').seed.vendorTypes);
  app.get(PATH.vendorGameTypes, vendorTypes);
  app.get(DEMO_PATH.vendorGameTypesGls, vendorTypes);

  /**
   * Filters: gameType and vassalage (comma lists), gameName (case-insensitive substring), gameClassify (new, hot,
   * fav, or a classify key such as ROU), isNew=1, minBet and minLine (exact values). `language` is accepted; names
   * are the same in every language.
   */
  app.get(PATH.gameList, (c) => {
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
    const favourites = classify === 'FAV' ? new Set(favouriteIds(c)) : undefined;

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

  function favouriteIds(c: DemoContext): string[] {
    const member = currentMember(c, state);
    return member ? (c.get('store').favourites.get(member.id) ?? []) : [];
  }

  return app;
}

function matchesClassify(game: DemoGame, classify: string, favourites: Set<string> | undefined): boolean {
  if (!classify || classify === 'ALL') return true;
  if (classify === 'NEW') return game.isNew;
  if (classify === 'HOT') return game.hot;
  if (classify === 'FAV') return favourites?.has(game.nodeId) ?? false;
  return game.gameClassify?.toUpperCase() === classify || game.gameClassifyNew?.toUpperCase() === classify;
}
