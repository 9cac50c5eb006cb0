/** A date as YYYY-MM-DD in local time (spec 000 section 9: dates format YYYY-MM-DD). */
export function formatDay(time: number | Date): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * A settlement period's days as a player reads them: its first day and its last, the day before `end` (the catalogue's
 * periods are half-open: `end` is the next period's start, so two periods never share a day). For the screen only:
 * their hyphens are non-breaking (U+2011), so a date never breaks across two lines at a large text size.
 */
export function periodDays(start: number, end: number): { start: string; end: string } {
  const shown = (time: number) => formatDay(time).replaceAll('-', '\u2011');
  return { start: shown(start), end: shown(end - 1) };
}

/** Today and the range ending today of `days` days. */
export function lastDays(days: number, now = Date.now()): { startDate: string; endDate: string } {
  return { startDate: formatDay(now - (days - 1) * 86_400_000), endDate: formatDay(now) };
}
