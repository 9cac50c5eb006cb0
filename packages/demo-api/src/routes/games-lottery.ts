import { Hono } from 'hono';
import { lotteryMenu, lotteryRecent, openedNumero, openedNumeroPublic } from '@wl/api-client/catalogue';
import type { LotteryGame, LotteryMenuValue, OpenedNumeroValue } from '@wl/api-client/catalogue';
import { absoluteUrl, ok } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { serve } from '../serve';
import { drawGames, drawSchedule, lotteryCode, openDraw } from '../seed/games';
import type { DemoGame } from '../seed/types';
import { lotteryOrderRoutes } from './games-lottery-orders';

/** Recent lottery games answered at most. */
export const MAX_RECENT_LOTTERY = 10;

function toLotteryGame(c: DemoContext, game: DemoGame): LotteryGame {
  const gameCode = lotteryCode(game);
  return {
    gameCode,
    gameName: game.gameName,
    gameType: game.gameType as LotteryGame['gameType'],
    vassalage: game.vassalage,
    nodeId: game.nodeId,
    gameId: game.gameId,
    iconUrl: absoluteUrl(c, game.iconUrl),
    drawInterval: drawSchedule(gameCode).interval,
  };
}

const codes = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

/**
 * The lottery gateway (decision 021): the menu of draw games (no token), a member's recently played ones
 * (token), and the open draw of each game, on a member path (token) and a public one (no token) that answer
 * the same. Draws follow the clock (seed/games.ts `openDraw`), so a countdown that ends finds the next draw.
 * The member's orders are in games-lottery-orders.ts.
 */
export function lotteryRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();
  const menu = (c: DemoContext) => drawGames(c.get('store').seed.games);

  /** The menu, optionally of one category (gameType LOTT or ELOTT). */
  serve(app, lotteryMenu, deps, (c) => {
    const type = (c.req.query('gameType') ?? '').toUpperCase();
    const list = menu(c)
      .filter((g) => !type || g.gameType === type)
      .map((g) => toLotteryGame(c, g));
    return ok<LotteryMenuValue>(c, { list });
  });

  /** The member's recently launched draw games, newest first (the recents that are menu games). */
  serve(app, lotteryRecent, deps, (c) => {
    const byNode = new Map(menu(c).map((g) => [g.nodeId, g]));
    const list = (c.get('store').recents.get(c.get('member').id) ?? [])
      .map((id) => byNode.get(id))
      .filter((g): g is DemoGame => !!g)
      .slice(0, MAX_RECENT_LOTTERY)
      .map((g) => toLotteryGame(c, g));
    return ok<LotteryMenuValue>(c, { list });
  });

  /** The open draw of each menu game, or of the games named by gameCodes (a comma list). */
  const opened = (c: DemoContext) => {
    const wanted = codes(c.req.query('gameCodes'));
    const now = state.now();
    const list = menu(c)
      .map(lotteryCode)
      .filter((code) => wanted.length === 0 || wanted.includes(code))
      .map((gameCode) => ({ gameCode, ...openDraw(drawSchedule(gameCode), now) }));
    return ok<OpenedNumeroValue>(c, { list, serverTime: now });
  };
  serve(app, openedNumero, deps, opened);
  serve(app, openedNumeroPublic, deps, opened);

  // the member's lottery bets: orders, detail, cancelling sub-orders of open draws
  app.route('/', lotteryOrderRoutes(deps));

  return app;
}
