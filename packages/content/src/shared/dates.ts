/**
 * The one date helper (docs/product-decisions.md 5): notice cards show YYYY-MM-DD, promotion and announcement ranges
 * MM/DD/YYYY. Digits are fixed by the format; the brand's locale does not reorder them.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export type DateFormat = 'range' | 'card';

export function formatDate(ms: number, format: DateFormat = 'range'): string {
  const d = new Date(ms);
  const y = d.getFullYear();
  const m = pad(d.getMonth() + 1);
  const day = pad(d.getDate());
  return format === 'card' ? `${y}-${m}-${day}` : `${m}/${day}/${y}`;
}

/** `MM/DD/YYYY - MM/DD/YYYY`, or `MM/DD/YYYY - <longTerm>` when the item has no end (noExpiry 1). */
export function formatDateRange(item: { startDate: number; endDate: number | null; noExpiry: 0 | 1 }, longTerm: string): string {
  const end = item.noExpiry === 1 || item.endDate === null ? longTerm : formatDate(item.endDate);
  return `${formatDate(item.startDate)} - ${end}`;
}
