import type { LotteryBetStatus } from '@wl/api-client/catalogue';
import { localDayStart } from '@wl/i18n';

/** The periods a player picks from: today, the last 7 or 30 days (today included), in the player's local days. */
export const PERIODS = ['today', 'last7', 'last30'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 'last30';
const DAYS: Record<Period, number> = { today: 1, last7: 7, last30: 30 };

export const STATUSES: readonly LotteryBetStatus[] = ['pending', 'won', 'lost', 'cancelled'];

/** The period as placing times [startTime, endTime): from the start of its first local day to the start of tomorrow. */
export function periodRange(period: Period, now: number = Date.now()): { startTime: number; endTime: number } {
  return { startTime: localDayStart(now, -(DAYS[period] - 1)), endTime: localDayStart(now, 1) };
}

/** The filters kept in the address (`?period=last7&status=won`): unknown values are the defaults. */
export function readFilters(params: URLSearchParams): { period: Period; status: LotteryBetStatus | undefined } {
  const period = (PERIODS as readonly string[]).includes(params.get('period') ?? '') ? (params.get('period') as Period) : DEFAULT_PERIOD;
  const status = STATUSES.find((s) => s === params.get('status'));
  return { period, status };
}
