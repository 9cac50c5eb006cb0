import { fromMinor, toMinor } from '@wl/api-client/money';

/** Why a number of points to convert is refused, before anything is sent. */
export type PointsProblem = 'empty' | 'notWhole' | 'zero' | 'belowMin' | 'aboveBalance';

export type PointsReading = { ok: true; points: number } | { ok: false; problem: PointsProblem };

/** Reads typed points: whole, above zero, at least the minimum, at most the balance. */
export function readPoints(input: string, rules: { min: number; balance: number }): PointsReading {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'notWhole' };
  const points = Number(text);
  if (!Number.isSafeInteger(points)) return { ok: false, problem: 'aboveBalance' };
  if (points === 0) return { ok: false, problem: 'zero' };
  if (points < rules.min) return { ok: false, problem: 'belowMin' };
  if (points > rules.balance) return { ok: false, problem: 'aboveBalance' };
  return { ok: true, points };
}

/** The cash whole points convert to at a rate (cash per point, a decimal string): a decimal string. */
export function pointsToCash(points: number, rate: string): string {
  return fromMinor(toMinor(rate) * BigInt(points));
}
