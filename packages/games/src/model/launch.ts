import { ERROR_CODE, type LaunchQuery } from '@wl/api-client/protocol';
import type { WireGame as Game } from '@wl/api-client/catalogue';
import { PRIZE_MODE, type PrizeMode } from './vendors';

/** The site's launch page (spec 001 section 2). */
export const LAUNCH_PAGE = '/m/launchGame';
/** Vendors launched through the launch page in trad mode. */
export const LAUNCH_PAGE_VENDORS = ['LOTT', 'ELOTT'] as const;
/** Vendors launched through the lottery launcher (lobby by default). */
export const LOTTERY_LAUNCHER_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;
export const DEFAULT_GAME_CODE = 'lobby';
/** Play types of the lottery (spec 001 section 3: Tradition and Entertainment). */
export const PLAY_TYPE = { trad: 'trad', ent: 'ent' } as const;

export type LaunchRoute =
  { kind: 'login' } | { kind: 'launchPage'; path: string } | { kind: 'lottery'; query: LaunchQuery } | { kind: 'generic'; query: LaunchQuery };

export interface LaunchContext {
  loggedIn: boolean;
  /** a trial (free play) session */
  freePlay: boolean;
  prizeMode: PrizeMode;
  /** the merchant's lotto mode (brand `lottoMode`) */
  lottoMode?: readonly string[];
}

type Launchable = Pick<Game, 'gameType' | 'vassalage' | 'gameId' | 'nodeId' | 'gameClassifyNew'>;

/** ent when the lotto mode contains Entertainment, else trad (spec 001 section 4). */
export function playTypeFor(lottoMode: readonly string[] | undefined): string {
  return lottoMode?.includes('Entertainment') ? PLAY_TYPE.ent : PLAY_TYPE.trad;
}

/** How a game launches (spec 001 section 4, vendor launch and lottery launch). */
export function launchRoute(game: Launchable, context: LaunchContext): LaunchRoute {
  if (!context.loggedIn) return { kind: 'login' };
  const vendor = game.vassalage;
  const gameCode = game.gameClassifyNew || DEFAULT_GAME_CODE;
  if ((LAUNCH_PAGE_VENDORS as readonly string[]).includes(vendor)) {
    const search = new URLSearchParams({ vendor, playType: playTypeFor(context.lottoMode), prize_mode: context.prizeMode, code: gameCode, pageBack: 'home' });
    return { kind: 'launchPage', path: `${LAUNCH_PAGE}?${search.toString()}` };
  }
  if ((LOTTERY_LAUNCHER_VENDORS as readonly string[]).includes(vendor)) {
    return { kind: 'lottery', query: { vendor, gameCode, prizeMode: vendor === 'TCG_SEA' ? PRIZE_MODE.sea : context.prizeMode } };
  }
  return {
    kind: 'generic',
    query: { gameCategory: game.gameType, vendor, gameId: game.gameId, nodeId: game.nodeId, freePlay: context.freePlay ? 1 : 0 },
  };
}

/** The lottery launcher query of the launch page's URL (vendor, playType, prize_mode, code). */
export function launchPageQuery(search: string): LaunchQuery | undefined {
  const params = new URLSearchParams(search);
  const vendor = params.get('vendor');
  if (!vendor) return undefined;
  return {
    vendor,
    gameCode: params.get('code') || DEFAULT_GAME_CODE,
    prizeMode: params.get('prize_mode') || PRIZE_MODE.elott,
    playType: params.get('playType') || PLAY_TYPE.trad,
  };
}

/**
 * Whether a failed launch (catalogue `launchGame`) is tried once more through the fallback launcher (`launchFallback`)
 * (decision 021): only when the platform failed on its side (server error) or the network dropped the call;
 * never for an answer about the player or the game (session, free play, not found, maintenance, refused).
 */
export function shouldUseFallbackLauncher(error: { code: string; status: number }): boolean {
  return error.code === ERROR_CODE.server || error.code === ERROR_CODE.network;
}
