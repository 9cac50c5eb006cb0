/**
 * The one date module (issue 39, decision 087): every day, range and date text a screen shows or a platform call
 * sends is made here, and lint refuses the Date getters and Intl's date formats anywhere else.
 *
 * - What a platform call sends is in its fixed format whatever is shown: YYYY-MM-DD days (`isoDay` local,
 *   `utcDay` where the platform counts UTC days), ISO instants (`isoInstant`).
 * - What a screen shows follows the specification's formats (docs/product-decisions.md 5): MM/DD/YYYY for records
 *   and ranges (spec 001 section 9), YYYY-MM-DD where spec 000 names it (notice cards, the agent area). Digits
 *   are fixed by the format; the page's locale does not reorder them. Dates with words (a month's name, a time of
 *   day) come from the page's language through `useDateFormat` (useDateFormat.ts).
 */

export const DAY_MS = 86_400_000;

/** A platform day range, both ends included (YYYY-MM-DD). */
export type DayRange = { startDate: string; endDate: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of a time as YYYY-MM-DD. */
export function isoDay(time: number | Date): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The UTC day of a time as YYYY-MM-DD (calls whose days are the platform's UTC days). */
export function utcDay(time: number | Date): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** A moment as the ISO 8601 instant a platform call sends (`2026-11-28T13:05:00.000Z`). */
export function isoInstant(time: number | Date | string): string {
  return new Date(time).toISOString();
}

/** The local year of a time (a copyright line, the latest birthday allowed). */
export function yearOf(time: number | Date = Date.now()): number {
  return new Date(time).getFullYear();
}

/** The local hour of a time, 0 to 23 (a greeting by the time of day). */
export function hourOf(time: number | Date = Date.now()): number {
  return new Date(time).getHours();
}

/** The start of the local day `offsetDays` from the day of `time` (0: that day, 1: the next), as epoch ms. */
export function localDayStart(time: number, offsetDays = 0): number {
  const d = new Date(time);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + offsetDays).getTime();
}

/**
 * The `days` days ending today (today included): local days, or UTC days (`'utc'`) for calls that count them so.
 */
export function lastDays(days: number, now: number = Date.now(), zone: 'local' | 'utc' = 'local'): DayRange {
  if (zone === 'utc') return { startDate: utcDay(now - (days - 1) * DAY_MS), endDate: utcDay(now) };
  return { startDate: isoDay(localDayStart(now, -(days - 1))), endDate: isoDay(now) };
}

/** The start of a platform day (YYYY-MM-DD) in local time, as epoch ms (to write it with `useDateFormat`). */
export function dayStartOf(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).getTime();
}

/** How many days a range spans, both ends included. */
export function daysIn({ startDate, endDate }: DayRange): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A platform day (YYYY-MM-DD) shown as MM/DD/YYYY. */
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

/** How a content date is written: `range` MM/DD/YYYY (promotions, announcements), `card` YYYY-MM-DD (notice cards). */
export type DateFormat = 'range' | 'card';

/** A moment as a content date (`range` by default). */
export function formatDate(ms: number, format: DateFormat = 'range'): string {
  const iso = isoDay(ms);
  return format === 'card' ? iso : displayDay(iso);
}

/** `MM/DD/YYYY - MM/DD/YYYY`, or `MM/DD/YYYY - <longTerm>` when the item has no end (noExpiry 1). */
export function formatDateRange(item: { startDate: number; endDate: number | null; noExpiry: 0 | 1 }, longTerm: string): string {
  const end = item.noExpiry === 1 || item.endDate === null ? longTerm : formatDate(item.endDate);
  return `${formatDate(item.startDate)} - ${end}`;
}

/**
 * A settlement period's days as a player reads them: its first day and its last, the day before `end` (the
 * catalogue's periods are half-open: `end` is the next period's start, so two periods never share a day). For the
 * screen only: their hyphens are non-breaking (U+2011), so a date never breaks across two lines at a large text size.
 */
export function periodDays(start: number, end: number): { start: string; end: string } {
  const shown = (time: number) => isoDay(time).replaceAll('-', '\u2011');
  return { start: shown(start), end: shown(end - 1) };
}
