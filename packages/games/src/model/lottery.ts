import type { LotteryGame, OpenedNumero } from '@wl/api-client/protocol';
import type { Game } from '../gamesApi';

/** Ask for the next draw this long after a draw closes, so that the platform has opened it. */
export const DRAW_REFRESH_GRACE_MS = 1_000;
/** Never ask again sooner than this (a clock far off, or a draw closing as it arrives). */
export const MIN_DRAW_REFRESH_MS = 1_000;
/** Recent lottery games shown in the recent row. */
export const RECENT_LOTTERY_COUNT = 10;

/** Which opened-numero call a list makes: members the member path (token), guests the public one (decision 021). */
export function openedNumeroCall(member: string | undefined): 'member' | 'public' {
  return member ? 'member' : 'public';
}

/** The platform's clock minus this device's, from an answer's serverTime and when it arrived. */
export function clockOffset(serverTime: number, receivedAt: number): number {
  return serverTime - receivedAt;
}

/** Whole seconds until a draw closes on the platform's clock (0 once it has closed). */
export function secondsLeft(closeTime: number, now: number, offsetMs: number): number {
  return Math.max(0, Math.ceil((closeTime - (now + offsetMs)) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown as mm:ss, or h:mm:ss from an hour on. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * When to ask for the open draws again: just after the first of them closes (grace included), at least
 * MIN_DRAW_REFRESH_MS from now; undefined when there is no draw to wait for.
 */
export function drawRefreshDelay(draws: readonly Pick<OpenedNumero, 'closeTime'>[], now: number, offsetMs: number): number | undefined {
  if (draws.length === 0) return undefined;
  const first = Math.min(...draws.map((d) => d.closeTime));
  return Math.max(MIN_DRAW_REFRESH_MS, first - (now + offsetMs) + DRAW_REFRESH_GRACE_MS);
}

/** A menu game as the launch routing sees it: its game code is the launch code (spec 001 section 4). */
export function launchableLottery(game: LotteryGame): Pick<Game, 'gameType' | 'vassalage' | 'gameId' | 'nodeId' | 'gameClassifyNew'> {
  return { gameType: game.gameType, vassalage: game.vassalage, gameId: game.gameId, nodeId: game.nodeId, gameClassifyNew: game.gameCode };
}

const BOTH_LOTTERIES: readonly LotteryGame['gameType'][] = ['LOTT', 'ELOTT'];
const E_LOTTERIES: readonly LotteryGame['gameType'][] = ['ELOTT'];

/** The lottery categories a lottery page lists (/m/elott the e-lotteries; /m/lott and /m/lottery both). */
export function lotteryPageTypes(pathname: string): readonly LotteryGame['gameType'][] {
  return pathname.replace(/(?<!\/)\/+$/, '') === '/m/elott' ? E_LOTTERIES : BOTH_LOTTERIES;
}
