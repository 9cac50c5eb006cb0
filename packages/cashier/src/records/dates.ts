import type { DateRange } from './recordsApi';

// Dates of the records: the platform takes YYYY-MM-DD (catalogue/wallets.ts); the player reads and types
// MM/DD/YYYY (spec 001 section 9). Days are the player's local days.

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of a time as YYYY-MM-DD. */
export function isoDay(time: number | Date): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** YYYY-MM-DD shown as MM/DD/YYYY. */
export function displayDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** A time shown as MM/DD/YYYY HH:mm in local time. */
export function displayTime(time: number): string {
  const d = new Date(time);
  return `${displayDay(isoDay(d))} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What a player typed as MM/DD/YYYY (M/D/YYYY too, spaces ignored) as YYYY-MM-DD; undefined when it is no real day. */
export function readDay(text: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.replace(/\s/g, ''));
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The `days` days ending today (today included). */
export function lastDays(days: number, now: number = Date.now()): DateRange {
  const end = new Date(now);
  const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - (days - 1));
  return { startDate: isoDay(start), endDate: isoDay(end) };
}

/** How many days a range spans, both ends included. */
export function daysIn({ startDate, endDate }: DateRange): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;
}
