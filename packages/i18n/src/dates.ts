/**
 * The one date module (issue 39, decision 087): every day, range and date text a screen shows or a platform call
 * sends is made here, and lint refuses the Date getters and Intl's date formats anywhere else.
 *
 * - What a platform call sends is in its fixed format whatever is shown: YYYY-MM-DD days (`isoDay` local,
 *   `utcDay` where the platform counts UTC days), ISO instants (`isoInstant`).
 * - What a screen shows follows the brand's one date rule (`DateRule`, decision 089), through `datesFor` (the
 *   `useDates` hook): by default the specification's formats (docs/product-decisions.md 5): MM/DD/YYYY (spec 001
 *   section 9), YYYY-MM-DD where spec 000 names it (notice cards, the agent area), a time as `MM/DD/YYYY HH:mm`;
 *   a brand that chooses `locale` shows every day in its locale's own numeric form (pt-BR: 28/11/2026). Dates with
 *   words (a chart's day labels) come from the page's language through `useDateFormat` (useDateFormat.ts).
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

/**
 * How a brand shows dates (its config's `languages.dates`): `specification` (the default) writes the formats the
 * specification names whatever the language; `locale` writes every day in the locale's own numeric form.
 */
export type DateRule = 'specification' | 'locale';

export type DayPart = 'day' | 'month' | 'year';

/** How a day is written: its parts in order and what separates them. */
export interface DayForm {
  order: readonly [DayPart, DayPart, DayPart];
  separator: string;
}

/** MM/DD/YYYY (spec 001 section 9). */
const SPECIFICATION_DAY: DayForm = { order: ['month', 'day', 'year'], separator: '/' };
/** YYYY-MM-DD where spec 000 names it. */
const ISO_DAY: DayForm = { order: ['year', 'month', 'day'], separator: '-' };

/** The locale's own numeric form of a day (`pt-BR`: DD/MM/YYYY, `en`: MM/DD/YYYY, `zh`: YYYY/MM/DD). */
export function dayFormOf(locale: string): DayForm {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(Date.UTC(2026, 10, 28));
  const order = parts.filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year').map((part) => part.type as DayPart);
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  return order.length === 3 ? { order: order as unknown as DayForm['order'], separator } : SPECIFICATION_DAY;
}

function writeDay(iso: string, form: DayForm): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  const part = { year, month, day };
  return form.order.map((name) => part[name]).join(form.separator);
}

/** What a player typed in `form` (one-digit day and month too, spaces ignored) as YYYY-MM-DD; undefined when no real day. */
function readDayIn(text: string, form: DayForm): string | undefined {
  const found = /^(\d{1,4})\D(\d{1,2})\D(\d{1,4})$/.exec(text.replace(/\s/g, ''));
  if (!found) return undefined;
  const value: Record<DayPart, number> = { day: 0, month: 0, year: 0 };
  form.order.forEach((name, index) => (value[name] = Number(found[index + 1])));
  if (String(value.year).length !== 4) return undefined;
  const date = new Date(Date.UTC(value.year, value.month - 1, value.day));
  if (date.getUTCFullYear() !== value.year || date.getUTCMonth() !== value.month - 1 || date.getUTCDate() !== value.day) return undefined;
  return `${value.year}-${pad(value.month)}-${pad(value.day)}`;
}

/** Every date a screen shows, written by one rule. A day is a platform day (YYYY-MM-DD) or an instant (its local day). */
export interface Dates {
  /** a day: MM/DD/YYYY by the specification, the locale's form by `locale` */
  day: (value: string | number) => string;
  /** a day where spec 000 names YYYY-MM-DD (notice cards, the agent area); the locale's form by `locale` */
  isoDay: (value: string | number) => string;
  /** an instant: its day and 24-hour time (`11/28/2026 14:05`) */
  time: (at: number) => string;
  /** a content item's validity: `day - day`, or `day - <longTerm>` when it has no end (noExpiry 1) */
  range: (item: { startDate: number; endDate: number | null; noExpiry: 0 | 1 }, longTerm: string) => string;
  /** a settlement period's first and last days (`end` is the next period's start) */
  period: (start: number, end: number) => { start: string; end: string };
  /** what a player typed as a day, in `form`, as YYYY-MM-DD; undefined when it is no real day */
  read: (text: string) => string | undefined;
  /** how a typed day is written (its placeholder) */
  form: DayForm;
}

const made = new Map<string, Dates>();

/**
 * The dates of a rule in a locale (`useDates` gives the page's), made once per rule and locale: every row of a list
 * that shows a date asks for them, and the locale's form is read from Intl.
 */
export function datesFor(rule: DateRule, locale: string): Dates {
  const key = `${rule} ${locale}`;
  let dates = made.get(key);
  if (!dates) made.set(key, (dates = makeDates(rule, locale)));
  return dates;
}

function makeDates(rule: DateRule, locale: string): Dates {
  const form = rule === 'locale' ? dayFormOf(locale) : SPECIFICATION_DAY;
  const iso = (value: string | number) => (typeof value === 'number' ? isoDay(value) : value);
  const day = (value: string | number) => writeDay(iso(value), form);
  const isoForm = rule === 'locale' ? form : ISO_DAY;
  return {
    day,
    isoDay: (value) => writeDay(iso(value), isoForm),
    time: (at) => {
      const d = new Date(at);
      return `${day(at)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
    },
    range: (item, longTerm) => `${day(item.startDate)} - ${item.noExpiry === 1 || item.endDate === null ? longTerm : day(item.endDate)}`,
    // for the screen only: hyphens that do not break (U+2011), so a period's day stays on one line at 200 % text
    period: (start, end) => {
      const shown = (time: number) => writeDay(isoDay(time), isoForm).replaceAll('-', '\u2011');
      return { start: shown(start), end: shown(end - 1) };
    },
    read: (text) => readDayIn(text, form),
    form,
  };
}
